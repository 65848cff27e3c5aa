import type { Meta, StoryObj } from "@storybook/react-vite";
import { PASSWORD_MESSAGES } from "@pipeline/contract";
import { createMemoryAdapter, MEMORY_USERS } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import { ChangePasswordDialog, type ChangePasswordDialogAdapter } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { findDialog } from "../../support/findDialog";
import { waitForAnimations } from "../../support/waitForAnimations";

type DialogDemoProps = {
  /** Makes the adapter, fresh for each rendering: a change made in one must not meet the next. */
  makeAdapter: () => ChangePasswordDialogAdapter;
  /** Told when the dialog closes. */
  onClose: () => void;
};

/** The dialog as the profile menu opens it: open until it closes itself. */
function DialogDemo({ makeAdapter, onClose }: DialogDemoProps) {
  const [adapter] = useState(makeAdapter);
  const [open, setOpen] = useState(true);
  return (
    <PipelineProvider<ChangePasswordDialogAdapter> adapter={adapter} navigate={fn()}>
      <ChangePasswordDialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </PipelineProvider>
  );
}

/** The seeded admin, signed in with a local password (Admin@123). */
const local = () => createMemoryAdapter();
/** Sara signs in through the ERP directory: the installation has one, and she no local password. */
const directory = () => createMemoryAdapter({ directory: true, signedInAs: "sara.khan" });

const NEW_PASSWORD = "Quiet#Harbour-2031";
const onClose = fn();

const meta = {
  title: "Features/Shell/ChangePasswordDialog",
  component: DialogDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: ChangePasswordDialog } },
  args: { makeAdapter: local, onClose },
  beforeEach: () => {
    onClose.mockClear();
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fields() {
  const dialog = await findDialog({ name: "Change password" });
  const inside = within(dialog);
  return {
    dialog,
    current: await inside.findByLabelText(/^Current password/),
    next: inside.getByLabelText(/^New password/),
    confirm: inside.getByLabelText(/^Confirm new password/),
    submit: inside.getByRole("button", { name: "Change password" }),
  };
}

/** As it opens: three empty password fields, the policy under the new one, focus in the first. */
export const Empty: Story = {
  play: async () => {
    const { dialog, current, next, confirm } = await fields();
    await expect(within(dialog).getByText(PASSWORD_MESSAGES.policy)).toBeVisible();
    for (const field of [current, next, confirm]) {
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("type", "password");
    }
    await waitFor(() => expect(current).toHaveFocus());
    await expect(next).toHaveAttribute("autocomplete", "new-password");
  },
};

/** Submitted empty: each field's message, and no call. */
export const Required: Story = {
  play: async () => {
    const { dialog, submit } = await fields();
    await userEvent.click(submit);
    const inside = within(dialog);
    await expect(await inside.findByText(PASSWORD_MESSAGES.currentRequired)).toBeVisible();
    await expect(inside.getByText(PASSWORD_MESSAGES.newRequired)).toBeVisible();
    await expect(inside.getByText(PASSWORD_MESSAGES.confirmRequired)).toBeVisible();
  },
};

/** A new password too short, and a confirmation that differs: the policy's words under each. */
export const PolicyErrors: Story = {
  play: async () => {
    const { dialog, current, next, confirm, submit } = await fields();
    await userEvent.type(current, MEMORY_USERS.admin.password);
    await userEvent.type(next, "Short#2031");
    await userEvent.type(confirm, "Short#2032");
    await userEvent.click(submit);
    const inside = within(dialog);
    await expect(await inside.findByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(inside.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  },
};

/** A wrong current password: the server's words under that field and in a toast; the dialog stays. */
export const WrongCurrentPassword: Story = {
  play: async ({ args }) => {
    const { dialog, current, next, confirm, submit } = await fields();
    await userEvent.type(current, "Not#TheOne-2031");
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    // Behind the modal dialog the toasts are inert, so the toast is looked up among hidden elements.
    const toast = await within(document.body).findByRole("alert", { hidden: true });
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(PASSWORD_MESSAGES.wrongCurrent);
    await expect(await within(dialog).findByText(PASSWORD_MESSAGES.wrongCurrent)).toBeVisible();
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Changed: the toast says so and the dialog closes. */
export const Changed: Story = {
  play: async ({ args }) => {
    const { current, next, confirm, submit } = await fields();
    await userEvent.type(current, MEMORY_USERS.admin.password);
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    const toast = await within(document.body).findByRole("status");
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(PASSWORD_MESSAGES.changed);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** An account whose password the ERP directory keeps: the sentence instead of the form. */
export const DirectoryAccount: Story = {
  args: { makeAdapter: directory },
  play: async ({ args }) => {
    const dialog = await findDialog({ name: "Change password" });
    await expect(await within(dialog).findByText(PASSWORD_MESSAGES.managedByDirectory)).toBeVisible();
    await expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "OK" })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

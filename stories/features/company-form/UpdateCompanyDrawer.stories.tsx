import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Company } from "@pipeline/contract";
import { Button, UpdateCompanyDrawer } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { AdminStoryFrame, type AdminStoryArgs, expectToast, storyAdapter } from "../admin/adminStorySupport";
import { enter, recordingAdapter } from "./companyFormStorySupport";
import { findDialog } from "../../support/findDialog";

type DrawerStoryArgs = AdminStoryArgs & {
  companyId: number;
  onClose: () => void;
  onSaved: (company: Company) => void;
};

/** The company page's part: a button opening the drawer, which it closes again on onClose. */
function DrawerStory({ companyId, onClose, onSaved, ...frame }: DrawerStoryArgs) {
  const [open, setOpen] = useState(true);
  return (
    <AdminStoryFrame {...frame}>
      <Button onClick={() => setOpen(true)}>Edit company</Button>
      <UpdateCompanyDrawer
        companyId={companyId}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onSaved={onSaved}
      />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/CompanyForm/UpdateCompanyDrawer",
  component: DrawerStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: UpdateCompanyDrawer } },
  args: { companyId: 1, adapter: storyAdapter(), navigate: fn(), onClose: fn(), onSaved: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof DrawerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer open on a company: its fields and members, one column. */
export const Open: Story = {
  play: async () => {
    const drawer = within(await findDialog({ name: "Update Company" }));
    await expect(await drawer.findByRole("textbox", { name: /^Company Name/ })).toHaveValue(
      "Kavach Robotics",
    );
    await expect(drawer.getByRole("button", { name: "Edit Arjun Kapoor" })).toBeInTheDocument();
    await expect(drawer.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/** A save: the server's message, onSaved with the company, and the drawer closes. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog({ name: "Update Company" });
    const drawer = within(dialog);
    const pitchLine = await drawer.findByRole("textbox", { name: /^Pitch Line/ });
    await userEvent.clear(pitchLine);
    await enter(pitchLine, "Inspection robots.");
    await userEvent.click(drawer.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Company updated successfully.");
    await expect(args.adapter.companies.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ pitch_line: "Inspection robots." }),
    );
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, pitch_line: "Inspection robots." }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Cancel closes the drawer without saving. */
export const Cancelled: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args }) => {
    const dialog = await findDialog({ name: "Update Company" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.adapter.companies.update).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { PASSWORD_MESSAGES } from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { PipelineProvider } from "@pipeline/ui/data";
import { SetPasswordScreen, type SetPasswordScreenAdapter } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";

/** The link an administrator sent Priya, as the memory adapter keeps it. */
const LINK = "story-set-password-link";

type SetPasswordDemoProps = {
  /** The token of the address the page was opened at. */
  token: string;
  onPasswordSet: () => void;
  navigate: (to: string) => void;
};

/** The page over a memory adapter made fresh for each rendering, holding Priya's unused link. */
function SetPasswordDemo({ token, onPasswordSet, navigate }: SetPasswordDemoProps) {
  const [adapter] = useState(() =>
    createMemoryAdapter({
      signedInAs: null,
      seed: {
        passwordLinks: [
          { token: LINK, user_pk: 2, created_by: 1, expires_at: "2999-01-01T00:00:00.000Z", used_at: null },
        ],
      },
    }),
  );
  return (
    <PipelineProvider<SetPasswordScreenAdapter> adapter={adapter} navigate={navigate}>
      <SetPasswordScreen token={token} onPasswordSet={onPasswordSet} />
    </PipelineProvider>
  );
}

const onPasswordSet = fn();
const navigate = fn();
const NEW_PASSWORD = "Quiet#Harbour-2031";

const meta = {
  title: "Features/Shell/SetPasswordScreen",
  component: SetPasswordDemo,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", docs: { widget: SetPasswordScreen } },
  args: { token: LINK, onPasswordSet, navigate },
  beforeEach: () => {
    onPasswordSet.mockClear();
    navigate.mockClear();
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SetPasswordDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    next: canvas.getByLabelText(/^New password/),
    confirm: canvas.getByLabelText(/^Confirm new password/),
    submit: canvas.getByRole("button", { name: "Set password" }),
  };
}

/** As the link opens it: the new password twice, the policy under it, focus in the first field. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, next, confirm } = form(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    await expect(canvas.getByText(PASSWORD_MESSAGES.policy)).toBeVisible();
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute("autocomplete", "new-password");
    await expect(confirm).toHaveValue("");
  },
};

/** A password too short, and a confirmation that differs: the policy's words, and no call. */
export const PolicyErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, next, confirm, submit } = form(canvasElement);
    await userEvent.type(next, "Short#2031");
    await userEvent.type(confirm, "Short#2032");
    await userEvent.click(submit);
    await expect(await canvas.findByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(canvas.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    await expect(args.onPasswordSet).not.toHaveBeenCalled();
  },
};

/** Set: the toast says so, and the app is told to go on to sign-in. */
export const PasswordSet: Story = {
  play: async ({ canvasElement, args }) => {
    const { next, confirm, submit } = form(canvasElement);
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    const toast = await within(document.body).findByRole("status");
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(PASSWORD_MESSAGES.set);
    await waitFor(() => expect(args.onPasswordSet).toHaveBeenCalledTimes(1));
  },
};

/** A link used already, or expired: the page says so and offers sign-in instead of the form. */
export const LinkExpired: Story = {
  args: { token: "a-link-that-was-used" },
  play: async ({ canvasElement, args }) => {
    const { canvas, next, confirm, submit } = form(canvasElement);
    await userEvent.type(next, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    const card = within(canvas.getByRole("region", { name: "Set your password" }));
    await expect(await card.findByText(PASSWORD_MESSAGES.linkInvalid)).toBeVisible();
    const toast = await within(document.body).findByRole("alert");
    await expect(toast).toHaveTextContent(PASSWORD_MESSAGES.linkInvalid);
    await userEvent.hover(toast);
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Go to sign in" }));
    await expect(args.navigate).toHaveBeenCalledWith("/login");
    await expect(args.onPasswordSet).not.toHaveBeenCalled();
  },
};

/** An address without its token (a link cut short): no form, the way to sign in. */
export const NoToken: Story = {
  args: { token: "" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PASSWORD_MESSAGES.linkMissing)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go to sign in" })).toBeVisible();
  },
};

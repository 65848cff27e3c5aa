import type { Meta, StoryObj } from "@storybook/react-vite";
import { SubmitApproval } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, hangs, storyAdapter, withPort } from "../admin/adminStorySupport";
import { refusesField, reviewAdapter, SubmitApprovalStory, openDialog } from "./journeyActionsStorySupport";

const meta = {
  title: "Features/JourneyActions/SubmitApproval",
  component: SubmitApprovalStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: SubmitApproval } },
  args: { adapter: reviewAdapter(), navigate: fn(), onClose: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SubmitApprovalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog("Submit Approval");

async function fillDecision(body: Awaited<ReturnType<typeof dialog>>) {
  await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "Strong team, clear market.");
  await userEvent.click(body.getByRole("radio", { name: "Approved" }));
}

/** Opened by a reviewer: an empty comment and the three decisions, none picked. */
export const Empty: Story = {
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole("textbox", { name: /^Comment/ })).toHaveValue("");
    for (const name of ["Approved", "Rejected", "Hold"]) {
      await expect(body.getByRole("radio", { name })).not.toBeChecked();
    }
    await expect(body.getByRole("button", { name: "Submit" })).toBeEnabled();
  },
};

/** Submitted empty: both of the contract's messages, and nothing sent. */
export const ValidationErrors: Story = {
  args: { adapter: withPort(reviewAdapter(), "evaluations", { review: fn(hangs) }) },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expect(await body.findByText("Comment required")).toBeVisible();
    await expect(body.getByText("Status required")).toBeVisible();
    await expect(args.adapter.evaluations.review).not.toHaveBeenCalled();
  },
};

/** While the decision is sent, Submit shows a spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { adapter: withPort(storyAdapter(), "evaluations", { review: hangs }) },
  play: async () => {
    const body = await dialog();
    await fillDecision(body);
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(body.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

/** The server refuses: its message as a toast, its field message under Status, the dialog still open. */
export const ServerError: Story = {
  args: {
    adapter: withPort(storyAdapter(), "evaluations", {
      review: refusesField("You have already answered this evaluation.", "status", "Already answered"),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const body = await dialog();
    await fillDecision(body);
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expect(await body.findByText("Already answered")).toBeVisible();
    await expectToast(canvasElement, "You have already answered this evaluation.");
    await waitFor(() => expect(body.getByRole("button", { name: "Submit" })).toBeEnabled());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Submitted: the server's message, and the dialog closes. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const body = await dialog();
    await fillDecision(body);
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expectToast(canvasElement, "Evaluation submitted successfully.");
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
  },
};

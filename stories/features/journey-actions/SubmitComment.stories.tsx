import type { Meta, StoryObj } from "@storybook/react-vite";
import { SubmitComment } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { expectToast, hangs, storyAdapter, withPort } from "../admin/adminStorySupport";
import { commentAdapter, refusesField, SubmitCommentStory, openDialog } from "./journeyActionsStorySupport";

const meta = {
  title: "Features/JourneyActions/SubmitComment",
  component: SubmitCommentStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: SubmitComment } },
  args: { adapter: commentAdapter(), navigate: fn(), onClose: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SubmitCommentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = "Submit Comment") => openDialog(name);

/** A new comment: the field empty. */
export const Empty: Story = {
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole("textbox", { name: /^Comment/ })).toHaveValue("");
  },
};

/** The author's own comment, to change: its text in the field. */
export const EditOwn: Story = {
  args: { comment: { id: 12, comment_text: "Follow up after the board meeting." } },
  play: async () => {
    const body = await dialog("Edit Comment");
    await expect(body.getByRole("textbox", { name: /^Comment/ })).toHaveValue(
      "Follow up after the board meeting.",
    );
  },
};

/** Submitted empty (spaces only): the contract's message, nothing sent. */
export const ValidationErrors: Story = {
  args: { adapter: withPort(commentAdapter(), "comments", { create: fn(hangs) }) },
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "   ");
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expect(await body.findByText("Comment required")).toBeVisible();
    await expect(args.adapter.comments.create).not.toHaveBeenCalled();
  },
};

/** While the comment is sent, Submit shows a spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { adapter: withPort(storyAdapter(), "comments", { create: hangs }) },
  play: async () => {
    const body = await dialog();
    await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "Call back on Monday.");
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(body.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-busy", "true"),
    );
  },
};

/** The server refuses: its message as a toast and on the field, the dialog still open. */
export const ServerError: Story = {
  args: {
    adapter: withPort(storyAdapter(), "comments", {
      create: refusesField(
        "Comment could not be saved.",
        "comment_text",
        "Comment must be at most 4000 characters",
      ),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const body = await dialog();
    await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "Call back on Monday.");
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expect(await body.findByText("Comment must be at most 4000 characters")).toBeVisible();
    await expectToast(canvasElement, "Comment could not be saved.");
    await waitFor(() => expect(body.getByRole("button", { name: "Submit" })).toBeEnabled());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Submitted: the server's message, and the dialog closes. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const body = await dialog();
    await userEvent.type(body.getByRole("textbox", { name: /^Comment/ }), "Call back on Monday.");
    await userEvent.click(body.getByRole("button", { name: "Submit" }));
    await expectToast(canvasElement, "Comment added successfully.");
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JourneyTarget } from "@pipeline/contract";
import { CallNotesForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  withPort,
} from "../admin/adminStorySupport";
import { enter, journeyItemAdapter, refusal, SAVED_CALL_NOTES, TARGET } from "./journeyItemStorySupport";

// The card scrolls within the window, as a dialog's body does, so the screenshot shows the part
// of the long form a story brings into view.
const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.size.dialogLg};
  max-height: calc(100vh - 4rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

type CallNotesFormStoryArgs = AdminStoryArgs & {
  id?: number | null;
  target: JourneyTarget;
  onSaved: () => void;
  onCancel: () => void;
};

function CallNotesFormStory({ id, target, onSaved, onCancel, ...frame }: CallNotesFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <StyledCard>
        <CallNotesForm id={id} target={target} onSaved={onSaved} onCancel={onCancel} />
      </StyledCard>
    </AdminStoryFrame>
  );
}

const CALL_NOTES_TARGET = { ...TARGET, task_id: 5 };

const meta = {
  title: "Features/JourneyItem/CallNotesForm",
  component: CallNotesFormStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: CallNotesForm },
    layout: "padded",
    viewport: {
      options: {
        notesPage: {
          name: "Call notes page",
          styles: { width: "1100px", height: "1150px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "notesPage", isRotated: false } },
  args: {
    id: null,
    target: CALL_NOTES_TARGET,
    adapter: journeyItemAdapter(),
    navigate: fn(),
    onSaved: fn(),
    onCancel: fn(),
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof CallNotesFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New call notes: every field empty, the projection not done. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Add Call Notes" });
    await expect(canvas.getByRole("checkbox", { name: "Funding projection done" })).not.toBeChecked();
  },
};

/** Saved notes load into the form and, saved, go to the update call as they are. */
export const Filled: Story = {
  args: { id: 52, adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Update Call Notes" });
    await expect(canvas.getByRole("textbox", { name: "EBITDA" })).toHaveValue("12%");
    await expect(canvas.getByRole("checkbox", { name: "Funding projection done" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Call notes updated successfully.");
    const { id: _id, ...notes } = SAVED_CALL_NOTES;
    await expect(args.adapter.callNotes.update).toHaveBeenCalledWith(52, { ...notes, ...CALL_NOTES_TARGET });
    window.scrollTo(0, 0);
  },
};

/** Save with every field empty: nothing is saved and the form says what to do; one field filled saves. */
export const NothingFilled: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Add Call Notes" });
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Fill in at least one field");
    await expect(args.adapter.callNotes.create).not.toHaveBeenCalled();
    // Spaces alone are still nothing.
    await enter(canvas.getByRole("textbox", { name: "Net Burn" }), "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(args.adapter.callNotes.create).not.toHaveBeenCalled();
    await enter(canvas.getByRole("textbox", { name: "EBITDA" }), "12%");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Call notes created successfully.");
    await expect(args.adapter.callNotes.create).toHaveBeenCalledWith(
      expect.objectContaining({ ebidta: "12%", net_burn: "" }),
    );
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    canvas.getByRole("button", { name: "Save" }).scrollIntoView({ block: "end" });
  },
};

/** A figure over 100 characters and a stage over 255 are Too Long!. */
export const ValidationErrors: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Add Call Notes" });
    await enter(canvas.getByRole("textbox", { name: "EBITDA" }), "9".repeat(101));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Too Long!")).toBeVisible();
    await expect(args.adapter.callNotes.create).not.toHaveBeenCalled();
    canvas.getByText("Financials").scrollIntoView({ block: "start" });
  },
};

/** While the saved notes load, placeholders stand in for the fields. */
export const Loading: Story = {
  args: { id: 52, adapter: withPort(journeyItemAdapter(), "callNotes", { get: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading the call notes")).toBeInTheDocument();
  },
};

/** The saved notes could not be loaded: the error and Retry. */
export const LoadError: Story = {
  args: { id: 52, adapter: withPort(journeyItemAdapter(), "callNotes", { get: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole("alert", {}, { timeout: 4000 }));
    await expect(alert.getByText("Could not load the call notes")).toBeVisible();
    await waitFor(() => expect(alert.getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};

/** While the notes are saved, Save shows that it is busy. */
export const Saving: Story = {
  args: { id: 52, adapter: withPort(journeyItemAdapter(), "callNotes", { update: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Update Call Notes" });
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled());
    canvas.getByRole("button", { name: "Save" }).scrollIntoView({ block: "end" });
  },
};

/** The server refuses the notes: its words in the toast and on the field; the form stays. */
export const ServerError: Story = {
  args: {
    id: 52,
    adapter: withPort(journeyItemAdapter(), "callNotes", {
      update: refusal("The call notes could not be saved.", { ebidta: ["EBITDA must be a percentage"] }),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("form", { name: "Update Call Notes" });
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "The call notes could not be saved.");
    await expect(canvas.getByText("EBITDA must be a percentage")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    canvas.getByText("Financials").scrollIntoView({ block: "start" });
  },
};

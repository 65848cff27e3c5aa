import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  AdapterError,
  type EvaluationCreateInput,
  gateNotPassedMessage,
  type LinkedinInput,
} from "@pipeline/contract";
import { AddJourneyItem } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  withPort,
} from "../admin/adminStorySupport";
import {
  addItemDialog,
  chooseTask,
  COMPANY_ID,
  DEFINITIONS,
  enter,
  gatedAdapter,
  journeyItemAdapter,
  LINKEDIN_TEMPLATE,
  linkedinTemplate,
  pick,
  refusal,
  STORY_TODAY,
} from "./journeyItemStorySupport";
import { findDialog } from "../../support/findDialog";

type AddJourneyItemStoryArgs = AdminStoryArgs & { onClose: () => void; onSaved: () => void };

/** The dialog, open; Cancel, the close button and a save close it. */
function AddJourneyItemStory({ onClose, onSaved, ...frame }: AddJourneyItemStoryArgs) {
  const [open, setOpen] = useState(true);
  return (
    <AdminStoryFrame {...frame}>
      <AddJourneyItem
        companyId={COMPANY_ID}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        onSaved={onSaved}
        today={STORY_TODAY}
      />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/JourneyItem/AddJourneyItem",
  component: AddJourneyItemStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: AddJourneyItem },
    layout: "padded",
    viewport: {
      options: {
        dialogPage: { name: "Dialog page", styles: { width: "1100px", height: "900px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "dialogPage", isRotated: false } },
  args: { adapter: journeyItemAdapter(), navigate: fn(), onClose: fn(), onSaved: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof AddJourneyItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the stage comes first; the task waits for it. */
export const Opened: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await expect(dialog.getByRole("combobox", { name: "Task" })).toHaveTextContent("Select a stage first");
  },
};

/** While the journey loads, placeholders stand in for the fields. */
export const Loading: Story = {
  args: { adapter: withPort(journeyItemAdapter(), "journey", { timeline: hangs }) },
  play: async () => {
    const dialog = within(await findDialog({ name: "Add Item" }));
    await expect(await dialog.findByText("Loading the journey")).toBeInTheDocument();
  },
};

/**
 * Stages in their order, without Decision (its one task is used); Sourcing offers LinkedIn
 * Connect (used, but it allows multiple) and Follow-up Email, not the used Initial Outreach.
 */
export const StageChosen: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await userEvent.click(dialog.getByRole("combobox", { name: "Stage" }));
    const stages = await within(document.body).findAllByRole("option");
    await expect(stages.map((option) => option.textContent)).toEqual(["Sourcing", "Screening", "Evaluation"]);
    await userEvent.click(within(document.body).getByRole("option", { name: "Sourcing" }));
    await userEvent.click(dialog.getByRole("combobox", { name: "Task" }));
    const tasks = await within(document.body).findAllByRole("option");
    await expect(tasks.map((option) => option.textContent)).toEqual(["LinkedIn Connect", "Follow-up Email"]);
  },
};

/** Save with nothing chosen: the stage and the task are required. */
export const Required: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("Stage is required")).toBeVisible();
    await expect(dialog.getByText("Task is required")).toBeVisible();
  },
};

/** An evaluation's reviewers are the active users: Vikram Shah, inactive, is not offered. */
export const EvaluationFields: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Evaluation", "Investment Committee Review");
    await userEvent.click(dialog.getByRole("combobox", { name: "Reviewers" }));
    const body = within(document.body);
    // The list is in the page a moment before its fade-in makes it visible.
    await waitFor(() => expect(body.getByRole("option", { name: "Priya Nair" })).toBeVisible());
    await expect(body.queryByRole("option", { name: "Vikram Shah" })).not.toBeInTheDocument();
    await userEvent.click(body.getByRole("option", { name: "Priya Nair" }));
  },
};

/** An evaluation needs a reviewer. */
export const EvaluationRequired: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Evaluation", "Investment Committee Review");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("At least one member is required")).toBeVisible();
  },
};

/** Saved: the reviewers go as a PENDING evaluation, the toast says so and the dialog closes. */
export const EvaluationSaved: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Evaluation", "Investment Committee Review");
    await pick(dialog, "Reviewers", ["Priya Nair", "Rahul Mehta"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Evaluation created successfully.");
    await expect(args.adapter.evaluations.create).toHaveBeenCalledWith({
      company_id: 1,
      stage_id: 3,
      task_id: 9,
      reviewer_ids: [2, 3],
      status: "PENDING",
    } satisfies EvaluationCreateInput);
    await expect(args.onSaved).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** While the evaluation is saved, Save shows that it is busy. */
export const Saving: Story = {
  args: { adapter: withPort(journeyItemAdapter(), "evaluations", { create: hangs }) },
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Evaluation", "Investment Committee Review");
    await pick(dialog, "Reviewers", ["Priya Nair"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled());
  },
};

/** A LinkedIn message: the company's members, and the message filled from the task's template. */
export const LinkedinFields: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Sourcing", "LinkedIn Connect");
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue(LINKEDIN_TEMPLATE),
    );
    await pick(dialog, "Company Members", ["Arjun Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue(linkedinTemplate("Arjun")),
    );
    await userEvent.type(dialog.getByLabelText(/^Date/), "2024-03-28T10:30");
  },
};

/** Saved: the members, the message and the date go to the LinkedIn call. */
export const LinkedinSaved: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Sourcing", "LinkedIn Connect");
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue(LINKEDIN_TEMPLATE),
    );
    await pick(dialog, "Company Members", ["Arjun Kapoor", "Neha Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue(linkedinTemplate("Arjun")),
    );
    await userEvent.type(dialog.getByLabelText(/^Date/), "2024-03-28T10:30");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "LinkedIn message saved successfully.");
    await expect(args.adapter.linkedin.create).toHaveBeenCalledWith({
      company_id: 1,
      stage_id: 1,
      task_id: 1,
      company_member_ids: [1, 2],
      message: linkedinTemplate("Arjun"),
      date: "2024-03-28T05:00:00.000Z",
    } satisfies LinkedinInput);
  },
};

/**
 * A LinkedIn message needs a member, a message and a date; Enter in a field does not submit;
 * a message over 4000 characters is refused.
 */
export const LinkedinMessages: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args }) => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Sourcing", "LinkedIn Connect");
    const message = dialog.getByRole("textbox", { name: /^Message/ });
    await waitFor(() => expect(message).toHaveValue(LINKEDIN_TEMPLATE));
    await userEvent.clear(message);
    await userEvent.type(dialog.getByLabelText(/^Date/), "{Enter}");
    await expect(dialog.queryByText("Date is required")).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expect(await dialog.findByText("At least one company member is required")).toBeVisible();
    await expect(dialog.getByText("Message is required")).toBeVisible();
    await expect(dialog.getByText("Date is required")).toBeVisible();
    await enter(message, "x".repeat(4001));
    await userEvent.tab();
    await expect(await dialog.findByText("Message must be at most 4000 characters")).toBeVisible();
    await expect(args.adapter.linkedin.create).not.toHaveBeenCalled();
  },
};

/** The server refuses the message: its words show in the toast and on the field, and the dialog stays. */
export const ServerError: Story = {
  args: {
    adapter: withPort(journeyItemAdapter(), "linkedin", {
      create: refusal("The message could not be saved.", {
        company_member_ids: ["Neha Kapoor is not a member of this company"],
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Sourcing", "LinkedIn Connect");
    await waitFor(() =>
      expect(dialog.getByRole("textbox", { name: /^Message/ })).toHaveValue(LINKEDIN_TEMPLATE),
    );
    await pick(dialog, "Company Members", ["Neha Kapoor"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.type(dialog.getByLabelText(/^Date/), "2024-03-28T10:30");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "The message could not be saved.");
    await expect(dialog.getByText("Neha Kapoor is not a member of this company")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/** A summary task opens the summary form in the dialog, with the comment required. */
export const SummaryStep: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Screening", "Company Summary");
    await expect(await dialog.findByRole("form", { name: "Add Summary" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Comments/ })).toBeRequired();
  },
};

/** A call-notes task opens the call-notes form in the dialog. */
export const CallNotesStep: Story = {
  play: async () => {
    const dialog = await addItemDialog();
    await chooseTask(dialog, "Screening", "Call Notes");
    await expect(await dialog.findByRole("form", { name: "Add Call Notes" })).toBeVisible();
  },
};

/** The configured journey could not be read: the error and Retry in the dialog, which still closes. */
export const LoadError: Story = {
  args: { adapter: withPort(journeyItemAdapter(), "journey", { definitions: failsWithServerError }) },
  play: async () => {
    const dialog = within(await findDialog({ name: "Add Item" }));
    const alert = within(await dialog.findByRole("alert", {}, { timeout: 4000 }));
    await expect(alert.getByText("Could not load the journey")).toBeVisible();
    await waitFor(() => expect(alert.getByRole("button", { name: "Retry" })).toBeEnabled());
    await expect(dialog.getByRole("button", { name: "Close" })).toBeEnabled();
  },
};

/** Every task is already in the company's journey and none allows another: the dialog says so. */
export const NothingLeft: Story = {
  args: {
    adapter: withPort(journeyItemAdapter(), "journey", {
      definitions: async () => DEFINITIONS.filter(({ stage }) => stage.label === "Decision"),
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await findDialog({ name: "Add Item" }));
    const nothing = await dialog.findByText("Nothing left to add");
    await waitFor(() => expect(nothing).toBeVisible());
    const close = dialog.getAllByRole("button", { name: "Close" }).at(-1);
    await expect(close).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The options a select offers, once it is opened; closed again after. */
async function optionNames(dialog: Awaited<ReturnType<typeof addItemDialog>>, label: string) {
  await userEvent.click(dialog.getByRole("combobox", { name: label }));
  const body = within(document.body);
  await waitFor(() => expect(body.getAllByRole("option")[0]).toBeVisible());
  const names = body.getAllByRole("option").map((option) => option.textContent);
  await userEvent.keyboard("{Escape}");
  return names;
}

/**
 * The company's Evaluation committee is still pending: the stages after it are not offered, and a
 * line says why.
 */
export const HeldBackByCommittee: Story = {
  args: { adapter: gatedAdapter(["PENDING"]) },
  play: async () => {
    const dialog = await addItemDialog();
    await expect(dialog.getByRole("note")).toHaveTextContent(
      "Later stages open once the Evaluation committee approves.",
    );
    await expect(await optionNames(dialog, "Stage")).toEqual(["Sourcing", "Screening", "Evaluation"]);
  },
};

/**
 * Approved, then asked again and rejected: the latest evaluation decides, so the stages after it
 * stay closed.
 */
export const HeldBackAfterLaterRejection: Story = {
  args: { adapter: gatedAdapter(["APPROVED", "REJECTED"]) },
  play: async () => {
    const dialog = await addItemDialog();
    await expect(await optionNames(dialog, "Stage")).toEqual(["Sourcing", "Screening", "Evaluation"]);
  },
};

/**
 * Once the committee approved, the Decision stage is offered and no line shows; a refusal the
 * server still answers (the decision reopened meanwhile) shows as a toast and the dialog stays.
 */
export const GatePassedServerRefuses: Story = {
  args: {
    adapter: withPort(gatedAdapter(["APPROVED"]), "evaluations", {
      create: fn(async () => {
        throw new AdapterError(gateNotPassedMessage("Evaluation"), { status: 409 });
      }),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await addItemDialog();
    await expect(dialog.queryByRole("note")).toBeNull();
    await chooseTask(dialog, "Decision", "Final Approval");
    await pick(dialog, "Reviewers", ["Priya Nair"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "This company has not passed the Evaluation committee yet.");
    await expect(args.adapter.evaluations.create).toHaveBeenCalledOnce();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

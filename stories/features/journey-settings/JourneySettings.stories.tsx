import type { Meta, StoryObj } from "@storybook/react-vite";
import { JourneySettings } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AdminStoryFrame, type AdminStoryArgs, expectToast, hangs } from "../admin/adminStorySupport";
import { waitForAnimations } from "../../support/waitForAnimations";
import { refusesDeletion, refusesTypeChange, settingsAdapter } from "./journeySettingsFixtures";

function JourneySettingsStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <JourneySettings />
    </AdminStoryFrame>
  );
}

/** Screens the page is used on: beside the portal's sidebar (260px) on a laptop, and wider. */
const SCREENS = {
  desktop: { name: "Desktop", styles: { width: "1180px", height: "900px" }, type: "desktop" },
  laptop: {
    name: "Laptop beside the sidebar",
    styles: { width: "1020px", height: "720px" },
    type: "desktop",
  },
} as const;

const meta = {
  title: "Features/JourneySettings",
  component: JourneySettingsStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: JourneySettings } },
  globals: { viewport: { value: "desktop", isRotated: false } },
  args: { adapter: settingsAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof JourneySettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The form once the journey is read. */
async function loaded(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("textbox", { name: "Stage 1" }, { timeout: 4000 })).toHaveValue(
    "Sourcing",
  );
  return canvas;
}

/** Replaces a field's text at once (pasted: typing it key by key adds nothing here). */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}

/** The stages in order with their tasks, each with its SLA, gate, use and retired tasks. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Journey Settings" })).toBeVisible();
    await expect(canvas.getByText(/^Last changed .* by Asha Raman\.$/)).toBeVisible();
    await expect(
      canvas
        .getAllByRole("textbox", { name: /^Stage \d$/ })
        .map((field: HTMLElement) => (field as HTMLInputElement).value),
    ).toEqual(["Sourcing", "Screening", "Evaluation"]);
    await expect(canvas.getByRole("spinbutton", { name: "SLA days of stage 3" })).toHaveValue("30");
    await expect(canvas.getByRole("textbox", { name: "Task 1 of stage 3" })).toHaveValue(
      "Investment Committee Review",
    );
    await expect(canvas.getByRole("switch", { name: "Gate on task 1 of stage 3" })).toBeChecked();
    await expect(canvas.getByRole("spinbutton", { name: "Quorum of task 1 of stage 3" })).toHaveValue("2");
    await expect(canvas.getByRole("switch", { name: "Blind gate on task 1 of stage 3" })).toBeChecked();
    // A task in use keeps its type and may be retired, not deleted; an unused one may be deleted.
    await expect(canvas.getByRole("button", { name: "Retire Pitch Deck" })).toBeEnabled();
    await expect(canvas.queryByRole("button", { name: "Delete Pitch Deck" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Delete Screening Review" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Restore Old Checklist" })).toBeEnabled();
    // Bulk outreach sends as Initial Outreach: in use with no item yet, so it is not deletable either.
    const outreach = canvas.getByRole("textbox", { name: "Task 2 of stage 1" }).closest("li");
    if (!outreach) throw new Error("No row for Initial Outreach");
    await expect(within(outreach).getByText("Used by outreach")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Delete Initial Outreach" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Type of task 2 of stage 1" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // Only an evaluation may be a gate.
    await expect(canvas.getByRole("switch", { name: "Gate on task 1 of stage 2" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

/** On a laptop beside the sidebar: every control fits, nothing is cut off to the side. */
export const OnLaptop: Story = {
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    for (const button of within(canvasElement).getAllByRole("button")) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};

/** A gate given to Screening Review: quorum 3, not blind; then saved, with the server's message. */
export const EditingGate: Story = {
  args: { adapter: settingsAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Gate on task 2 of stage 2" }));
    const quorum = canvas.getByRole("spinbutton", { name: "Quorum of task 2 of stage 2" });
    await replaceText(quorum, "3");
    await userEvent.click(canvas.getByRole("switch", { name: "Blind gate on task 2 of stage 2" }));
    await expect(canvas.getByRole("switch", { name: "Blind gate on task 2 of stage 2" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Journey settings updated successfully.");
    const [input] = (args.adapter.journey.saveSettings as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(input.stages[1].tasks[1]).toEqual({
      id: 8,
      label: "Screening Review",
      name: "screening_review",
      type: "EVALUATION",
      allow_multiple: false,
      gate: { quorum: 3, blind: false },
      is_active: true,
    });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled());
  },
};

/** Reordered from the keyboard, a stage and a task added, a task retired: saved in that order. */
export const ReorderAndAdd: Story = {
  args: { adapter: settingsAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // Alt+ArrowDown on Sourcing's first task moves it below the second, keeping the focus on it.
    await userEvent.click(canvas.getByRole("textbox", { name: "Task 1 of stage 1" }));
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await expect(canvas.getByRole("textbox", { name: "Task 1 of stage 1" })).toHaveValue("Initial Outreach");
    await expect(canvas.getByRole("textbox", { name: "Task 2 of stage 1" })).toHaveValue("LinkedIn Connect");
    // The button moves Evaluation above Screening.
    await userEvent.click(canvas.getByRole("button", { name: "Move stage Evaluation up" }));
    await expect(canvas.getByRole("textbox", { name: "Stage 2" })).toHaveValue("Evaluation");
    await userEvent.click(canvas.getByRole("button", { name: "Retire Pitch Deck" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add stage" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Stage 4" }), "IC");
    await userEvent.click(canvas.getByRole("button", { name: "Add task to stage IC" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Task 1 of stage 4" }), "Vote");
    await userEvent.click(canvas.getByRole("combobox", { name: "Type of task 1 of stage 4" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Evaluation" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Journey settings updated successfully.");
    const [input] = (args.adapter.journey.saveSettings as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(input.stages.map((stage: { label: string }) => stage.label)).toEqual([
      "Sourcing",
      "Evaluation",
      "Screening",
      "IC",
    ]);
    await expect(input.stages[0].tasks.map((task: { id: number }) => task.id)).toEqual([2, 1]);
    await expect(input.stages[2].tasks[0]).toMatchObject({ id: 5, is_active: false });
    await expect(input.stages[3]).toEqual({
      label: "IC",
      sla_days: null,
      is_active: true,
      tasks: [{ label: "Vote", type: "EVALUATION", allow_multiple: false, gate: null, is_active: true }],
    });
  },
};

/** Save on mistakes: each message on its field, nothing sent. */
export const ValidationErrors: Story = {
  args: { adapter: settingsAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replaceText(canvas.getByRole("textbox", { name: "Stage 2" }), "");
    await replaceText(canvas.getByRole("textbox", { name: "Task 2 of stage 1" }), "linkedin connect");
    await replaceText(canvas.getByRole("spinbutton", { name: "Quorum of task 1 of stage 3" }), "0");
    await replaceText(canvas.getByRole("spinbutton", { name: "SLA days of stage 1" }), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Stage 2" })).toHaveAccessibleDescription(
        "Label is required",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: "Task 2 of stage 1" })).toHaveAccessibleDescription(
      "Another task of this stage has this label.",
    );
    await expect(
      canvas.getByRole("spinbutton", { name: "Quorum of task 1 of stage 3" }),
    ).toHaveAccessibleDescription("Quorum must be from 1 to 50");
    await expect(canvas.getByRole("spinbutton", { name: "SLA days of stage 1" })).toBeInvalid();
    await expect(args.adapter.journey.saveSettings).not.toHaveBeenCalled();
  },
};

/** The server refuses (409): a task came into use meanwhile; its message on the task's type. */
export const SaveRefused: Story = {
  args: { adapter: settingsAdapter({ saveSettings: refusesTypeChange }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replaceText(canvas.getByRole("textbox", { name: "Stage 2" }), "First Screening");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Pitch Deck is in use: its type cannot change.");
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Type of task 1 of stage 2" })).toHaveAccessibleDescription(
        /Pitch Deck is in use: its type cannot change\./,
      ),
    );
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};

/** The server refuses deleting a task that came into use: its message over the stage's tasks. */
export const DeleteRefused: Story = {
  args: { adapter: settingsAdapter({ saveSettings: refusesDeletion }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Screening Review" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Screening Review is in use: retire it instead of deleting it.");
    const stage = canvas.getByRole("listitem", { name: "Stage 2: Screening" });
    await expect(await within(stage).findByRole("alert")).toHaveTextContent(
      "Screening Review is in use: retire it instead of deleting it.",
    );
  },
};

/** While the save runs: Save shows its spinner and waits. */
export const Saving: Story = {
  args: { adapter: settingsAdapter({ saveSettings: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await replaceText(canvas.getByRole("spinbutton", { name: "SLA days of stage 2" }), "28");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true"),
    );
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

/** While the journey is read. */
export const Loading: Story = {
  args: { adapter: settingsAdapter({ settings: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the journey")).toBeInTheDocument();
  },
};

// A small journey for the Journey Settings stories, holding every state they show (a part in use
// with and without items, a retired task, a gate), and an adapter of their own that keeps it, so
// that a story does not change when the memory adapter's seeded journey does.
import {
  AdapterError,
  type DataAdapter,
  JOURNEY_SETTINGS_TITLE,
  type JourneySettings,
  type JourneySettingsInput,
  type Saved,
  templateKeyOf,
  uniqueTemplateKey,
  updatedMessage,
} from "@pipeline/contract";
import { fn } from "storybook/test";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

export const JOURNEY: JourneySettings = {
  stages: [
    {
      id: 1,
      label: "Sourcing",
      order: 1,
      sla_days: 14,
      is_active: true,
      item_count: 3,
      in_use: true,
      tasks: [
        {
          id: 1,
          label: "LinkedIn Connect",
          name: "linkedin_connect",
          type: "LINKEDIN",
          allow_multiple: true,
          gate: null,
          is_active: true,
          item_count: 3,
          in_use: true,
        },
        {
          id: 2,
          label: "Initial Outreach",
          name: "initial_outreach",
          type: "EMAIL",
          allow_multiple: false,
          gate: null,
          is_active: true,
          // The bulk outreach sends as it: in use before any item is made of it.
          item_count: 0,
          in_use: true,
        },
      ],
    },
    {
      id: 2,
      label: "Screening",
      order: 2,
      sla_days: 21,
      is_active: true,
      item_count: 1,
      in_use: true,
      tasks: [
        {
          id: 5,
          label: "Pitch Deck",
          name: "pitch_deck",
          type: "DOCUMENT",
          allow_multiple: true,
          gate: null,
          is_active: true,
          item_count: 1,
          in_use: true,
        },
        {
          id: 8,
          label: "Screening Review",
          name: "screening_review",
          type: "EVALUATION",
          allow_multiple: false,
          gate: null,
          is_active: true,
          item_count: 0,
          in_use: false,
        },
      ],
    },
    {
      id: 3,
      label: "Evaluation",
      order: 3,
      sla_days: 30,
      is_active: true,
      item_count: 0,
      in_use: false,
      tasks: [
        {
          id: 12,
          label: "Investment Committee Review",
          name: "investment_committee_review",
          type: "EVALUATION",
          allow_multiple: false,
          gate: { quorum: 2, blind: true },
          is_active: true,
          item_count: 0,
          in_use: false,
        },
        {
          id: 13,
          label: "Old Checklist",
          name: "old_checklist",
          type: "DOCUMENT",
          allow_multiple: false,
          gate: null,
          is_active: false,
          item_count: 0,
          in_use: false,
        },
      ],
    },
  ],
  modified: "2024-03-28T09:15:00.000Z",
  modified_by: { pk: 1, first_name: "Asha", last_name: "Raman" },
};

const clone = (settings: JourneySettings): JourneySettings => structuredClone(settings);

/** The journey a save makes of `input`: the order given, new ids above the largest, names made. */
function applied(current: JourneySettings, input: JourneySettingsInput): JourneySettings {
  const stageItems = new Map(current.stages.map((stage) => [stage.id, stage]));
  const tasks = current.stages.flatMap((stage) => stage.tasks);
  const taskItems = new Map(tasks.map((task) => [task.id, task]));
  let nextStage = Math.max(...current.stages.map((stage) => stage.id)) + 1;
  let nextTask = Math.max(...tasks.map((task) => task.id)) + 1;
  const taken = new Set(tasks.map((task) => task.name));
  return {
    stages: input.stages.map((stage, at) => ({
      id: stage.id ?? nextStage++,
      label: stage.label.trim(),
      order: at + 1,
      sla_days: stage.sla_days ?? null,
      is_active: stage.is_active,
      item_count: stage.id === undefined ? 0 : (stageItems.get(stage.id)?.item_count ?? 0),
      in_use: stage.id === undefined ? false : (stageItems.get(stage.id)?.in_use ?? false),
      tasks: stage.tasks.map((task) => {
        const stored = task.id === undefined ? undefined : taskItems.get(task.id);
        return {
          id: task.id ?? nextTask++,
          label: task.label.trim(),
          name: task.name ?? stored?.name ?? uniqueTemplateKey(templateKeyOf(task.label), taken),
          type: task.type,
          allow_multiple: task.allow_multiple,
          gate: task.gate ?? null,
          is_active: task.is_active,
          item_count: stored?.item_count ?? 0,
          in_use: stored?.in_use ?? false,
        };
      }),
    })),
    modified: "2024-04-01T05:30:00.000Z",
    modified_by: { pk: 1, first_name: "Asha", last_name: "Raman" },
  };
}

export type SettingsPort = Pick<DataAdapter["journey"], "settings" | "saveSettings">;

/**
 * The seeded adapter with the journey's settings kept here: read, and saved as the server would;
 * `saveSettings` replaced to make a save fail or wait. Both calls are recorded.
 */
export function settingsAdapter(methods: Partial<SettingsPort> = {}): DataAdapter {
  let current = clone(JOURNEY);
  return withPort(storyAdapter(), "journey", {
    settings: fn(methods.settings ?? (async () => clone(current))),
    saveSettings: fn(
      methods.saveSettings ??
        (async (input: JourneySettingsInput): Promise<Saved<JourneySettings>> => {
          current = applied(current, input);
          return { message: updatedMessage(JOURNEY_SETTINGS_TITLE), data: clone(current) };
        }),
    ),
  });
}

/** The server's 409 for a task in use given another type, named on that task's type. */
export async function refusesTypeChange(): Promise<never> {
  const message = "Pitch Deck is in use: its type cannot change.";
  throw new AdapterError(message, { status: 409, fieldErrors: { "stages.1.tasks.0.type": [message] } });
}

/**
 * The server's 409 for a task left out that came into use since the screen was read (an item made
 * meanwhile), named on its stage's task list.
 */
export async function refusesDeletion(): Promise<never> {
  const message = "Screening Review is in use: retire it instead of deleting it.";
  throw new AdapterError(message, { status: 409, fieldErrors: { "stages.1.tasks": [message] } });
}

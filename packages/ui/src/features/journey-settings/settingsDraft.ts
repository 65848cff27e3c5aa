import type { Gate, Id, JourneySettings, JourneySettingsInput, TaskType } from "@pipeline/contract";

// The journey as the settings form holds it: each stage and task with a key of its own (new ones
// have no id yet), what the server said of its use, and the moves the screen offers.

export type TaskDraft = {
  key: string;
  id?: Id;
  label: string;
  name?: string;
  type: TaskType | null;
  allow_multiple: boolean;
  gate: Gate | null;
  is_active: boolean;
  /** Journey items made of it. */
  item_count: number;
  /** What the server says of its use (journeyTaskInUse): retired, never deleted, and keeps its type. */
  in_use: boolean;
};

export type StageDraft = {
  key: string;
  id?: Id;
  label: string;
  sla_days: number | null;
  is_active: boolean;
  item_count: number;
  in_use: boolean;
  tasks: TaskDraft[];
};

export type SettingsDraft = { stages: StageDraft[] };

/** How a task type reads in the type select. */
export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  EVALUATION: "Evaluation",
  LINKEDIN: "LinkedIn",
  MEETING: "Meeting",
  DOCUMENT: "Document",
  EMAIL: "E-mail",
  SUMMARY: "Summary",
  "CALL NOTES": "Call notes",
};

/** A new gate's starting values: two approvals, blind. */
export const NEW_GATE: Gate = { quorum: 2, blind: true };

let lastKey = 0;
const newKey = (kind: string) => `new-${kind}-${++lastKey}`;

export function draftOf(settings: JourneySettings): SettingsDraft {
  return {
    stages: settings.stages.map((stage) => ({
      key: `stage-${stage.id}`,
      id: stage.id,
      label: stage.label,
      sla_days: stage.sla_days,
      is_active: stage.is_active,
      item_count: stage.item_count,
      in_use: stage.in_use,
      tasks: stage.tasks.map((task) => ({
        key: `task-${task.id}`,
        id: task.id,
        label: task.label,
        name: task.name,
        type: task.type,
        allow_multiple: task.allow_multiple,
        gate: task.gate,
        is_active: task.is_active,
        item_count: task.item_count,
        in_use: task.in_use,
      })),
    })),
  };
}

export function newStage(): StageDraft {
  return {
    key: newKey("stage"),
    label: "",
    sla_days: null,
    is_active: true,
    item_count: 0,
    in_use: false,
    tasks: [],
  };
}

export function newTask(): TaskDraft {
  return {
    key: newKey("task"),
    label: "",
    type: null,
    allow_multiple: false,
    gate: null,
    is_active: true,
    item_count: 0,
    in_use: false,
  };
}

/** The body of `PUT journey-settings/`: the draft without what only the screen keeps. */
export function inputOf(draft: SettingsDraft): JourneySettingsInput {
  return {
    stages: draft.stages.map((stage) => ({
      ...(stage.id === undefined ? {} : { id: stage.id }),
      label: stage.label,
      sla_days: stage.sla_days,
      is_active: stage.is_active,
      tasks: stage.tasks.map((task) => ({
        ...(task.id === undefined ? {} : { id: task.id }),
        label: task.label,
        ...(task.name ? { name: task.name } : {}),
        // The schema refuses a task without a type before this is sent.
        type: task.type ?? "EVALUATION",
        allow_multiple: task.allow_multiple,
        gate: task.type === "EVALUATION" ? task.gate : null,
        is_active: task.is_active,
      })),
    })),
  };
}

/** The list with the entry at `from` moved by `by` places (-1 up, 1 down); unchanged at an end. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

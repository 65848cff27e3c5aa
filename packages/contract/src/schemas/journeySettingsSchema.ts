import { array, boolean, type InferType, number, object, string, type TestContext } from "yup";
import type { Id } from "../entities/common";
import { TASK_TYPES, type TaskType } from "../entities/journey";
import type { FieldErrors } from "../errors";
import { BULK_OUTREACH_LIMITS, COMMITTEE_LIMITS } from "../limits";
import { trimBlank, trimmedText } from "./trimmedText";

// The journey as a SUPER_ADMIN edits it (`PUT journey-settings/`): the same rules in the settings
// screen and on the server, which adds the ones only the stored journey can tell (a task in use).

export const JOURNEY_SETTINGS_TITLE = "Journey settings";

export const JOURNEY_SETTINGS_MESSAGES = {
  labelRequired: "Label is required",
  labelTooLong: `Label must be at most ${COMMITTEE_LIMITS.labelMax} characters`,
  stageLabelUnique: "Another stage has this label.",
  taskLabelUnique: "Another task of this stage has this label.",
  nameUnique: "Another task has this template key.",
  typeRequired: "Type is required",
  gateNotEvaluation: "Only an evaluation task can be a gate.",
  quorumRequired: "Quorum is required",
  quorumRange: `Quorum must be from 1 to ${COMMITTEE_LIMITS.quorumMax}`,
  slaRange: `SLA must be from 1 to ${COMMITTEE_LIMITS.slaDaysMax} days`,
  activeStageRequired: "At least one stage must be active.",
  stagesRequired: "The journey needs at least one stage.",
  unknownStage: "Select a valid choice.",
  unknownTask: "Select a valid choice.",
  repeated: "A stage or task may be listed only once.",
} as const;

/** The 409 of a stage or task in use left out of the journey. */
export function inUseDeleteMessage(label: string): string {
  return `${label} is in use: retire it instead of deleting it.`;
}

/** The 409 of a task in use given another type. */
export function inUseTypeMessage(label: string): string {
  return `${label} is in use: its type cannot change.`;
}

/** The 409 of a task in use moved to another stage. */
export function inUseMoveMessage(label: string): string {
  return `${label} is in use: it cannot move to another stage.`;
}

/**
 * Whether something is made of a task: journey items, a campaign that sends as it, or the bulk
 * outreach, which always starts with it. A task in use is retired, never deleted, keeps its type
 * and stays in its stage; a stage in use (its items, or a task of it in use) is retired too.
 */
export function journeyTaskInUse(task: { id: Id; itemCount: number; campaignCount: number }): boolean {
  return (
    task.itemCount > 0 ||
    task.campaignCount > 0 ||
    task.id === BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId
  );
}

/** Whether a stage is in use: items are of it, or a task of it is in use (journeyTaskInUse). */
export function journeyStageInUse(stage: {
  itemCount: number;
  tasks: ReadonlyArray<{ in_use: boolean }>;
}): boolean {
  return stage.itemCount > 0 || stage.tasks.some((task) => task.in_use);
}

/** How the use of a stage or task reads on its settings row: its items, else outreach, else unused. */
export function journeyPartUseLabel(part: { item_count: number; in_use: boolean }): string {
  if (part.item_count > 0) return `${part.item_count} ${part.item_count === 1 ? "item" : "items"}`;
  return part.in_use ? "Used by outreach" : "Unused";
}

/** The journey as stored, as far as saving over it may break what was made of it. */
export type StoredJourneyUse = {
  stages: ReadonlyArray<{ id: Id; label: string; in_use: boolean }>;
  tasks: ReadonlyArray<{ id: Id; label: string; type: TaskType | string; stage_id: Id; in_use: boolean }>;
};

/**
 * The 409s of a save (`PUT journey-settings/`) that what was made would not survive: a stage or
 * task in use left out (deleted), a task in use given another type or moved to another stage. Each
 * is under the body's place of it (a task left out: its stage's task list, or `stages`).
 */
export function journeySettingsConflicts(
  input: {
    stages: ReadonlyArray<{ id?: Id; tasks: ReadonlyArray<{ id?: Id; label: string; type: string }> }>;
  },
  stored: StoredJourneyUse,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const keptTasks = new Set<Id>();
  const keptStages = new Set<Id>();
  const tasks = new Map(stored.tasks.map((task) => [task.id, task]));
  input.stages.forEach((stage, at) => {
    if (stage.id !== undefined) keptStages.add(stage.id);
    stage.tasks.forEach((task, index) => {
      if (task.id === undefined) return;
      keptTasks.add(task.id);
      const was = tasks.get(task.id);
      if (!was?.in_use) return;
      if (was.type !== task.type) add(`stages.${at}.tasks.${index}.type`, inUseTypeMessage(task.label));
      else if (was.stage_id !== stage.id) add(`stages.${at}.tasks.${index}.id`, inUseMoveMessage(task.label));
    });
  });
  const placeOf = (stageId: Id) => {
    const at = input.stages.findIndex((stage) => stage.id === stageId);
    return at < 0 ? "stages" : `stages.${at}.tasks`;
  };
  for (const task of stored.tasks)
    if (!keptTasks.has(task.id) && task.in_use) add(placeOf(task.stage_id), inUseDeleteMessage(task.label));
  for (const stage of stored.stages)
    if (!keptStages.has(stage.id) && stage.in_use) add("stages", inUseDeleteMessage(stage.label));
  return errors;
}

/** The 400s of a save's ids: a stage or task id not stored, or listed twice. */
export function unknownJourneyIds(
  input: { stages: ReadonlyArray<{ id?: Id; tasks: ReadonlyArray<{ id?: Id }> }> },
  stored: { stageIds: ReadonlySet<Id>; taskIds: ReadonlySet<Id> },
): FieldErrors {
  const seenStages = new Set<Id>();
  const seenTasks = new Set<Id>();
  const errors: FieldErrors = {};
  input.stages.forEach((stage, at) => {
    if (stage.id !== undefined) {
      if (!stored.stageIds.has(stage.id))
        errors[`stages.${at}.id`] = [JOURNEY_SETTINGS_MESSAGES.unknownStage];
      else if (seenStages.has(stage.id)) errors[`stages.${at}.id`] = [JOURNEY_SETTINGS_MESSAGES.repeated];
      seenStages.add(stage.id);
    }
    stage.tasks.forEach((task, index) => {
      if (task.id === undefined) return;
      const path = `stages.${at}.tasks.${index}.id`;
      if (!stored.taskIds.has(task.id)) errors[path] = [JOURNEY_SETTINGS_MESSAGES.unknownTask];
      else if (seenTasks.has(task.id)) errors[path] = [JOURNEY_SETTINGS_MESSAGES.repeated];
      seenTasks.add(task.id);
    });
  });
  return errors;
}

/** A task's template key made from its label: "Investment Committee Review" -> investment_committee_review. */
export function templateKeyOf(label: string): string {
  const key = trimBlank(label)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return key === "" ? "task" : key.slice(0, COMMITTEE_LIMITS.labelMax);
}

/** `key`, or `key_2`, `key_3`… : the first not in `taken` (which it joins). */
export function uniqueTemplateKey(key: string, taken: Set<string>): string {
  let candidate = key;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${key}_${suffix}`;
  taken.add(candidate);
  return candidate;
}

const label = () =>
  trimmedText()
    .required(JOURNEY_SETTINGS_MESSAGES.labelRequired)
    .max(COMMITTEE_LIMITS.labelMax, JOURNEY_SETTINGS_MESSAGES.labelTooLong);

const optionalId = () => number().integer().min(1).optional();

/** The index of the first entry whose key an earlier entry has, or -1. */
function firstRepeat(keys: readonly string[]): number {
  const seen = new Set<string>();
  return keys.findIndex((key) => {
    if (key === "") return false;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

const labelKey = (value: unknown) => (typeof value === "string" ? trimBlank(value).toLowerCase() : "");

/** A refusal of the list's `index`th entry's `field` (the list's own path, as yup gives it). */
function entryError(context: TestContext, index: number, field: string, message: string) {
  return context.createError({ path: `${context.path}[${index}].${field}`, message });
}

const gateSchema = object({
  quorum: number()
    .typeError(JOURNEY_SETTINGS_MESSAGES.quorumRequired)
    .required(JOURNEY_SETTINGS_MESSAGES.quorumRequired)
    .integer(JOURNEY_SETTINGS_MESSAGES.quorumRange)
    .min(1, JOURNEY_SETTINGS_MESSAGES.quorumRange)
    .max(COMMITTEE_LIMITS.quorumMax, JOURNEY_SETTINGS_MESSAGES.quorumRange),
  blind: boolean().required().default(false),
})
  .nullable()
  .default(null)
  .test("evaluation-only", JOURNEY_SETTINGS_MESSAGES.gateNotEvaluation, function gateOnEvaluation(gate) {
    return gate === null || gate === undefined || (this.parent as { type?: unknown }).type === "EVALUATION";
  });

const taskSchema = object({
  id: optionalId(),
  label: label(),
  name: trimmedText().max(COMMITTEE_LIMITS.labelMax, JOURNEY_SETTINGS_MESSAGES.labelTooLong).optional(),
  type: string()
    .transform((value: string | null, original: unknown) => (original === "" ? null : value))
    .oneOf(TASK_TYPES, JOURNEY_SETTINGS_MESSAGES.typeRequired)
    .nullable()
    .required(JOURNEY_SETTINGS_MESSAGES.typeRequired),
  allow_multiple: boolean().required().default(false),
  gate: gateSchema,
  is_active: boolean().required().default(true),
});

const stageSchema = object({
  id: optionalId(),
  label: label(),
  sla_days: number()
    .typeError(JOURNEY_SETTINGS_MESSAGES.slaRange)
    .integer(JOURNEY_SETTINGS_MESSAGES.slaRange)
    .min(1, JOURNEY_SETTINGS_MESSAGES.slaRange)
    .max(COMMITTEE_LIMITS.slaDaysMax, JOURNEY_SETTINGS_MESSAGES.slaRange)
    .nullable()
    .default(null),
  is_active: boolean().required().default(true),
  tasks: array(taskSchema)
    .required()
    .default([])
    .test("unique-task-labels", JOURNEY_SETTINGS_MESSAGES.taskLabelUnique, function uniqueTaskLabels(tasks) {
      const repeat = firstRepeat((tasks ?? []).map((task) => labelKey(task.label)));
      return repeat < 0 || entryError(this, repeat, "label", JOURNEY_SETTINGS_MESSAGES.taskLabelUnique);
    }),
});

/**
 * The whole journey: stages and their tasks in order, each label required and unique within its
 * list, a gate only on an EVALUATION task, and at least one active stage.
 */
export const journeySettingsSchema = object({
  stages: array(stageSchema)
    .required(JOURNEY_SETTINGS_MESSAGES.stagesRequired)
    .min(1, JOURNEY_SETTINGS_MESSAGES.stagesRequired)
    .test(
      "unique-stage-labels",
      JOURNEY_SETTINGS_MESSAGES.stageLabelUnique,
      function uniqueStageLabels(stages) {
        const repeat = firstRepeat((stages ?? []).map((stage) => labelKey(stage.label)));
        return repeat < 0 || entryError(this, repeat, "label", JOURNEY_SETTINGS_MESSAGES.stageLabelUnique);
      },
    )
    // No stage at all is the message above alone.
    .test(
      "active-stage",
      JOURNEY_SETTINGS_MESSAGES.activeStageRequired,
      (stages) => !stages?.length || stages.some((stage) => stage.is_active),
    )
    .test("unique-names", JOURNEY_SETTINGS_MESSAGES.nameUnique, function uniqueNames(stages) {
      const names = (stages ?? []).flatMap((stage, at) =>
        stage.tasks.map((task, index) => ({ key: labelKey(task.name ?? ""), at, index })),
      );
      const repeat = firstRepeat(names.map((entry) => entry.key));
      const entry = names[repeat];
      return (
        entry === undefined ||
        this.createError({
          path: `${this.path}[${entry.at}].tasks[${entry.index}].name`,
          message: JOURNEY_SETTINGS_MESSAGES.nameUnique,
        })
      );
    }),
});

export type JourneySettingsValues = InferType<typeof journeySettingsSchema>;

/** A task as a save makes it: its place, its template key, a gate only if it is an evaluation. */
export type SavedJourneyTask = {
  id: Id;
  label: string;
  name: string;
  type: TaskType;
  allow_multiple: boolean;
  gate: { quorum: number; blind: boolean } | null;
  is_active: boolean;
  order: number;
};

export type SavedJourneyStage = {
  id: Id;
  label: string;
  order: number;
  sla_days: number | null;
  is_active: boolean;
  tasks: SavedJourneyTask[];
};

/**
 * The journey a save (`PUT journey-settings/`, checked by journeySettingsSchema and the two rules
 * above) makes: stages and tasks in the order given, new ones numbered above the largest ids
 * stored, each task's template key as given, else as stored, else made from its label (unique).
 * A key given twice is a 400 on the second, in `errors`.
 */
export function savedJourneyOf(
  input: JourneySettingsValues,
  stored: { largestStageId: Id; largestTaskId: Id; names: ReadonlyMap<Id, string> },
): { stages: SavedJourneyStage[]; errors: FieldErrors } {
  let nextStage = stored.largestStageId + 1;
  let nextTask = stored.largestTaskId + 1;
  // The keys given or kept first; then the ones made from a label.
  const taken = new Set<string>();
  const errors: FieldErrors = {};
  const named = input.stages.map((stage, at) =>
    stage.tasks.map((task, index) => {
      const name = task.name || (task.id !== undefined ? stored.names.get(task.id) : undefined);
      if (!name) return null;
      if (taken.has(name))
        errors[`stages.${at}.tasks.${index}.name`] = [JOURNEY_SETTINGS_MESSAGES.nameUnique];
      taken.add(name);
      return name;
    }),
  );
  const stages = input.stages.map((stage, at) => ({
    id: stage.id ?? nextStage++,
    label: stage.label,
    order: at + 1,
    sla_days: stage.sla_days ?? null,
    is_active: stage.is_active,
    tasks: stage.tasks.map((task, index) => ({
      id: task.id ?? nextTask++,
      label: task.label,
      name: named[at]?.[index] ?? uniqueTemplateKey(templateKeyOf(task.label), taken),
      type: task.type,
      allow_multiple: task.allow_multiple,
      gate: task.type === "EVALUATION" ? (task.gate ?? null) : null,
      is_active: task.is_active,
      order: index + 1,
    })),
  }));
  return { stages, errors };
}

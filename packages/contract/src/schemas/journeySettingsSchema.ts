import { array, boolean, type InferType, number, object, string, type TestContext } from "yup";
import { TASK_TYPES } from "../entities/journey";
import { COMMITTEE_LIMITS } from "../limits";
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

import {
  COMMITTEE_LIMITS,
  COMMITTEE_MESSAGES,
  type DecisionRecord,
  type DecisionRecordEntry,
  type DecisionsPort,
  type EvaluationsPort,
  type Gate,
  type Id,
  type JourneyItemDefinition,
  type JourneyPort,
  type JourneySettings,
  type JourneySettingsInput,
  PERMISSION_DENIED_MESSAGE,
  reopenRefusal,
  type ReviewRequest,
  TASK_TYPES,
  type TaskDefinition,
  type TaskType,
  updatedMessage,
} from "@pipeline/contract";
import { AdapterError } from "@pipeline/contract";
import { listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflict, invalidField, notFound, notFoundWith } from "../runtime/failures";
import type { SeedEvaluation, SeedUser } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { isDecided, toEvaluation } from "../views/journeyViews";
import { toUserShort } from "../views/userViews";
import { activeJourney, documentHashes } from "./committeeRules";
import { forbidden, journeyReadAccess, recordReads, seesEveryCompany } from "./journeyRules";

// The investment committee's calls: reopening a decided evaluation, the reviews waiting for the
// signed-in user (My Reviews), the frozen decision records, and the journey's settings as a
// SUPER_ADMIN edits them. The memory adapter makes no PDF: `decisions.pdf` answers 404 here, and
// only the server renders one.

const EVALUATION_TITLE = "Evaluation";
const JOURNEY_TITLE = "Journey";

/** The words of the journey settings' refusals, as the server answers them. */
export const SETTINGS_MESSAGES = {
  inUse: (label: string) => `${label} is in use: retire it instead of deleting it.`,
  typeInUse: (label: string) => `${label} is in use: its type cannot change.`,
  gateNotEvaluation: "Only an evaluation task can be a gate.",
  oneStage: "At least one active stage is required.",
  labelRequired: "Label is required",
  labelTaken: "This label is already used here.",
} as const;

function actorOf(user: SeedUser) {
  return { pk: user.pk, activeRole: user.roles[0] ?? null };
}

/** When the evaluation's current round began: its last reopening, or its creation. */
function roundSince(state: MemoryState, evaluation: SeedEvaluation, itemCreated: string): string {
  const reopenings = state.evaluationReopenings
    .filter((reopening) => reopening.evaluation_id === evaluation.id)
    .map((reopening) => reopening.created)
    .sort();
  return reopenings.at(-1) ?? evaluation.created ?? itemCreated;
}

const MY_REVIEWS: ListSpec<ReviewRequest, never> = {
  sort: { since: (request) => request.since },
  defaultSort: { field: "since", direction: "asc" },
  filters: {},
  search: (request) => [request.company.company_name, request.task.label, request.stage.label],
  dates: { created: (request) => request.since, modified: (request) => request.since },
  id: (request) => request.evaluation_id,
};

export function createCommitteeEvaluationCalls({
  state,
  call,
  now,
}: MemoryRuntime): Pick<EvaluationsPort, "reopen" | "mine"> {
  return {
    reopen: (id, input, options) =>
      call(options, (user) => {
        const evaluation = state.evaluations.find((entry) => entry.id === id);
        if (!evaluation) throw notFoundWith(COMMITTEE_MESSAGES.evaluationNotFound);
        const refusal = reopenRefusal(actorOf(user), evaluation);
        if (refusal) throw new AdapterError(refusal.message, { status: refusal.status });
        const reason = typeof input?.reason === "string" ? input.reason.trim() : "";
        if (!reason) throw invalidField("reason", COMMITTEE_MESSAGES.reasonRequired);
        if (reason.length > COMMITTEE_LIMITS.reopenReasonMax) {
          throw invalidField(
            "reason",
            `Ensure this field has no more than ${COMMITTEE_LIMITS.reopenReasonMax} characters.`,
          );
        }
        const stamp = now();
        const round = evaluation.round ?? 1;
        state.evaluationReopenings.push({
          id: state.evaluationReopenings.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1,
          evaluation_id: evaluation.id,
          round,
          reason,
          reopened_by: user.pk,
          created: stamp,
        });
        // The round's answers go (its decision record keeps them); their comments stay on the item.
        Object.assign(evaluation, {
          answers: [],
          round: round + 1,
          status: "PENDING",
          comment: null,
          decided_at: null,
        });
        const item = state.journeyItems.find((entry) => entry.id === evaluation.journey_item);
        if (item) Object.assign(item, { status: "PENDING", modified: stamp, modified_by: user.pk });
        return { message: updatedMessage(EVALUATION_TITLE), data: toEvaluation(state, evaluation, user) };
      }),
    mine: (params, options) =>
      call(options, (user) => {
        const items = new Map(state.journeyItems.map((item) => [item.id, item]));
        const companies = new Map(state.companies.map((company) => [company.id, company]));
        const users = new Map(state.users.map((entry) => [entry.pk, entry]));
        const stages = new Map(state.journey.map(({ stage }) => [stage.id, stage]));
        const tasks = new Map(state.journey.flatMap(({ tasks }) => tasks.map((task) => [task.id, task])));
        const waiting = state.evaluations.flatMap((evaluation): ReviewRequest[] => {
          if (!evaluation.reviewer_ids.includes(user.pk) || isDecided(evaluation.status)) return [];
          if (evaluation.answers.some((answer) => answer.reviewer_id === user.pk)) return [];
          const item = items.get(evaluation.journey_item);
          const company = item && companies.get(item.company_id);
          if (!item || !company) return [];
          const requester = item.created_by === null ? undefined : users.get(item.created_by);
          return [
            {
              evaluation_id: evaluation.id,
              journey_item_id: item.id,
              company: { id: company.id, company_name: company.company_name },
              stage: { id: item.stage_id, label: stages.get(item.stage_id)?.label ?? "" },
              task: { id: item.task_id, label: tasks.get(item.task_id)?.label ?? "" },
              requested_by: requester ? toUserShort(requester) : null,
              since: roundSince(state, evaluation, item.created),
              quorum: evaluation.quorum ?? null,
              blind: evaluation.blind ?? false,
              reviewer_count: evaluation.reviewer_ids.length,
              answered_count: evaluation.answers.length,
            },
          ];
        });
        return listItems(waiting, params, MY_REVIEWS);
      }),
  };
}

function toEntry(record: DecisionRecord): DecisionRecordEntry {
  const { id, company_id, evaluation_id, journey_item_id, stage, task, round, status, decided, decided_by } =
    record;
  return { id, company_id, evaluation_id, journey_item_id, stage, task, round, status, decided, decided_by };
}

/** Fills the hashes of the seeded records' documents (Web Crypto answers asynchronously). */
async function hashSeededRecords(state: MemoryState): Promise<void> {
  for (const record of state.decisionRecords) {
    if (record.documents.every((document) => document.sha256 !== null)) continue;
    const hashes = await documentHashes(state, record.company_id);
    for (const document of record.documents) document.sha256 ??= hashes.get(document.id) ?? null;
  }
}

/**
 * The decision records: read by a user who reads the company's whole journey, or holds an
 * unexpired grant on the evaluation's item (the read is recorded on it).
 */
export function createDecisionsPort({ state, call, now }: MemoryRuntime): DecisionsPort {
  // The seeded records are made with the fixtures, which cannot wait for Web Crypto: their
  // documents' hashes are filled before the first read.
  let hashed: Promise<void> | null = null;
  const seeded = () => (hashed ??= hashSeededRecords(state));
  return {
    list: (companyId, options) =>
      call(options, async (user) => {
        await seeded();
        const stamp = now();
        const access = journeyReadAccess(state, user, companyId, stamp);
        const records = state.decisionRecords.filter((record) => record.company_id === companyId);
        const open = access.whole
          ? records
          : records.filter((record) =>
              access.grants.some((grant) => grant.object_id === record.journey_item_id),
            );
        if (!access.whole) {
          recordReads(
            access.grants.filter((grant) =>
              open.some((record) => record.journey_item_id === grant.object_id),
            ),
            user,
            stamp,
          );
        }
        return open
          .sort((a, b) => a.decided.localeCompare(b.decided) || a.id - b.id)
          .map((record) => toEntry(record));
      }),
    get: (id, options) =>
      call(options, async (user) => {
        await seeded();
        const record = state.decisionRecords.find((entry) => entry.id === id);
        if (!record) throw notFoundWith(COMMITTEE_MESSAGES.decisionNotFound);
        const stamp = now();
        const access = journeyReadAccess(state, user, record.company_id, stamp);
        if (!access.whole) {
          const used = access.grants.filter((grant) => grant.object_id === record.journey_item_id);
          if (used.length === 0) throw notFoundWith(COMMITTEE_MESSAGES.decisionNotFound);
          recordReads(used, user, stamp);
        }
        return record;
      }),
    // No renderer in memory: only the server makes the record's PDF.
    pdf: (_id, options) => call(options, () => Promise.reject(notFound())),
  };
}

/** A task's template key from its label, as the seed names them. */
function nameFrom(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "task"
  );
}

function itemCounts(state: MemoryState) {
  const stages = new Map<Id, number>();
  const tasks = new Map<Id, number>();
  for (const item of state.journeyItems) {
    stages.set(item.stage_id, (stages.get(item.stage_id) ?? 0) + 1);
    tasks.set(item.task_id, (tasks.get(item.task_id) ?? 0) + 1);
  }
  return { stages, tasks };
}

function toSettings(state: MemoryState): JourneySettings {
  const counts = itemCounts(state);
  const retiredStages = new Set(state.journeySettings.retired_stage_ids);
  const retiredTasks = new Set(state.journeySettings.retired_task_ids);
  const editor = state.users.find((user) => user.pk === state.journeySettings.modified_by);
  return {
    stages: [...state.journey]
      .sort((a, b) => a.stage.order - b.stage.order || a.stage.id - b.stage.id)
      .map(({ stage, tasks }) => ({
        id: stage.id,
        label: stage.label,
        order: stage.order,
        sla_days: stage.sla_days ?? null,
        is_active: !retiredStages.has(stage.id),
        item_count: counts.stages.get(stage.id) ?? 0,
        tasks: tasks.map((task) => ({
          id: task.id,
          label: task.label,
          name: task.name,
          type: task.type,
          allow_multiple: task.allow_multiple,
          gate: task.gate ?? null,
          is_active: !retiredTasks.has(task.id),
          item_count: counts.tasks.get(task.id) ?? 0,
        })),
      })),
    modified: state.journeySettings.modified,
    modified_by: editor ? toUserShort(editor) : null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkedLabel(value: unknown, field: string): string {
  const label = typeof value === "string" ? value.trim() : "";
  if (!label) throw invalidField(field, SETTINGS_MESSAGES.labelRequired);
  if (label.length > COMMITTEE_LIMITS.labelMax) {
    throw invalidField(field, `Ensure this field has no more than ${COMMITTEE_LIMITS.labelMax} characters.`);
  }
  return label;
}

function checkedId(value: unknown, field: string, known: ReadonlySet<Id>, seen: Set<Id>): Id | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !known.has(value) || seen.has(value)) {
    throw invalidField(field, "Select a valid choice.");
  }
  seen.add(value);
  return value;
}

function checkedGate(value: unknown, type: TaskType, field: string): Gate | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw invalidField(field, "Select a valid choice.");
  if (type !== "EVALUATION") throw invalidField(field, SETTINGS_MESSAGES.gateNotEvaluation);
  const { quorum, blind } = value;
  if (
    typeof quorum !== "number" ||
    !Number.isInteger(quorum) ||
    quorum < 1 ||
    quorum > COMMITTEE_LIMITS.quorumMax
  ) {
    throw invalidField(
      `${field}.quorum`,
      `Ensure this value is between 1 and ${COMMITTEE_LIMITS.quorumMax}.`,
    );
  }
  if (typeof blind !== "boolean") throw invalidField(`${field}.blind`, "Must be true or false.");
  return { quorum, blind };
}

function checkedSla(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > COMMITTEE_LIMITS.slaDaysMax
  ) {
    throw invalidField(field, `Ensure this value is between 1 and ${COMMITTEE_LIMITS.slaDaysMax}.`);
  }
  return value;
}

/**
 * The journey the settings describe, checked as the server checks them: order as given, new
 * stages and tasks numbered above every id in use, a stage or task left out deleted only when no
 * item uses it (otherwise 409: retire it), a task in use keeping its type, gates only on
 * evaluations, at least one active stage.
 */
function savedJourney(state: MemoryState, input: JourneySettingsInput) {
  const sent: unknown = isObject(input) ? input.stages : undefined;
  if (!Array.isArray(sent) || sent.length === 0) throw invalidField("stages", SETTINGS_MESSAGES.oneStage);
  const counts = itemCounts(state);
  const oldStages = new Map(state.journey.map((definition) => [definition.stage.id, definition]));
  const oldTasks = new Map(state.journey.flatMap(({ tasks }) => tasks.map((task) => [task.id, task])));
  let nextStageId = Math.max(0, ...oldStages.keys(), ...state.journeyItems.map((item) => item.stage_id)) + 1;
  let nextTaskId = Math.max(0, ...oldTasks.keys(), ...state.journeyItems.map((item) => item.task_id)) + 1;
  const seenStages = new Set<Id>();
  const seenTasks = new Set<Id>();
  const names = new Set<string>();
  const stageLabels = new Set<string>();
  const retiredStages: Id[] = [];
  const retiredTasks: Id[] = [];
  const journey: JourneyItemDefinition[] = sent.map((stageInput: unknown, stageIndex) => {
    const at = `stages.${stageIndex}`;
    if (!isObject(stageInput)) throw invalidField(at, "Select a valid choice.");
    const label = checkedLabel(stageInput.label, `${at}.label`);
    if (stageLabels.has(label.toLowerCase())) throw invalidField(`${at}.label`, SETTINGS_MESSAGES.labelTaken);
    stageLabels.add(label.toLowerCase());
    const stageId =
      checkedId(stageInput.id, `${at}.id`, new Set(oldStages.keys()), seenStages) ?? nextStageId++;
    if (stageInput.is_active === false) retiredStages.push(stageId);
    const taskInputs: unknown[] = Array.isArray(stageInput.tasks) ? stageInput.tasks : [];
    const taskLabels = new Set<string>();
    const tasks: TaskDefinition[] = taskInputs.map((taskInput, taskIndex) => {
      const field = `${at}.tasks.${taskIndex}`;
      if (!isObject(taskInput)) throw invalidField(field, "Select a valid choice.");
      const taskLabel = checkedLabel(taskInput.label, `${field}.label`);
      if (taskLabels.has(taskLabel.toLowerCase())) {
        throw invalidField(`${field}.label`, SETTINGS_MESSAGES.labelTaken);
      }
      taskLabels.add(taskLabel.toLowerCase());
      const type = taskInput.type as TaskType;
      if (!TASK_TYPES.includes(type)) throw invalidField(`${field}.type`, "Select a valid choice.");
      const id = checkedId(taskInput.id, `${field}.id`, new Set(oldTasks.keys()), seenTasks);
      const old = id === null ? undefined : oldTasks.get(id);
      if (old && old.type !== type && (counts.tasks.get(old.id) ?? 0) > 0) {
        throw conflict(SETTINGS_MESSAGES.typeInUse(old.label));
      }
      const gate = checkedGate(taskInput.gate, type, `${field}.gate`);
      const taskId = id ?? nextTaskId++;
      if (taskInput.is_active === false) retiredTasks.push(taskId);
      let name = typeof taskInput.name === "string" && taskInput.name.trim() ? taskInput.name.trim() : "";
      if (!name) name = old?.name ?? nameFrom(taskLabel);
      for (let suffix = 2; names.has(name); suffix += 1) name = `${nameFrom(taskLabel)}_${suffix}`;
      names.add(name);
      return {
        id: taskId,
        label: taskLabel,
        name,
        type,
        allow_multiple: taskInput.allow_multiple === true,
        gate,
      };
    });
    return {
      stage: {
        id: stageId,
        label,
        order: stageIndex + 1,
        sla_days: checkedSla(stageInput.sla_days, `${at}.sla_days`),
      },
      tasks,
    };
  });
  // What was left out is deleted: only what no item uses.
  for (const task of oldTasks.values()) {
    if (!seenTasks.has(task.id) && (counts.tasks.get(task.id) ?? 0) > 0) {
      throw conflict(SETTINGS_MESSAGES.inUse(task.label));
    }
  }
  for (const { stage } of oldStages.values()) {
    if (!seenStages.has(stage.id) && (counts.stages.get(stage.id) ?? 0) > 0) {
      throw conflict(SETTINGS_MESSAGES.inUse(stage.label));
    }
  }
  if (journey.every(({ stage }) => retiredStages.includes(stage.id))) {
    throw invalidField("stages", SETTINGS_MESSAGES.oneStage);
  }
  return { journey, retiredStages, retiredTasks };
}

/** The journey's definition as offered, and its settings (SUPER_ADMIN). */
export function createJourneySettingsCalls({
  state,
  call,
  now,
}: MemoryRuntime): Pick<JourneyPort, "definitions" | "settings" | "saveSettings"> {
  const superAdminOnly = (user: SeedUser) => {
    if (!seesEveryCompany(user)) throw forbidden(PERMISSION_DENIED_MESSAGE);
  };
  return {
    definitions: (options) => call(options, () => activeJourney(state)),
    settings: (options) =>
      call(options, (user) => {
        superAdminOnly(user);
        return toSettings(state);
      }),
    saveSettings: (input, options) =>
      call(options, (user) => {
        superAdminOnly(user);
        const { journey, retiredStages, retiredTasks } = savedJourney(state, input);
        state.journey = journey;
        state.journeySettings = {
          retired_stage_ids: retiredStages,
          retired_task_ids: retiredTasks,
          modified: now(),
          modified_by: user.pk,
        };
        return { message: updatedMessage(JOURNEY_TITLE), data: toSettings(state) };
      }),
  };
}

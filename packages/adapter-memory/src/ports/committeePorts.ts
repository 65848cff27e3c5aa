import {
  COMMITTEE_MESSAGES,
  type FieldErrors,
  JOURNEY_SETTINGS_TITLE,
  type DecisionRecord,
  type DecisionRecordEntry,
  type DecisionsPort,
  type EvaluationsPort,
  type Id,
  type JourneyItemDefinition,
  type JourneyPort,
  type JourneySettings,
  type JourneySettingsInput,
  journeySettingsConflicts,
  journeyStageInUse,
  journeySettingsSchema,
  journeyTaskInUse,
  PERMISSION_DENIED_MESSAGE,
  reopenDecisionSchema,
  reopenRefusal,
  type ReviewRequest,
  savedJourneyOf,
  type StoredJourneyUse,
  unknownJourneyIds,
  updatedMessage,
} from "@pipeline/contract";
import { AdapterError } from "@pipeline/contract";
import { listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound, notFoundWith } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
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
      call(options, async (user) => {
        const evaluation = state.evaluations.find((entry) => entry.id === id);
        if (!evaluation) throw notFoundWith(COMMITTEE_MESSAGES.evaluationNotFound);
        const refusal = reopenRefusal(actorOf(user), evaluation);
        if (refusal) throw new AdapterError(refusal.message, { status: refusal.status });
        const { reason } = await validateInput(reopenDecisionSchema, input);
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

function itemCounts(state: MemoryState) {
  const stages = new Map<Id, number>();
  const tasks = new Map<Id, number>();
  for (const item of state.journeyItems) {
    stages.set(item.stage_id, (stages.get(item.stage_id) ?? 0) + 1);
    tasks.set(item.task_id, (tasks.get(item.task_id) ?? 0) + 1);
  }
  return { stages, tasks };
}

/** What keeps each stage and task from being deleted (journeyTaskInUse); a campaign here adds its items at once. */
function journeyUse(state: MemoryState): StoredJourneyUse {
  const counts = itemCounts(state);
  const tasks = state.journey.flatMap(({ stage, tasks: stageTasks }) =>
    stageTasks.map((task) => ({
      id: task.id,
      label: task.label,
      type: task.type,
      stage_id: stage.id,
      in_use: journeyTaskInUse({ id: task.id, itemCount: counts.tasks.get(task.id) ?? 0, campaignCount: 0 }),
    })),
  );
  const stages = state.journey.map(({ stage }) => ({
    id: stage.id,
    label: stage.label,
    in_use: journeyStageInUse({
      itemCount: counts.stages.get(stage.id) ?? 0,
      tasks: tasks.filter((task) => task.stage_id === stage.id),
    }),
  }));
  return { stages, tasks };
}

function toSettings(state: MemoryState): JourneySettings {
  const counts = itemCounts(state);
  const use = journeyUse(state);
  const inUse = (parts: ReadonlyArray<{ id: Id; in_use: boolean }>, id: Id) =>
    parts.some((part) => part.id === id && part.in_use);
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
        in_use: inUse(use.stages, stage.id),
        tasks: tasks.map((task) => ({
          id: task.id,
          label: task.label,
          name: task.name,
          type: task.type,
          allow_multiple: task.allow_multiple,
          gate: task.gate ?? null,
          is_active: !retiredTasks.has(task.id),
          item_count: counts.tasks.get(task.id) ?? 0,
          in_use: inUse(use.tasks, task.id),
        })),
      })),
    modified: state.journeySettings.modified,
    modified_by: editor ? toUserShort(editor) : null,
  };
}

/** A 400 or 409 with every field's words, in the first's. */
function refuseWith(errors: FieldErrors, status: 400 | 409): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AdapterError(first, { status, fieldErrors: errors });
}

/**
 * The journey the settings describe, checked as the server checks them (journeySettingsSchema,
 * unknownJourneyIds, journeySettingsConflicts) and made as it makes it (savedJourneyOf).
 */
async function savedJourney(state: MemoryState, input: JourneySettingsInput) {
  const values = await validateInput(journeySettingsSchema, input);
  const use = journeyUse(state);
  refuseWith(
    unknownJourneyIds(values, {
      stageIds: new Set(use.stages.map((stage) => stage.id)),
      taskIds: new Set(use.tasks.map((task) => task.id)),
    }),
    400,
  );
  refuseWith(journeySettingsConflicts(values, use), 409);
  // Ids of the items' stages and tasks stay taken, deleted or not.
  const { stages, errors } = savedJourneyOf(values, {
    largestStageId: Math.max(
      0,
      ...use.stages.map((stage) => stage.id),
      ...state.journeyItems.map((item) => item.stage_id),
    ),
    largestTaskId: Math.max(
      0,
      ...use.tasks.map((task) => task.id),
      ...state.journeyItems.map((item) => item.task_id),
    ),
    names: new Map(state.journey.flatMap(({ tasks }) => tasks.map((task) => [task.id, task.name]))),
  });
  refuseWith(errors, 400);
  const journey: JourneyItemDefinition[] = stages.map((stage) => ({
    stage: { id: stage.id, label: stage.label, order: stage.order, sla_days: stage.sla_days },
    tasks: stage.tasks.map((task) => ({
      id: task.id,
      label: task.label,
      name: task.name,
      type: task.type,
      allow_multiple: task.allow_multiple,
      gate: task.gate,
    })),
  }));
  return {
    journey,
    retiredStages: stages.filter((stage) => !stage.is_active).map((stage) => stage.id),
    retiredTasks: stages.flatMap((stage) =>
      stage.tasks.filter((task) => !task.is_active).map((task) => task.id),
    ),
  };
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
      call(options, async (user) => {
        superAdminOnly(user);
        const { journey, retiredStages, retiredTasks } = await savedJourney(state, input);
        state.journey = journey;
        state.journeySettings = {
          retired_stage_ids: retiredStages,
          retired_task_ids: retiredTasks,
          modified: now(),
          modified_by: user.pk,
        };
        return { message: updatedMessage(JOURNEY_SETTINGS_TITLE), data: toSettings(state) };
      }),
  };
}

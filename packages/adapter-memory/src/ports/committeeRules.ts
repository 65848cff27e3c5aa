import {
  type DecisionDocument,
  type DecisionRecord,
  gateOfTask,
  gateRefusal,
  type Id,
  type IsoDateTime,
  type JourneyItemDefinition,
  quorumReviewersMessage,
  type TaskDefinition,
  unpassedGate,
} from "@pipeline/contract";
import { conflict, invalidField } from "../runtime/failures";
import type { SeedEvaluation, SeedJourneyItem, SeedReviewAnswer, SeedUser } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { toCompany } from "../views/companyViews";
import { toCallNotes, toSummary } from "../views/journeyViews";
import { toUserShort } from "../views/userViews";

// The investment committee's rules as the server applies them, through the contract's functions:
// a gate holds back every later stage until the company's gate evaluation is APPROVED; a gate
// evaluation needs its quorum of reviewers; a decided gate freezes a record of what was decided.

/** The journey as it is offered: retired stages and tasks left out, stages in order. */
export function activeJourney(state: MemoryState): JourneyItemDefinition[] {
  const retiredStages = new Set(state.journeySettings.retired_stage_ids);
  const retiredTasks = new Set(state.journeySettings.retired_task_ids);
  return state.journey
    .filter(({ stage }) => !retiredStages.has(stage.id))
    .map(({ stage, tasks }) => ({ stage, tasks: tasks.filter((task) => !retiredTasks.has(task.id)) }))
    .sort((a, b) => a.stage.order - b.stage.order || a.stage.id - b.stage.id);
}

/** The company's evaluations as the gate rule reads them, in creation order. */
function gateFacts(state: MemoryState, companyId: Id) {
  const items = new Map(
    state.journeyItems.filter((item) => item.company_id === companyId).map((item) => [item.id, item]),
  );
  return state.evaluations
    .filter((evaluation) => items.has(evaluation.journey_item))
    .sort((a, b) => a.id - b.id)
    .map((evaluation) => ({
      taskId: items.get(evaluation.journey_item)?.task_id ?? 0,
      status: evaluation.status,
    }));
}

/** Whether a gate before `stageId` holds the company back (a campaign of a task there leaves it out). */
export function heldByGate(state: MemoryState, companyId: Id, stageId: Id): boolean {
  return unpassedGate(activeJourney(state), gateFacts(state, companyId), stageId) !== null;
}

/** Refuses (409) a task of a stage beyond a gate the company has not passed. */
export function checkGate(state: MemoryState, target: { company_id: Id; stage_id: Id }): void {
  const refusal = gateRefusal(activeJourney(state), gateFacts(state, target.company_id), target.stage_id);
  if (refusal) throw conflict(refusal.message);
}

/**
 * What a new evaluation of the task takes from its gate: the quorum and blind flag, snapshotted;
 * refused (400 on reviewer_ids) when fewer reviewers than the quorum are asked.
 */
export function gateSnapshot(
  state: MemoryState,
  task: TaskDefinition,
  reviewerIds: readonly Id[],
): Pick<SeedEvaluation, "quorum" | "blind"> {
  const gate = gateOfTask(activeJourney(state), task.id);
  if (!gate) return { quorum: null, blind: false };
  if (new Set(reviewerIds).size < gate.quorum) {
    throw invalidField("reviewer_ids", quorumReviewersMessage(gate.quorum));
  }
  return { quorum: gate.quorum, blind: gate.blind };
}

/**
 * Lower-case hex SHA-256 of the bytes, with Web Crypto; null where a page has none (a browser's
 * insecure context, or jsdom).
 */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return null;
  const digest = await subtle.digest("SHA-256", await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The SHA-256 of each of the company's documents, by document id (see sha256Hex). */
export async function documentHashes(state: MemoryState, companyId: Id): Promise<Map<Id, string>> {
  const documents = state.documents.filter((document) => document.company_id === companyId);
  const hashes = await Promise.all(documents.map((document) => sha256Hex(document.blob)));
  return new Map(
    documents.flatMap((document, index) => {
      const hash = hashes[index];
      return hash ? [[document.id, hash] as const] : [];
    }),
  );
}

export type DecisionFacts = {
  evaluation: SeedEvaluation;
  item: SeedJourneyItem;
  /** The round decided, and its answers in the order given. */
  round: number;
  answers: readonly SeedReviewAnswer[];
  status: "APPROVED" | "REJECTED";
  decided: IsoDateTime;
  decidedBy: Id | null;
  /** By document id; a document left out has a null hash (no Web Crypto to make it). */
  hashes: ReadonlyMap<Id, string>;
};

/**
 * What the committee saw and decided, as `decisions.get` answers it: a deep copy, so later edits
 * of the company, its records or its documents leave it as it was.
 */
export function freezeDecision(state: MemoryState, facts: DecisionFacts): DecisionRecord {
  const { evaluation, item } = facts;
  const company = state.companies.find((entry) => entry.id === item.company_id);
  if (!company) throw new Error(`freezeDecision: no company ${item.company_id}`);
  const users = new Map(state.users.map((user) => [user.pk, user]));
  const short = (pk: Id | null) => {
    const user: SeedUser | undefined = pk === null ? undefined : users.get(pk);
    return user ? toUserShort(user) : null;
  };
  const definition = state.journey.find(({ stage }) => stage.id === item.stage_id);
  const task = definition?.tasks.find((entry) => entry.id === item.task_id);
  const byJourneyOrder = (a: { journey_item: Id; id: Id }, b: { journey_item: Id; id: Id }) =>
    a.journey_item - b.journey_item || a.id - b.id;
  const documents: DecisionDocument[] = state.documents
    .filter((document) => document.company_id === company.id)
    .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
    .map((document) => ({
      id: document.id,
      file_name: document.file_name,
      type: document.type,
      description: document.description,
      created: document.created,
      size: document.blob.size,
      sha256: facts.hashes.get(document.id) ?? null,
    }));
  return structuredClone({
    id: state.decisionRecords.reduce((highest, record) => Math.max(highest, record.id), 0) + 1,
    company_id: company.id,
    evaluation_id: evaluation.id,
    journey_item_id: item.id,
    stage: { id: item.stage_id, label: definition?.stage.label ?? "" },
    task: { id: item.task_id, label: task?.label ?? "" },
    round: facts.round,
    status: facts.status,
    decided: facts.decided,
    decided_by: short(facts.decidedBy),
    quorum: evaluation.quorum ?? 0,
    blind: evaluation.blind ?? false,
    reviewer_ids: [...evaluation.reviewer_ids],
    answers: facts.answers.map((answer) => ({
      reviewer: short(answer.reviewer_id) ?? { pk: answer.reviewer_id, first_name: "", last_name: "" },
      status: answer.status,
      comment: answer.comment,
      created: answer.at,
    })),
    company: toCompany(state, company, "whole"),
    summaries: state.summaries
      .filter((summary) => summary.company_id === company.id)
      .sort(byJourneyOrder)
      .map(toSummary),
    call_notes: state.callNotes
      .filter((notes) => notes.company_id === company.id)
      .sort(byJourneyOrder)
      .map(toCallNotes),
    documents,
  });
}

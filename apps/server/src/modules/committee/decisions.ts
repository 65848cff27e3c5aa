import { createHash } from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  APPROVAL_DECISIONS,
  COMMITTEE_MESSAGES,
  type DecisionDocument,
  type DecisionRecord,
  type DecisionRecordEntry,
  type Id,
  type LabelRef,
} from "@pipeline/contract";
import { DECISION_STATUSES } from "@pipeline/contract/wire";
import type { Database } from "../../db/database";
import {
  companyDocuments,
  companyJourneyItems,
  decisionRecords,
  DOCUMENT_TYPE_VALUES,
  journeyCallNotes,
  journeyEvaluationAnswers,
  journeyItemUsers,
  journeyStages,
  journeySummaries,
  journeyTasks,
  users,
} from "../../db/schema";
import { iso } from "../../db/wire";
import { notFound } from "../../http/HttpError";
import { FileNotFoundError, type FileStorage } from "../../storage/types";
import { readCompany } from "../companies";
import {
  type DecidedGate,
  type JourneyActor,
  journeyReadAccess,
  readCallNotes,
  readSummary,
  recordReads,
  requireItemRead,
  storedWord,
} from "../journey";

// What a gate's committee decided, frozen in the transaction that decided it: the company as its
// page answers it, its summaries and call notes, every answer of the round with its comment, its
// documents with each file's size and SHA-256 read from the storage, who decided and when. The
// table's trigger refuses any change to a record once written.

/** A file's size and SHA-256 as the storage holds it now; both null when it is not there. */
async function fileDigest(
  storage: FileStorage,
  key: string,
): Promise<{ size: number | null; sha256: string | null }> {
  const hash = createHash("sha256");
  let size = 0;
  try {
    for await (const chunk of await storage.open(key)) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      hash.update(bytes);
    }
  } catch (error) {
    if (error instanceof FileNotFoundError || (error as NodeJS.ErrnoException).code === "ENOENT")
      return { size: null, sha256: null };
    throw error;
  }
  return { size, sha256: hash.digest("hex") };
}

async function documentsOf(tx: Database, storage: FileStorage, companyId: Id): Promise<DecisionDocument[]> {
  const rows = await tx
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), ne(companyDocuments.state, "FAILED")))
    .orderBy(asc(companyDocuments.created), asc(companyDocuments.id));
  const documents: DecisionDocument[] = [];
  // One file at a time: a company's files may be large, and the storage may be a bucket.
  for (const row of rows) {
    documents.push({
      id: row.id,
      file_name: row.fileName,
      type: storedWord(DOCUMENT_TYPE_VALUES, row.type),
      description: row.description,
      created: iso(row.created),
      ...(await fileDigest(storage, row.storageKey)),
    });
  }
  return documents;
}

/** The item's stage and task as the record names them. */
async function placeOf(tx: Database, itemId: Id): Promise<{ stage: LabelRef; task: LabelRef }> {
  const [row] = await tx
    .select({
      stageId: journeyStages.id,
      stageLabel: journeyStages.label,
      taskId: journeyTasks.id,
      taskLabel: journeyTasks.label,
    })
    .from(companyJourneyItems)
    .innerJoin(journeyStages, eq(journeyStages.id, companyJourneyItems.stageId))
    .innerJoin(journeyTasks, eq(journeyTasks.id, companyJourneyItems.taskId))
    .where(eq(companyJourneyItems.id, itemId));
  if (!row) throw new Error(`No journey item ${itemId}.`);
  return {
    stage: { id: row.stageId, label: row.stageLabel },
    task: { id: row.taskId, label: row.taskLabel },
  };
}

/** Writes the decision's frozen record inside the transaction that decided the gate. */
export async function writeDecisionRecord(
  tx: Database,
  storage: FileStorage,
  decided: DecidedGate,
): Promise<Id> {
  const [company, place, reviewers, answers, summaryIds, noteIds, documents, [decider], [next]] =
    await Promise.all([
      readCompany(tx, decided.companyId),
      placeOf(tx, decided.itemId),
      tx
        .select({ userId: journeyItemUsers.userId })
        .from(journeyItemUsers)
        .where(and(eq(journeyItemUsers.journeyItemId, decided.itemId), eq(journeyItemUsers.role, "reviewer")))
        .orderBy(asc(journeyItemUsers.position), asc(journeyItemUsers.userId)),
      tx
        .select({
          reviewerId: journeyEvaluationAnswers.reviewerId,
          status: journeyEvaluationAnswers.status,
          comment: journeyEvaluationAnswers.comment,
          created: journeyEvaluationAnswers.created,
          first: users.firstName,
          last: users.lastName,
        })
        .from(journeyEvaluationAnswers)
        .innerJoin(users, eq(users.id, journeyEvaluationAnswers.reviewerId))
        .where(eq(journeyEvaluationAnswers.evaluationId, decided.evaluationId))
        .orderBy(asc(journeyEvaluationAnswers.created), asc(journeyEvaluationAnswers.reviewerId)),
      tx
        .select({ id: journeySummaries.id })
        .from(journeySummaries)
        .where(eq(journeySummaries.companyId, decided.companyId))
        .orderBy(asc(journeySummaries.created), asc(journeySummaries.id)),
      tx
        .select({ id: journeyCallNotes.id })
        .from(journeyCallNotes)
        .where(eq(journeyCallNotes.companyId, decided.companyId))
        .orderBy(asc(journeyCallNotes.created), asc(journeyCallNotes.id)),
      documentsOf(tx, storage, decided.companyId),
      tx
        .select({ pk: users.id, first_name: users.firstName, last_name: users.lastName })
        .from(users)
        .where(eq(users.id, decided.decidedBy)),
      tx
        .execute(sql`select nextval(pg_get_serial_sequence('decision_records', 'id'))::integer as id`)
        .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows),
    ]);
  if (!company) throw new Error(`No company ${decided.companyId}.`);
  if (!next) throw new Error("The decision record got no id.");
  const [summaries, callNotes] = await Promise.all([
    Promise.all(summaryIds.map((row) => readSummary(tx, row.id))),
    Promise.all(noteIds.map((row) => readCallNotes(tx, row.id))),
  ]);
  const record: DecisionRecord = {
    id: next.id,
    company_id: decided.companyId,
    evaluation_id: decided.evaluationId,
    journey_item_id: decided.itemId,
    stage: place.stage,
    task: place.task,
    round: decided.round,
    status: decided.status,
    decided: iso(decided.decidedAt),
    decided_by: decider ?? null,
    quorum: decided.quorum,
    blind: decided.blind,
    reviewer_ids: reviewers.map((row) => row.userId),
    answers: answers.map((row) => ({
      reviewer: { pk: row.reviewerId, first_name: row.first, last_name: row.last },
      status: storedWord(APPROVAL_DECISIONS, row.status),
      comment: row.comment,
      created: iso(row.created),
    })),
    // The committee read the whole of it.
    company: { ...company, journey_access: "whole" },
    summaries,
    call_notes: callNotes,
    documents,
  };
  await tx.insert(decisionRecords).values({
    id: next.id,
    companyId: decided.companyId,
    evaluationId: decided.evaluationId,
    journeyItemId: decided.itemId,
    round: decided.round,
    status: decided.status,
    decidedAt: decided.decidedAt,
    decidedBy: decided.decidedBy,
    record,
  });
  return next.id;
}

const decider = alias(users, "decider");

/** The entry's columns: the frozen record's stage and task, and its decider while they are a user. */
const entryColumns = {
  id: decisionRecords.id,
  companyId: decisionRecords.companyId,
  evaluationId: decisionRecords.evaluationId,
  itemId: decisionRecords.journeyItemId,
  round: decisionRecords.round,
  status: decisionRecords.status,
  decidedAt: decisionRecords.decidedAt,
  stage: sql<LabelRef>`${decisionRecords.record} -> 'stage'`,
  task: sql<LabelRef>`${decisionRecords.record} -> 'task'`,
  deciderId: decider.id,
  deciderFirst: decider.firstName,
  deciderLast: decider.lastName,
};

type EntryRow = {
  id: Id;
  companyId: Id;
  evaluationId: Id;
  itemId: Id;
  round: number;
  status: string;
  decidedAt: Date;
  stage: LabelRef;
  task: LabelRef;
  deciderId: Id | null;
  deciderFirst: string | null;
  deciderLast: string | null;
};

function entryOf(row: EntryRow): DecisionRecordEntry {
  return {
    id: row.id,
    company_id: row.companyId,
    evaluation_id: row.evaluationId,
    journey_item_id: row.itemId,
    stage: row.stage,
    task: row.task,
    round: row.round,
    status: storedWord(DECISION_STATUSES, row.status),
    decided: iso(row.decidedAt),
    decided_by:
      row.deciderId === null || row.deciderFirst === null || row.deciderLast === null
        ? null
        : { pk: row.deciderId, first_name: row.deciderFirst, last_name: row.deciderLast },
  };
}

export function createDecisionRepository(db: Database) {
  return {
    /**
     * The company's decision records, oldest first: all of them to a user who reads its whole
     * journey, those of the items their unexpired grants open otherwise (each read recorded).
     */
    async list(companyId: Id, actor: JourneyActor): Promise<DecisionRecordEntry[]> {
      const access = await journeyReadAccess(db, companyId, actor);
      const itemIds = access.whole ? null : access.grants.map((grant) => grant.itemId);
      const rows = await db
        .select(entryColumns)
        .from(decisionRecords)
        .leftJoin(decider, eq(decider.id, decisionRecords.decidedBy))
        .where(
          and(
            eq(decisionRecords.companyId, companyId),
            itemIds === null ? undefined : inArray(decisionRecords.journeyItemId, itemIds),
          ),
        )
        .orderBy(asc(decisionRecords.decidedAt), asc(decisionRecords.id));
      if (!access.whole) {
        const used = new Set(rows.map((row) => row.itemId));
        await recordReads(
          db,
          access.grants.filter((grant) => used.has(grant.itemId)),
          actor,
        );
      }
      return rows.map(entryOf);
    },

    /** One record as it was frozen, for a user who may read its evaluation's item. */
    async get(id: Id, actor: JourneyActor): Promise<DecisionRecord> {
      const [row] = await db
        .select({
          companyId: decisionRecords.companyId,
          itemId: decisionRecords.journeyItemId,
          deciderId: decider.id,
          record: sql<DecisionRecord>`${decisionRecords.record}`,
        })
        .from(decisionRecords)
        .leftJoin(decider, eq(decider.id, decisionRecords.decidedBy))
        .where(eq(decisionRecords.id, id));
      if (!row) throw notFound(COMMITTEE_MESSAGES.decisionNotFound);
      await requireItemRead(db, row.companyId, row.itemId, actor);
      // Frozen as it was; only a decider removed since is no longer named.
      return row.deciderId === null ? { ...row.record, decided_by: null } : row.record;
    },
  };
}

export type DecisionRepository = ReturnType<typeof createDecisionRepository>;

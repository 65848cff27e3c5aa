import { and, eq, sql } from "drizzle-orm";
import {
  COMMITTEE_MESSAGES,
  APPROVAL_DECISIONS,
  type Evaluation,
  evaluationAnswerRefusal,
  evaluationStatusOf,
  type Id,
  quorumReviewersMessage,
  reopenRefusal,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyComments,
  companyJourneyItems,
  evaluationReopenings,
  journeyEvaluationAnswers,
  journeyEvaluations,
  journeyItemUsers,
} from "../../db/schema";
import { uniqueIds } from "../../db/wire";
import { notFound } from "../../http/HttpError";
import type { FileStorage } from "../../storage/types";
import { type JourneyActor, requireJourneyWrite } from "./access";
import { actionActorOf, refuseIf } from "./actionRefusals";
import { gateOfTask } from "./gates";
import { addItem, type JourneyTargetValues, touchItem } from "./items";
import { refuse, REVIEWERS_INACTIVE_MESSAGE, SELECT_VALID_CHOICE } from "./messages";
import { requireActiveUsers } from "./participants";
import { storedWord } from "./storedWords";
import { readItem } from "./timeline";

// Evaluations: a request to active users to review the company, and each listed reviewer's one
// decision; the evaluation's status is what all the answers of its round say together
// (evaluationStatusOf), with a gate's quorum when it is one. A gate's decision freezes its record in
// the same transaction; a SUPER_ADMIN may reopen a decided evaluation for a new round.

/**
 * The evaluation as its item on the timeline answers it to `reader` (a blind evaluation keeps the
 * other answers from a reviewer who has not given theirs): reviewers and answers read once, there.
 */
async function readEvaluation(db: Database, id: Id, reader: Id): Promise<Evaluation> {
  const [row] = await db
    .select({ itemId: journeyEvaluations.journeyItemId })
    .from(journeyEvaluations)
    .where(eq(journeyEvaluations.id, id));
  const evaluation = row ? (await readItem(db, row.itemId, undefined, reader))?.evaluation : undefined;
  if (!evaluation) throw notFound(COMMITTEE_MESSAGES.evaluationNotFound);
  return evaluation;
}

/** The reviewers listed on the evaluation's item. */
/** The evaluation's item and company; 404 when there is no such evaluation. */
async function evaluationPlace(db: Database, id: Id): Promise<{ itemId: Id; companyId: Id }> {
  const [evaluation] = await db
    .select({ itemId: journeyEvaluations.journeyItemId, companyId: companyJourneyItems.companyId })
    .from(journeyEvaluations)
    .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
    .where(eq(journeyEvaluations.id, id));
  if (!evaluation) throw notFound(COMMITTEE_MESSAGES.evaluationNotFound);
  return evaluation;
}

function listedReviewers(tx: Database, itemId: Id) {
  return tx
    .select({ userId: journeyItemUsers.userId })
    .from(journeyItemUsers)
    .where(and(eq(journeyItemUsers.journeyItemId, itemId), eq(journeyItemUsers.role, "reviewer")));
}

/**
 * The reopening in the audit trail, as its triggers record the tables they watch (the reopenings
 * table has none): who, from where, the row written, under the company.
 */
async function auditReopening(tx: Database, reopeningId: Id, companyId: Id) {
  await tx.execute(sql`
    insert into audit_log (user_id, username, active_role, source, action, entity, entity_id, company_id, after, address)
    select (a ->> 'user_id')::integer, a ->> 'username', a ->> 'role', coalesce(a ->> 'source', 'system'),
      'create', 'evaluation_reopenings', r.id::text, ${companyId}, to_jsonb(r) - 'created', a ->> 'address'
    from ${evaluationReopenings} r,
      (select nullif(current_setting('pipeline.actor', true), '')::jsonb as a) actor
    where r.id = ${reopeningId} and coalesce(current_setting('pipeline.audit', true), '') <> 'off'`);
}

/** A gate's decision, as the transaction that decided it knows it. */
export type DecidedGate = {
  evaluationId: Id;
  itemId: Id;
  companyId: Id;
  round: number;
  status: "APPROVED" | "REJECTED";
  quorum: number;
  blind: boolean;
  /** The reviewer whose answer decided it. */
  decidedBy: Id;
  decidedAt: Date;
};

/**
 * Freezes a gate's decision record inside the transaction that decided it (the committee's, given
 * by the composition root), reading the documents' files from `storage`; answers the record's id.
 */
export type DecisionRecorder = (tx: Database, storage: FileStorage, decided: DecidedGate) => Promise<Id>;

export function evaluationMethods(db: Database, recordDecision: DecisionRecorder) {
  return {
    async createEvaluation(
      values: JourneyTargetValues & { reviewer_ids: Id[] },
      actor: JourneyActor,
    ): Promise<Evaluation> {
      await requireJourneyWrite(db, values.company_id, actor);
      const reviewers = uniqueIds(values.reviewer_ids);
      await requireActiveUsers(db, reviewers, "reviewer_ids", REVIEWERS_INACTIVE_MESSAGE);
      const id = await db.transaction(async (tx) => {
        const itemId = await addItem(tx, values, "EVALUATION", actor, { status: "PENDING" });
        // A gate's evaluation keeps the gate as it is now, and needs at least its quorum of reviewers.
        const gate = await gateOfTask(tx, values.task_id);
        if (gate && reviewers.length < gate.quorum)
          throw refuse("reviewer_ids", quorumReviewersMessage(gate.quorum));
        await tx.insert(journeyItemUsers).values(
          reviewers.map((userId, position) => ({
            journeyItemId: itemId,
            userId,
            role: "reviewer",
            position,
          })),
        );
        const [row] = await tx
          .insert(journeyEvaluations)
          .values({
            journeyItemId: itemId,
            status: "PENDING",
            quorum: gate?.quorum ?? null,
            blind: gate?.blind ?? false,
          })
          .returning({ id: journeyEvaluations.id });
        if (!row) throw new Error("The insert returned no row.");
        return row.id;
      });
      return readEvaluation(db, id, actor.userId);
    },

    /**
     * A listed reviewer's one decision; the evaluation takes it, and the comment joins the item.
     * When it decides a gate, the decision's record is frozen in the same transaction, with the
     * documents' files read from `storage`.
     */
    async reviewEvaluation(
      id: Id,
      values: { company_id: Id; journey_item_id: Id; comment: string; status: string },
      actor: JourneyActor,
      storage: FileStorage,
    ): Promise<Evaluation> {
      const evaluation = await evaluationPlace(db, id);
      if (evaluation.itemId !== values.journey_item_id) throw refuse("journey_item_id", SELECT_VALID_CHOICE);
      if (evaluation.companyId !== values.company_id) throw refuse("company_id", SELECT_VALID_CHOICE);
      await db.transaction(async (tx) => {
        // Serializes two answers of one reviewer sent at once.
        await tx
          .select({ id: journeyEvaluations.id })
          .from(journeyEvaluations)
          .where(eq(journeyEvaluations.id, id))
          .for("update");
        const listed = await listedReviewers(tx, evaluation.itemId);
        const answered = await tx
          .select({ userId: journeyEvaluationAnswers.reviewerId })
          .from(journeyEvaluationAnswers)
          .where(eq(journeyEvaluationAnswers.evaluationId, id));
        // Only a listed reviewer who has not answered yet may.
        refuseIf(
          evaluationAnswerRefusal(actionActorOf(actor), {
            reviewerIds: listed.map((row) => row.userId),
            answeredBy: answered.map((row) => row.userId),
          }),
        );
        // The comment joins the item first, so that the answer can name it.
        const [comment] = await tx
          .insert(companyComments)
          .values({
            companyId: evaluation.companyId,
            journeyItemId: evaluation.itemId,
            commentText: values.comment,
            createdBy: actor.userId,
            modifiedBy: actor.userId,
          })
          .returning({ id: companyComments.id });
        await tx.insert(journeyEvaluationAnswers).values({
          evaluationId: id,
          reviewerId: actor.userId,
          status: values.status,
          comment: values.comment,
          commentId: comment?.id ?? null,
        });
        // The status is what every answer of the round says together; `modified` moves only when
        // it changes, so it tells when the evaluation came to its decision. The row is locked
        // above, so of two answers sent at once the second sees the first, and only one decides.
        const [given, reviewers, [current]] = await Promise.all([
          tx
            .select({ status: journeyEvaluationAnswers.status })
            .from(journeyEvaluationAnswers)
            .where(eq(journeyEvaluationAnswers.evaluationId, id)),
          listedReviewers(tx, evaluation.itemId),
          tx
            .select({
              status: journeyEvaluations.status,
              quorum: journeyEvaluations.quorum,
              blind: journeyEvaluations.blind,
              round: journeyEvaluations.round,
              decidedAt: journeyEvaluations.decidedAt,
              now: sql<string>`now()`.mapWith((value: string | Date) => new Date(value)),
            })
            .from(journeyEvaluations)
            .where(eq(journeyEvaluations.id, id)),
        ]);
        if (!current) throw notFound(COMMITTEE_MESSAGES.evaluationNotFound);
        const status = evaluationStatusOf(
          reviewers.length,
          given.map((answer) => ({ status: storedWord(APPROVAL_DECISIONS, answer.status) })),
          current.quorum,
        );
        const decides = current.decidedAt === null && (status === "APPROVED" || status === "REJECTED");
        await tx
          .update(journeyEvaluations)
          .set({
            status,
            comment: values.comment,
            ...(status === current.status ? {} : { modified: sql`now()` }),
            ...(decides ? { decidedAt: current.now } : {}),
          })
          .where(eq(journeyEvaluations.id, id));
        await touchItem(tx, evaluation.itemId, actor, { status });
        if (decides && current.quorum !== null) {
          await recordDecision(tx, storage, {
            evaluationId: id,
            itemId: evaluation.itemId,
            companyId: evaluation.companyId,
            round: current.round,
            status,
            quorum: current.quorum,
            blind: current.blind,
            decidedBy: actor.userId,
            decidedAt: current.now,
          });
        }
      });
      return readEvaluation(db, id, actor.userId);
    },

    /**
     * A SUPER_ADMIN ends the decided round (`reopenRefusal`): its answers leave the evaluation (they
     * stay in the round's decision record, their comments on the item), the next round starts
     * PENDING, and the reopening is recorded with its reason.
     */
    async reopenEvaluation(id: Id, reason: string, actor: JourneyActor): Promise<Evaluation> {
      const evaluation = await evaluationPlace(db, id);
      // Only a SUPER_ADMIN may, whoever else sees the company: refused in the rule's words first.
      if (!actor.superAdmin) refuseIf(reopenRefusal(actionActorOf(actor), { status: "APPROVED" }));
      await requireJourneyWrite(db, evaluation.companyId, actor);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: journeyEvaluations.status, round: journeyEvaluations.round })
          .from(journeyEvaluations)
          .where(eq(journeyEvaluations.id, id))
          .for("update");
        if (!current) throw notFound(COMMITTEE_MESSAGES.evaluationNotFound);
        refuseIf(reopenRefusal(actionActorOf(actor), current));
        await tx.delete(journeyEvaluationAnswers).where(eq(journeyEvaluationAnswers.evaluationId, id));
        const [reopening] = await tx
          .insert(evaluationReopenings)
          .values({ evaluationId: id, round: current.round, reason, reopenedBy: actor.userId })
          .returning({ id: evaluationReopenings.id });
        await auditReopening(tx, reopening?.id ?? 0, evaluation.companyId);
        await tx
          .update(journeyEvaluations)
          .set({
            status: "PENDING",
            comment: null,
            round: current.round + 1,
            decidedAt: null,
            modified: sql`now()`,
          })
          .where(eq(journeyEvaluations.id, id));
        await touchItem(tx, evaluation.itemId, actor, { status: "PENDING" });
      });
      return readEvaluation(db, id, actor.userId);
    },
  };
}

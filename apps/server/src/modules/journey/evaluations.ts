import { and, eq, sql } from "drizzle-orm";
import {
  APPROVAL_DECISIONS,
  type Evaluation,
  evaluationAnswerRefusal,
  evaluationStatusOf,
  type Id,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyComments,
  companyJourneyItems,
  journeyEvaluationAnswers,
  journeyEvaluations,
  journeyItemUsers,
} from "../../db/schema";
import { uniqueIds } from "../../db/wire";
import { notFound } from "../../http/HttpError";
import { type JourneyActor, requireJourneyWrite } from "./access";
import { actionActorOf, refuseIf } from "./actionRefusals";
import { addItem, type JourneyTargetValues, touchItem } from "./items";
import { refuse, REVIEWERS_INACTIVE_MESSAGE, SELECT_VALID_CHOICE } from "./messages";
import { requireActiveUsers } from "./participants";
import { storedWord } from "./storedWords";
import { readItem } from "./timeline";

// Evaluations: a request to active users to review the company, and each listed reviewer's one
// decision; the evaluation's status is what all the answers say together (evaluationStatusOf).

/** The evaluation as its item on the timeline answers it: reviewers and answers read once, there. */
async function readEvaluation(db: Database, id: Id): Promise<Evaluation> {
  const [row] = await db
    .select({ itemId: journeyEvaluations.journeyItemId })
    .from(journeyEvaluations)
    .where(eq(journeyEvaluations.id, id));
  const evaluation = row ? (await readItem(db, row.itemId))?.evaluation : undefined;
  if (!evaluation) throw notFound("Evaluation not found.");
  return evaluation;
}

/** The reviewers listed on the evaluation's item. */
function listedReviewers(tx: Database, itemId: Id) {
  return tx
    .select({ userId: journeyItemUsers.userId })
    .from(journeyItemUsers)
    .where(and(eq(journeyItemUsers.journeyItemId, itemId), eq(journeyItemUsers.role, "reviewer")));
}

export function evaluationMethods(db: Database) {
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
          .values({ journeyItemId: itemId, status: "PENDING" })
          .returning({ id: journeyEvaluations.id });
        if (!row) throw new Error("The insert returned no row.");
        return row.id;
      });
      return readEvaluation(db, id);
    },

    /** A listed reviewer's one decision; the evaluation takes it, and the comment joins the item. */
    async reviewEvaluation(
      id: Id,
      values: { company_id: Id; journey_item_id: Id; comment: string; status: string },
      actor: JourneyActor,
    ): Promise<Evaluation> {
      const [evaluation] = await db
        .select({ itemId: journeyEvaluations.journeyItemId, companyId: companyJourneyItems.companyId })
        .from(journeyEvaluations)
        .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
        .where(eq(journeyEvaluations.id, id));
      if (!evaluation) throw notFound("Evaluation not found.");
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
        await tx.insert(journeyEvaluationAnswers).values({
          evaluationId: id,
          reviewerId: actor.userId,
          status: values.status,
          comment: values.comment,
        });
        // The status is what every answer so far says together; `modified` moves only when it
        // changes, so it tells when the evaluation came to its decision.
        const [given, reviewers, [current]] = await Promise.all([
          tx
            .select({ status: journeyEvaluationAnswers.status })
            .from(journeyEvaluationAnswers)
            .where(eq(journeyEvaluationAnswers.evaluationId, id)),
          listedReviewers(tx, evaluation.itemId),
          tx
            .select({ status: journeyEvaluations.status })
            .from(journeyEvaluations)
            .where(eq(journeyEvaluations.id, id)),
        ]);
        const status = evaluationStatusOf(
          reviewers.length,
          given.map((answer) => ({ status: storedWord(APPROVAL_DECISIONS, answer.status) })),
        );
        await tx
          .update(journeyEvaluations)
          .set({
            status,
            comment: values.comment,
            ...(status === current?.status ? {} : { modified: sql`now()` }),
          })
          .where(eq(journeyEvaluations.id, id));
        await touchItem(tx, evaluation.itemId, actor, { status });
        await tx.insert(companyComments).values({
          companyId: evaluation.companyId,
          journeyItemId: evaluation.itemId,
          commentText: values.comment,
          createdBy: actor.userId,
          modifiedBy: actor.userId,
        });
      });
      return readEvaluation(db, id);
    },
  };
}

import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  auditLog,
  companyJourneyItems,
  evaluationReopenings,
  journeyEvaluationAnswers,
  journeyEvaluations,
} from "../../db/schema";

// The company's history records every answer and its comment as they are written; while a blind
// evaluation is undecided, a user who has not answered it must not read the other answers there
// either. This names the entries to leave out for them: the answers of the current round, the
// evaluation's changes since the round began (they carry the latest answer's comment), the
// answers' comments on the item, and the item's changes their answers made (they name who answered).

/**
 * What an entry of the company's history meets when `viewer` may read it past the blind
 * evaluations; undefined when they keep nothing from the viewer.
 */
export async function historyShownTo(db: Database, companyId: Id, viewer: Id): Promise<SQL | undefined> {
  const undecided = await db
    .select({ id: journeyEvaluations.id, itemId: journeyEvaluations.journeyItemId })
    .from(journeyEvaluations)
    .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
    .where(
      and(
        eq(companyJourneyItems.companyId, companyId),
        eq(journeyEvaluations.blind, true),
        isNull(journeyEvaluations.decidedAt),
      ),
    );
  if (undecided.length === 0) return undefined;
  const answers = await db
    .select({
      evaluationId: journeyEvaluationAnswers.evaluationId,
      reviewerId: journeyEvaluationAnswers.reviewerId,
      commentId: journeyEvaluationAnswers.commentId,
    })
    .from(journeyEvaluationAnswers)
    .where(
      inArray(
        journeyEvaluationAnswers.evaluationId,
        undecided.map((row) => row.id),
      ),
    );
  const hidden: SQL[] = [];
  for (const evaluation of undecided) {
    const given = answers.filter((answer) => answer.evaluationId === evaluation.id);
    if (given.some((answer) => answer.reviewerId === viewer)) continue;
    // The round began at the evaluation's creation, or at its latest reopening (read as stored, to
    // the microsecond: the reopening's own removals of the decided round's answers stay readable).
    const since = sql`coalesce(
      (select max(${evaluationReopenings.created}) from ${evaluationReopenings} where ${evaluationReopenings.evaluationId} = ${evaluation.id}),
      (select ${journeyEvaluations.created} from ${journeyEvaluations} where ${journeyEvaluations.id} = ${evaluation.id}))`;
    const image = sql`coalesce(${auditLog.after}, ${auditLog.before})`;
    hidden.push(
      sql`(${auditLog.entity} = 'journey_evaluation_answers' and (${image} ->> 'evaluation_id') = ${String(evaluation.id)} and ${auditLog.at} > ${since})`,
      sql`(${auditLog.entity} = 'journey_evaluations' and ${auditLog.entityId} = ${String(evaluation.id)} and ${auditLog.at} > ${since})`,
    );
    const others = given.filter((answer) => answer.reviewerId !== viewer);
    const comments = others.flatMap((answer) =>
      answer.commentId === null ? [] : [String(answer.commentId)],
    );
    if (comments.length > 0)
      hidden.push(and(eq(auditLog.entity, "company_comments"), inArray(auditLog.entityId, comments)) as SQL);
    // An answer updates its item too: that change names who answered.
    if (others.length > 0)
      hidden.push(
        sql`(${auditLog.entity} = 'company_journey_items' and ${auditLog.entityId} = ${String(evaluation.itemId)} and ${auditLog.at} > ${since} and ${inArray(
          auditLog.userId,
          others.map((answer) => answer.reviewerId),
        )})`,
      );
  }
  return hidden.length === 0 ? undefined : sql`not coalesce(${or(...hidden)}, false)`;
}

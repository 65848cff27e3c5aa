import { eq, sql } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../src/db/database";
import { evaluationReopenings, journeyEvaluationAnswers, journeyEvaluations } from "../../src/db/schema";

/**
 * Reopens an evaluation at the times given, as the committee's rules write a reopening (the round's
 * answers deleted, the evaluation PENDING in the next round, each reopening recorded), but at a
 * time of the test's choosing rather than now.
 */
export async function reopenAt(
  db: Database,
  evaluationId: Id,
  reopenedBy: Id,
  reopenings: ReadonlyArray<{ at: Date; reason: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ round: journeyEvaluations.round })
      .from(journeyEvaluations)
      .where(eq(journeyEvaluations.id, evaluationId));
    const round = current?.round ?? 1;
    await tx.delete(journeyEvaluationAnswers).where(eq(journeyEvaluationAnswers.evaluationId, evaluationId));
    await tx
      .update(journeyEvaluations)
      .set({ status: "PENDING", decidedAt: null, round: sql`${round + reopenings.length}` })
      .where(eq(journeyEvaluations.id, evaluationId));
    await tx.insert(evaluationReopenings).values(
      reopenings.map((reopening, index) => ({
        evaluationId,
        round: round + index,
        reason: reopening.reason,
        reopenedBy,
        created: reopening.at,
      })),
    );
  });
}

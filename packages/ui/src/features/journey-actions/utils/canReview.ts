import type { Evaluation, Id } from "@pipeline/contract";

/**
 * Whether the user may submit a decision on the evaluation: a listed reviewer, while it is still
 * PENDING (an evaluation holds one decision, so once a reviewer has answered nobody answers again).
 */
export function canReview(
  evaluation: Evaluation | null | undefined,
  currentUserPk: Id | null | undefined,
): boolean {
  if (!evaluation || currentUserPk === null || currentUserPk === undefined) return false;
  return evaluation.status === "PENDING" && evaluation.reviewer_ids.includes(currentUserPk);
}

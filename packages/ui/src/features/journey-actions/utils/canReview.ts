import type { Evaluation, Id } from "@pipeline/contract";

/** Whether the user may submit a decision on the evaluation: a listed reviewer who has not answered. */
export function canReview(
  evaluation: Evaluation | null | undefined,
  currentUserPk: Id | null | undefined,
): boolean {
  if (!evaluation || currentUserPk === null || currentUserPk === undefined) return false;
  return evaluation.reviewer_ids.includes(currentUserPk) && !evaluation.answered_by.includes(currentUserPk);
}

import { canAnswerEvaluation, type Evaluation, type Id } from "@pipeline/contract";

/**
 * Whether the user may submit a decision on the evaluation: a listed reviewer who has not answered
 * (the contract's rule, which the server applies to the same call).
 */
export function canReview(
  evaluation: Evaluation | null | undefined,
  currentUserPk: Id | null | undefined,
): boolean {
  if (!evaluation || currentUserPk === null || currentUserPk === undefined) return false;
  // The rule does not depend on the role the user acts as: a SUPER_ADMIN not listed is refused too.
  return canAnswerEvaluation(
    { pk: currentUserPk, activeRole: null },
    { reviewerIds: evaluation.reviewer_ids, answeredBy: evaluation.answered_by },
  );
}

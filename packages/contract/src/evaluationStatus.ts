import type { EvaluationStatus } from "./entities/journey";

// An evaluation asks several reviewers; each answers once. Its status is what all of them said
// together, never only the first or the last answer. Without a quorum (not a gate): one REJECTED
// rejects it; it is APPROVED once every listed reviewer has approved; otherwise one HOLD holds it;
// otherwise it is still PENDING. A gate's quorum decides it instead: APPROVED once that many have
// approved, REJECTED once so many have rejected that the quorum can no longer be reached, PENDING
// otherwise (a HOLD counts as neither). The server stores this status and the timeline shows it;
// the company is approved by the decision of the evaluation decided last.

/**
 * The status of an evaluation of `reviewerCount` listed reviewers, from the answers given so far
 * in its round; `quorum` is a gate's (null or absent: not a gate).
 */
export function evaluationStatusOf(
  reviewerCount: number,
  answers: ReadonlyArray<{ status: EvaluationStatus }>,
  quorum?: number | null,
): EvaluationStatus {
  const count = (status: EvaluationStatus) => answers.filter((answer) => answer.status === status).length;
  if (quorum !== undefined && quorum !== null) {
    if (count("APPROVED") >= quorum) return "APPROVED";
    if (count("REJECTED") > reviewerCount - quorum) return "REJECTED";
    return "PENDING";
  }
  if (count("REJECTED") > 0) return "REJECTED";
  if (reviewerCount > 0 && count("APPROVED") >= reviewerCount) return "APPROVED";
  if (count("HOLD") > 0) return "HOLD";
  return "PENDING";
}

/** Whether a status is a decision (APPROVED or REJECTED) rather than a wait (PENDING, HOLD). */
export const isDecided = (status: EvaluationStatus): boolean =>
  status === "APPROVED" || status === "REJECTED";

/**
 * Whether the company is approved: the evaluation decided last (by when it came to its decision)
 * approved it. A later rejection withdraws an earlier approval; a later approval overrides an
 * earlier rejection; evaluations still PENDING or on HOLD do not count.
 */
export function companyApproved(
  evaluations: ReadonlyArray<{ status: EvaluationStatus; decided: string | null }>,
): boolean {
  let latest: { status: EvaluationStatus; decided: string } | null = null;
  for (const evaluation of evaluations) {
    if (!isDecided(evaluation.status) || evaluation.decided === null) continue;
    if (latest === null || evaluation.decided >= latest.decided)
      latest = { ...evaluation, decided: evaluation.decided };
  }
  return latest?.status === "APPROVED";
}

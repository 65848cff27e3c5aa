// The investment committee: a SUPER_ADMIN's reopening of a decided evaluation, the reviews waiting
// for the signed-in user (My Reviews) and the records a decided gate froze.
import type { EvaluationReopenInput, Id, ListParams } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

export type ReopenEvaluationSlice = PortSlice<"evaluations", "reopen">;

/**
 * Puts a decided evaluation back to PENDING for a new round, with the reason (SUPER_ADMIN). The
 * timeline, the companies lists, everyone's reviews and the decision records are read again.
 */
export function useReopenEvaluation() {
  return useAdapterMutation(
    "evaluations",
    (
      evaluations: ReopenEvaluationSlice["evaluations"],
      { id, input }: { id: Id; input: EvaluationReopenInput },
    ) => evaluations.reopen(id, input),
    ["journey", "companies", "evaluations", "decisions"],
  );
}

/** A page of the evaluations waiting for the signed-in user's answer, oldest first. */
export const myReviewsRead = (params: ListParams<never>) =>
  adapterRead(["evaluations", "mine", params], (evaluations, options) => evaluations.mine(params, options));
export type MyReviewsSlice = SliceOf<typeof myReviewsRead>;

/** How many reviews wait for the signed-in user: the count of a page of one. */
export function useMyReviewCount(enabled = true) {
  const query = useAdapterQuery(myReviewsRead({ page: 1, pageSize: 1 }), { enabled });
  return { ...query, count: query.data?.count ?? null };
}

const decisionRecordRead = (id: Id) =>
  adapterRead(["decisions", "get", id], (decisions, options) => decisions.get(id, options));
export type DecisionRecordSlice = SliceOf<typeof decisionRecordRead>;

/** A decision record, as frozen when its gate was decided. */
export function useDecisionRecord(id: Id) {
  return useAdapterQuery(decisionRecordRead(id));
}

export type DecisionPdfSlice = PortSlice<"decisions", "pdf">;

/** A decision record as a PDF made on the server. */
export function useDecisionPdf() {
  return useAdapterMutation(
    "decisions",
    (decisions: DecisionPdfSlice["decisions"], id: Id) => decisions.pdf(id),
    [],
  );
}

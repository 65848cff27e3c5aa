import {
  APPROVAL_DECISIONS,
  approvalInitialValues,
  approvalSchema,
  TEXT_LIMITS,
  type ApprovalValues,
  type Evaluation,
  type FormDraft,
  type Id,
} from "@pipeline/contract";
import { useReviewEvaluation, type ReviewEvaluationSlice } from "../../../data/hooks/journeyActions";
import { FormRadioGroup, FormTextArea } from "../../../primitives/Form";
import { FormDialog } from "../../../blocks/form-layout";

/** What SubmitApproval writes through the adapter. */
export type SubmitApprovalAdapter = ReviewEvaluationSlice;

export type SubmitApprovalProps = {
  /** The company the evaluation belongs to. */
  companyId: Id;
  /** The evaluation to decide; show the dialog only when `canReview` allows it. */
  evaluation: Evaluation;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Cancel, Escape, the close button or a save. */
  onClose: () => void;
  /** Called with the saved evaluation, before the dialog closes. Default: none. */
  onSaved?: (evaluation: Evaluation) => void;
};

type ApprovalDraft = FormDraft<ApprovalValues>;

const DECISION_LABELS: Record<(typeof APPROVAL_DECISIONS)[number], string> = {
  APPROVED: "Approved",
  REJECTED: "Rejected",
  HOLD: "Hold",
};

const DECISIONS = APPROVAL_DECISIONS.map((value) => ({ value, label: DECISION_LABELS[value] }));

/**
 * A reviewer's decision on an evaluation: a comment and Approved, Rejected or Hold. A save shows
 * the server's message and closes; a refused one shows the error and the server's field messages.
 */
export function SubmitApproval({ companyId, evaluation, open, onClose, onSaved }: SubmitApprovalProps) {
  const review = useReviewEvaluation();

  return (
    <FormDialog
      title="Submit Approval"
      open={open}
      onClose={onClose}
      initialValues={approvalInitialValues}
      validationSchema={approvalSchema}
      send={(values: ApprovalDraft) => {
        const { comment, status } = approvalSchema.cast(values) as ApprovalValues;
        return review.mutateAsync({
          id: evaluation.id,
          input: { company_id: companyId, journey_item_id: evaluation.journey_item, comment, status },
        });
      }}
      onSaved={(saved) => onSaved?.(saved.data)}
      submitLabel="Submit"
    >
      <FormTextArea name="comment" label="Comment" required rows={4} maxLength={TEXT_LIMITS.comment} />
      <FormRadioGroup name="status" label="Status" required orientation="horizontal" options={DECISIONS} />
    </FormDialog>
  );
}

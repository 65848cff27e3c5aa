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
import type { FormikHelpers } from "formik";
import { useReviewEvaluation, type ReviewEvaluationSlice } from "../../../data/hooks/journeyActions";
import { Dialog } from "../../../primitives/Dialog";
import { Form, FormRadioGroup, FormTextArea } from "../../../primitives/Form";
import { useFormSave } from "../../../blocks/form-layout";
import { DialogActions } from "./DialogActions";

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
  const { save } = useFormSave<ApprovalDraft>();

  async function handleSubmit(values: ApprovalDraft, helpers: FormikHelpers<ApprovalDraft>) {
    const { comment, status } = approvalSchema.cast(values) as ApprovalValues;
    const saved = await save(helpers, () =>
      review.mutateAsync({
        id: evaluation.id,
        input: { company_id: companyId, journey_item_id: evaluation.journey_item, comment, status },
      }),
    );
    if (!saved) return;
    onSaved?.(saved.data);
    onClose();
  }

  return (
    <Dialog
      title="Submit Approval"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      <Form<ApprovalDraft>
        aria-label="Submit Approval"
        initialValues={approvalInitialValues}
        validationSchema={approvalSchema}
        onSubmit={handleSubmit}
      >
        <FormTextArea name="comment" label="Comment" required rows={4} maxLength={TEXT_LIMITS.comment} />
        <FormRadioGroup name="status" label="Status" required orientation="horizontal" options={DECISIONS} />
        <DialogActions onCancel={onClose} submitLabel="Submit" />
      </Form>
    </Dialog>
  );
}

import {
  commentInitialValues,
  commentSchema,
  TEXT_LIMITS,
  type Comment,
  type CommentValues,
  type Id,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useSaveComment, type SaveCommentSlice } from "../../../data/hooks/journeyActions";
import { Dialog } from "../../../primitives/Dialog";
import { Form, FormTextArea } from "../../../primitives/Form";
import { useFormSave } from "../../../blocks/form-layout";
import { DialogActions } from "./DialogActions";

/** What SubmitComment writes through the adapter. */
export type SubmitCommentAdapter = SaveCommentSlice;

export type SubmitCommentProps = {
  /** The company commented on. */
  companyId: Id;
  /** The user's own comment to change; without one the dialog adds a comment. Default: null. */
  comment?: Pick<Comment, "id" | "comment_text"> | null;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Cancel, Escape, the close button or a save. */
  onClose: () => void;
  /** Called with the saved comment, before the dialog closes. Default: none. */
  onSaved?: (comment: Comment) => void;
};

/**
 * Adds a comment on a company, or changes the author's own. A save shows the server's message and
 * closes; a refused one shows the error and the server's message on the field.
 */
export function SubmitComment({ companyId, comment = null, open, onClose, onSaved }: SubmitCommentProps) {
  const saveComment = useSaveComment();
  const { save } = useFormSave<CommentValues>();
  const title = comment ? "Edit Comment" : "Submit Comment";

  async function handleSubmit(values: CommentValues, helpers: FormikHelpers<CommentValues>) {
    const { comment_text } = commentSchema.cast(values);
    const saved = await save(helpers, () =>
      saveComment.mutateAsync({ id: comment?.id ?? null, input: { company_id: companyId, comment_text } }),
    );
    if (!saved) return;
    onSaved?.(saved.data);
    onClose();
  }

  return (
    <Dialog
      title={title}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      <Form<CommentValues>
        aria-label={title}
        initialValues={comment ? { comment_text: comment.comment_text } : commentInitialValues}
        validationSchema={commentSchema}
        onSubmit={handleSubmit}
      >
        <FormTextArea name="comment_text" label="Comment" required rows={4} maxLength={TEXT_LIMITS.comment} />
        <DialogActions onCancel={onClose} submitLabel="Submit" />
      </Form>
    </Dialog>
  );
}

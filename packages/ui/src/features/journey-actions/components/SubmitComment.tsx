import {
  commentInitialValues,
  commentSchema,
  TEXT_LIMITS,
  type Comment,
  type CommentValues,
  type Id,
} from "@pipeline/contract";
import { useSaveComment, type SaveCommentSlice } from "../../../data/hooks/journeyActions";
import { FormTextArea } from "../../../primitives/Form";
import { FormDialog } from "../../../blocks/form-layout";

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
  const title = comment ? "Edit Comment" : "Submit Comment";

  return (
    <FormDialog
      title={title}
      open={open}
      onClose={onClose}
      initialValues={comment ? { comment_text: comment.comment_text } : commentInitialValues}
      validationSchema={commentSchema}
      send={(values: CommentValues) => {
        const { comment_text } = commentSchema.cast(values);
        return saveComment.mutateAsync({
          id: comment?.id ?? null,
          input: { company_id: companyId, comment_text },
        });
      }}
      onSaved={(saved) => onSaved?.(saved.data)}
      submitLabel="Submit"
    >
      <FormTextArea name="comment_text" label="Comment" required rows={4} maxLength={TEXT_LIMITS.comment} />
    </FormDialog>
  );
}

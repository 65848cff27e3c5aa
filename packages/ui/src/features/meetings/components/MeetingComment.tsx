import {
  commentInitialValues,
  type Id,
  type JourneyItem,
  meetingCommentSchema,
  TEXT_LIMITS,
  type CommentValues,
} from "@pipeline/contract";
import { type CommentMeetingSlice, useCommentMeeting } from "../../../data/hooks/meetings";
import { FormTextArea } from "../../../primitives/Form";
import { meetingIdOf } from "../utils/meetingRules";
import { FormDialog } from "../../../blocks/form-layout";

/** What MeetingComment writes through the adapter. */
export type MeetingCommentAdapter = CommentMeetingSlice;

export type MeetingCommentProps = {
  /** The company the meeting belongs to. */
  companyId: Id;
  /** The meeting's timeline item; show the dialog only when `canCommentOnMeeting` allows it. */
  item: JourneyItem;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Cancel, Escape, the close button or a save. */
  onClose: () => void;
  /** Called after the comment is saved, before the dialog closes. Default: none. */
  onSaved?: () => void;
};

/**
 * A moderator's comment on a meeting, which completes it. A save shows the server's message and
 * closes; a refused one shows the error and the server's message on the field.
 */
export function MeetingComment({ companyId, item, open, onClose, onSaved }: MeetingCommentProps) {
  const comment = useCommentMeeting();

  return (
    <FormDialog
      title="Meeting Comment"
      description={item.journey_item.task.label}
      open={open}
      onClose={onClose}
      initialValues={commentInitialValues}
      validationSchema={meetingCommentSchema}
      send={(values: CommentValues) => {
        const { comment_text } = meetingCommentSchema.cast(values);
        return comment.mutateAsync({
          id: meetingIdOf(item),
          input: {
            company_id: companyId,
            stage_id: item.journey_item.stage.id,
            task_id: item.journey_item.task.id,
            comment_text,
            status: "COMPLETED",
          },
        });
      }}
      onSaved={() => onSaved?.()}
      submitLabel="Submit"
    >
      <FormTextArea name="comment_text" label="Comment" required rows={5} maxLength={TEXT_LIMITS.comment} />
    </FormDialog>
  );
}

import type { JourneyComment } from "@pipeline/contract";
import { formatIstDateTime, personName } from "../../../format";
import { StyledByline, StyledNote, StyledNoteList, StyledNoteText } from "./notes";

export type CommentListProps = { comments: readonly JourneyComment[]; label: string };

/** An item's comments, oldest first, each with its author and when it was written (IST). */
export function CommentList({ comments, label }: CommentListProps) {
  if (comments.length === 0) return null;
  return (
    <StyledNoteList aria-label={label}>
      {comments.map((comment) => (
        <StyledNote key={comment.id}>
          <StyledByline>
            <strong>{personName(comment.created_by)}</strong>
            <time dateTime={comment.created}>{formatIstDateTime(comment.created)}</time>
          </StyledByline>
          <StyledNoteText>{comment.comment_text}</StyledNoteText>
        </StyledNote>
      ))}
    </StyledNoteList>
  );
}

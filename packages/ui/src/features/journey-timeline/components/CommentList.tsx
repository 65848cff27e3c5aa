import type { JourneyComment } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime } from "../../../format";
import { personName } from "../utils/timelineRows";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledComment = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledByline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export type CommentListProps = { comments: readonly JourneyComment[]; label: string };

/** An item's comments, oldest first, each with its author and when it was written (IST). */
export function CommentList({ comments, label }: CommentListProps) {
  if (comments.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {comments.map((comment) => (
        <StyledComment key={comment.id}>
          <StyledByline>
            <strong>{personName(comment.created_by)}</strong>
            <time dateTime={comment.created}>{formatIstDateTime(comment.created)}</time>
          </StyledByline>
          <StyledText>{comment.comment_text}</StyledText>
        </StyledComment>
      ))}
    </StyledList>
  );
}

import type { JourneyItem } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime } from "../../../format";
import type { JourneyItemBodyProps } from "../types";
import { personName } from "../utils/timelineRows";
import { CommentList } from "./CommentList";
import { ItemStatus } from "./ItemStatus";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledAnswer = styled.li`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledByline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/** The item's comments that are not a reviewer's answer (those show with the answer). */
function otherComments(item: JourneyItem) {
  const answers = item.evaluation?.answers ?? [];
  const left = [...answers];
  return item.comments.filter((comment) => {
    const index = left.findIndex(
      (answer) =>
        answer.comment === comment.comment_text &&
        personName(answer.reviewer) === personName(comment.created_by),
    );
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/**
 * Each reviewer with their answer: the decision in its colour, when (IST) and why; a reviewer who
 * has not answered yet reads Waiting. The item's status above is what all the answers make together.
 */
export function EvaluationBody({ item }: JourneyItemBodyProps) {
  const answers = item.evaluation?.answers ?? [];
  const answered = new Set(answers.map((answer) => answer.reviewer.pk));
  const waiting = item.reviewers.filter((reviewer) => !answered.has(reviewer.pk));
  const label = `Reviewers of ${item.journey_item.task.label}`;
  return (
    <StyledBody>
      <StyledList aria-label={label}>
        {answers.map((answer) => (
          <StyledAnswer key={answer.reviewer.pk}>
            <StyledByline>
              <strong>{personName(answer.reviewer)}</strong>
              <ItemStatus status={answer.status} />
              <time dateTime={answer.created}>{formatIstDateTime(answer.created)}</time>
            </StyledByline>
            <StyledText>{answer.comment}</StyledText>
          </StyledAnswer>
        ))}
        {waiting.map((reviewer) => (
          <StyledAnswer key={reviewer.pk}>
            <StyledByline>
              <strong>{personName(reviewer)}</strong>
              <span>Waiting for an answer</span>
            </StyledByline>
          </StyledAnswer>
        ))}
      </StyledList>
      <CommentList comments={otherComments(item)} label={`Comments on ${item.journey_item.task.label}`} />
    </StyledBody>
  );
}

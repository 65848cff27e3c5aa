import type { JourneyItem } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime, personName } from "../../../format";
import type { JourneyItemBodyProps } from "../types";
import { CommentList } from "./CommentList";
import { ItemStatus } from "./ItemStatus";
import { StyledByline, StyledNote, StyledNoteList, StyledNoteText } from "./notes";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
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
      <StyledNoteList aria-label={label}>
        {answers.map((answer) => (
          <StyledNote key={answer.reviewer.pk}>
            <StyledByline>
              <strong>{personName(answer.reviewer)}</strong>
              <ItemStatus status={answer.status} />
              <time dateTime={answer.created}>{formatIstDateTime(answer.created)}</time>
            </StyledByline>
            <StyledNoteText>{answer.comment}</StyledNoteText>
          </StyledNote>
        ))}
        {waiting.map((reviewer) => (
          <StyledNote key={reviewer.pk}>
            <StyledByline>
              <strong>{personName(reviewer)}</strong>
              <span>Waiting for an answer</span>
            </StyledByline>
          </StyledNote>
        ))}
      </StyledNoteList>
      <CommentList comments={otherComments(item)} label={`Comments on ${item.journey_item.task.label}`} />
    </StyledBody>
  );
}

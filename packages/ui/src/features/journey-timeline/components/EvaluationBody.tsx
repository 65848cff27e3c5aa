import type { Evaluation, JourneyItem } from "@pipeline/contract";
import styled from "styled-components";
import { formatIstDateTime, personName } from "../../../format";
import { Link } from "../../../navigation";
import { Badge } from "../../../primitives/Badge";
import type { JourneyItemBodyProps } from "../types";
import { statusLabel } from "../utils/timelineRows";
import { CommentList } from "./CommentList";
import { ItemStatus } from "./ItemStatus";
import { StyledByline, StyledNote, StyledNoteList, StyledNoteText } from "./notes";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled(StyledLine)`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledRecords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
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

/** "Committee: 2 approvals needed", for a gate's evaluation; null for any other. */
export function committeeText(evaluation: Pick<Evaluation, "quorum">): string | null {
  const quorum = evaluation.quorum;
  if (quorum === null || quorum === undefined) return null;
  return `Committee: ${quorum} ${quorum === 1 ? "approval" : "approvals"} needed`;
}

/** Why the answers are not shown, to whom: a reviewer still to answer, or anyone else. */
function hiddenText(evaluation: Evaluation, viewer: number | null | undefined): string {
  const reviewer =
    viewer !== null &&
    viewer !== undefined &&
    evaluation.reviewer_ids.includes(viewer) &&
    !evaluation.answered_by.includes(viewer);
  return reviewer
    ? "Answers stay hidden until you give yours."
    : "Answers stay hidden until the committee decides.";
}

/** The round a record or reopening belongs to, named only when there has been more than one. */
function roundText(round: number, rounds: number): string {
  return rounds > 1 ? ` (round ${round})` : "";
}

/**
 * Each reviewer with their answer: the decision in its colour, when (IST) and why; a reviewer who
 * has not answered yet reads Waiting. The item's status above is what all the answers make together.
 * A gate says how many approvals decide it and whether it is blind; while a blind evaluation keeps
 * the answers from the viewer it shows only how many have answered. A decided gate says when, links
 * each decision record its rounds froze, and lists its reopenings.
 */
export function EvaluationBody({ item, viewer, decisionRecordPath }: JourneyItemBodyProps) {
  const evaluation = item.evaluation;
  const answers = evaluation?.answers ?? [];
  const answered = new Set(answers.map((answer) => answer.reviewer.pk));
  const waiting = item.reviewers.filter((reviewer) => !answered.has(reviewer.pk));
  const label = `Reviewers of ${item.journey_item.task.label}`;
  const committee = evaluation ? committeeText(evaluation) : null;
  const hidden = evaluation?.answers_hidden === true;
  const records = evaluation?.decision_records ?? [];
  const reopenings = evaluation?.reopenings ?? [];
  const rounds = Math.max(evaluation?.round ?? 1, records.length);
  const decided =
    evaluation?.decided && (evaluation.status === "APPROVED" || evaluation.status === "REJECTED")
      ? evaluation.decided
      : null;
  return (
    <StyledBody>
      {committee ? (
        <StyledLine>
          <strong>{committee}</strong>
          {evaluation?.blind ? <Badge tone="info">Blind</Badge> : null}
        </StyledLine>
      ) : null}
      {decided && evaluation ? (
        <StyledMuted>
          {`Decided ${statusLabel(evaluation.status).toLowerCase()} ·`}
          <time dateTime={decided}>{formatIstDateTime(decided)}</time>
        </StyledMuted>
      ) : null}
      {hidden && evaluation ? (
        <>
          <StyledLine>
            <strong>{`${evaluation.answered_count ?? 0} of ${item.reviewers.length} answered`}</strong>
          </StyledLine>
          <StyledMuted>{hiddenText(evaluation, viewer)}</StyledMuted>
          <StyledMuted>{`Reviewers: ${item.reviewers.map((reviewer) => personName(reviewer)).join(", ")}`}</StyledMuted>
        </>
      ) : (
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
      )}
      {records.length > 0 ? (
        <StyledRecords aria-label={`Decision records of ${item.journey_item.task.label}`}>
          {records.map((record) => {
            const text = `Decision record${roundText(record.round, rounds)}`;
            return (
              <li key={record.id}>
                {decisionRecordPath ? <Link to={decisionRecordPath(record.id)}>{text}</Link> : text}
              </li>
            );
          })}
        </StyledRecords>
      ) : null}
      {reopenings.length > 0 ? (
        <StyledNoteList aria-label={`Reopenings of ${item.journey_item.task.label}`}>
          {reopenings.map((reopening) => (
            <StyledNote key={`${reopening.round}-${reopening.created}`}>
              <StyledByline>
                <strong>{`Reopened${roundText(reopening.round, rounds)}`}</strong>
                {reopening.reopened_by ? <span>{`by ${personName(reopening.reopened_by)}`}</span> : null}
                <time dateTime={reopening.created}>{formatIstDateTime(reopening.created)}</time>
              </StyledByline>
              <StyledNoteText>{reopening.reason}</StyledNoteText>
            </StyledNote>
          ))}
        </StyledNoteList>
      ) : null}
      <CommentList comments={otherComments(item)} label={`Comments on ${item.journey_item.task.label}`} />
    </StyledBody>
  );
}

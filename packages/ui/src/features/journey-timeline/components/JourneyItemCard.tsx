import type { JourneyItem } from "@pipeline/contract";
import { createElement, useId } from "react";
import styled, { css } from "styled-components";
import { formatIstDateTime, personName } from "../../../format";
import type { JourneyItemBodies, JourneyItemSlots } from "../types";
import { CommentList } from "./CommentList";
import { EvaluationBody } from "./EvaluationBody";
import { bodyFor } from "./itemBodies";
import { ItemStatus } from "./ItemStatus";
import { MeetingBody } from "./MeetingBody";

const StyledCard = styled.article<{ $focused: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  scroll-margin-top: ${({ theme }) => theme.space.lg};
  /* The item a link opened the page at stands out from the others. */
  ${({ theme, $focused }) =>
    $focused
      ? css`
          border-color: ${theme.color.primary};
          box-shadow: 0 0 0 ${theme.size.focusOffset} ${theme.color.primary};
        `
      : null}
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const StyledType = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledByline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`;

export type JourneyItemCardProps = JourneyItemSlots & {
  item: JourneyItem;
  bodies?: JourneyItemBodies;
};

/**
 * One task done on the company: its task and status, who added it and when (IST), what its type
 * holds, its comments, and the page's actions for it.
 */
export function JourneyItemCard({
  item,
  bodies,
  renderItemActions,
  onOpenItem,
  onOpenFile,
  viewer,
  decisionRecordPath,
  focusedItemId,
}: JourneyItemCardProps) {
  const titleId = useId();
  const { task } = item.journey_item;
  const author = personName(item.created_by);
  const editor = personName(item.modified_by);
  const edited = item.modified !== item.created && Boolean(item.modified);
  const actions = renderItemActions?.(item);
  const body = bodyFor(item, bodies);
  // A meeting's comments are its moderators' notes: the timeline's meeting body shows them as a
  // table; an evaluation's are its reviewers' answers, which its body shows with each decision.
  const commentsInBody = body === MeetingBody || body === EvaluationBody;
  const focused = focusedItemId === item.id;

  return (
    <StyledCard
      aria-labelledby={titleId}
      data-journey-item={item.id}
      aria-current={focused ? "true" : undefined}
      $focused={focused}
    >
      <StyledHeader>
        <StyledTitle id={titleId}>{task.label}</StyledTitle>
        <StyledType>{task.type}</StyledType>
        <ItemStatus status={item.evaluation?.status ?? item.meeting?.status ?? item.status} />
      </StyledHeader>
      <StyledByline>
        {author ? `Added by ${author} · ` : "Added "}
        <time dateTime={item.created}>{formatIstDateTime(item.created)}</time>
        {edited ? (
          <>
            {editor ? ` · Updated by ${editor} · ` : " · Updated "}
            <time dateTime={item.modified}>{formatIstDateTime(item.modified)}</time>
          </>
        ) : null}
      </StyledByline>
      {createElement(body, { item, onOpenItem, onOpenFile, viewer, decisionRecordPath })}
      {commentsInBody ? null : <CommentList comments={item.comments} label={`Comments on ${task.label}`} />}
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledCard>
  );
}

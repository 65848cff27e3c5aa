import {
  type CompanyListRow,
  DASHBOARD_LIMITS,
  type DashboardView,
  outreachEngagementText,
} from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { Link } from "../../../navigation";
import { StageAgeText, stageAgeOf } from "../../../blocks/stage-age";
import { Chip } from "../../../primitives/Chip";
import { Tooltip } from "../../../primitives/Tooltip";
import { focusRing } from "../../../theme/focusRing";
import { formatDay, lastStageTaskText } from "../../../format";
import { truncateText } from "../utils/truncateText";

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  /* The whole card is the link's target, so the card shows the link's keyboard focus. */
  &:has(a:focus-visible) {
    outline: ${({ theme }) => theme.size.focusOffset} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: ${({ theme }) => theme.size.focusOffset};
  }
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

// A click anywhere on the card lands on the link, which stays a real anchor (middle-click, copy link).
const StyledCardLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  &:focus-visible {
    outline: none;
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// Above the card's link, so the pointer reaches the text and its tooltip.
const StyledUpdate = styled.p`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
`;

const StyledChipRow = styled.div`
  display: flex;
`;

function LastUpdate({ text }: { text: string }) {
  const cut = truncateText(text, DASHBOARD_LIMITS.lastUpdateMaxChars);
  if (cut === text) return <StyledUpdate>{text}</StyledUpdate>;
  return (
    <Tooltip content={text}>
      <StyledUpdate tabIndex={0}>{cut}</StyledUpdate>
    </Tooltip>
  );
}

export type KanbanCardProps = {
  company: CompanyListRow;
  /** The board's view: a card names what the columns do not (the level, or the stage). */
  view: DashboardView;
  /** The company page, opened in a new tab. */
  href: string;
  /** The clock its days in stage are counted by. */
  now: Date;
};

/**
 * A company on the board: name, dates, stage or confidence level, days in its stage (marked once
 * past the stage's SLA), FTE, how far its initial outreach got (once one went out), last update
 * and country.
 */
export function KanbanCard({ company, view, href, now }: KanbanCardProps) {
  const stage = lastStageTaskText(company);
  const age = stageAgeOf(company, now);
  const outreach = outreachEngagementText(company.status);
  const nameId = useId();
  return (
    <StyledCard aria-labelledby={nameId}>
      <StyledName id={nameId}>
        <StyledCardLink to={href} newTab>
          {company.company_name}
        </StyledCardLink>
      </StyledName>
      <StyledFacts>
        <dt>Created</dt>
        <dd>{formatDay(company.created_date ?? company.created)}</dd>
        {view === "confidence_level" ? (
          <>
            <dt>Stage</dt>
            <dd>{stage || "—"}</dd>
          </>
        ) : (
          <>
            <dt>Confidence</dt>
            <dd>{company.confidence_level?.label ?? "—"}</dd>
          </>
        )}
        {age ? (
          <>
            <dt>In stage</dt>
            <dd>
              <StageAgeText age={age} />
            </dd>
          </>
        ) : null}
        <dt>FTE</dt>
        <dd>{company.fte ?? "—"}</dd>
        <dt>Modified</dt>
        <dd>{formatDay(company.modified)}</dd>
        {outreach ? (
          <>
            <dt>Outreach</dt>
            <dd>{outreach}</dd>
          </>
        ) : null}
      </StyledFacts>
      {company.last_update ? <LastUpdate text={company.last_update} /> : null}
      {company.country ? (
        <StyledChipRow>
          <Chip label={company.country.label} />
        </StyledChipRow>
      ) : null}
    </StyledCard>
  );
}

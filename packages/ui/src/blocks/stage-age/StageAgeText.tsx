import { Clock } from "lucide-react";
import styled from "styled-components";
import { Tooltip } from "../../primitives/Tooltip";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { focusRing } from "../../theme/focusRing";
import { dayCount, daysInStageText, overSlaText, type StageAge } from "./stageAge";

const StyledAge = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

// An icon and words, not colour alone; above a card's stretched link so it takes the pointer.
const StyledOverdue = styled.span`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${focusRing}

  svg {
    flex: none;
    width: ${({ theme }) => theme.font.size.sm};
    height: ${({ theme }) => theme.font.size.sm};
  }
`;

export type StageAgeTextProps = {
  /** The company's stage age (stageAgeOf). */
  age: StageAge;
};

/**
 * Days in the current stage ("12 days", "Today") and, past the stage's SLA, an "Over SLA" mark
 * with a clock icon whose tooltip, and screen-reader text, name the SLA: "Over SLA (30 days)".
 */
export function StageAgeText({ age }: StageAgeTextProps) {
  const { days, slaDays, overdue } = age;
  return (
    <StyledAge>
      <span>{daysInStageText(days)}</span>
      {overdue && slaDays !== null ? (
        <Tooltip content={overSlaText(slaDays)}>
          <StyledOverdue tabIndex={0}>
            <Clock aria-hidden="true" />
            Over SLA
            <VisuallyHidden> ({dayCount(slaDays)})</VisuallyHidden>
          </StyledOverdue>
        </Tooltip>
      ) : null}
    </StyledAge>
  );
}

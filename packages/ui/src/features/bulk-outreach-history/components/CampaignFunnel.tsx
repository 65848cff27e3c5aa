import type { CampaignStats } from "@pipeline/contract";
import styled from "styled-components";
import { formatNumber } from "../../../format";
import { funnelSteps, percentText } from "../utils/campaignText";

const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFigure = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledTrack = styled.div`
  grid-column: 1 / -1;
  height: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
`;

const StyledBar = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.primary};
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type CampaignFunnelProps = { stats: CampaignStats };

/**
 * Recipients, sent, delivered, unique opens and unique clicks as bars, each with its count and its
 * share of the recipients, so the step where most are lost stands out.
 */
export function CampaignFunnel({ stats }: CampaignFunnelProps) {
  const steps = funnelSteps(stats);
  const recipients = steps[0]?.value ?? 0;
  if (steps.length === 0)
    return <StyledNone>The server does not say how many recipients this campaign has.</StyledNone>;
  return (
    <StyledSteps>
      {steps.map((step) => {
        const percent = recipients > 0 ? Math.min(100, (step.value / recipients) * 100) : 0;
        return (
          <StyledStep key={step.label}>
            <span>{step.label}</span>
            <StyledFigure>
              <strong>{formatNumber(step.value)}</strong> · {percentText(step.value, recipients)}
            </StyledFigure>
            <StyledTrack aria-hidden="true">
              <StyledBar $percent={percent} />
            </StyledTrack>
          </StyledStep>
        );
      })}
    </StyledSteps>
  );
}

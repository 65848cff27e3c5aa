import type { CampaignStats } from "@pipeline/contract";
import styled from "styled-components";
import { formatNumber } from "../../../format";
import { ProgressBar } from "../../../primitives/ProgressBar";

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export type SendingProgressProps = { stats: CampaignStats };

/**
 * How many of a campaign's recipients have been sent to, as "194 / 200" over a bar, with those
 * still waiting; "—" when the server does not say.
 */
export function SendingProgress({ stats }: SendingProgressProps) {
  const progress = stats.progress;
  if (!progress) return <StyledMuted>—</StyledMuted>;
  return (
    <StyledProgress>
      <span>{`${formatNumber(progress.sent)} / ${formatNumber(progress.recipients)}`}</span>
      <ProgressBar
        label={`Sent to ${formatNumber(progress.sent)} of ${formatNumber(progress.recipients)} recipients`}
        hideLabel
        value={progress.sent}
        max={Math.max(progress.recipients, 1)}
        tone={progress.pending === 0 && progress.recipients > 0 ? "success" : "primary"}
      />
      {progress.pending > 0 ? <StyledMuted>{formatNumber(progress.pending)} waiting</StyledMuted> : null}
    </StyledProgress>
  );
}

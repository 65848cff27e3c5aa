import { BULK_OUTREACH_LIMITS } from "@pipeline/contract";
import { TriangleAlert } from "lucide-react";
import styled from "styled-components";
import {
  OUTREACH_LIMIT_TEXT,
  outreachLimitExceeded,
  sentThisMonth,
  useCampaignUsage,
} from "../../../data/hooks/campaigns";
import { formatNumber } from "../../../format";
import { Button } from "../../../primitives/Button";
import { ProgressBar } from "../../../primitives/ProgressBar";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";

const StyledUsage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const StyledMeters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.toolbarControl}, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
`;

const StyledMeter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledFigure = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledValue = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.color.warning : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledName = styled.span`
  margin-inline-end: auto;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledWarning = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

const StyledError = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type MeterProps = { name: string; value: number; limit: number; note?: string };

/** One figure against its limit: the number, "of 10,000", and a bar turning amber past the limit. */
function Meter({ name, value, limit, note }: MeterProps) {
  const over = value > limit;
  return (
    <StyledMeter>
      <StyledFigure>
        <StyledName>{name}</StyledName>
        <StyledValue $over={over}>{formatNumber(value)}</StyledValue>
        <span>of {formatNumber(limit)}</span>
      </StyledFigure>
      <ProgressBar label={name} hideLabel value={value} max={limit} tone={over ? "warning" : "primary"} />
      {note ? <StyledFigure>{note}</StyledFigure> : null}
    </StyledMeter>
  );
}

/**
 * The provider's usage this month (admin-portal section 2.6): contacts stored and messages sent,
 * each against its limit, and a warning once a limit is passed, when bulk outreach is disabled.
 */
export function UsageSummary() {
  const usage = useCampaignUsage();

  if (usage.isPending) {
    return (
      <StyledUsage aria-label="Usage this month">
        <Skeleton label="Loading usage">
          <StyledMeters>
            <SkeletonBlock height="3rem" />
            <SkeletonBlock height="3rem" />
          </StyledMeters>
        </Skeleton>
      </StyledUsage>
    );
  }

  if (usage.isError) {
    return (
      <StyledUsage aria-label="Usage this month">
        <StyledError>
          <span>Usage could not be read: {toastErrorText(usage.error)}</span>
          <Button size="sm" variant="ghost" loading={usage.isFetching} onClick={() => void usage.refetch()}>
            Retry
          </Button>
        </StyledError>
      </StyledUsage>
    );
  }

  const info = usage.data;
  return (
    <StyledUsage aria-label="Usage this month">
      <StyledMeters>
        <Meter name="Contacts stored" value={info.contacts_count} limit={BULK_OUTREACH_LIMITS.maxContacts} />
        <Meter
          name="Sent this month"
          value={sentThisMonth(info)}
          limit={BULK_OUTREACH_LIMITS.maxSentPerMonth}
          note={`ResumeX ${formatNumber(info.resumex_sent)} · GrowthX ${formatNumber(info.growthx_sent)}`}
        />
      </StyledMeters>
      {outreachLimitExceeded(info) ? (
        <StyledWarning>
          <TriangleAlert aria-hidden="true" />
          {OUTREACH_LIMIT_TEXT}: bulk outreach is disabled until usage is back under the limits.
        </StyledWarning>
      ) : null}
    </StyledUsage>
  );
}

// The campaign chart itself: recharts is loaded with this module only, when a chart page first
// shows (see CampaignActivityPage), so no other screen pays for it.
import type { CampaignActivity } from "@pipeline/contract";
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import styled, { useTheme } from "styled-components";
import { formatNumber } from "../../../format";
import { bucketText } from "../utils/campaignText";
import { ACTIVITY_CHART_HEIGHT } from "../utils/chartSize";

const SERIES = [
  { key: "sent", name: "Sent" },
  { key: "opens", name: "Opens" },
  { key: "clicks", name: "Clicks" },
] as const;

type SeriesKey = (typeof SERIES)[number]["key"];

type Point = { label: string } & Record<SeriesKey, number>;

const StyledTooltip = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.sm};
  margin-inline-end: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $color }) => $color};
`;

/** One bucket's figures, named by the bucket's start. */
function BucketTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || !payload?.length) return null;
  return (
    <StyledTooltip>
      <strong>{label}</strong>
      {payload.map((entry) => (
        <span key={String(entry.dataKey)}>
          <StyledSwatch $color={entry.color ?? "currentColor"} />
          {`${entry.name}: ${formatNumber(Number(entry.value))}`}
        </span>
      ))}
    </StyledTooltip>
  );
}

export type ActivityChartProps = {
  activity: CampaignActivity;
  /** Names the chart for assistive technology. */
  title: string;
};

/**
 * Sends, opens and clicks per bucket (an hour or a day) as overlaid areas, in IST. The chart takes
 * the keyboard: arrow keys move between buckets and show each one's figures.
 */
export function ActivityChart({ activity, title }: ActivityChartProps) {
  const theme = useTheme();
  const colors: Record<SeriesKey, string> = {
    sent: theme.color.primary,
    opens: theme.color.success,
    clicks: theme.color.caution,
  };
  const data: Point[] = activity.buckets.map((bucket) => ({
    label: bucketText(bucket.at, activity.bucket),
    sent: bucket.sent,
    opens: bucket.opens,
    clicks: bucket.clicks,
  }));
  const tick = { fill: theme.color.textMuted, fontSize: theme.font.size.xs };

  return (
    <AreaChart
      responsive
      data={data}
      title={title}
      style={{ width: "100%", height: ACTIVITY_CHART_HEIGHT }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke={theme.color.border} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={tick}
        tickLine={false}
        axisLine={{ stroke: theme.color.border }}
        minTickGap={24}
      />
      <YAxis
        allowDecimals={false}
        tick={tick}
        tickLine={false}
        axisLine={false}
        width={40}
        tickFormatter={(value: number) => formatNumber(value)}
      />
      <Tooltip content={BucketTooltip} cursor={{ stroke: theme.color.borderStrong }} />
      <Legend
        itemSorter={(item) => SERIES.findIndex((series) => series.key === item.dataKey)}
        iconType="circle"
        iconSize={8}
        wrapperStyle={{ color: theme.color.text, fontSize: theme.font.size.sm }}
      />
      {SERIES.map((series) => (
        <Area
          key={series.key}
          type="monotone"
          dataKey={series.key}
          name={series.name}
          stroke={colors[series.key]}
          fill={colors[series.key]}
          fillOpacity={0.12}
          strokeWidth={2}
          // The figures are read, not watched: the areas show at once, and screenshots are stable.
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}

import {
  IST_TIME_ZONE,
  type CampaignActivity,
  type CampaignStats,
  type CampaignStatus,
  type IsoDateTime,
} from "@pipeline/contract";
import { formatIstDateTime, personName } from "../../../format";

/** The statuses a campaign can be in (admin-portal section 4), in the order the filter offers them. */
export const CAMPAIGN_STATUSES = [
  "triggered",
  "scheduled",
  "draft",
] as const satisfies readonly CampaignStatus[];

/** "8 Jan 2024, 10:00 am IST"; `none` when there is no time. */
export function istText(value: IsoDateTime | null | undefined, none = "—"): string {
  const text = formatIstDateTime(value);
  return text ? `${text} IST` : none;
}

/** The person who made the campaign, or "—" when the record names nobody. */
export function creatorText(stats: CampaignStats): string {
  const person = stats.campaign.created_by;
  return person ? personName(person) : "—";
}

/** "Triggered", "Scheduled", "Draft". */
export function campaignStatusText(status: CampaignStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** `part` as a whole percentage of `whole` ("61%"); "—" when the whole is nothing. */
export function percentText(part: number, whole: number): string {
  if (whole <= 0) return "—";
  return `${Math.round((part / whole) * 100)}%`;
}

/** A campaign's figures, as the tiles, the funnel and the table all read them. */
export type CampaignFigures = {
  /** Null when the server does not say where each recipient stands. */
  recipients: number | null;
  sent: number | null;
  delivered: number;
  uniqueOpens: number;
  uniqueClicks: number;
  bounces: number | null;
  unsubscribes: number | null;
};

export function campaignFigures(stats: CampaignStats): CampaignFigures {
  const progress = stats.progress;
  return {
    recipients: progress?.recipients ?? null,
    sent: progress?.sent ?? null,
    delivered: stats.delivered,
    uniqueOpens: stats.unique_opens,
    uniqueClicks: stats.unique_clicks,
    bounces: progress?.bounces ?? null,
    unsubscribes: progress?.unsubscribes ?? null,
  };
}

export type FunnelStep = { label: string; value: number };

/** Recipients, sent, delivered, unique opens, unique clicks; none without the recipients. */
export function funnelSteps(stats: CampaignStats): FunnelStep[] {
  const figures = campaignFigures(stats);
  if (figures.recipients === null || figures.sent === null) return [];
  return [
    { label: "Recipients", value: figures.recipients },
    { label: "Sent", value: figures.sent },
    { label: "Delivered", value: figures.delivered },
    { label: "Unique opens", value: figures.uniqueOpens },
    { label: "Unique clicks", value: figures.uniqueClicks },
  ];
}

const IST_HOUR = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});
const IST_DAY = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, day: "numeric", month: "short" });

/** A bucket's start as the chart's axis and tooltip name it: "12 Mar, 2:30 pm" or "5 Feb", in IST. */
export function bucketText(at: IsoDateTime, bucket: CampaignActivity["bucket"]): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return "";
  return (bucket === "hour" ? IST_HOUR : IST_DAY).format(time);
}

/** Why a campaign has nothing on its chart yet. */
export function noActivityText(stats: CampaignStats): string {
  const { status, send_date } = stats.campaign;
  switch (status) {
    case "draft":
      return "This campaign is a draft: nothing has been sent.";
    case "scheduled":
      return send_date
        ? `The campaign goes out on ${istText(send_date)}; its sends, opens and clicks show here from then.`
        : "The campaign is scheduled; its sends, opens and clicks show here once it goes out.";
    case "triggered":
      return "Nothing has been recorded yet. Refresh statistics to read the latest figures from the provider.";
    default:
      return status satisfies never;
  }
}

import type { CampaignActivity, CampaignStats, CampaignsPort, Id } from "@pipeline/contract";
import { idFilter, listItems, type ListSpec } from "../list";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";
import type { SeedCampaignStats } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { personRef } from "../views/userViews";
import { campaignAudience, createCampaign } from "./campaignCreate";

const STATS_LIST: ListSpec<SeedCampaignStats, "status" | "created_by"> = {
  sort: {
    id: (stats) => stats.id,
    name: (stats) => stats.campaign.name,
    send_date: (stats) => stats.campaign.send_date,
    status: (stats) => stats.campaign.status,
    delivered: (stats) => stats.delivered,
    opens: (stats) => stats.opens,
    unique_opens: (stats) => stats.unique_opens,
    clicks: (stats) => stats.clicks,
    unique_clicks: (stats) => stats.unique_clicks,
    invalid_emails: (stats) => stats.invalid_emails,
    stats_updated: (stats) => stats.stats_updated ?? null,
  },
  defaultSort: { field: "id", direction: "desc" },
  filters: {
    status: (stats, values) => values.includes(stats.campaign.status),
    created_by: idFilter((stats) => stats.campaign.created_by),
  },
  search: (stats) => [stats.campaign.name, stats.campaign.subject, stats.campaign.sender],
  // Campaigns are dated by when they are sent.
  dates: { created: (stats) => stats.campaign.send_date, modified: (stats) => stats.campaign.send_date },
  id: (stats) => stats.id,
};

function toCampaignStats(
  state: MemoryState,
  { activity: _activity, ...stats }: SeedCampaignStats,
): CampaignStats {
  return {
    ...stats,
    campaign: { ...stats.campaign, created_by: personRef(state, stats.campaign.created_by) },
  };
}

function findStats(state: MemoryState, id: Id): SeedCampaignStats {
  const stats = state.campaignStats.find((candidate) => candidate.id === id);
  if (!stats) throw notFound();
  return stats;
}

export function createCampaignsPort({ state, call, now }: MemoryRuntime): CampaignsPort {
  return {
    create: (input, options) => call(options, (user) => createCampaign(state, input, user, now())),
    audience: (input, options) => call(options, () => campaignAudience(state, input)),
    // A campaign that has not sent yet has no buckets.
    activity: (id, options) =>
      call(options, (): CampaignActivity => {
        const stats = findStats(state, id);
        return {
          stats: toCampaignStats(state, stats),
          buckets: stats.activity?.buckets ?? [],
          bucket: stats.activity?.bucket ?? "hour",
        };
      }),
    usage: (options) => call(options, () => state.usage),
    stats: (params, options) =>
      call(options, () => {
        const page = listItems(state.campaignStats, params, STATS_LIST);
        return { rows: page.rows.map((stats) => toCampaignStats(state, stats)), count: page.count };
      }),
    // The figures here do not move, so a refresh finds nothing new; it is dated all the same.
    refreshStats: (id, options) =>
      call(options, () => {
        findStats(state, id).stats_updated = now();
        return { message: ADAPTER_MESSAGES.statsRefreshed };
      }),
  };
}

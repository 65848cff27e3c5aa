// Bulk outreach campaigns: the history's pages of statistics, one campaign's activity over time,
// the provider's usage this month (which may disable outreach), and the refresh of a campaign's
// figures from the provider.
import type { Id, ListParams } from "@pipeline/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requireMethod, useDataAdapter } from "../AdapterContext";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterQuery } from "../useAdapterQuery";

/**
 * The root of every campaign read's cache key: invalidating it (after a campaign is created, say)
 * refreshes the history, the activity pages and the usage at once.
 */
export const CAMPAIGNS_KEY_ROOT = ["campaigns"] as const;

/** The list filters of the campaign history: `status` and `created_by`. */
export type CampaignStatsFilter = "status" | "created_by";

/** A page of the campaign history (Campaign Details). */
export const campaignStatsListRead = (params: ListParams<CampaignStatsFilter>) =>
  adapterRead(["campaigns", "stats", params], (campaigns, options) => campaigns.stats(params, options));
export type CampaignStatsListSlice = SliceOf<typeof campaignStatsListRead>;

/** A page of the campaign history, the previous page kept on screen while the next one loads. */
export function useCampaignStats(params: ListParams<CampaignStatsFilter>) {
  return useAdapterQuery(campaignStatsListRead(params), { keepPrevious: true });
}

const campaignActivityRead = (id: Id) =>
  adapterRead(["campaigns", "activity", id], (campaigns, options) => campaigns.activity(id, options));
export type CampaignActivitySlice = SliceOf<typeof campaignActivityRead>;

/** One campaign's figures with its sends, opens and clicks over time. */
export function useCampaignActivity(id: Id) {
  return useAdapterQuery(campaignActivityRead(id));
}

const campaignUsageRead = () =>
  adapterRead(["campaigns", "usage"], (campaigns, options) => campaigns.usage(options));
export type CampaignUsageSlice = SliceOf<typeof campaignUsageRead>;

/** The provider's usage this month: contacts stored and messages sent. */
export function useCampaignUsage(enabled = true) {
  return useAdapterQuery(campaignUsageRead(), { enabled });
}

// The provider's limits are one rule of the contract's, which the server enforces too.
export { OUTREACH_LIMIT_TEXT, outreachLimitExceeded, sentThisMonth } from "@pipeline/contract";

export type RefreshCampaignStatsSlice = PortSlice<"campaigns", "refreshStats">;

/**
 * Reads a campaign's figures from the provider again (`update-stats`); the history's pages and
 * that campaign's activity are read again after, so they show the new figures.
 */
export function useRefreshCampaignStats() {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => requireMethod(adapter, "campaigns", "refreshStats").refreshStats(id),
    onSuccess: async (_answer, id) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY_ROOT, "stats"] }),
        client.invalidateQueries({ queryKey: [...CAMPAIGNS_KEY_ROOT, "activity", id] }),
      ]);
    },
  });
}

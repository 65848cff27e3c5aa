import { useMemo } from "react";
import { type DataTableFilter, useCreatedByFilter } from "../../../blocks/data-table";
import type { CampaignStatsFilter } from "../../../data/hooks/campaigns";
import { CAMPAIGN_STATUSES, campaignStatusText } from "../utils/campaignText";

/** The Status filter (triggered, scheduled, draft) and the Created By filter (the users, by name). */
export function useCampaignFilters(): DataTableFilter<CampaignStatsFilter>[] {
  const createdBy = useCreatedByFilter();
  return useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: CAMPAIGN_STATUSES.map((status) => ({ value: status, label: campaignStatusText(status) })),
      },
      createdBy,
    ],
    [createdBy],
  );
}

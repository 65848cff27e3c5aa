import { useMemo } from "react";
import { personName } from "../../../format";
import type { DataTableFilter } from "../../../blocks/data-table";
import { useUsersShort } from "../../../data";
import type { CampaignStatsFilter } from "../../../data/hooks/campaigns";
import { CAMPAIGN_STATUSES, campaignStatusText } from "../utils/campaignText";

/** The Status filter (triggered, scheduled, draft) and the Created By filter (the users, by name). */
export function useCampaignFilters(): DataTableFilter<CampaignStatsFilter>[] {
  const users = useUsersShort().data;
  return useMemo(
    () => [
      {
        id: "status",
        label: "Status",
        options: CAMPAIGN_STATUSES.map((status) => ({ value: status, label: campaignStatusText(status) })),
      },
      {
        id: "created_by",
        label: "Created By",
        options: (users ?? []).map((user) => ({
          value: String(user.pk),
          label: personName(user),
        })),
      },
    ],
    [users],
  );
}

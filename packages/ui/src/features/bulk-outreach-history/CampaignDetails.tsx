import type { CampaignStats, Id } from "@pipeline/contract";
import { useMemo } from "react";
import { DataTable, useListAddress } from "../../blocks/data-table";
import type { UsersShortSlice } from "../../data";
import {
  campaignStatsListRead,
  type CampaignStatsFilter,
  type CampaignStatsListSlice,
  type CampaignUsageSlice,
  type RefreshCampaignStatsSlice,
} from "../../data/hooks/campaigns";
import { Link, useNavigate } from "../../navigation";
import { campaignColumns } from "./columns";
import { UsageSummary } from "./components/UsageSummary";
import { useCampaignFilters } from "./hooks/useCampaignFilters";
import { useRefreshStatsAction } from "./hooks/useRefreshStatsAction";
import { campaignActivityPath } from "./utils/campaignPaths";
import { PageHeading, PageHint, PageStack } from "../../blocks/page-layout";

/**
 * What CampaignDetails reads and writes of the adapter: the history's pages, the usage, the
 * refresh of a campaign's figures, and the users of the Created By filter.
 */
export type CampaignDetailsSlice = CampaignStatsListSlice &
  CampaignUsageSlice &
  RefreshCampaignStatsSlice &
  UsersShortSlice;

export type CampaignDetailsProps = {
  /** Where a campaign's chart page lives. Default: `/bulk-outreach/{id}`. */
  activityHref?: (id: Id) => string;
  /** Where the companies list lives, named by the empty history's hint. Default: "/companies". */
  companiesPath?: string;
};

/** The filters this list keeps in the address. */
const FILTER_IDS = ["status", "created_by"] as const;

/**
 * Campaign Details, the Bulk Outreach History (admin-portal section 2.6): the provider's usage
 * against its limits, then every campaign's statistics as a server-paged table filtered by status,
 * creator and send date. Each campaign's figures can be read again from the provider, and a row
 * opens the campaign's chart page.
 */
export function CampaignDetails({
  activityHref = campaignActivityPath,
  companiesPath = "/companies",
}: CampaignDetailsProps) {
  // Search, sort, filters and paging live in the address: kept on reload, shared by a link, and Back.
  const list = useListAddress<CampaignStatsFilter>({ filterIds: FILTER_IDS });
  const navigate = useNavigate();
  const filters = useCampaignFilters();
  const { refresh, pendingId } = useRefreshStatsAction();
  const columns = useMemo(
    () => campaignColumns({ activityHref, onRefresh: (id) => void refresh(id), refreshingId: pendingId }),
    [activityHref, refresh, pendingId],
  );

  return (
    <PageStack>
      <PageHeading>Campaign Details</PageHeading>
      <UsageSummary />
      {/* Rows open on a click anywhere; the campaign's name is the same link for the keyboard. */}
      <DataTable<CampaignStats, CampaignStatsFilter>
        key={list.key}
        initialQuery={list.initialQuery}
        onQueryChange={list.onQueryChange}
        label="Campaigns"
        columns={columns}
        read={campaignStatsListRead}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.campaign.name}
        filters={filters}
        dateFilter
        search={false}
        onRowOpen={(row) => navigate(activityHref(row.id))}
        empty={{
          title: "No campaigns yet",
          action: (
            <PageHint>
              Select companies on the <Link to={companiesPath}>Companies</Link> page and use Bulk Initial
              Outreach to send a campaign.
            </PageHint>
          ),
        }}
      />
    </PageStack>
  );
}

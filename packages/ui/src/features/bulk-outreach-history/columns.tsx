import type { CampaignStats, Id } from "@pipeline/contract";
import styled from "styled-components";
import { CellLines, type DataTableColumn } from "../../blocks/data-table";
import { formatNumber } from "../../format";
import { Link } from "../../navigation";
import { StatusPill, campaignTone } from "../../primitives/StatusPill";
import { CampaignActions } from "./components/CampaignActions";
import { IstDateTime } from "./components/IstDateTime";
import { SendingProgress } from "./components/SendingProgress";
import { campaignStatusText, creatorText } from "./utils/campaignText";

/** The name and subject, with the row's actions at the end of the cell, where they never scroll away. */
const StyledCampaign = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledName = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

/** The subject under the name, cut to one line; the chart page shows all of it. */
const StyledSubject = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Who made the campaign, under its date: the pair a reader scans together. */
const StyledByline = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A count column: right-aligned, sortable by the server's field of the same name. */
function count(
  id: "delivered" | "invalid_emails" | "opens" | "unique_opens" | "clicks" | "unique_clicks",
  header: string,
  options: { defaultHidden?: boolean } = {},
): DataTableColumn<CampaignStats> {
  return {
    id,
    header,
    cell: (row) => formatNumber(row[id]),
    sortField: id,
    align: "end",
    ...options,
  };
}

export type CampaignColumnsOptions = {
  /** Where a campaign's chart page lives. */
  activityHref: (id: Id) => string;
  /** Refreshes a campaign's figures. */
  onRefresh: (id: Id) => void;
  /** The campaign being refreshed, if any. */
  refreshingId: Id | undefined;
};

/**
 * The columns of Campaign Details: every field of a campaign's statistics (admin-portal section 3),
 * how far its sending has got and when its figures were last read; the creator shows under the
 * send date. The name and View chart lead
 * to the campaign's chart page. The sender, the invalid e-mails and the totals of opens and clicks
 * start hidden (the Columns menu shows them), so the rest fits beside the sidebar on a laptop.
 */
export function campaignColumns({
  activityHref,
  onRefresh,
  refreshingId,
}: CampaignColumnsOptions): DataTableColumn<CampaignStats>[] {
  return [
    {
      id: "name",
      header: "Campaign",
      cell: (row) => (
        <StyledCampaign>
          <StyledIdentity>
            <StyledName to={activityHref(row.id)}>{row.campaign.name}</StyledName>
            <StyledSubject title={row.campaign.subject}>{row.campaign.subject}</StyledSubject>
          </StyledIdentity>
          <CampaignActions
            stats={row}
            activityHref={activityHref(row.id)}
            onRefresh={() => onRefresh(row.id)}
            refreshing={refreshingId === row.id}
          />
        </StyledCampaign>
      ),
      sortField: "name",
      hideable: false,
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => (
        <StatusPill tone={campaignTone(row.campaign.status)}>
          {campaignStatusText(row.campaign.status)}
        </StatusPill>
      ),
      sortField: "status",
    },
    {
      id: "sender",
      header: "Sender",
      cell: (row) => row.campaign.sender,
      defaultHidden: true,
    },
    {
      id: "send_date",
      header: "Send Date",
      cell: (row) => (
        <CellLines>
          {row.campaign.send_date ? (
            <IstDateTime value={row.campaign.send_date} />
          ) : (
            <StyledMuted>Not set</StyledMuted>
          )}
          {row.campaign.created_by ? <StyledByline>by {creatorText(row)}</StyledByline> : null}
        </CellLines>
      ),
      sortField: "send_date",
    },
    {
      id: "progress",
      header: "Sent",
      cell: (row) => <SendingProgress stats={row} />,
    },
    count("delivered", "Delivered"),
    count("invalid_emails", "Invalid E-mails", { defaultHidden: true }),
    count("opens", "Opens", { defaultHidden: true }),
    count("unique_opens", "Unique Opens"),
    count("clicks", "Clicks", { defaultHidden: true }),
    count("unique_clicks", "Unique Clicks"),
    {
      id: "stats_updated",
      header: "Stats Updated",
      cell: (row) => <IstDateTime value={row.stats_updated} none="Never" />,
      sortField: "stats_updated",
    },
  ];
}

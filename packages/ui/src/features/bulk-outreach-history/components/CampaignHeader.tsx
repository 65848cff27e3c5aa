import type { CampaignStats } from "@pipeline/contract";
import { RefreshCw } from "lucide-react";
import styled from "styled-components";
import { Fact, RecordFacts } from "../../../blocks/record-details";
import { Button } from "../../../primitives/Button";
import { StatusPill, campaignTone } from "../../../primitives/StatusPill";
import { campaignStatusText, creatorText } from "../utils/campaignText";
import { IstDateTime } from "./IstDateTime";
import { PageHeading, PageTopRow } from "../../../blocks/page-layout";

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The facts in one line of up to five columns, wrapping on a narrow page. */
const StyledFacts = styled(RecordFacts)`
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

export type CampaignHeaderProps = {
  stats: CampaignStats;
  onRefresh: () => void;
  /** Its figures are being read again. */
  refreshing: boolean;
};

/** The campaign's name and status, Refresh statistics, and its subject, sender, dates and creator. */
export function CampaignHeader({ stats, onRefresh, refreshing }: CampaignHeaderProps) {
  const { campaign } = stats;
  return (
    <StyledHeader>
      <PageTopRow>
        <StyledTitle>
          <PageHeading>{campaign.name}</PageHeading>
          <StatusPill tone={campaignTone(campaign.status)}>{campaignStatusText(campaign.status)}</StatusPill>
        </StyledTitle>
        {campaign.status !== "draft" ? (
          <Button icon={<RefreshCw aria-hidden="true" />} loading={refreshing} onClick={onRefresh}>
            Refresh statistics
          </Button>
        ) : null}
      </PageTopRow>
      <StyledFacts>
        <Fact term="Subject">{campaign.subject}</Fact>
        <Fact term="Sender">{campaign.sender}</Fact>
        <Fact term="Send date">
          <IstDateTime value={campaign.send_date} none="Not set" />
        </Fact>
        <Fact term="Created by">{creatorText(stats)}</Fact>
        <Fact term="Stats updated">
          <IstDateTime value={stats.stats_updated} none="Never" />
        </Fact>
      </StyledFacts>
    </StyledHeader>
  );
}

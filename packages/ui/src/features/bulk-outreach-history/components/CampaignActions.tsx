import type { CampaignStats } from "@pipeline/contract";
import { ChartLine, RefreshCw } from "lucide-react";
import styled from "styled-components";
import { Link } from "../../../navigation";
import { buttonStyles, type ButtonStyleProps } from "../../../primitives/Button";
import { IconButton } from "../../../primitives/IconButton";
import { Tooltip } from "../../../primitives/Tooltip";

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A link that looks like the icon button beside it. */
const StyledIconLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  flex: none;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0;

  &:hover {
    text-decoration: none;
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export type CampaignActionsProps = {
  stats: CampaignStats;
  /** The campaign's chart page. */
  activityHref: string;
  onRefresh: () => void;
  /** Its figures are being read again. */
  refreshing: boolean;
};

/** A row's actions: Refresh statistics (not for a draft, which has none) and View chart. */
export function CampaignActions({ stats, activityHref, onRefresh, refreshing }: CampaignActionsProps) {
  const name = stats.campaign.name;
  return (
    <StyledActions>
      {stats.campaign.status !== "draft" ? (
        <Tooltip content="Refresh statistics">
          <IconButton
            size="sm"
            label={`Refresh statistics of ${name}`}
            icon={<RefreshCw aria-hidden="true" />}
            loading={refreshing}
            onClick={onRefresh}
          />
        </Tooltip>
      ) : null}
      <Tooltip content="View chart">
        <StyledIconLink to={activityHref} aria-label={`View chart of ${name}`} $variant="ghost" $size="sm">
          <ChartLine aria-hidden="true" />
        </StyledIconLink>
      </Tooltip>
    </StyledActions>
  );
}

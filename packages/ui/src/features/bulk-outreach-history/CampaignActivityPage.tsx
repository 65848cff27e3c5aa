import { isAdapterError, type CampaignActivity, type Id } from "@pipeline/contract";
import { ArrowLeft, ChartLine, SearchX } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import styled from "styled-components";
import {
  useCampaignActivity,
  type CampaignActivitySlice,
  type RefreshCampaignStatsSlice,
} from "../../data/hooks/campaigns";
import { Link } from "../../navigation";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { Skeleton, SkeletonBlock } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { CampaignFunnel } from "./components/CampaignFunnel";
import { CampaignHeader } from "./components/CampaignHeader";
import { FigureTiles } from "./components/FigureTiles";
import { useRefreshStatsAction } from "./hooks/useRefreshStatsAction";
import { CAMPAIGN_LIST_PATH } from "./utils/campaignPaths";
import { noActivityText } from "./utils/campaignText";
import { ACTIVITY_CHART_HEIGHT } from "./utils/chartSize";
import { BackLink } from "../../blocks/page-layout";

// The chart library is loaded only when a chart first shows.
const ActivityChart = lazy(() =>
  import("./components/ActivityChart").then((module) => ({ default: module.ActivityChart })),
);

/** What CampaignActivityPage reads and writes of the adapter: the campaign's activity and its refresh. */
export type CampaignActivityPageSlice = CampaignActivitySlice & RefreshCampaignStatsSlice;

export type CampaignActivityPageProps = {
  /** The campaign shown. */
  campaignId: Id;
  /** Campaign Details, where the back link leads. Default: "/bulk-outreach". */
  listHref?: string;
};

const StyledPage = styled.div`
  container: campaign-activity / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

// The chart beside the funnel where the page is wide enough for both, one above the other where not.
const StyledPanels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  @container campaign-activity (min-width: 56rem) {
    grid-template-columns: minmax(0, 2fr) minmax(17rem, 1fr);
  }
`;

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const StyledPanelHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledChartRoom = styled.div`
  min-height: ${ACTIVITY_CHART_HEIGHT}px;
`;

const StyledSkeletonTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

function Panel({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <StyledPanel aria-label={title}>
      <StyledPanelHeading>
        <h2>{title}</h2>
        <p>{note}</p>
      </StyledPanelHeading>
      {children}
    </StyledPanel>
  );
}

function ChartPlaceholder() {
  return <SkeletonBlock height={`${ACTIVITY_CHART_HEIGHT}px`} />;
}

/** Room for the header, the tiles and both panels while the campaign loads. */
function PageSkeleton() {
  return (
    <Skeleton label="Loading campaign">
      <SkeletonBlock width="18rem" height="2rem" />
      <SkeletonBlock height="3rem" />
      <StyledSkeletonTiles>
        {Array.from({ length: 7 }, (_, index) => (
          <SkeletonBlock key={index} height="5rem" />
        ))}
      </StyledSkeletonTiles>
      <StyledPanels>
        <ChartPlaceholder />
        <ChartPlaceholder />
      </StyledPanels>
    </Skeleton>
  );
}

function Activity({ activity }: { activity: CampaignActivity }) {
  const { refresh, pendingId } = useRefreshStatsAction();
  const { stats, buckets, bucket } = activity;
  const per = bucket === "hour" ? "hour" : "day";
  return (
    <>
      <CampaignHeader
        stats={stats}
        onRefresh={() => void refresh(stats.id)}
        refreshing={pendingId === stats.id}
      />
      <FigureTiles stats={stats} />
      <StyledPanels>
        <Panel title="Activity" note={`Sends, opens and clicks per ${per}, in IST`}>
          <StyledChartRoom>
            {buckets.length === 0 ? (
              <EmptyState icon={<ChartLine />} title="No activity yet" description={noActivityText(stats)} />
            ) : (
              <Suspense fallback={<ChartPlaceholder />}>
                <ActivityChart
                  activity={activity}
                  title={`Sends, opens and clicks of ${stats.campaign.name} per ${per}`}
                />
              </Suspense>
            )}
          </StyledChartRoom>
        </Panel>
        <Panel title="Funnel" note="Share of recipients">
          <CampaignFunnel stats={stats} />
        </Panel>
      </StyledPanels>
    </>
  );
}

/**
 * One campaign's chart page (/bulk-outreach/{id}): its name, status, sender and dates with Refresh
 * statistics; its figures as tiles; its sends, opens and clicks over time; and its funnel from
 * recipients to unique clicks. While it loads it shows placeholders; a failed read offers Retry,
 * an unknown id says so.
 */
export function CampaignActivityPage({
  campaignId,
  listHref = CAMPAIGN_LIST_PATH,
}: CampaignActivityPageProps) {
  const activity = useCampaignActivity(campaignId);

  let body: ReactNode;
  if (activity.data) {
    body = <Activity activity={activity.data} />;
  } else if (!activity.isError) {
    body = <PageSkeleton />;
  } else if (isAdapterError(activity.error) && activity.error.status === 404) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title="Campaign not found"
        description="No campaign has this id. It may have been removed, or the link may be wrong."
        action={<Link to={listHref}>Back to Campaign Details</Link>}
      />
    );
  } else {
    body = (
      <ErrorState
        title="Could not load campaign"
        message={toastErrorText(activity.error)}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }

  return (
    <StyledPage>
      <nav aria-label="Breadcrumb">
        <BackLink to={listHref}>
          <ArrowLeft aria-hidden="true" />
          Campaign Details
        </BackLink>
      </nav>
      {body}
    </StyledPage>
  );
}

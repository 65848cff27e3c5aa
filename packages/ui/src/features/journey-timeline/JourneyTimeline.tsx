import type { CompanyDocument, Id, JourneyItem } from "@pipeline/contract";
import { useEffect, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from "react";
import { Milestone } from "lucide-react";
import styled, { useTheme } from "styled-components";
import { type CompanyActivitySlice, useCompanyActivity, useTimeline, type TimelineSlice } from "../../data";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { Skeleton, SkeletonBlock } from "../../primitives/Skeleton";
import { toastErrorText } from "../../primitives/Toast";
import { CompanyActivityFeed } from "./components/CompanyActivityFeed";
import { TimelineCollapsed, type TimelineCollapsedHandle } from "./components/TimelineCollapsed";
import { TimelineExpanded, type TimelineExpandedHandle } from "./components/TimelineExpanded";
import type { JourneyItemBodies, JourneyTimelineView } from "./types";
import { itemCount, orderedTimeline, timelineRows } from "./utils/timelineRows";

/**
 * What JourneyTimeline reads of the adapter: the company's timeline (`journey.timeline`) and its
 * standalone comments and uploads (`journey.activity`). The actions a page puts on the items
 * (approval, comments, access) bring their own slices.
 */
export type JourneyTimelineAdapter = TimelineSlice & CompanyActivitySlice;

/** What a page can ask of the timeline it holds a ref to. */
export type JourneyTimelineHandle = {
  /** Brings a stage's heading into view, opening it in the collapsed view; the rail's buttons call it. */
  scrollToStage: (stageId: Id) => void;
  /** Brings an item into view, opening its stage in the collapsed view. */
  scrollToItem: (itemId: Id) => void;
};

/** A timeline with more items than this renders only those near the view. */
export const JOURNEY_VIRTUALIZE_FROM = 40;

const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledWithActivity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

function TimelineSkeleton() {
  const theme = useTheme();
  return (
    <Skeleton label="Loading the journey">
      <StyledSkeletonRows>
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonBlock key={index} height={`calc(2 * ${theme.size.controlLg})`} />
        ))}
      </StyledSkeletonRows>
    </Skeleton>
  );
}

export type JourneyTimelineProps = {
  /** The company whose journey this is. */
  companyId: Id;
  /** Accordions per stage, or the alternating timeline; the page holds (and remembers) it. */
  view: JourneyTimelineView;
  /** Reads the journey only when true: the user holds can_view_journey. Default: true. */
  enabled?: boolean;
  /** Buttons under each item (approve, comment, share): the page's own dialogs. Default: none (read-only). */
  renderItemActions?: (item: JourneyItem) => ReactNode;
  /** Opens an item's own record (a summary, call notes). Default: none (no Open button). */
  onOpenItem?: (item: JourneyItem) => void;
  /** Opens a file of an item (document, attachment, recording). Default: none (files are named, not linked). */
  onOpenFile?: (document: CompanyDocument) => void;
  /** The page's own body for some task types, in place of the timeline's. Default: none. */
  itemBodies?: JourneyItemBodies;
  /**
   * The element that scrolls the page: a long timeline then scrolls with the page. Default: none
   * (a long timeline scrolls in a viewport of its own).
   */
  scrollParent?: HTMLElement | null;
  /** Shown under "No journey items yet", e.g. how to add the first one. Default: none. */
  emptyAction?: ReactNode;
  /** The signed-in user's id: a blind evaluation tells a reviewer still to answer why answers are hidden. Default: none. */
  viewer?: Id | null;
  /**
   * The page of a decision record (a decided gate's "Decision record" link). Default:
   * `/companies/{companyId}/decisions/{decisionId}`.
   */
  decisionRecordPath?: (decisionId: Id) => string;
  /** An item to bring into view and highlight once the journey is read (a link to it). Default: none. */
  focusItemId?: Id | null;
  /** Items in all from which the timeline is virtualized. Default: JOURNEY_VIRTUALIZE_FROM. */
  virtualizeFrom?: number;
  /** Lets the page jump to a stage (`scrollToStage`). */
  ref?: Ref<JourneyTimelineHandle>;
};

/**
 * A company's journey: its stages in order, each with the tasks done in it, as accordions or as a
 * vertical alternating timeline. Times are in IST; statuses are green (APPROVED), red (REJECTED)
 * or orange (any other).
 */
export function JourneyTimeline({
  companyId,
  view,
  enabled = true,
  renderItemActions,
  onOpenItem,
  onOpenFile,
  itemBodies,
  scrollParent,
  emptyAction,
  virtualizeFrom = JOURNEY_VIRTUALIZE_FROM,
  viewer,
  decisionRecordPath,
  focusItemId = null,
  ref,
}: JourneyTimelineProps) {
  const query = useTimeline(companyId, enabled);
  const activity = useCompanyActivity(companyId, enabled).data;
  const timeline = useMemo(() => (query.data ? orderedTimeline(query.data) : null), [query.data]);
  const rows = useMemo(() => (timeline ? timelineRows(timeline) : []), [timeline]);
  const expanded = useRef<TimelineExpandedHandle>(null);
  const collapsed = useRef<TimelineCollapsedHandle>(null);
  const current = () => (view === "expanded" ? expanded : collapsed).current;
  useImperativeHandle(ref, () => ({
    scrollToStage: (stageId) => current()?.scrollToStage(stageId),
    scrollToItem: (itemId) => current()?.scrollToItem(itemId),
  }));
  // The item a link names is brought into view once, when the journey holding it is on screen.
  const focusedOnce = useRef<Id | null>(null);
  const loaded = timeline !== null;
  useEffect(() => {
    if (!loaded || focusItemId === null || focusedOnce.current === focusItemId) return;
    focusedOnce.current = focusItemId;
    (view === "expanded" ? expanded : collapsed).current?.scrollToItem(focusItemId);
  }, [loaded, focusItemId, view]);

  if (!enabled) return null;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the journey"
        message={toastErrorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!timeline) return <TimelineSkeleton />;
  const count = itemCount(timeline);
  // The company's own comments and uploads follow its journey; with them, an empty journey is no
  // longer an empty page.
  const feed = activity ? <CompanyActivityFeed activity={activity} onOpenFile={onOpenFile} /> : null;
  const hasActivity = Boolean(activity && (activity.comments.length > 0 || activity.uploads.length > 0));
  if (count === 0) {
    return (
      <StyledWithActivity>
        {hasActivity ? null : (
          <EmptyState
            icon={<Milestone />}
            title="No journey items yet"
            description="Tasks added to this company's journey show here, stage by stage."
            action={emptyAction}
          />
        )}
        {feed}
      </StyledWithActivity>
    );
  }
  const slots = {
    renderItemActions,
    onOpenItem,
    onOpenFile,
    viewer,
    decisionRecordPath:
      decisionRecordPath ?? ((decisionId: Id) => `/companies/${companyId}/decisions/${decisionId}`),
    focusedItemId: focusItemId,
  };
  return (
    <StyledWithActivity>
      {view === "expanded" ? (
        <TimelineExpanded
          ref={expanded}
          rows={rows}
          bodies={itemBodies}
          virtualized={count > virtualizeFrom}
          scrollParent={scrollParent}
          {...slots}
        />
      ) : (
        <TimelineCollapsed
          ref={collapsed}
          timeline={timeline.filter(({ items }) => items.length > 0)}
          bodies={itemBodies}
          virtualizeFrom={virtualizeFrom}
          {...slots}
        />
      )}
      {feed}
    </StyledWithActivity>
  );
}

import type { Id } from "@pipeline/contract";
import { Fragment, forwardRef, useImperativeHandle, useMemo, useRef, type ComponentProps } from "react";
import { Virtuoso, type Components, type VirtuosoHandle } from "react-virtuoso";
import styled, { css } from "styled-components";
import type { JourneyItemBodies, JourneyItemSlots } from "../types";
import { itemElementIn, stageElementIn } from "../utils/inTimeline";
import { journeyStageDomId } from "../utils/stageDomId";
import { itemsText, type TimelineRow } from "../utils/timelineRows";
import { JourneyItemCard } from "./JourneyItemCard";

/** The line down the middle, drawn by every row so that a virtualized list draws it too. */
const line = css`
  &::before {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    width: ${({ theme }) => theme.space.xxs};
    margin-left: calc(-1 * ${({ theme }) => theme.space.xxs} / 2);
    background: ${({ theme }) => theme.color.border};
  }

  @container journey-timeline (max-width: 720px) {
    &::before {
      left: ${({ theme }) => theme.space.lg};
    }
  }
`;

const StyledTimeline = styled.div`
  container: journey-timeline / inline-size;
`;

const StyledStageRow = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  ${line}

  @container journey-timeline (max-width: 720px) {
    justify-content: flex-start;
  }
`;

const StyledStageHeading = styled.h2`
  position: relative;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  scroll-margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledItemRow = styled.div<{ $side: "start" | "end" }>`
  position: relative;
  display: flex;
  justify-content: ${({ $side }) => ($side === "start" ? "flex-start" : "flex-end")};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  ${line}

  /* The dot where the item meets the line. */
  &::after {
    content: "";
    position: absolute;
    top: ${({ theme }) => theme.space.xl};
    left: 50%;
    width: ${({ theme }) => theme.space.md};
    height: ${({ theme }) => theme.space.md};
    margin-left: calc(-1 * ${({ theme }) => theme.space.md} / 2);
    border: ${({ theme }) => `${theme.space.xxs} solid ${theme.color.primary}`};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surface};
    box-sizing: border-box;
  }

  > * {
    width: calc(50% - ${({ theme }) => theme.space.xl});
  }

  @container journey-timeline (max-width: 720px) {
    justify-content: flex-end;

    &::after {
      left: ${({ theme }) => theme.space.lg};
    }

    > * {
      width: calc(100% - ${({ theme }) => theme.space.xxxl});
    }
  }
`;

const StyledViewport = styled.div`
  height: ${({ theme }) => theme.size.tableViewport};
`;

/** Rows in the first commit, before the list is measured: about a screen of them. */
const INITIAL_ROWS = 8;

const listComponents: Components<TimelineRow> = {
  List: forwardRef<HTMLDivElement, ComponentProps<"div">>(function TimelineList(props, ref) {
    return <div {...props} ref={ref} role="list" aria-label="Journey" />;
  }),
};

export type TimelineExpandedHandle = {
  scrollToStage: (stageId: Id) => void;
  scrollToItem: (itemId: Id) => void;
};

export type TimelineExpandedProps = JourneyItemSlots & {
  rows: readonly TimelineRow[];
  bodies?: JourneyItemBodies;
  /** Virtualize the rows: only those near the view are rendered. */
  virtualized: boolean;
  /** The element that scrolls the page, when the long timeline scrolls with it rather than in a viewport of its own. */
  scrollParent?: HTMLElement | null;
};

/** The vertical alternating timeline: each stage's heading on the line, its items on either side. */
export const TimelineExpanded = forwardRef<TimelineExpandedHandle, TimelineExpandedProps>(
  function TimelineExpanded({ rows, bodies, virtualized, scrollParent, ...slots }, ref) {
    const virtuoso = useRef<VirtuosoHandle>(null);
    const container = useRef<HTMLDivElement>(null);
    const stageIndex = useMemo(
      () => new Map(rows.flatMap((row, index) => (row.kind === "stage" ? [[row.stage.id, index]] : []))),
      [rows],
    );
    const itemIndex = useMemo(
      () => new Map(rows.flatMap((row, index) => (row.kind === "item" ? [[row.item.id, index]] : []))),
      [rows],
    );
    useImperativeHandle(ref, () => ({
      scrollToStage: (stageId) => {
        const index = stageIndex.get(stageId);
        if (index === undefined) return;
        if (virtualized) virtuoso.current?.scrollToIndex({ index, align: "start" });
        else stageElementIn(container.current, stageId)?.scrollIntoView({ block: "start" });
      },
      scrollToItem: (itemId) => {
        const index = itemIndex.get(itemId);
        if (index === undefined) return;
        if (virtualized) virtuoso.current?.scrollToIndex({ index, align: "center" });
        else itemElementIn(container.current, itemId)?.scrollIntoView({ block: "center" });
      },
    }));

    const renderRow = (row: TimelineRow) =>
      row.kind === "stage" ? (
        <StyledStageRow role="listitem" aria-label={`${row.stage.label}, ${itemsText(row.count)}`}>
          <StyledStageHeading id={journeyStageDomId(row.stage.id)}>{row.stage.label}</StyledStageHeading>
        </StyledStageRow>
      ) : (
        <StyledItemRow role="listitem" $side={row.side}>
          <JourneyItemCard item={row.item} bodies={bodies} {...slots} />
        </StyledItemRow>
      );

    if (!virtualized) {
      return (
        <StyledTimeline ref={container} role="list" aria-label="Journey">
          {rows.map((row) => (
            <Fragment key={row.key}>{renderRow(row)}</Fragment>
          ))}
        </StyledTimeline>
      );
    }
    const list = (
      <Virtuoso
        ref={virtuoso}
        data={rows as TimelineRow[]}
        components={listComponents}
        computeItemKey={(_index, row) => row.key}
        initialItemCount={Math.min(rows.length, INITIAL_ROWS)}
        itemContent={(_index, row) => renderRow(row)}
        {...(scrollParent === document.scrollingElement || scrollParent === document.documentElement
          ? { useWindowScroll: true }
          : scrollParent
            ? { customScrollParent: scrollParent }
            : { style: { height: "100%" } })}
      />
    );
    return (
      <StyledTimeline ref={container}>
        {scrollParent ? list : <StyledViewport>{list}</StyledViewport>}
      </StyledTimeline>
    );
  },
);

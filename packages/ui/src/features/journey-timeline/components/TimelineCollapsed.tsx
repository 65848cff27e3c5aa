import type { Id, JourneyTimeline } from "@pipeline/contract";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { Virtuoso } from "react-virtuoso";
import styled from "styled-components";
import { Accordion, AccordionItem } from "../../../primitives/Accordion";
import { Badge } from "../../../primitives/Badge";
import type { JourneyItemBodies, JourneyItemSlots } from "../types";
import { itemElementIn, stageElementIn } from "../utils/inTimeline";
import { journeyStageDomId } from "../utils/stageDomId";
import { itemsText } from "../utils/timelineRows";
import { JourneyItemCard } from "./JourneyItemCard";

const StyledTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  [id] {
    scroll-margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const StyledItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledViewport = styled.div`
  height: ${({ theme }) => theme.size.tableViewport};
`;

const StyledGap = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md};
`;

/** Items in the first commit of a long stage, before its list is measured: about a viewport of them. */
const INITIAL_ITEMS = 4;

export type TimelineCollapsedHandle = {
  scrollToStage: (stageId: Id) => void;
  scrollToItem: (itemId: Id) => void;
};

const StyledFrame = styled.div`
  min-width: 0;
`;

export type TimelineCollapsedProps = JourneyItemSlots & {
  timeline: JourneyTimeline;
  bodies?: JourneyItemBodies;
  /** A stage with more items than this lists them virtualized, in a viewport of its own. */
  virtualizeFrom: number;
};

const valueOf = (stageId: Id) => String(stageId);

/** A list of accordions, one per stage; a stage's items show when its header is opened. */
export const TimelineCollapsed = forwardRef<TimelineCollapsedHandle, TimelineCollapsedProps>(
  function TimelineCollapsed({ timeline, bodies, virtualizeFrom, ...slots }, ref) {
    const [open, setOpen] = useState<string[]>([]);
    const container = useRef<HTMLDivElement>(null);
    // An item asked for before its stage was open: scrolled to once the stage has opened.
    const [pendingItem, setPendingItem] = useState<{ itemId: Id; stageId: Id } | null>(null);
    const openStage = (stageId: Id) => {
      const value = valueOf(stageId);
      setOpen((current) => (current.includes(value) ? current : [...current, value]));
    };
    useImperativeHandle(ref, () => ({
      scrollToStage: (stageId) => {
        openStage(stageId);
        stageElementIn(container.current, stageId)?.scrollIntoView({ block: "start" });
      },
      scrollToItem: (itemId) => {
        const stage = timeline.find(({ items }) => items.some((item) => item.id === itemId))?.stage;
        if (!stage) return;
        openStage(stage.id);
        setPendingItem({ itemId, stageId: stage.id });
      },
    }));
    useEffect(() => {
      if (pendingItem === null || !open.includes(valueOf(pendingItem.stageId))) return;
      // A long stage lists its items virtualized: its heading stands in for an item not rendered.
      const card = itemElementIn(container.current, pendingItem.itemId);
      if (card) card.scrollIntoView({ block: "center" });
      else stageElementIn(container.current, pendingItem.stageId)?.scrollIntoView({ block: "start" });
      setPendingItem(null);
    }, [pendingItem, open]);

    return (
      <StyledFrame ref={container}>
        <Accordion multiple value={open} onValueChange={setOpen} headingLevel={2}>
          {timeline.map(({ stage, items }) => (
            <AccordionItem
              key={stage.id}
              value={valueOf(stage.id)}
              title={
                <StyledTitle>
                  <span id={journeyStageDomId(stage.id)}>{stage.label}</span>
                  <Badge label={itemsText(items.length)}>{items.length}</Badge>
                </StyledTitle>
              }
            >
              {items.length > virtualizeFrom ? (
                <StyledViewport>
                  <Virtuoso
                    style={{ height: "100%" }}
                    data={items}
                    computeItemKey={(_index, item) => item.id}
                    initialItemCount={Math.min(items.length, INITIAL_ITEMS)}
                    itemContent={(_index, item) => (
                      <StyledGap>
                        <JourneyItemCard item={item} bodies={bodies} {...slots} />
                      </StyledGap>
                    )}
                  />
                </StyledViewport>
              ) : (
                <StyledItems>
                  {items.map((item) => (
                    <JourneyItemCard key={item.id} item={item} bodies={bodies} {...slots} />
                  ))}
                </StyledItems>
              )}
            </AccordionItem>
          ))}
        </Accordion>
      </StyledFrame>
    );
  },
);

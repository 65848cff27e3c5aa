export {
  JOURNEY_VIRTUALIZE_FROM,
  JourneyTimeline,
  type JourneyTimelineAdapter,
  type JourneyTimelineHandle,
  type JourneyTimelineProps,
} from "./JourneyTimeline";
export { GenericItemBody, ITEM_BODIES } from "./components/itemBodies";
export { journeyStageDomId } from "./utils/stageDomId";
export type {
  JourneyItemBodies,
  JourneyItemBody,
  JourneyItemBodyProps,
  JourneyItemSlots,
  JourneyTimelineView,
} from "./types";

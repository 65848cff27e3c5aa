import type { CompanyDocument, Id, JourneyItem, TaskType } from "@pipeline/contract";
import type { ComponentType, ReactNode } from "react";

/** How the journey is laid out: accordions per stage, or the vertical alternating timeline. */
export type JourneyTimelineView = "collapsed" | "expanded";

/** What the body of one item is given. */
export type JourneyItemBodyProps = {
  item: JourneyItem;
  /** Opens the item's own record (a summary, call notes); absent where the page offers none. */
  onOpenItem?: (item: JourneyItem) => void;
  /** Opens one of the item's files (a document, an attachment, a recording); absent, files are named only. */
  onOpenFile?: (document: CompanyDocument) => void;
  /** The signed-in user: a blind evaluation tells a reviewer still to answer why its answers are hidden. */
  viewer?: Id | null;
  /** The page of a decision record; absent, a record is named without a link. */
  decisionRecordPath?: (decisionId: Id) => string;
};

/** The body of an item of one task type. */
export type JourneyItemBody = ComponentType<JourneyItemBodyProps>;

/** A body per task type; types left out keep the timeline's own. */
export type JourneyItemBodies = Partial<Record<TaskType, JourneyItemBody>>;

/** The page's own parts inside each item, so the timeline never imports the dialogs behind them. */
export type JourneyItemSlots = {
  /** Buttons under an item (approve, comment, share); nothing renders for null. */
  renderItemActions?: (item: JourneyItem) => ReactNode;
  /** Opens the record behind an item (a summary, call notes). */
  onOpenItem?: (item: JourneyItem) => void;
  /** Opens a file of an item (a document, an attachment, a meeting's recording), e.g. in the media viewer. */
  onOpenFile?: (document: CompanyDocument) => void;
  /** The signed-in user's id, for what a blind evaluation tells them. */
  viewer?: Id | null;
  /** The page of a decision record of a gate's evaluation; absent, records are named, not linked. */
  decisionRecordPath?: (decisionId: Id) => string;
  /** The item shown highlighted, e.g. the one a link opened the page at. */
  focusedItemId?: Id | null;
};

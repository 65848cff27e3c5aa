import type { JourneyItem, JourneyTimeline, StageRef } from "@pipeline/contract";
import { personName, type PersonNameParts } from "../../../format";

/** Stages by their order, and each stage's items oldest first (the order they were done in). */
export function orderedTimeline(timeline: JourneyTimeline): JourneyTimeline {
  return [...timeline]
    .sort((a, b) => a.stage.order - b.stage.order)
    .map(({ stage, items }) => ({
      stage,
      items: [...items].sort((a, b) => Date.parse(a.created) - Date.parse(b.created)),
    }));
}

/** One line of the expanded timeline: a stage's heading, or an item on one side of the line. */
export type TimelineRow =
  | { kind: "stage"; key: string; stage: StageRef; count: number }
  | { kind: "item"; key: string; item: JourneyItem; side: "start" | "end" };

/** The expanded timeline as one list, so a long one can be virtualized; items alternate sides. */
export function timelineRows(timeline: JourneyTimeline): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let position = 0;
  for (const { stage, items } of timeline) {
    rows.push({ kind: "stage", key: `stage-${stage.id}`, stage, count: items.length });
    for (const item of items) {
      rows.push({ kind: "item", key: `item-${item.id}`, item, side: position % 2 === 0 ? "start" : "end" });
      position += 1;
    }
  }
  return rows;
}

/** How many items the timeline holds in all. */
export function itemCount(timeline: JourneyTimeline): number {
  return timeline.reduce((sum, { items }) => sum + items.length, 0);
}

/** "APPROVED" -> "Approved": how a status reads next to its colour. */
export function statusLabel(status: string): string {
  const words = status.trim().toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Asha Raman, Vikram Iyer": the people named, in order, skipping any without a name. */
export function peopleNames(people: readonly PersonNameParts[]): string {
  return people.map(personName).filter(Boolean).join(", ");
}

/** "1 item", "3 items". */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

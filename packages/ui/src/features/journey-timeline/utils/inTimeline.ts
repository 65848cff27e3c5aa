import type { Id } from "@pipeline/contract";
import { journeyStageDomId } from "./stageDomId";

// Elements of the timeline found under its own element, not the document: a timeline embedded in
// a shadow root is not reached through `document.getElementById`.

/** A stage's heading inside the timeline. */
export function stageElementIn(container: HTMLElement | null, stageId: Id): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[id="${journeyStageDomId(stageId)}"]`) ?? null;
}

/** An item's card inside the timeline. */
export function itemElementIn(container: HTMLElement | null, itemId: Id): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-journey-item="${itemId}"]`) ?? null;
}

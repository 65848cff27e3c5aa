import type { Id } from "@pipeline/contract";

/**
 * The DOM id of a stage's heading on the timeline, in either view: a page's rail of stage buttons
 * jumps to it (`document.getElementById(journeyStageDomId(stage.id))`).
 */
export function journeyStageDomId(stageId: Id): string {
  return `journey-stage-${stageId}`;
}

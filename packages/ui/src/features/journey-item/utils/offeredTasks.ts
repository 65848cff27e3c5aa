import type {
  Id,
  JourneyItemDefinition,
  JourneyTimeline,
  StageRef,
  TaskDefinition,
} from "@pipeline/contract";

/** A stage as the Add Item form offers it: only the tasks that may still be added. */
export type OfferedStage = { stage: StageRef; tasks: TaskDefinition[] };

/** The ids of the tasks the company's journey already holds. */
export function usedTaskIds(timeline: JourneyTimeline): Set<Id> {
  const used = new Set<Id>();
  for (const { items } of timeline) for (const item of items) used.add(item.journey_item.task.id);
  return used;
}

/**
 * What the Add Item form offers: a task already used in the company's journey is not offered
 * again unless it allows multiple; a stage left without tasks is hidden; stages by their order.
 */
export function offeredStages(
  definitions: readonly JourneyItemDefinition[],
  timeline: JourneyTimeline,
): OfferedStage[] {
  const used = usedTaskIds(timeline);
  return definitions
    .map(({ stage, tasks }) => ({
      stage,
      tasks: tasks.filter((task) => task.allow_multiple || !used.has(task.id)),
    }))
    .filter(({ tasks }) => tasks.length > 0)
    .sort((a, b) => a.stage.order - b.stage.order);
}

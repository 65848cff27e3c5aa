import {
  type GateEvaluationFacts,
  type Id,
  type JourneyItemDefinition,
  type JourneyTimeline,
  type StageRef,
  type TaskDefinition,
  unpassedGate,
} from "@pipeline/contract";

/** A stage as the Add Item form offers it: only the tasks that may still be added. */
export type OfferedStage = { stage: StageRef; tasks: TaskDefinition[] };

/** The ids of the tasks the company's journey already holds. */
export function usedTaskIds(timeline: JourneyTimeline): Set<Id> {
  const used = new Set<Id>();
  for (const { items } of timeline) for (const item of items) used.add(item.journey_item.task.id);
  return used;
}

/** The company's evaluations as the gate rule reads them: task and status, in creation order. */
export function gateEvaluations(timeline: JourneyTimeline): GateEvaluationFacts[] {
  return timeline
    .flatMap(({ items }) => items)
    .filter((item) => item.evaluation)
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created) || a.id - b.id)
    .map((item) => ({ taskId: item.journey_item.task.id, status: item.evaluation?.status ?? null }));
}

/**
 * What the Add Item form offers: a task already used in the company's journey is not offered
 * again unless it allows multiple; a stage beyond a gate the company has not passed is not offered
 * (the contract's rule, which the server applies to the same call); a stage left without tasks is
 * hidden; stages by their order.
 */
export function offeredStages(
  definitions: readonly JourneyItemDefinition[],
  timeline: JourneyTimeline,
): OfferedStage[] {
  const used = usedTaskIds(timeline);
  const evaluations = gateEvaluations(timeline);
  return definitions
    .filter(({ stage }) => unpassedGate(definitions, evaluations, stage.id) === null)
    .map(({ stage, tasks }) => ({
      stage,
      tasks: tasks.filter((task) => task.allow_multiple || !used.has(task.id)),
    }))
    .filter(({ tasks }) => tasks.length > 0)
    .sort((a, b) => a.stage.order - b.stage.order);
}

/**
 * The stage whose committee holds back later stages with tasks left to add, or null: the form
 * says why those stages are not offered.
 */
export function heldBackBy(
  definitions: readonly JourneyItemDefinition[],
  timeline: JourneyTimeline,
): { id: Id; label: string } | null {
  const used = usedTaskIds(timeline);
  const evaluations = gateEvaluations(timeline);
  for (const { stage, tasks } of [...definitions].sort((a, b) => a.stage.order - b.stage.order)) {
    if (!tasks.some((task) => task.allow_multiple || !used.has(task.id))) continue;
    const gate = unpassedGate(definitions, evaluations, stage.id);
    if (gate) return gate.stage;
  }
  return null;
}

/** The line the form shows while a committee holds later stages back. */
export function heldBackText(stage: { label: string }): string {
  return `Later stages open once the ${stage.label} committee approves.`;
}

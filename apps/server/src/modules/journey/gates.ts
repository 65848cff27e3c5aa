import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { gateRefusal, type Id, type JourneyItemDefinition, unpassedGate } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companyJourneyItems, journeyEvaluations, journeyStages, journeyTasks } from "../../db/schema";
import { HttpError } from "../../http/HttpError";

// A stage's gate holds back every later stage until the company's evaluation of the gate task is
// APPROVED. The rule is the contract's (`gateRefusal`), read over the active journey's gates and
// the company's evaluations in creation order.

/** The active stages in journey order, each with its active gate tasks (the only tasks the rule reads). */
async function gatedDefinitions(tx: Database): Promise<JourneyItemDefinition[]> {
  const rows = await tx
    .select({
      stageId: journeyStages.id,
      stageLabel: journeyStages.label,
      stageOrder: journeyStages.order,
      task: {
        id: journeyTasks.id,
        label: journeyTasks.label,
        name: journeyTasks.name,
        allowMultiple: journeyTasks.allowMultiple,
        quorum: journeyTasks.gateQuorum,
        blind: journeyTasks.gateBlind,
      },
    })
    .from(journeyStages)
    .leftJoin(
      journeyTasks,
      and(
        eq(journeyTasks.stageId, journeyStages.id),
        eq(journeyTasks.isActive, true),
        eq(journeyTasks.type, "EVALUATION"),
        isNotNull(journeyTasks.gateQuorum),
      ),
    )
    .where(eq(journeyStages.isActive, true))
    .orderBy(asc(journeyStages.order), asc(journeyStages.id), asc(journeyTasks.order), asc(journeyTasks.id));
  const stages: JourneyItemDefinition[] = [];
  for (const row of rows) {
    let current = stages.at(-1);
    if (current?.stage.id !== row.stageId) {
      current = { stage: { id: row.stageId, label: row.stageLabel, order: row.stageOrder }, tasks: [] };
      stages.push(current);
    }
    if (row.task?.quorum != null) {
      current.tasks.push({
        id: row.task.id,
        label: row.task.label,
        name: row.task.name,
        type: "EVALUATION",
        allow_multiple: row.task.allowMultiple,
        gate: { quorum: row.task.quorum, blind: row.task.blind },
      });
    }
  }
  return stages;
}

/**
 * Throws 409 when a task of `stageId` lies beyond a gate the company has not passed. Read inside
 * the transaction that adds the item, after its company's row is locked, so an evaluation decided
 * or reopened at the same moment is seen either wholly before or wholly after.
 */
export async function requireGatesPassed(tx: Database, companyId: Id, stageId: Id): Promise<void> {
  const definitions = await gatedDefinitions(tx);
  if (definitions.every((definition) => definition.tasks.length === 0)) return;
  const evaluations = await tx
    .select({ taskId: companyJourneyItems.taskId, status: journeyEvaluations.status })
    .from(journeyEvaluations)
    .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
    .where(eq(companyJourneyItems.companyId, companyId))
    .orderBy(asc(companyJourneyItems.created), asc(companyJourneyItems.id));
  const refusal = gateRefusal(definitions, evaluations, stageId);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/**
 * Of `companyIds`, those a gate before `stageId` holds back (`unpassedGate`): a campaign sending a
 * task of that stage leaves them out, as adding the task one by one would be refused.
 */
export async function companiesHeldByGates(
  tx: Database,
  companyIds: readonly Id[],
  stageId: Id,
): Promise<Set<Id>> {
  const definitions = await gatedDefinitions(tx);
  const held = new Set<Id>();
  if (companyIds.length === 0 || unpassedGate(definitions, [], stageId) === null) return held;
  const evaluations = await tx
    .select({
      companyId: companyJourneyItems.companyId,
      taskId: companyJourneyItems.taskId,
      status: journeyEvaluations.status,
    })
    .from(journeyEvaluations)
    .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
    .where(inArray(companyJourneyItems.companyId, [...companyIds]))
    .orderBy(asc(companyJourneyItems.created), asc(companyJourneyItems.id));
  for (const companyId of companyIds) {
    const own = evaluations.filter((evaluation) => evaluation.companyId === companyId);
    if (unpassedGate(definitions, own, stageId)) held.add(companyId);
  }
  return held;
}

/** The gate of an EVALUATION task, as a new evaluation of it snapshots it; null when it is none. */
export async function gateOfTask(
  tx: Database,
  taskId: Id,
): Promise<{ quorum: number; blind: boolean } | null> {
  const [row] = await tx
    .select({ quorum: journeyTasks.gateQuorum, blind: journeyTasks.gateBlind, type: journeyTasks.type })
    .from(journeyTasks)
    .where(eq(journeyTasks.id, taskId));
  return row?.quorum != null && row.type === "EVALUATION" ? { quorum: row.quorum, blind: row.blind } : null;
}

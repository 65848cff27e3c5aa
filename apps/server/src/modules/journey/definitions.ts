import { and, asc, eq } from "drizzle-orm";
import type { Gate, JourneyItemDefinition } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { journeyStages, journeyTasks, TASK_TYPE_VALUES } from "../../db/schema";
import { storedWord } from "./storedWords";

/** A task's gate as answered: on an EVALUATION task with a quorum; null on any other. */
export function gateOf(type: string, quorum: number | null, blind: boolean): Gate | null {
  return type === "EVALUATION" && quorum !== null ? { quorum, blind } : null;
}

export function createJourneyRepository(db: Database) {
  return {
    /** The active stages in journey order, each with its active tasks in order. */
    async definitions(): Promise<JourneyItemDefinition[]> {
      const rows = await db
        .select({
          stageId: journeyStages.id,
          stageLabel: journeyStages.label,
          stageOrder: journeyStages.order,
          stageSlaDays: journeyStages.slaDays,
          task: {
            id: journeyTasks.id,
            label: journeyTasks.label,
            name: journeyTasks.name,
            type: journeyTasks.type,
            allowMultiple: journeyTasks.allowMultiple,
            gateQuorum: journeyTasks.gateQuorum,
            gateBlind: journeyTasks.gateBlind,
          },
        })
        .from(journeyStages)
        .leftJoin(
          journeyTasks,
          and(eq(journeyTasks.stageId, journeyStages.id), eq(journeyTasks.isActive, true)),
        )
        .where(eq(journeyStages.isActive, true))
        .orderBy(
          asc(journeyStages.order),
          asc(journeyStages.id),
          asc(journeyTasks.order),
          asc(journeyTasks.id),
        );
      const stages: JourneyItemDefinition[] = [];
      for (const row of rows) {
        let current = stages.at(-1);
        if (current?.stage.id !== row.stageId) {
          current = {
            stage: {
              id: row.stageId,
              label: row.stageLabel,
              order: row.stageOrder,
              sla_days: row.stageSlaDays,
            },
            tasks: [],
          };
          stages.push(current);
        }
        if (row.task) {
          const type = storedWord(TASK_TYPE_VALUES, row.task.type);
          current.tasks.push({
            id: row.task.id,
            label: row.task.label,
            name: row.task.name,
            type,
            allow_multiple: row.task.allowMultiple,
            gate: gateOf(type, row.task.gateQuorum, row.task.gateBlind),
          });
        }
      }
      return stages;
    },
  };
}

export type JourneyRepository = ReturnType<typeof createJourneyRepository>;

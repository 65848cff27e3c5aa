import { and, type AnyColumn, eq, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { journeyStages, journeyTasks } from "../db/schema";
import type { SeedStage } from "./seedFiles";

/**
 * An upsert's update from the file: each of the columns set to the file's value, only on rows where
 * a stored value differs from it, so an unchanged file writes nothing.
 */
function fromFile(columns: Record<string, AnyColumn>) {
  const file = (column: AnyColumn) => sql`excluded.${sql.identifier(column.name)}`;
  const entries = Object.entries(columns);
  return {
    set: Object.fromEntries(entries.map(([key, column]) => [key, file(column)])),
    setWhere: or(...entries.map(([, column]) => sql`${column} is distinct from ${file(column)}`)),
  };
}

/**
 * Makes the stored journey match the file: rows upserted by id, and stages or tasks gone from
 * the file deactivated (kept, as journey items may refer to them). Returns how many rows changed.
 */
export async function seedJourney(db: Database, stages: readonly SeedStage[]): Promise<number> {
  if (stages.length === 0) return 0;
  const stageRows = stages.map((stage) => ({
    id: stage.id,
    label: stage.label,
    order: stage.order,
    slaDays: stage.sla_days,
    isActive: true,
  }));
  const taskRows = stages.flatMap((stage) =>
    stage.tasks.map((task, index) => ({
      id: task.id,
      stageId: stage.id,
      label: task.label,
      name: task.name,
      type: task.type,
      allowMultiple: task.allow_multiple,
      order: index + 1,
      isActive: true,
      gateQuorum: task.gate?.quorum ?? null,
      gateBlind: task.gate?.blind ?? false,
    })),
  );

  const upsertedStages = await db
    .insert(journeyStages)
    .values(stageRows)
    .onConflictDoUpdate({
      target: journeyStages.id,
      ...fromFile({
        label: journeyStages.label,
        order: journeyStages.order,
        slaDays: journeyStages.slaDays,
        isActive: journeyStages.isActive,
      }),
    })
    .returning({ id: journeyStages.id });
  const upsertedTasks =
    taskRows.length === 0
      ? []
      : await db
          .insert(journeyTasks)
          .values(taskRows)
          .onConflictDoUpdate({
            target: journeyTasks.id,
            ...fromFile({
              stageId: journeyTasks.stageId,
              label: journeyTasks.label,
              name: journeyTasks.name,
              type: journeyTasks.type,
              allowMultiple: journeyTasks.allowMultiple,
              order: journeyTasks.order,
              isActive: journeyTasks.isActive,
              gateQuorum: journeyTasks.gateQuorum,
              gateBlind: journeyTasks.gateBlind,
            }),
          })
          .returning({ id: journeyTasks.id });

  const retiredTasks = await db
    .update(journeyTasks)
    .set({ isActive: false })
    .where(
      and(
        eq(journeyTasks.isActive, true),
        taskRows.length === 0
          ? undefined
          : notInArray(
              journeyTasks.id,
              taskRows.map((row) => row.id),
            ),
      ),
    )
    .returning({ id: journeyTasks.id });
  const retiredStages = await db
    .update(journeyStages)
    .set({ isActive: false })
    .where(
      and(
        eq(journeyStages.isActive, true),
        notInArray(
          journeyStages.id,
          stageRows.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: journeyStages.id });

  return upsertedStages.length + upsertedTasks.length + retiredTasks.length + retiredStages.length;
}

import { and, type AnyColumn, eq, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { journeyStages, journeyTasks } from "../db/schema";
import type { SeedStage } from "./seedFiles";

/** Rows whose stored value differs from the file's, so an unchanged file writes nothing. */
function changed(columns: Array<[AnyColumn, string]>) {
  return or(
    ...columns.map(([column, name]) => sql`${column} is distinct from excluded.${sql.identifier(name)}`),
  );
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
    })),
  );

  const upsertedStages = await db
    .insert(journeyStages)
    .values(stageRows)
    .onConflictDoUpdate({
      target: journeyStages.id,
      set: {
        label: sql`excluded.label`,
        order: sql`excluded.display_order`,
        isActive: sql`excluded.is_active`,
      },
      setWhere: changed([
        [journeyStages.label, "label"],
        [journeyStages.order, "display_order"],
        [journeyStages.isActive, "is_active"],
      ]),
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
            set: {
              stageId: sql`excluded.stage_id`,
              label: sql`excluded.label`,
              name: sql`excluded.name`,
              type: sql`excluded.type`,
              allowMultiple: sql`excluded.allow_multiple`,
              order: sql`excluded.display_order`,
              isActive: sql`excluded.is_active`,
            },
            setWhere: changed([
              [journeyTasks.stageId, "stage_id"],
              [journeyTasks.label, "label"],
              [journeyTasks.name, "name"],
              [journeyTasks.type, "type"],
              [journeyTasks.allowMultiple, "allow_multiple"],
              [journeyTasks.order, "display_order"],
              [journeyTasks.isActive, "is_active"],
            ]),
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

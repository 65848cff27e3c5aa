import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  type JourneySettings,
  journeySettingsConflicts,
  journeyStageInUse,
  type JourneySettingsValues,
  journeyTaskInUse,
  type StoredJourneyUse,
  savedJourneyOf,
  unknownJourneyIds,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  auditLog,
  campaigns,
  companyJourneyItems,
  JOURNEY_EDITED_MARK,
  journeyStages,
  journeyTasks,
  SEED_LOCK,
  seedMarks,
  TASK_TYPE_VALUES,
  users,
} from "../../db/schema";
import { iso } from "../../db/wire";
import { badRequest, conflict } from "../../http/HttpError";
import { gateOf } from "./definitions";
import { changesOf, recordChanges, stageImage, taskImage } from "./journeySettingsAudit";
import { storedWord } from "./storedWords";

// The journey as a SUPER_ADMIN edits it: every stage and task, retired ones included, and the save
// that replaces it whole. A stage or task some item refers to is never deleted nor given another
// type (its items would no longer read), only retired. The journey tables have no audit trigger
// (the seed writes them at every start): a save records each row it changes in the audit trail
// itself, as the triggers would, and marks the journey as the portal's, which the seed then leaves.

type StageRow = typeof journeyStages.$inferSelect;
type TaskRow = typeof journeyTasks.$inferSelect;
type Stored = {
  stages: StageRow[];
  tasks: TaskRow[];
  /** Journey items by task, and by stage. */
  taskItems: Map<number, number>;
  stageItems: Map<number, number>;
  /** What keeps each stage and task from being deleted (journeyTaskInUse). */
  use: StoredJourneyUse;
};

const ENTITY = { stage: "journey_stages", task: "journey_tasks" } as const;

async function readStored(db: Database): Promise<Stored> {
  const [stages, tasks, taskCounts, stageCounts, campaignRows] = await Promise.all([
    db.select().from(journeyStages).orderBy(asc(journeyStages.order), asc(journeyStages.id)),
    db.select().from(journeyTasks).orderBy(asc(journeyTasks.order), asc(journeyTasks.id)),
    db
      .select({ id: companyJourneyItems.taskId, items: count() })
      .from(companyJourneyItems)
      .groupBy(companyJourneyItems.taskId),
    db
      .select({ id: companyJourneyItems.stageId, items: count() })
      .from(companyJourneyItems)
      .groupBy(companyJourneyItems.stageId),
    db.selectDistinct({ id: campaigns.taskId }).from(campaigns),
  ]);
  const taskItems = new Map(taskCounts.map((row) => [row.id, row.items]));
  const stageItems = new Map(stageCounts.map((row) => [row.id, row.items]));
  const campaignTasks = new Set(campaignRows.map((row) => row.id));
  const taskUse = tasks.map((task) => ({
    id: task.id,
    label: task.label,
    type: task.type,
    stage_id: task.stageId,
    in_use: journeyTaskInUse({
      id: task.id,
      itemCount: taskItems.get(task.id) ?? 0,
      campaignCount: campaignTasks.has(task.id) ? 1 : 0,
    }),
  }));
  const stageUse = stages.map((stage) => ({
    id: stage.id,
    label: stage.label,
    in_use: journeyStageInUse({
      itemCount: stageItems.get(stage.id) ?? 0,
      tasks: taskUse.filter((task) => task.stage_id === stage.id),
    }),
  }));
  return { stages, tasks, taskItems, stageItems, use: { stages: stageUse, tasks: taskUse } };
}

const inUse = (parts: ReadonlyArray<{ id: number; in_use: boolean }>, id: number) =>
  parts.some((part) => part.id === id && part.in_use);

/** The stored journey as its settings answer it, with when and by whom the portal last changed it. */
async function readSettings(db: Database, stored?: Stored): Promise<JourneySettings> {
  const journey = stored ?? (await readStored(db));
  const [mark] = await db
    .select({ applied: seedMarks.applied })
    .from(seedMarks)
    .where(eq(seedMarks.key, JOURNEY_EDITED_MARK));
  const [editor] = mark
    ? await db
        .select({ pk: users.id, first_name: users.firstName, last_name: users.lastName })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.userId))
        .where(and(inArray(auditLog.entity, [ENTITY.stage, ENTITY.task]), isNotNull(auditLog.userId)))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1)
    : [];
  return {
    stages: journey.stages.map((stage) => ({
      id: stage.id,
      label: stage.label,
      order: stage.order,
      sla_days: stage.slaDays,
      is_active: stage.isActive,
      item_count: journey.stageItems.get(stage.id) ?? 0,
      in_use: inUse(journey.use.stages, stage.id),
      tasks: journey.tasks
        .filter((task) => task.stageId === stage.id)
        .map((task) => {
          const type = storedWord(TASK_TYPE_VALUES, task.type);
          return {
            id: task.id,
            label: task.label,
            name: task.name,
            type,
            allow_multiple: task.allowMultiple,
            gate: gateOf(type, task.gateQuorum, task.gateBlind),
            is_active: task.isActive,
            item_count: journey.taskItems.get(task.id) ?? 0,
            in_use: inUse(journey.use.tasks, task.id),
          };
        }),
    })),
    modified: mark ? iso(mark.applied) : null,
    modified_by: editor ?? null,
  };
}

/** Refuses ids that name no stored stage or task, or that the body lists twice (400). */
function refuseUnknownIds(input: JourneySettingsValues, stored: Stored): void {
  const errors = unknownJourneyIds(input, {
    stageIds: new Set(stored.stages.map((stage) => stage.id)),
    taskIds: new Set(stored.tasks.map((task) => task.id)),
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/** Refuses (409) a change what was made of the journey would not survive (journeySettingsConflicts). */
function refuseBreakingChanges(input: JourneySettingsValues, stored: Stored): void {
  const errors = journeySettingsConflicts(input, stored.use);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw conflict(first, errors);
}

/** The rows the body makes (savedJourneyOf): new ones numbered above the largest id stored. */
function rowsOf(input: JourneySettingsValues, stored: Stored): { stages: StageRow[]; tasks: TaskRow[] } {
  const { stages, errors } = savedJourneyOf(input, {
    largestStageId: Math.max(0, ...stored.stages.map((stage) => stage.id)),
    largestTaskId: Math.max(0, ...stored.tasks.map((task) => task.id)),
    names: new Map(stored.tasks.map((task) => [task.id, task.name])),
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return {
    stages: stages.map((stage) => ({
      id: stage.id,
      label: stage.label,
      order: stage.order,
      isActive: stage.is_active,
      slaDays: stage.sla_days,
    })),
    tasks: stages.flatMap((stage) =>
      stage.tasks.map((task) => ({
        id: task.id,
        stageId: stage.id,
        label: task.label,
        name: task.name,
        type: task.type,
        allowMultiple: task.allow_multiple,
        order: task.order,
        isActive: task.is_active,
        gateQuorum: task.gate?.quorum ?? null,
        gateBlind: task.gate?.blind ?? false,
      })),
    ),
  };
}

export function createJourneySettingsRepository(db: Database) {
  return {
    /** Every stage and task in order, retired ones included, each with how many items use it. */
    settings(): Promise<JourneySettings> {
      return readSettings(db);
    },

    /**
     * Replaces the journey with `input` (checked by journeySettingsSchema) in one transaction and
     * answers the new settings. Evaluations keep the quorum and blindness they were made with.
     */
    save(input: JourneySettingsValues): Promise<JourneySettings> {
      return db.transaction(async (tx) => {
        // One save at a time, and none while a server seeds the journey.
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
        // Items and campaigns hold their stage and task rows while they are made: locking every
        // row waits for those under way and holds new ones back until the save ends, so that a
        // stage or task read as unused is still unused when it is deleted.
        await tx.execute(sql`select 1 from journey_stages for update`);
        await tx.execute(sql`select 1 from journey_tasks for update`);
        const stored = await readStored(tx);
        refuseUnknownIds(input, stored);
        refuseBreakingChanges(input, stored);
        const rows = rowsOf(input, stored);
        const changes = [
          ...changesOf(ENTITY.stage, stored.stages, rows.stages, stageImage),
          ...changesOf(ENTITY.task, stored.tasks, rows.tasks, taskImage),
        ];
        if (changes.length === 0) return readSettings(tx, stored);

        await tx
          .insert(journeyStages)
          .values(rows.stages)
          .onConflictDoUpdate({
            target: journeyStages.id,
            set: {
              label: sql`excluded.label`,
              order: sql`excluded.display_order`,
              isActive: sql`excluded.is_active`,
              slaDays: sql`excluded.sla_days`,
            },
          });
        if (rows.tasks.length > 0) {
          await tx
            .insert(journeyTasks)
            .values(rows.tasks)
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
                gateQuorum: sql`excluded.gate_quorum`,
                gateBlind: sql`excluded.gate_blind`,
              },
            });
        }
        const goneTasks = changes.filter(
          (change) => change.entity === ENTITY.task && change.action === "delete",
        );
        const goneStages = changes.filter(
          (change) => change.entity === ENTITY.stage && change.action === "delete",
        );
        if (goneTasks.length > 0)
          await tx.delete(journeyTasks).where(
            inArray(
              journeyTasks.id,
              goneTasks.map((change) => Number(change.entity_id)),
            ),
          );
        if (goneStages.length > 0)
          await tx.delete(journeyStages).where(
            inArray(
              journeyStages.id,
              goneStages.map((change) => Number(change.entity_id)),
            ),
          );
        await recordChanges(tx, changes);
        await tx
          .insert(seedMarks)
          .values({ key: JOURNEY_EDITED_MARK })
          .onConflictDoUpdate({ target: seedMarks.key, set: { applied: sql`now()` } });
        return readSettings(tx);
      });
    },
  };
}

export type JourneySettingsRepository = ReturnType<typeof createJourneySettingsRepository>;

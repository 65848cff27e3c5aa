import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  BULK_OUTREACH_LIMITS,
  type FieldErrors,
  inUseDeleteMessage,
  inUseMoveMessage,
  inUseTypeMessage,
  JOURNEY_SETTINGS_MESSAGES,
  type JourneySettings,
  type JourneySettingsValues,
  templateKeyOf,
  uniqueTemplateKey,
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
  /** Tasks a campaign sends as: its later items will be of that task. */
  campaignTasks: Set<number>;
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
  return {
    stages,
    tasks,
    taskItems: new Map(taskCounts.map((row) => [row.id, row.items])),
    stageItems: new Map(stageCounts.map((row) => [row.id, row.items])),
    campaignTasks: new Set(campaignRows.map((row) => row.id)),
  };
}

/** A task that items (or a campaign, or the bulk outreach) refer to: retired, never deleted. */
function taskInUse(stored: Stored, id: number): boolean {
  return (
    (stored.taskItems.get(id) ?? 0) > 0 ||
    stored.campaignTasks.has(id) ||
    id === BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId
  );
}

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
          };
        }),
    })),
    modified: mark ? iso(mark.applied) : null,
    modified_by: editor ?? null,
  };
}

/** Refuses ids that name no stored stage or task, or that the body lists twice (400). */
function refuseUnknownIds(input: JourneySettingsValues, stored: Stored): void {
  const stageIds = new Set(stored.stages.map((stage) => stage.id));
  const taskIds = new Set(stored.tasks.map((task) => task.id));
  const seenStages = new Set<number>();
  const seenTasks = new Set<number>();
  const errors: FieldErrors = {};
  input.stages.forEach((stage, at) => {
    if (stage.id !== undefined) {
      if (!stageIds.has(stage.id)) errors[`stages.${at}.id`] = [JOURNEY_SETTINGS_MESSAGES.unknownStage];
      else if (seenStages.has(stage.id)) errors[`stages.${at}.id`] = [JOURNEY_SETTINGS_MESSAGES.repeated];
      seenStages.add(stage.id);
    }
    stage.tasks.forEach((task, index) => {
      if (task.id === undefined) return;
      const path = `stages.${at}.tasks.${index}.id`;
      if (!taskIds.has(task.id)) errors[path] = [JOURNEY_SETTINGS_MESSAGES.unknownTask];
      else if (seenTasks.has(task.id)) errors[path] = [JOURNEY_SETTINGS_MESSAGES.repeated];
      seenTasks.add(task.id);
    });
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/**
 * Refuses (409) a change the items already made would not survive: a stage or task in use left
 * out (deleted), a task in use given another type or moved to another stage. Each message names
 * the task or stage, and the field is the body's place of it (its stage's task list when left out).
 */
function refuseBreakingChanges(input: JourneySettingsValues, stored: Stored): void {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const kept = new Set<number>();
  const keptStages = new Set<number>();
  const tasks = new Map(stored.tasks.map((task) => [task.id, task]));
  input.stages.forEach((stage, at) => {
    if (stage.id !== undefined) keptStages.add(stage.id);
    stage.tasks.forEach((task, index) => {
      if (task.id === undefined) return;
      kept.add(task.id);
      const was = tasks.get(task.id);
      if (!was || !taskInUse(stored, was.id)) return;
      if (was.type !== task.type) add(`stages.${at}.tasks.${index}.type`, inUseTypeMessage(task.label));
      else if (was.stageId !== stage.id) add(`stages.${at}.tasks.${index}.id`, inUseMoveMessage(task.label));
    });
  });
  const placeOf = (stageId: number) => {
    const at = input.stages.findIndex((stage) => stage.id === stageId);
    return at < 0 ? "stages" : `stages.${at}.tasks`;
  };
  for (const task of stored.tasks) {
    if (!kept.has(task.id) && taskInUse(stored, task.id))
      add(placeOf(task.stageId), inUseDeleteMessage(task.label));
  }
  for (const stage of stored.stages) {
    if (!keptStages.has(stage.id) && (stored.stageItems.get(stage.id) ?? 0) > 0)
      add("stages", inUseDeleteMessage(stage.label));
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw conflict(first, errors);
}

/** The rows the body makes: new ones numbered above the largest id stored, names resolved. */
function rowsOf(input: JourneySettingsValues, stored: Stored): { stages: StageRow[]; tasks: TaskRow[] } {
  let nextStage = Math.max(0, ...stored.stages.map((stage) => stage.id)) + 1;
  let nextTask = Math.max(0, ...stored.tasks.map((task) => task.id)) + 1;
  const storedNames = new Map(stored.tasks.map((task) => [task.id, task.name]));
  // A name given, or kept from the stored task, first; then the ones made from a label.
  const taken = new Set<string>();
  const errors: FieldErrors = {};
  const named = input.stages.map((stage, at) =>
    stage.tasks.map((task, index) => {
      const name = task.name || (task.id !== undefined ? storedNames.get(task.id) : undefined);
      if (!name) return null;
      if (taken.has(name))
        errors[`stages.${at}.tasks.${index}.name`] = [JOURNEY_SETTINGS_MESSAGES.nameUnique];
      taken.add(name);
      return name;
    }),
  );
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);

  const stages: StageRow[] = [];
  const tasks: TaskRow[] = [];
  input.stages.forEach((stage, at) => {
    const stageId = stage.id ?? nextStage++;
    stages.push({
      id: stageId,
      label: stage.label,
      order: at + 1,
      isActive: stage.is_active,
      slaDays: stage.sla_days ?? null,
    });
    stage.tasks.forEach((task, index) => {
      const gate = task.type === "EVALUATION" ? (task.gate ?? null) : null;
      tasks.push({
        id: task.id ?? nextTask++,
        stageId,
        label: task.label,
        name: named[at]?.[index] ?? uniqueTemplateKey(templateKeyOf(task.label), taken),
        type: task.type,
        allowMultiple: task.allow_multiple,
        order: index + 1,
        isActive: task.is_active,
        gateQuorum: gate?.quorum ?? null,
        gateBlind: gate?.blind ?? false,
      });
    });
  });
  return { stages, tasks };
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

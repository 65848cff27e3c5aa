import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { CompanyActivity, Id, JourneyItem, JourneyTimeline, TaskType } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, companyJourneyItems, journeyItemMembers, journeyTasks } from "../../db/schema";
import { uniqueIds } from "../../db/wire";
import { conflict, notFound } from "../../http/HttpError";
import {
  type JourneyActor,
  journeyAccessLevel,
  journeyReadAccess,
  recordReads,
  requireJourneyWrite,
  seesCompany,
} from "./access";
import { historyShownTo } from "./blindHistory";
import { requireGatesPassed } from "./gates";
import { refuse, TASK_NOT_OF_STAGE_MESSAGE, TASK_USED_MESSAGE } from "./messages";
import { readActivity, readItem, readTimeline } from "./timeline";
import { requireCompanyMembers } from "./participants";

// A company's journey items: adding one (each write one transaction, so a refused request changes
// nothing), reading the timeline, and the LinkedIn messages that are items with nothing more.
// Adding an item locks its company's row first, so two requests adding the same single task
// cannot both pass the offering check; the companies table's last stage and task follow the new
// item through the triggers of migration 0001.

export type JourneyTargetValues = { company_id: Id; stage_id: Id; task_id: Id };

type ItemFields = Partial<
  Pick<typeof companyJourneyItems.$inferInsert, "status" | "message" | "startDate" | "subject" | "body">
>;

/**
 * Adds a task to the company's journey inside `tx`: the task must be an active task of the stage,
 * of the type the call is for, beyond no gate the company has not passed (409), and not in the
 * journey already unless it allows multiple.
 */
export async function addItem(
  tx: Database,
  target: JourneyTargetValues,
  type: TaskType,
  actor: JourneyActor,
  fields: ItemFields,
): Promise<Id> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, target.company_id))
    .for("update");
  const [task] = await tx
    .select()
    .from(journeyTasks)
    .where(and(eq(journeyTasks.id, target.task_id), eq(journeyTasks.isActive, true)));
  if (!task || task.stageId !== target.stage_id) throw refuse("task_id", TASK_NOT_OF_STAGE_MESSAGE);
  if (task.type !== type) throw refuse("task_id", `Select a ${type} task.`);
  await requireGatesPassed(tx, target.company_id, task.stageId);
  if (!task.allowMultiple) {
    const [used] = await tx
      .select({ id: companyJourneyItems.id })
      .from(companyJourneyItems)
      .where(
        and(
          eq(companyJourneyItems.companyId, target.company_id),
          eq(companyJourneyItems.taskId, task.id),
          // A cancelled meeting leaves the timeline, and its task is offered again.
          or(
            ne(companyJourneyItems.type, "MEETING"),
            isNull(companyJourneyItems.status),
            ne(companyJourneyItems.status, "CANCELLED"),
          ),
        ),
      )
      .limit(1);
    if (used) throw conflict(TASK_USED_MESSAGE, { task_id: [TASK_USED_MESSAGE] });
  }
  const [row] = await tx
    .insert(companyJourneyItems)
    .values({
      companyId: target.company_id,
      stageId: task.stageId,
      taskId: task.id,
      type,
      createdBy: actor.userId,
      modifiedBy: actor.userId,
      ...fields,
    })
    .returning({ id: companyJourneyItems.id });
  if (!row) throw new Error("The insert returned no row.");
  return row.id;
}

/** Marks the item changed by the actor, now, with any of its own fields that change with it. */
export async function touchItem(tx: Database, itemId: Id, actor: JourneyActor, fields: ItemFields = {}) {
  await tx
    .update(companyJourneyItems)
    .set({ modifiedBy: actor.userId, modified: sql`now()`, ...fields })
    .where(eq(companyJourneyItems.id, itemId));
}

/** One item as the timeline shows it, just written: it is there. */
async function readWrittenItem(db: Database, itemId: Id): Promise<JourneyItem> {
  const item = await readItem(db, itemId);
  if (!item) throw notFound("Journey item not found.");
  return item;
}

/** A grant opens the item, not the company's address book: members keep their names only. */
function withoutContact(member: JourneyItem["attendees"][number]) {
  return { ...member, email: "", mobile: "" };
}

export function itemMethods(db: Database) {
  return {
    /** What the actor may do with the company's journey: whole, shared (grants) or none. */
    accessLevel: (companyId: Id, actor: JourneyActor) => journeyAccessLevel(db, companyId, actor),

    /** The condition of the company's history entries the user may read past its blind evaluations. */
    historyShownTo: (companyId: Id, userId: Id) => historyShownTo(db, companyId, userId),

    /** Whether the actor sees the company other than through a grant on one of its items. */
    seesCompany: (companyId: Id, actor: JourneyActor) => seesCompany(db, companyId, actor),

    /**
     * The company's timeline as far as the actor may read it; reads through grants are recorded.
     * With `publicUrl`, meetings carry the gateway links the actor may see. A blind evaluation the
     * actor has not answered leaves out the other reviewers' answers and their comments.
     */
    async timeline(companyId: Id, actor: JourneyActor, publicUrl?: string): Promise<JourneyTimeline> {
      const viewer =
        publicUrl === undefined
          ? undefined
          : { userId: actor.userId, superAdmin: actor.superAdmin, publicUrl };
      const access = await journeyReadAccess(db, companyId, actor);
      if (access.whole) return readTimeline(db, companyId, undefined, viewer, actor.userId);
      await recordReads(db, access.grants, actor);
      const shared = await readTimeline(
        db,
        companyId,
        access.grants.map((grant) => grant.itemId),
        viewer,
        actor.userId,
      );
      return shared.map((stage) => ({
        ...stage,
        items: stage.items.map((item) => ({
          ...item,
          attendees: item.attendees.map(withoutContact),
          company_members: item.company_members.map(withoutContact),
        })),
      }));
    },

    /**
     * The company's standalone comments and uploaded files. A user who reaches the company only
     * through grants gets none: a grant opens its item, not the company.
     */
    async activity(companyId: Id, actor: JourneyActor): Promise<CompanyActivity> {
      const access = await journeyReadAccess(db, companyId, actor);
      if (!access.whole) return { comments: [], uploads: [] };
      return readActivity(db, companyId, actor);
    },

    async createLinkedin(
      values: JourneyTargetValues & { company_member_ids: Id[]; message: string; date: Date },
      actor: JourneyActor,
    ): Promise<JourneyItem> {
      await requireJourneyWrite(db, values.company_id, actor);
      const memberIds = uniqueIds(values.company_member_ids);
      await requireCompanyMembers(db, values.company_id, memberIds, "company_member_ids");
      const itemId = await db.transaction(async (tx) => {
        const id = await addItem(tx, values, "LINKEDIN", actor, {
          message: values.message,
          startDate: values.date,
        });
        await tx
          .insert(journeyItemMembers)
          .values(memberIds.map((memberId, position) => ({ journeyItemId: id, memberId, position })));
        return id;
      });
      return readWrittenItem(db, itemId);
    },
  };
}

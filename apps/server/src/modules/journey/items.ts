import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  ACTION_MESSAGES,
  CALL_NOTES_TEXT_FIELDS,
  type CallNotes,
  type Comment,
  type CompanyActivity,
  type EmailTemplate,
  type Evaluation,
  evaluationAnswerRefusal,
  grantChangeRefusal,
  type EvaluationStatus,
  evaluationStatusOf,
  type Id,
  type JourneyItem,
  type JourneyTimeline,
  type Summary,
  SUMMARY_TEXT_FIELDS,
  type TaskType,
  type UserJourneyAccess,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyComments,
  companyJourneyItems,
  companyMembers,
  emailTemplates,
  journeyCallNotes,
  journeyEvaluationAnswers,
  journeyEvaluations,
  journeyItemMembers,
  journeyItemUsers,
  journeySummaries,
  journeySummaryFields,
  journeySummaryPriorities,
  journeyTasks,
  userJourneyAccess,
  users,
} from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../http/HttpError";
import { actionActorOf, refuseIf } from "./actionRefusals";
import {
  itemOfCompany,
  JOURNEY_ITEM_CONTENT_TYPE,
  type JourneyActor,
  journeyAccessLevel,
  journeyReadAccess,
  readGrants,
  recordReads,
  requireItemRead,
  requireJourneyWrite,
  seesCompany,
  validUntilFrom,
} from "./access";
import { readActivity, readItem, readTimeline } from "./timeline";
import { iso, uniqueIds } from "../../db/wire";

// The writes of a company's journey: each one transaction, so a refused request changes nothing.
// Adding an item locks its company's row first, so two requests adding the same single task
// cannot both pass the offering check; the companies table's last stage and task follow the new
// item through the triggers of migration 0001.

export const TASK_USED_MESSAGE = "This task is already in the company's journey and can be added only once.";
export const TASK_NOT_OF_STAGE_MESSAGE = "Select a task of the chosen stage.";
export const REVIEWERS_INACTIVE_MESSAGE = "Reviewers must be active users.";
export const MEMBERS_NOT_OF_COMPANY_MESSAGE = "Select members of this company.";
// Who may answer an evaluation or change a grant is the contract's rule (actionRules), as the screens read it.
export const NOT_A_REVIEWER_MESSAGE = ACTION_MESSAGES.notAReviewer;
export const ALREADY_ANSWERED_MESSAGE = ACTION_MESSAGES.alreadyAnswered;
export const NOT_COMMENT_AUTHOR_MESSAGE = "Only the author of a comment can change it.";
export const NOT_GRANT_OWNER_MESSAGE = ACTION_MESSAGES.notGrantOwner;
export const GRANT_USER_INACTIVE_MESSAGE = "Select an active user.";
export const GRANT_ITEM_MESSAGE = "Select a journey item of this company.";
export const GRANT_SELF_MESSAGE = ACTION_MESSAGES.grantToSelf;
export const CONTENT_TYPE_MESSAGE = `Content type must be ${JOURNEY_ITEM_CONTENT_TYPE}.`;
export const NO_TEMPLATE_MESSAGE = "There is no template for this task.";
export const SELECT_VALID_CHOICE = "Select a valid choice.";

const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });

export type JourneyTargetValues = { company_id: Id; stage_id: Id; task_id: Id };

type ItemFields = Partial<
  Pick<typeof companyJourneyItems.$inferInsert, "status" | "message" | "startDate" | "subject" | "body">
>;

/** snake_case wire names to the schema's camelCase keys. */
function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Adds a task to the company's journey inside `tx`: the task must be an active task of the stage,
 * of the type the call is for, and not in the journey already unless it allows multiple.
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

async function touchItem(tx: Database, itemId: Id, actor: JourneyActor, fields: ItemFields = {}) {
  await tx
    .update(companyJourneyItems)
    .set({ modifiedBy: actor.userId, modified: sql`now()`, ...fields })
    .where(eq(companyJourneyItems.id, itemId));
}

async function personOf(db: Database, userId: Id | null) {
  if (userId === null) return { first_name: "", last_name: "" };
  const [row] = await db
    .select({ first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { first_name: "", last_name: "" };
}

// --- Evaluations ----------------------------------------------------------------------------------

/** The evaluation as its item on the timeline answers it: reviewers and answers read once, there. */
async function readEvaluation(db: Database, id: Id): Promise<Evaluation | null> {
  const [row] = await db
    .select({ itemId: journeyEvaluations.journeyItemId })
    .from(journeyEvaluations)
    .where(eq(journeyEvaluations.id, id));
  if (!row) return null;
  return (await readItem(db, row.itemId))?.evaluation ?? null;
}

// --- Summaries and call notes ---------------------------------------------------------------------

type Entry = { id?: Id | undefined; status?: string | null | undefined };
export type SummaryValues = Record<string, unknown> & {
  priority: Array<Entry & { prio: string }>;
  additional_fields: Array<Entry & { field_name: string; field_value: string }>;
};

/** Every call-notes field a read answers: the text ones and the flag. */
const CALL_NOTES_FIELDS = [...CALL_NOTES_TEXT_FIELDS, "funding_projection_done"];

function textColumns(fields: readonly string[], values: Record<string, unknown>) {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field];
      return [camel(field), typeof value === "string" ? value : ""];
    }),
  );
}

async function readSummary(db: Database, id: Id, fields: readonly string[]): Promise<Summary | null> {
  const [row] = await db.select().from(journeySummaries).where(eq(journeySummaries.id, id));
  if (!row) return null;
  const [priorities, additional] = await Promise.all([
    db
      .select()
      .from(journeySummaryPriorities)
      .where(
        and(
          eq(journeySummaryPriorities.summaryId, id),
          or(isNull(journeySummaryPriorities.status), ne(journeySummaryPriorities.status, "DELETED")),
        ),
      )
      .orderBy(asc(journeySummaryPriorities.position), asc(journeySummaryPriorities.id)),
    db
      .select()
      .from(journeySummaryFields)
      .where(
        and(
          eq(journeySummaryFields.summaryId, id),
          or(isNull(journeySummaryFields.status), ne(journeySummaryFields.status, "DELETED")),
        ),
      )
      .orderBy(asc(journeySummaryFields.position), asc(journeySummaryFields.id)),
  ]);
  const record = row as unknown as Record<string, unknown>;
  const text = Object.fromEntries(fields.map((field) => [field, record[camel(field)] as string]));
  return {
    id: row.id,
    ...(text as Omit<Summary, "id" | "priority" | "additional_fields">),
    priority: priorities.map((entry) => ({
      id: entry.id,
      prio: entry.prio,
      ...(entry.status === "EDITED" ? { status: "EDITED" as const } : {}),
    })),
    additional_fields: additional.map((entry) => ({
      id: entry.id,
      field_name: entry.fieldName,
      field_value: entry.fieldValue,
      ...(entry.status === "EDITED" ? { status: "EDITED" as const } : {}),
    })),
  };
}

async function readCallNotes(db: Database, id: Id, fields: readonly string[]): Promise<CallNotes | null> {
  const [row] = await db.select().from(journeyCallNotes).where(eq(journeyCallNotes.id, id));
  if (!row) return null;
  const record = row as unknown as Record<string, unknown>;
  return {
    id: row.id,
    ...(Object.fromEntries(fields.map((field) => [field, record[camel(field)]])) as Omit<CallNotes, "id">),
  };
}

/**
 * Applies a list's entries as the form sends them on update: an entry without an id joins, one
 * with an id marked EDITED changes it, DELETED hides it (kept), unmarked ones stay as they are.
 * An id naming no entry of this summary is refused.
 */
async function applyEntries<E extends Entry>(
  entries: readonly E[],
  existing: ReadonlySet<Id>,
  field: string,
  write: {
    insert(entry: E, position: number): Promise<void>;
    update(id: Id, entry: E, position: number): Promise<void>;
    remove(id: Id): Promise<void>;
  },
) {
  for (const [position, entry] of entries.entries()) {
    if (entry.id === undefined || entry.id === null) {
      if (entry.status !== "DELETED") await write.insert(entry, position);
      continue;
    }
    if (!existing.has(entry.id)) throw refuse(`${field}.${position}.id`, SELECT_VALID_CHOICE);
    if (entry.status === "DELETED") await write.remove(entry.id);
    else if (entry.status === "EDITED") await write.update(entry.id, entry, position);
  }
}

// --- The repository -------------------------------------------------------------------------------

/** The company and journey item a summary or call notes belong to; 404 with `missing` when none. */
async function recordPlace(
  db: Database,
  table: typeof journeySummaries | typeof journeyCallNotes,
  id: Id,
  missing: string,
): Promise<{ companyId: Id; itemId: Id }> {
  const [row] = await db
    .select({ companyId: table.companyId, itemId: table.journeyItemId })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  return row;
}

/** The record's place, once the update names its company and the actor may write its journey. */
async function writableRecord(
  db: Database,
  table: typeof journeySummaries | typeof journeyCallNotes,
  id: Id,
  missing: string,
  companyId: Id,
  actor: JourneyActor,
): Promise<{ companyId: Id; itemId: Id }> {
  const row = await recordPlace(db, table, id, missing);
  if (row.companyId !== companyId) throw refuse("company_id", SELECT_VALID_CHOICE);
  await requireJourneyWrite(db, row.companyId, actor);
  return row;
}

export function createJourneyItemRepository(db: Database) {
  async function companyOfItem(itemId: Id): Promise<Id | null> {
    const [row] = await db
      .select({ companyId: companyJourneyItems.companyId })
      .from(companyJourneyItems)
      .where(eq(companyJourneyItems.id, itemId));
    return row?.companyId ?? null;
  }

  return {
    /** What the actor may do with the company's journey: whole, shared (grants) or none. */
    accessLevel: (companyId: Id, actor: JourneyActor) => journeyAccessLevel(db, companyId, actor),

    /** Whether the actor sees the company other than through a grant on one of its items. */
    seesCompany: (companyId: Id, actor: JourneyActor) => seesCompany(db, companyId, actor),

    /**
     * The company's timeline as far as the actor may read it; reads through grants are recorded.
     * With `publicUrl`, meetings carry the gateway links the actor may see.
     */
    async timeline(companyId: Id, actor: JourneyActor, publicUrl?: string): Promise<JourneyTimeline> {
      const viewer =
        publicUrl === undefined
          ? undefined
          : { userId: actor.userId, superAdmin: actor.superAdmin, publicUrl };
      const access = await journeyReadAccess(db, companyId, actor);
      if (access.whole) return readTimeline(db, companyId, undefined, viewer);
      await recordReads(db, access.grants, actor);
      const shared = await readTimeline(
        db,
        companyId,
        access.grants.map((grant) => grant.itemId),
        viewer,
      );
      // A grant opens the item, not the company's address book: members keep their names only.
      const withoutContact = (member: JourneyItem["attendees"][number]) => ({
        ...member,
        email: "",
        mobile: "",
      });
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

    async createEvaluation(
      values: JourneyTargetValues & { reviewer_ids: Id[] },
      actor: JourneyActor,
    ): Promise<Evaluation> {
      await requireJourneyWrite(db, values.company_id, actor);
      const reviewers = uniqueIds(values.reviewer_ids);
      const active = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, reviewers), eq(users.isActive, true)));
      if (active.length !== reviewers.length) throw refuse("reviewer_ids", REVIEWERS_INACTIVE_MESSAGE);
      const id = await db.transaction(async (tx) => {
        const itemId = await addItem(tx, values, "EVALUATION", actor, { status: "PENDING" });
        await tx.insert(journeyItemUsers).values(
          reviewers.map((userId, position) => ({
            journeyItemId: itemId,
            userId,
            role: "reviewer",
            position,
          })),
        );
        const [row] = await tx
          .insert(journeyEvaluations)
          .values({ journeyItemId: itemId, status: "PENDING" })
          .returning({ id: journeyEvaluations.id });
        if (!row) throw new Error("The insert returned no row.");
        return row.id;
      });
      return (await readEvaluation(db, id)) as Evaluation;
    },

    /** A listed reviewer's one decision; the evaluation takes it, and the comment joins the item. */
    async reviewEvaluation(
      id: Id,
      values: { company_id: Id; journey_item_id: Id; comment: string; status: string },
      actor: JourneyActor,
    ): Promise<Evaluation> {
      const [evaluation] = await db
        .select({ itemId: journeyEvaluations.journeyItemId, companyId: companyJourneyItems.companyId })
        .from(journeyEvaluations)
        .innerJoin(companyJourneyItems, eq(companyJourneyItems.id, journeyEvaluations.journeyItemId))
        .where(eq(journeyEvaluations.id, id));
      if (!evaluation) throw notFound("Evaluation not found.");
      if (evaluation.itemId !== values.journey_item_id) throw refuse("journey_item_id", SELECT_VALID_CHOICE);
      if (evaluation.companyId !== values.company_id) throw refuse("company_id", SELECT_VALID_CHOICE);
      await db.transaction(async (tx) => {
        // Serializes two answers of one reviewer sent at once.
        await tx
          .select({ id: journeyEvaluations.id })
          .from(journeyEvaluations)
          .where(eq(journeyEvaluations.id, id))
          .for("update");
        const listed = await tx
          .select({ userId: journeyItemUsers.userId })
          .from(journeyItemUsers)
          .where(
            and(eq(journeyItemUsers.journeyItemId, evaluation.itemId), eq(journeyItemUsers.role, "reviewer")),
          );
        const answered = await tx
          .select({ userId: journeyEvaluationAnswers.reviewerId })
          .from(journeyEvaluationAnswers)
          .where(eq(journeyEvaluationAnswers.evaluationId, id));
        // Only a listed reviewer who has not answered yet may.
        refuseIf(
          evaluationAnswerRefusal(actionActorOf(actor), {
            reviewerIds: listed.map((row) => row.userId),
            answeredBy: answered.map((row) => row.userId),
          }),
        );
        await tx.insert(journeyEvaluationAnswers).values({
          evaluationId: id,
          reviewerId: actor.userId,
          status: values.status,
          comment: values.comment,
        });
        // The status is what every answer so far says together; `modified` moves only when it
        // changes, so it tells when the evaluation came to its decision.
        const [given, reviewers, [current]] = await Promise.all([
          tx
            .select({ status: journeyEvaluationAnswers.status })
            .from(journeyEvaluationAnswers)
            .where(eq(journeyEvaluationAnswers.evaluationId, id)),
          tx
            .select({ userId: journeyItemUsers.userId })
            .from(journeyItemUsers)
            .where(
              and(
                eq(journeyItemUsers.journeyItemId, evaluation.itemId),
                eq(journeyItemUsers.role, "reviewer"),
              ),
            ),
          tx
            .select({ status: journeyEvaluations.status })
            .from(journeyEvaluations)
            .where(eq(journeyEvaluations.id, id)),
        ]);
        const status = evaluationStatusOf(
          reviewers.length,
          given.map((answer) => ({ status: answer.status as EvaluationStatus })),
        );
        await tx
          .update(journeyEvaluations)
          .set({
            status,
            comment: values.comment,
            ...(status === current?.status ? {} : { modified: sql`now()` }),
          })
          .where(eq(journeyEvaluations.id, id));
        await touchItem(tx, evaluation.itemId, actor, { status });
        await tx.insert(companyComments).values({
          companyId: evaluation.companyId,
          journeyItemId: evaluation.itemId,
          commentText: values.comment,
          createdBy: actor.userId,
          modifiedBy: actor.userId,
        });
      });
      return (await readEvaluation(db, id)) as Evaluation;
    },

    async createLinkedin(
      values: JourneyTargetValues & { company_member_ids: Id[]; message: string; date: Date },
      actor: JourneyActor,
    ): Promise<JourneyItem> {
      await requireJourneyWrite(db, values.company_id, actor);
      const memberIds = uniqueIds(values.company_member_ids);
      const found = await db
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(
          and(
            inArray(companyMembers.id, memberIds),
            eq(companyMembers.companyId, values.company_id),
            eq(companyMembers.isDeleted, false),
          ),
        );
      if (found.length !== memberIds.length)
        throw refuse("company_member_ids", MEMBERS_NOT_OF_COMPANY_MESSAGE);
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
      return (await readItem(db, itemId)) as JourneyItem;
    },

    async getSummary(id: Id, actor: JourneyActor): Promise<Summary> {
      const row = await recordPlace(db, journeySummaries, id, "Summary not found.");
      await requireItemRead(db, row.companyId, row.itemId, actor);
      return (await readSummary(db, id, SUMMARY_TEXT_FIELDS)) as Summary;
    },

    async createSummary(
      values: JourneyTargetValues & SummaryValues & { message?: string | null | undefined },
      actor: JourneyActor,
    ): Promise<Summary> {
      await requireJourneyWrite(db, values.company_id, actor);
      const id = await db.transaction(async (tx) => {
        // The item's comment: the one sent with it, else the summary's own Comments, as the form asks.
        const message =
          values.message || (typeof values.comments === "string" ? values.comments : "") || null;
        const itemId = await addItem(tx, values, "SUMMARY", actor, { message });
        const [row] = await tx
          .insert(journeySummaries)
          .values({
            ...textColumns(SUMMARY_TEXT_FIELDS, values),
            journeyItemId: itemId,
            companyId: values.company_id,
            createdBy: actor.userId,
            modifiedBy: actor.userId,
          } as typeof journeySummaries.$inferInsert)
          .returning({ id: journeySummaries.id });
        if (!row) throw new Error("The insert returned no row.");
        // On a new summary a removed entry is simply left out.
        const priorities = values.priority.filter((entry) => entry.status !== "DELETED");
        if (priorities.length > 0) {
          await tx
            .insert(journeySummaryPriorities)
            .values(priorities.map((entry, position) => ({ summaryId: row.id, prio: entry.prio, position })));
        }
        const extra = values.additional_fields.filter((entry) => entry.status !== "DELETED");
        if (extra.length > 0) {
          await tx.insert(journeySummaryFields).values(
            extra.map((entry, position) => ({
              summaryId: row.id,
              fieldName: entry.field_name,
              fieldValue: entry.field_value,
              position,
            })),
          );
        }
        return row.id;
      });
      return (await readSummary(db, id, SUMMARY_TEXT_FIELDS)) as Summary;
    },

    async updateSummary(
      id: Id,
      values: JourneyTargetValues & SummaryValues & { message?: string | null | undefined },
      actor: JourneyActor,
    ): Promise<Summary> {
      const row = await writableRecord(
        db,
        journeySummaries,
        id,
        "Summary not found.",
        values.company_id,
        actor,
      );
      await db.transaction(async (tx) => {
        await tx
          .update(journeySummaries)
          .set({
            ...textColumns(SUMMARY_TEXT_FIELDS, values),
            modifiedBy: actor.userId,
            modified: new Date(),
          } as Partial<typeof journeySummaries.$inferInsert>)
          .where(eq(journeySummaries.id, id));
        const priorities = await tx
          .select({ id: journeySummaryPriorities.id })
          .from(journeySummaryPriorities)
          .where(eq(journeySummaryPriorities.summaryId, id));
        await applyEntries(values.priority, new Set(priorities.map((entry) => entry.id)), "priority", {
          insert: async (entry, position) => {
            await tx.insert(journeySummaryPriorities).values({ summaryId: id, prio: entry.prio, position });
          },
          update: async (entryId, entry, position) => {
            await tx
              .update(journeySummaryPriorities)
              .set({ prio: entry.prio, status: "EDITED", position })
              .where(eq(journeySummaryPriorities.id, entryId));
          },
          remove: async (entryId) => {
            await tx
              .update(journeySummaryPriorities)
              .set({ status: "DELETED" })
              .where(eq(journeySummaryPriorities.id, entryId));
          },
        });
        const extra = await tx
          .select({ id: journeySummaryFields.id })
          .from(journeySummaryFields)
          .where(eq(journeySummaryFields.summaryId, id));
        await applyEntries(
          values.additional_fields,
          new Set(extra.map((entry) => entry.id)),
          "additional_fields",
          {
            insert: async (entry, position) => {
              await tx.insert(journeySummaryFields).values({
                summaryId: id,
                fieldName: entry.field_name,
                fieldValue: entry.field_value,
                position,
              });
            },
            update: async (entryId, entry, position) => {
              await tx
                .update(journeySummaryFields)
                .set({
                  fieldName: entry.field_name,
                  fieldValue: entry.field_value,
                  status: "EDITED",
                  position,
                })
                .where(eq(journeySummaryFields.id, entryId));
            },
            remove: async (entryId) => {
              await tx
                .update(journeySummaryFields)
                .set({ status: "DELETED" })
                .where(eq(journeySummaryFields.id, entryId));
            },
          },
        );
        await touchItem(tx, row.itemId, actor, values.message ? { message: values.message } : {});
      });
      return (await readSummary(db, id, SUMMARY_TEXT_FIELDS)) as Summary;
    },

    async getCallNotes(id: Id, actor: JourneyActor): Promise<CallNotes> {
      const row = await recordPlace(db, journeyCallNotes, id, "Call notes not found.");
      await requireItemRead(db, row.companyId, row.itemId, actor);
      return (await readCallNotes(db, id, CALL_NOTES_FIELDS)) as CallNotes;
    },

    async createCallNotes(
      values: JourneyTargetValues & Record<string, unknown>,
      actor: JourneyActor,
    ): Promise<CallNotes> {
      await requireJourneyWrite(db, values.company_id, actor);
      const id = await db.transaction(async (tx) => {
        const itemId = await addItem(tx, values, "CALL NOTES", actor, {});
        const [row] = await tx
          .insert(journeyCallNotes)
          .values({
            ...textColumns(CALL_NOTES_TEXT_FIELDS, values),
            fundingProjectionDone: values.funding_projection_done === true,
            journeyItemId: itemId,
            companyId: values.company_id,
            createdBy: actor.userId,
            modifiedBy: actor.userId,
          } as typeof journeyCallNotes.$inferInsert)
          .returning({ id: journeyCallNotes.id });
        if (!row) throw new Error("The insert returned no row.");
        return row.id;
      });
      return (await readCallNotes(db, id, CALL_NOTES_FIELDS)) as CallNotes;
    },

    async updateCallNotes(
      id: Id,
      values: JourneyTargetValues & Record<string, unknown>,
      actor: JourneyActor,
    ): Promise<CallNotes> {
      const row = await writableRecord(
        db,
        journeyCallNotes,
        id,
        "Call notes not found.",
        values.company_id,
        actor,
      );
      await db.transaction(async (tx) => {
        await tx
          .update(journeyCallNotes)
          .set({
            ...textColumns(CALL_NOTES_TEXT_FIELDS, values),
            fundingProjectionDone: values.funding_projection_done === true,
            modifiedBy: actor.userId,
            modified: new Date(),
          } as Partial<typeof journeyCallNotes.$inferInsert>)
          .where(eq(journeyCallNotes.id, id));
        await touchItem(tx, row.itemId, actor);
      });
      return (await readCallNotes(db, id, CALL_NOTES_FIELDS)) as CallNotes;
    },

    async createComment(
      values: { company_id: Id; comment_text: string; journey_item_id?: Id | null | undefined },
      actor: JourneyActor,
    ): Promise<Comment> {
      await requireJourneyWrite(db, values.company_id, actor);
      const itemId = values.journey_item_id ?? null;
      if (itemId !== null && !(await itemOfCompany(db, itemId, values.company_id))) {
        throw refuse("journey_item_id", GRANT_ITEM_MESSAGE);
      }
      const [row] = await db
        .insert(companyComments)
        .values({
          companyId: values.company_id,
          journeyItemId: itemId,
          commentText: values.comment_text,
          createdBy: actor.userId,
          modifiedBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error("The insert returned no row.");
      return {
        id: row.id,
        comment_text: row.commentText,
        modified_by: await personOf(db, actor.userId),
        journey_item: row.journeyItemId,
        company_id: row.companyId,
        created: iso(row.created),
      };
    },

    async updateComment(
      id: Id,
      values: { company_id: Id; comment_text: string },
      actor: JourneyActor,
    ): Promise<Comment> {
      const [found] = await db.select().from(companyComments).where(eq(companyComments.id, id));
      if (!found) throw notFound("Comment not found.");
      if (found.createdBy !== actor.userId) throw forbidden(NOT_COMMENT_AUTHOR_MESSAGE);
      if (found.companyId !== values.company_id) throw refuse("company_id", SELECT_VALID_CHOICE);
      const [row] = await db
        .update(companyComments)
        .set({ commentText: values.comment_text, modifiedBy: actor.userId, modified: sql`now()` })
        .where(eq(companyComments.id, id))
        .returning();
      if (!row) throw notFound("Comment not found.");
      return {
        id: row.id,
        comment_text: row.commentText,
        modified_by: await personOf(db, actor.userId),
        journey_item: row.journeyItemId,
        company_id: row.companyId,
        created: iso(row.created),
      };
    },

    /**
     * The template of a task (by its name) with `{{company_name}}`, `{{pitch_line}}` and
     * `{{first_name}}` filled from the company and member given; without them the text is as written.
     */
    async template(
      values: { key: string; company_id?: Id | null | undefined; company_member_id?: Id | null | undefined },
      actor: JourneyActor,
    ): Promise<EmailTemplate> {
      const [template] = await db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.key, values.key), eq(emailTemplates.isActive, true)));
      if (!template) throw notFound(NO_TEMPLATE_MESSAGE);
      // Only the placeholders whose values were asked for are filled; the others stay as written.
      const words: Record<string, string> = {};
      if (values.company_id != null) {
        await requireJourneyWrite(db, values.company_id, actor);
        const [company] = await db
          .select({ name: companies.companyName, pitch: companies.pitchLine })
          .from(companies)
          .where(eq(companies.id, values.company_id));
        words.company_name = company?.name ?? "";
        words.pitch_line = company?.pitch ?? "";
        if (values.company_member_id != null) {
          const [member] = await db
            .select({ first: companyMembers.firstName })
            .from(companyMembers)
            .where(
              and(
                eq(companyMembers.id, values.company_member_id),
                eq(companyMembers.companyId, values.company_id),
                eq(companyMembers.isDeleted, false),
              ),
            );
          if (!member) throw refuse("company_member_id", MEMBERS_NOT_OF_COMPANY_MESSAGE);
          words.first_name = member.first;
        }
      } else if (values.company_member_id != null) {
        throw refuse("company_id", "Company is required");
      }
      const fill = (text: string) =>
        text.replace(
          /\{\{\s*(company_name|first_name|pitch_line)\s*\}\}/g,
          (match, name: string) => words[name] ?? match,
        );
      return {
        key: template.key,
        ...(template.subject === null ? {} : { subject: fill(template.subject) }),
        body: fill(template.body),
      };
    },

    /** The grants on one journey item, newest first, each with its access log. */
    async listGrants(
      query: { company: Id; content_type: string; object_id: Id },
      actor: JourneyActor,
    ): Promise<UserJourneyAccess[]> {
      // Who may read the item may see its grants; a grantee sees only their own.
      const access = await journeyReadAccess(db, query.company, actor);
      if (!access.whole && !access.grants.some((grant) => grant.itemId === query.object_id))
        throw forbidden();
      return readGrants(
        db,
        and(
          eq(userJourneyAccess.companyId, query.company),
          eq(userJourneyAccess.contentType, query.content_type),
          eq(userJourneyAccess.objectId, query.object_id),
          access.whole ? undefined : eq(userJourneyAccess.userId, actor.userId),
        ),
      );
    },

    async createGrant(
      values: { user_id: Id; valid_days: number; company_id: Id; content_type: string; object_id: Id },
      actor: JourneyActor,
    ): Promise<UserJourneyAccess> {
      await requireJourneyWrite(db, values.company_id, actor);
      if (values.user_id === actor.userId) throw refuse("user_id", GRANT_SELF_MESSAGE);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, values.user_id), eq(users.isActive, true)));
      if (!user) throw refuse("user_id", GRANT_USER_INACTIVE_MESSAGE);
      if (!(await itemOfCompany(db, values.object_id, values.company_id))) {
        throw refuse("object_id", GRANT_ITEM_MESSAGE);
      }
      const [row] = await db
        .insert(userJourneyAccess)
        .values({
          userId: values.user_id,
          companyId: values.company_id,
          contentType: JOURNEY_ITEM_CONTENT_TYPE,
          objectId: values.object_id,
          validDays: values.valid_days,
          validUntil: validUntilFrom(values.valid_days),
          createdBy: actor.userId,
        })
        .returning({ id: userJourneyAccess.id });
      if (!row) throw new Error("The insert returned no row.");
      const [grant] = await readGrants(db, and(eq(userJourneyAccess.id, row.id)));
      return grant as UserJourneyAccess;
    },

    /** A new validity from now; 0 days revokes the grant at once. The grant's target stays. */
    async updateGrant(id: Id, validDays: number, actor: JourneyActor): Promise<UserJourneyAccess> {
      const [found] = await db.select().from(userJourneyAccess).where(eq(userJourneyAccess.id, id));
      if (!found) throw notFound("Access not found.");
      refuseIf(grantChangeRefusal(actionActorOf(actor), { grantedBy: found.createdBy }));
      await db
        .update(userJourneyAccess)
        .set({
          validDays: validDays === 0 ? found.validDays : validDays,
          validUntil: validDays === 0 ? sql`now()` : validUntilFrom(validDays),
          modified: sql`now()`,
        })
        .where(eq(userJourneyAccess.id, id));
      const [grant] = await readGrants(db, and(eq(userJourneyAccess.id, id)));
      return grant as UserJourneyAccess;
    },

    companyOfItem,
  };
}

export type JourneyItemRepository = ReturnType<typeof createJourneyItemRepository>;

import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CompanyActivity, Id, JourneyItem } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyComments,
  companyDocuments,
  companyJourneyItems,
  companyMembers,
  decisionRecords,
  evaluationReopenings,
  journeyCallNotes,
  journeyEvaluationAnswers,
  journeyEvaluations,
  journeyItemMembers,
  journeyItemUsers,
  journeyStages,
  journeyTasks,
  journeySummaries,
  memberDesignations,
  users,
} from "../../db/schema";
import { commentOf, companyDocumentOf, journeyItemsOf, type TimelineViewer } from "./timelineShapes";

// The journey of a company as the timeline reads it: every item with its stage, task, status,
// comments, people, what its type holds, and who made and last changed it. A handful of
// statements whatever the number of items (one per kind of thing an item holds); timelineShapes.ts
// puts them together. A CANCELLED meeting is left out (a meeting shows only while CONFIRMED or
// COMPLETED).

const creator = alias(users, "item_creator");
const modifier = alias(users, "item_modifier");
const commenter = alias(users, "commenter");
const uploader = alias(users, "uploader");
const reopener = alias(users, "reopener");

/**
 * What happened on the company outside its journey's tasks, oldest first: the standalone comments
 * (who last wrote them, when) and the files of the Upload dialog (round, who, when); a FAILED
 * recording only to its uploader.
 */
export async function readActivity(
  db: Database,
  companyId: Id,
  viewer: { userId: Id },
): Promise<CompanyActivity> {
  const [commentRows, uploadRows] = await Promise.all([
    db
      .select({ comment: companyComments, first: commenter.firstName, last: commenter.lastName })
      .from(companyComments)
      .leftJoin(
        commenter,
        eq(commenter.id, sql`coalesce(${companyComments.modifiedBy}, ${companyComments.createdBy})`),
      )
      .where(and(eq(companyComments.companyId, companyId), isNull(companyComments.journeyItemId)))
      .orderBy(asc(companyComments.created), asc(companyComments.id)),
    db
      .select({ document: companyDocuments, first: uploader.firstName, last: uploader.lastName })
      .from(companyDocuments)
      .leftJoin(uploader, eq(uploader.id, companyDocuments.createdBy))
      .where(
        and(
          eq(companyDocuments.companyId, companyId),
          isNull(companyDocuments.journeyItemId),
          eq(companyDocuments.role, "file"),
        ),
      )
      .orderBy(asc(companyDocuments.created), asc(companyDocuments.id)),
  ]);
  return {
    comments: commentRows.map(({ comment, first, last }) =>
      commentOf(comment, { first_name: first ?? "", last_name: last ?? "" }),
    ),
    uploads: uploadRows
      .filter(({ document }) => document.state !== "FAILED" || document.createdBy === viewer.userId)
      .map(({ document, first, last }) => ({
        ...companyDocumentOf(document),
        uploaded_by: first === null || last === null ? null : { first_name: first, last_name: last },
      })),
  };
}

/**
 * The stages reached, each with its items, for the company; `itemIds` narrows it to those items.
 * `reader`: the user it is for, whom a blind evaluation keeps the answers from until they answer.
 */
export async function readTimeline(
  db: Database,
  companyId: Id,
  itemIds?: readonly Id[],
  viewer?: TimelineViewer,
  reader?: Id,
): Promise<Array<{ stage: { id: Id; label: string; order: number }; items: JourneyItem[] }>> {
  const items = await readItems(
    db,
    and(eq(companyJourneyItems.companyId, companyId), idsIn(itemIds), notCancelledMeeting),
    viewer,
    reader,
  );
  const stages: Array<{ stage: { id: Id; label: string; order: number }; items: JourneyItem[] }> = [];
  const byStage = new Map<Id, JourneyItem[]>();
  for (const { item, stageOrder } of items) {
    const stageId = item.journey_item.stage.id;
    let list = byStage.get(stageId);
    if (!list) {
      list = [];
      byStage.set(stageId, list);
      stages.push({ stage: { ...item.journey_item.stage, order: stageOrder }, items: list });
    }
    list.push(item);
  }
  return stages.sort((a, b) => a.stage.order - b.stage.order || a.stage.id - b.stage.id);
}

/** One item as the timeline shows it (a cancelled meeting too) to `reader` (as readTimeline), or null. */
export async function readItem(
  db: Database,
  itemId: Id,
  viewer?: TimelineViewer,
  reader?: Id,
): Promise<JourneyItem | null> {
  const [found] = await readItems(db, eq(companyJourneyItems.id, itemId), viewer, reader);
  return found?.item ?? null;
}

/** Every item but the cancelled meetings. */
const notCancelledMeeting = or(
  ne(companyJourneyItems.type, "MEETING"),
  isNull(companyJourneyItems.status),
  ne(companyJourneyItems.status, "CANCELLED"),
);

function idsIn(itemIds: readonly Id[] | undefined): SQL | undefined {
  if (itemIds === undefined) return undefined;
  return inArray(companyJourneyItems.id, itemIds.length === 0 ? [0] : [...itemIds]);
}

async function readItems(db: Database, where: SQL | undefined, viewer?: TimelineViewer, reader?: Id) {
  const rows = await db
    .select({
      item: companyJourneyItems,
      stageLabel: journeyStages.label,
      stageOrder: journeyStages.order,
      taskLabel: journeyTasks.label,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      modifierFirst: modifier.firstName,
      modifierLast: modifier.lastName,
    })
    .from(companyJourneyItems)
    .innerJoin(journeyStages, eq(journeyStages.id, companyJourneyItems.stageId))
    .innerJoin(journeyTasks, eq(journeyTasks.id, companyJourneyItems.taskId))
    .leftJoin(creator, eq(creator.id, companyJourneyItems.createdBy))
    .leftJoin(modifier, eq(modifier.id, companyJourneyItems.modifiedBy))
    .where(where)
    .orderBy(asc(companyJourneyItems.created), asc(companyJourneyItems.id));
  if (rows.length === 0) return [];
  // The items again as a subquery rather than a list of ids: one bound value, not one per item.
  const ids = db.select({ id: companyJourneyItems.id }).from(companyJourneyItems).where(where);

  const [
    members,
    itemUsers,
    comments,
    evaluations,
    answers,
    summaries,
    callNotes,
    documents,
    decisions,
    reopenings,
  ] = await Promise.all([
    db
      .select({
        itemId: journeyItemMembers.journeyItemId,
        member: companyMembers,
      })
      .from(journeyItemMembers)
      .innerJoin(companyMembers, eq(companyMembers.id, journeyItemMembers.memberId))
      .where(inArray(journeyItemMembers.journeyItemId, ids))
      .orderBy(asc(journeyItemMembers.position), asc(journeyItemMembers.memberId)),
    db
      .select({
        itemId: journeyItemUsers.journeyItemId,
        role: journeyItemUsers.role,
        pk: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(journeyItemUsers)
      .innerJoin(users, eq(users.id, journeyItemUsers.userId))
      .where(inArray(journeyItemUsers.journeyItemId, ids))
      .orderBy(asc(journeyItemUsers.position), asc(journeyItemUsers.userId)),
    db
      .select({
        comment: companyComments,
        first: commenter.firstName,
        last: commenter.lastName,
      })
      .from(companyComments)
      .leftJoin(commenter, eq(commenter.id, companyComments.createdBy))
      .where(inArray(companyComments.journeyItemId, ids))
      .orderBy(asc(companyComments.created), asc(companyComments.id)),
    db.select().from(journeyEvaluations).where(inArray(journeyEvaluations.journeyItemId, ids)),
    db
      .select({
        evaluationId: journeyEvaluationAnswers.evaluationId,
        reviewerId: journeyEvaluationAnswers.reviewerId,
        status: journeyEvaluationAnswers.status,
        comment: journeyEvaluationAnswers.comment,
        commentId: journeyEvaluationAnswers.commentId,
        created: journeyEvaluationAnswers.created,
        first: users.firstName,
        last: users.lastName,
      })
      .from(journeyEvaluationAnswers)
      .innerJoin(journeyEvaluations, eq(journeyEvaluations.id, journeyEvaluationAnswers.evaluationId))
      .innerJoin(users, eq(users.id, journeyEvaluationAnswers.reviewerId))
      .where(inArray(journeyEvaluations.journeyItemId, ids))
      .orderBy(asc(journeyEvaluationAnswers.created), asc(journeyEvaluationAnswers.reviewerId)),
    db
      .select({ id: journeySummaries.id, itemId: journeySummaries.journeyItemId })
      .from(journeySummaries)
      .where(inArray(journeySummaries.journeyItemId, ids)),
    db
      .select({ id: journeyCallNotes.id, itemId: journeyCallNotes.journeyItemId })
      .from(journeyCallNotes)
      .where(inArray(journeyCallNotes.journeyItemId, ids)),
    db
      .select()
      .from(companyDocuments)
      .where(inArray(companyDocuments.journeyItemId, ids))
      .orderBy(asc(companyDocuments.created), asc(companyDocuments.id)),
    db
      .select({
        id: decisionRecords.id,
        evaluationId: decisionRecords.evaluationId,
        round: decisionRecords.round,
        status: decisionRecords.status,
        decidedAt: decisionRecords.decidedAt,
      })
      .from(decisionRecords)
      .where(inArray(decisionRecords.journeyItemId, ids))
      .orderBy(asc(decisionRecords.round), asc(decisionRecords.id)),
    db
      .select({
        evaluationId: evaluationReopenings.evaluationId,
        round: evaluationReopenings.round,
        reason: evaluationReopenings.reason,
        created: evaluationReopenings.created,
        pk: reopener.id,
        first: reopener.firstName,
        last: reopener.lastName,
      })
      .from(evaluationReopenings)
      .innerJoin(journeyEvaluations, eq(journeyEvaluations.id, evaluationReopenings.evaluationId))
      .leftJoin(reopener, eq(reopener.id, evaluationReopenings.reopenedBy))
      .where(inArray(journeyEvaluations.journeyItemId, ids))
      .orderBy(asc(evaluationReopenings.created), asc(evaluationReopenings.id)),
  ]);

  const memberIds = [...new Set(members.map((row) => row.member.id))];
  const designations =
    memberIds.length === 0
      ? []
      : await db
          .select()
          .from(memberDesignations)
          .where(inArray(memberDesignations.memberId, memberIds))
          .orderBy(asc(memberDesignations.position), asc(memberDesignations.designationId));
  const parts = {
    members,
    designations,
    users: itemUsers,
    comments,
    evaluations,
    answers,
    summaries,
    callNotes,
    documents,
    decisions,
    reopenings,
  };
  return journeyItemsOf(rows, parts, viewer, reader);
}

import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CompanyActivity, Id, JourneyItem } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyComments,
  companyDocuments,
  companyJourneyItems,
  companyMembers,
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
import {
  commentOf,
  companyDocumentOf,
  type ItemParts,
  type ItemRow,
  journeyItemsOf,
  type TimelineViewer,
} from "./timelineShapes";

// The journey of a company as the timeline reads it: every item with its stage, task, status,
// comments, people, what its type holds, and who made and last changed it. One statement whatever
// the number of items (the items and each kind of thing they hold, each a JSON array of its rows);
// timelineShapes.ts puts them together. A CANCELLED meeting is left out (a meeting shows only while CONFIRMED or
// COMPLETED).

const commenter = alias(users, "commenter");
const uploader = alias(users, "uploader");

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

/** The stages reached, each with its items, for the company; `itemIds` narrows it to those items. */
export async function readTimeline(
  db: Database,
  companyId: Id,
  itemIds?: readonly Id[],
  viewer?: TimelineViewer,
): Promise<Array<{ stage: { id: Id; label: string; order: number }; items: JourneyItem[] }>> {
  const items = await readItems(
    db,
    and(eq(companyJourneyItems.companyId, companyId), idsIn(itemIds), notCancelledMeeting),
    viewer,
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

/** One item as the timeline shows it (a cancelled meeting too), or null. */
export async function readItem(
  db: Database,
  itemId: Id,
  viewer?: TimelineViewer,
): Promise<JourneyItem | null> {
  const [found] = await readItems(db, eq(companyJourneyItems.id, itemId), viewer);
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

/**
 * Each field's value under its name, as one JSON object: a row, or an aggregate of rows, reaches the
 * server as one value the driver decodes, not one per column (the embedded database hands each
 * value over on its own, which cost more than the statement's planning and execution together).
 * The names are the code's own, never input.
 */
function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** The rows' objects as one JSON array, in `order`; an empty array when there are none. */
function jsonRows(fields: Record<string, SQLWrapper>, ...order: SQLWrapper[]): SQL {
  return sql`coalesce(json_agg(${jsonObject(fields)} order by ${sql.join(order, sql`, `)}), '[]'::json)`;
}

/**
 * The items and all they hold in one statement of one row: the items (a common table expression
 * the other parts read their ids from), then each part as a JSON array of its rows.
 */
async function readItems(db: Database, where: SQL | undefined, viewer?: TimelineViewer) {
  const listed = db.$with("timeline_items").as(
    db
      .select({
        id: companyJourneyItems.id,
        stageId: companyJourneyItems.stageId,
        taskId: companyJourneyItems.taskId,
        type: companyJourneyItems.type,
        status: companyJourneyItems.status,
        message: companyJourneyItems.message,
        subject: companyJourneyItems.subject,
        body: companyJourneyItems.body,
        receiverEmails: companyJourneyItems.receiverEmails,
        cc: companyJourneyItems.cc,
        bcc: companyJourneyItems.bcc,
        senderId: companyJourneyItems.senderId,
        startDate: companyJourneyItems.startDate,
        durationMinutes: companyJourneyItems.durationMinutes,
        ownMeeting: companyJourneyItems.ownMeeting,
        attendeeToken: companyJourneyItems.attendeeToken,
        moderatorToken: companyJourneyItems.moderatorToken,
        createdBy: companyJourneyItems.createdBy,
        modifiedBy: companyJourneyItems.modifiedBy,
        created: companyJourneyItems.created,
        modified: companyJourneyItems.modified,
      })
      .from(companyJourneyItems)
      .where(where),
  );
  const ids = sql`(select ${listed.id} from ${listed})`;
  const part = (rows: SQL, from: SQL) => sql`(select ${rows} from ${from})`;

  const [found] = await db
    .with(listed)
    .select({
      items: sql<ItemRow[]>`${jsonRows(
        {
          id: listed.id,
          stageId: listed.stageId,
          taskId: listed.taskId,
          type: listed.type,
          status: listed.status,
          message: listed.message,
          subject: listed.subject,
          body: listed.body,
          receiverEmails: listed.receiverEmails,
          cc: listed.cc,
          bcc: listed.bcc,
          senderId: listed.senderId,
          startDate: listed.startDate,
          durationMinutes: listed.durationMinutes,
          ownMeeting: listed.ownMeeting,
          attendeeToken: listed.attendeeToken,
          moderatorToken: listed.moderatorToken,
          createdBy: listed.createdBy,
          modifiedBy: listed.modifiedBy,
          created: listed.created,
          modified: listed.modified,
        },
        listed.created,
        listed.id,
      )}`,
      stages: sql<ItemParts["stages"]>`${part(
        jsonRows(
          { id: journeyStages.id, label: journeyStages.label, order: journeyStages.order },
          journeyStages.id,
        ),
        sql`${journeyStages} where ${journeyStages.id} in (select ${listed.stageId} from ${listed})`,
      )}`,
      tasks: sql<ItemParts["tasks"]>`${part(
        jsonRows({ id: journeyTasks.id, label: journeyTasks.label }, journeyTasks.id),
        sql`${journeyTasks} where ${journeyTasks.id} in (select ${listed.taskId} from ${listed})`,
      )}`,
      people: sql<ItemParts["people"]>`${part(
        jsonRows({ id: users.id, first: users.firstName, last: users.lastName }, users.id),
        sql`${users} where ${users.id} in (select ${listed.createdBy} from ${listed} union select ${listed.modifiedBy} from ${listed})`,
      )}`,
      members: sql<ItemParts["members"]>`${part(
        jsonRows(
          {
            itemId: journeyItemMembers.journeyItemId,
            id: companyMembers.id,
            firstName: companyMembers.firstName,
            middleName: companyMembers.middleName,
            lastName: companyMembers.lastName,
            email: companyMembers.email,
            mobile: companyMembers.mobile,
            linkedinProfile: companyMembers.linkedinProfile,
          },
          journeyItemMembers.position,
          journeyItemMembers.memberId,
        ),
        sql`${journeyItemMembers} inner join ${companyMembers} on ${companyMembers.id} = ${journeyItemMembers.memberId}
          where ${journeyItemMembers.journeyItemId} in ${ids}`,
      )}`,
      designations: sql<ItemParts["designations"]>`${part(
        jsonRows(
          { memberId: memberDesignations.memberId, designationId: memberDesignations.designationId },
          memberDesignations.position,
          memberDesignations.designationId,
        ),
        sql`${memberDesignations} where ${memberDesignations.memberId} in
          (select ${journeyItemMembers.memberId} from ${journeyItemMembers} where ${journeyItemMembers.journeyItemId} in ${ids})`,
      )}`,
      users: sql<ItemParts["users"]>`${part(
        jsonRows(
          {
            itemId: journeyItemUsers.journeyItemId,
            role: journeyItemUsers.role,
            pk: users.id,
            first_name: users.firstName,
            last_name: users.lastName,
          },
          journeyItemUsers.position,
          journeyItemUsers.userId,
        ),
        sql`${journeyItemUsers} inner join ${users} on ${users.id} = ${journeyItemUsers.userId}
          where ${journeyItemUsers.journeyItemId} in ${ids}`,
      )}`,
      comments: sql<ItemParts["comments"]>`${part(
        jsonRows(
          {
            id: companyComments.id,
            itemId: companyComments.journeyItemId,
            text: companyComments.commentText,
            createdBy: companyComments.createdBy,
            first: users.firstName,
            last: users.lastName,
            created: companyComments.created,
          },
          companyComments.created,
          companyComments.id,
        ),
        sql`${companyComments} left join ${users} on ${users.id} = ${companyComments.createdBy}
          where ${companyComments.journeyItemId} in ${ids}`,
      )}`,
      evaluations: sql<ItemParts["evaluations"]>`${part(
        jsonRows(
          {
            id: journeyEvaluations.id,
            itemId: journeyEvaluations.journeyItemId,
            status: journeyEvaluations.status,
            comment: journeyEvaluations.comment,
          },
          journeyEvaluations.id,
        ),
        sql`${journeyEvaluations} where ${journeyEvaluations.journeyItemId} in ${ids}`,
      )}`,
      answers: sql<ItemParts["answers"]>`${part(
        jsonRows(
          {
            evaluationId: journeyEvaluationAnswers.evaluationId,
            reviewerId: journeyEvaluationAnswers.reviewerId,
            status: journeyEvaluationAnswers.status,
            comment: journeyEvaluationAnswers.comment,
            created: journeyEvaluationAnswers.created,
            first: users.firstName,
            last: users.lastName,
          },
          journeyEvaluationAnswers.created,
          journeyEvaluationAnswers.reviewerId,
        ),
        sql`${journeyEvaluationAnswers}
          inner join ${journeyEvaluations} on ${journeyEvaluations.id} = ${journeyEvaluationAnswers.evaluationId}
          inner join ${users} on ${users.id} = ${journeyEvaluationAnswers.reviewerId}
          where ${journeyEvaluations.journeyItemId} in ${ids}`,
      )}`,
      summaries: sql<ItemParts["summaries"]>`${part(
        jsonRows({ id: journeySummaries.id, itemId: journeySummaries.journeyItemId }, journeySummaries.id),
        sql`${journeySummaries} where ${journeySummaries.journeyItemId} in ${ids}`,
      )}`,
      callNotes: sql<ItemParts["callNotes"]>`${part(
        jsonRows({ id: journeyCallNotes.id, itemId: journeyCallNotes.journeyItemId }, journeyCallNotes.id),
        sql`${journeyCallNotes} where ${journeyCallNotes.journeyItemId} in ${ids}`,
      )}`,
      documents: sql<ItemParts["documents"]>`${part(
        jsonRows(
          {
            id: companyDocuments.id,
            journeyItemId: companyDocuments.journeyItemId,
            role: companyDocuments.role,
            type: companyDocuments.type,
            storageKey: companyDocuments.storageKey,
            fileName: companyDocuments.fileName,
            description: companyDocuments.description,
            uploadedOn: companyDocuments.uploadedOn,
            transcriptionKey: companyDocuments.transcriptionKey,
            transcriptionFileName: companyDocuments.transcriptionFileName,
            state: companyDocuments.state,
            createdBy: companyDocuments.createdBy,
            created: companyDocuments.created,
          },
          companyDocuments.created,
          companyDocuments.id,
        ),
        sql`${companyDocuments} where ${companyDocuments.journeyItemId} in ${ids}`,
      )}`,
    })
    .from(listed);
  if (!found || found.items.length === 0) return [];
  const { items, ...parts } = found;
  return journeyItemsOf(items, parts, viewer);
}

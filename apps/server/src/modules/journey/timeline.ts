import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  CompanyActivity,
  CompanyDocument,
  CompanyMember,
  DocumentType,
  Evaluation,
  EvaluationAnswer,
  EvaluationStatus,
  Id,
  JourneyItem,
  Meeting,
  MeetingStatus,
  RecordingState,
  TaskType,
  UserShort,
} from "@pipeline/contract";
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
import { iso } from "../../db/wire";
import { gatewayLink } from "../../http/publicLink";

// The journey of a company as the timeline reads it: every item with its stage, task, status,
// comments, people, what its type holds, and who made and last changed it. A handful of
// statements whatever the number of items (one per kind of thing an item holds), put together here.
// A CANCELLED meeting is left out (a meeting shows only while CONFIRMED or COMPLETED); a meeting's
// gateway links show only while it is CONFIRMED, the moderator link only to its moderators, its
// creator and a SUPER_ADMIN; a FAILED recording only to the user who uploaded it.

const creator = alias(users, "item_creator");
const modifier = alias(users, "item_modifier");
const commenter = alias(users, "commenter");

type Member = CompanyMember & { id: Id };

/** Who reads the timeline: decides the meeting links and failed files they see. */
export type TimelineViewer = {
  userId: Id;
  /** Acting as SUPER_ADMIN. */
  superAdmin: boolean;
  /** The address the gateway links start with. */
  publicUrl: string;
};

/** A stored file as the contract answers it; `file` is its storage key, opened through a signed link. */
export function companyDocumentOf(row: typeof companyDocuments.$inferSelect): CompanyDocument {
  return {
    id: row.id,
    // The columns' CHECK constraints admit only the contract's values.
    type: row.type as DocumentType,
    file: row.storageKey,
    file_name: row.fileName,
    description: row.description,
    created: iso(row.created),
    created_by: row.createdBy ?? 0,
    is_uploaded: row.state as RecordingState,
    uploaded_on: row.uploadedOn,
    journey_item: row.journeyItemId,
    transcription_file: row.transcriptionKey,
    transcription_file_name: row.transcriptionFileName,
  };
}

/** Whether the viewer sees this file: a FAILED one only its uploader does. */
export function documentVisible(row: typeof companyDocuments.$inferSelect, viewer?: TimelineViewer): boolean {
  return row.state !== "FAILED" || (viewer !== undefined && row.createdBy === viewer.userId);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function person(pk: Id | null, first: string | null, last: string | null) {
  return pk === null || first === null || last === null ? null : { pk, first_name: first, last_name: last };
}

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
    comments: commentRows.map(({ comment, first, last }) => ({
      id: comment.id,
      comment_text: comment.commentText,
      modified_by: { first_name: first ?? "", last_name: last ?? "" },
      journey_item: null,
      company_id: comment.companyId,
      created: iso(comment.created),
    })),
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

async function readItems(db: Database, where: SQL | undefined, viewer?: TimelineViewer) {
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

  const [memberRows, userRows, commentRows, evaluationRows, answerRows, summaryRows, noteRows, documentRows] =
    await Promise.all([
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
    ]);

  const memberIds = [...new Set(memberRows.map((row) => row.member.id))];
  const designations =
    memberIds.length === 0
      ? []
      : await db
          .select()
          .from(memberDesignations)
          .where(inArray(memberDesignations.memberId, memberIds))
          .orderBy(asc(memberDesignations.position), asc(memberDesignations.designationId));
  const cmd = new Map<Id, Id[]>();
  for (const row of designations) push(cmd, row.memberId, row.designationId);

  const members = new Map<Id, Member[]>();
  for (const { itemId, member } of memberRows) {
    push(members, itemId, {
      id: member.id,
      first_name: member.firstName,
      middle_name: member.middleName,
      last_name: member.lastName,
      email: member.email,
      mobile: member.mobile,
      linkedin_profile: member.linkedinProfile,
      cmd: cmd.get(member.id) ?? [],
    });
  }
  const reviewers = new Map<Id, UserShort[]>();
  const moderators = new Map<Id, UserShort[]>();
  for (const { itemId, role, ...user } of userRows)
    push(role === "reviewer" ? reviewers : moderators, itemId, user);
  const comments = new Map<Id, JourneyItem["comments"]>();
  const commenters = new Map<Id, Id[]>();
  for (const { comment, first, last } of commentRows) {
    if (comment.journeyItemId === null) continue;
    if (comment.createdBy !== null) push(commenters, comment.journeyItemId, comment.createdBy);
    push(comments, comment.journeyItemId, {
      id: comment.id,
      comment_text: comment.commentText,
      created_by: { first_name: first ?? "", last_name: last ?? "" },
      created: iso(comment.created),
    });
  }
  const answers = new Map<Id, EvaluationAnswer[]>();
  for (const row of answerRows) {
    push(answers, row.evaluationId, {
      reviewer: { pk: row.reviewerId, first_name: row.first, last_name: row.last },
      // The column's CHECK constraint admits only the decisions.
      status: row.status as EvaluationAnswer["status"],
      comment: row.comment,
      created: iso(row.created),
    });
  }
  const evaluations = new Map<Id, Evaluation>();
  for (const row of evaluationRows) {
    evaluations.set(row.journeyItemId, {
      id: row.id,
      reviewer_ids: (reviewers.get(row.journeyItemId) ?? []).map((user) => user.pk),
      answered_by: (answers.get(row.id) ?? []).map((answer) => answer.reviewer.pk),
      answers: answers.get(row.id) ?? [],
      status: row.status as EvaluationStatus,
      comment: row.comment,
      journey_item: row.journeyItemId,
    });
  }
  const files = new Map<Id, CompanyDocument[]>();
  const attachments = new Map<Id, CompanyDocument[]>();
  for (const row of documentRows) {
    if (row.journeyItemId === null || !documentVisible(row, viewer)) continue;
    push(row.role === "attachment" ? attachments : files, row.journeyItemId, companyDocumentOf(row));
  }
  const summaries = new Map(summaryRows.map((row) => [row.itemId, row.id]));
  const notes = new Map(noteRows.map((row) => [row.itemId, row.id]));

  return rows.map((row) => {
    const { item } = row;
    const itemMembers = members.get(item.id) ?? [];
    const itemModerators = moderators.get(item.id) ?? [];
    const itemFiles = files.get(item.id) ?? [];
    const isMeeting = item.type === "MEETING";
    const meeting: Meeting | null = isMeeting
      ? {
          id: item.id,
          attendees: itemMembers.map((member) => member.id),
          moderators: itemModerators.map((user) => user.pk),
          commented_by: [...new Set(commenters.get(item.id) ?? [])].filter((id) =>
            itemModerators.some((user) => user.pk === id),
          ),
          sender_id: item.senderId,
          start_date: iso(item.startDate ?? item.created),
          duration: item.durationMinutes ?? 0,
          // The column holds CONFIRMED, COMPLETED or CANCELLED for a meeting.
          status: (item.status ?? "CONFIRMED") as MeetingStatus,
          documents: itemFiles,
          journey_item: item.id,
        }
      : null;
    const links = isMeeting && item.ownMeeting && item.status === "CONFIRMED" && viewer !== undefined;
    const moderates =
      viewer !== undefined &&
      (viewer.superAdmin ||
        item.createdBy === viewer.userId ||
        itemModerators.some((user) => user.pk === viewer.userId));
    const journeyItem: JourneyItem = {
      id: item.id,
      journey_item: {
        stage: { id: item.stageId, label: row.stageLabel },
        // The column's CHECK constraint admits only the contract's task types.
        task: { id: item.taskId, label: row.taskLabel, type: item.type as TaskType },
      },
      created: iso(item.created),
      modified: iso(item.modified),
      created_by: person(item.createdBy, row.creatorFirst, row.creatorLast),
      modified_by: person(item.modifiedBy, row.modifierFirst, row.modifierLast),
      status: item.status,
      comments: comments.get(item.id) ?? [],
      files: itemFiles,
      reviewers: reviewers.get(item.id) ?? [],
      moderators: itemModerators,
      attendees: item.type === "MEETING" ? itemMembers : [],
      company_members: item.type === "MEETING" ? [] : itemMembers,
      message: item.message,
      subject: item.subject,
      body: item.body,
      receiver_emails: item.receiverEmails,
      cc: item.cc,
      bcc: item.bcc,
      attachments: attachments.get(item.id) ?? [],
      start_date: item.startDate ? iso(item.startDate) : null,
      meeting_attendee_link:
        links && item.attendeeToken ? gatewayLink(viewer.publicUrl, item.attendeeToken) : null,
      meeting_moderator_link:
        links && moderates && item.moderatorToken ? gatewayLink(viewer.publicUrl, item.moderatorToken) : null,
      evaluation: evaluations.get(item.id) ?? null,
      meeting,
      summary_id: summaries.get(item.id) ?? null,
      call_notes_id: notes.get(item.id) ?? null,
    };
    return { item: journeyItem, stageOrder: row.stageOrder };
  });
}

import {
  answerersHiddenFrom,
  answersHiddenFrom,
  APPROVAL_DECISIONS,
  type Comment,
  type CompanyDocument,
  type CompanyMember,
  type DecisionRecordRef,
  type Evaluation,
  type EvaluationAnswer,
  type EvaluationReopening,
  type Id,
  type JourneyItem,
  type Meeting,
  type MeetingStatus,
  type UserShort,
} from "@pipeline/contract";
import { DECISION_STATUSES } from "@pipeline/contract/wire";
import {
  type companyComments,
  type companyDocuments,
  type companyJourneyItems,
  type companyMembers,
  DOCUMENT_STATE_VALUES,
  DOCUMENT_TYPE_VALUES,
  EVALUATION_STATUS_VALUES,
  type journeyEvaluations,
  type memberDesignations,
  TASK_TYPE_VALUES,
} from "../../db/schema";
import { iso } from "../../db/wire";
import { gatewayLink } from "../../http/publicLink";
import { storedWord } from "./storedWords";

// The journey's rows as the wire answers them: a stored file, a comment, and each timeline item
// with what its type holds. A meeting's gateway links show only while it is CONFIRMED, the
// moderator link only to its moderators, its creator and a SUPER_ADMIN; a FAILED recording only
// to the user who uploaded it.

/** Who reads the timeline: decides the meeting links and failed files they see. */
export type TimelineViewer = {
  userId: Id;
  /** Acting as SUPER_ADMIN. */
  superAdmin: boolean;
  /** The address the gateway links start with. */
  publicUrl: string;
};

type Person = { first: string | null; last: string | null };

/** An item with the names of its stage, task, creator and last modifier. */
export type ItemRow = {
  item: typeof companyJourneyItems.$inferSelect;
  stageLabel: string;
  stageOrder: number;
  taskLabel: string;
  creatorFirst: string | null;
  creatorLast: string | null;
  modifierFirst: string | null;
  modifierLast: string | null;
};

/** What the items hold, each row naming its item (or its evaluation, or its member). */
export type ItemParts = {
  members: Array<{ itemId: Id; member: typeof companyMembers.$inferSelect }>;
  designations: Array<typeof memberDesignations.$inferSelect>;
  users: Array<{ itemId: Id; role: string } & UserShort>;
  comments: Array<{ comment: typeof companyComments.$inferSelect } & Person>;
  evaluations: Array<typeof journeyEvaluations.$inferSelect>;
  answers: Array<{
    evaluationId: Id;
    reviewerId: Id;
    status: string;
    comment: string;
    /** The answer's comment on the item, which a blind evaluation keeps from the other reviewers. */
    commentId: Id | null;
    created: Date;
    first: string;
    last: string;
  }>;
  /** The decision records of the evaluations, oldest first. */
  decisions: Array<{ id: Id; evaluationId: Id; round: number; status: string; decidedAt: Date }>;
  /** The reopenings of the evaluations, oldest first. */
  reopenings: Array<{
    evaluationId: Id;
    round: number;
    reason: string;
    created: Date;
    pk: Id | null;
    first: string | null;
    last: string | null;
  }>;
  summaries: Array<{ id: Id; itemId: Id }>;
  callNotes: Array<{ id: Id; itemId: Id }>;
  documents: Array<typeof companyDocuments.$inferSelect>;
};

/** A stored file as the contract answers it; `file` is its storage key, opened through a signed link. */
export function companyDocumentOf(row: typeof companyDocuments.$inferSelect): CompanyDocument {
  return {
    id: row.id,
    type: storedWord(DOCUMENT_TYPE_VALUES, row.type),
    file: row.storageKey,
    file_name: row.fileName,
    description: row.description,
    created: iso(row.created),
    created_by: row.createdBy ?? 0,
    is_uploaded: storedWord(DOCUMENT_STATE_VALUES, row.state),
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

/** A comment as its own calls answer it, with who last wrote it. */
export function commentOf(
  row: typeof companyComments.$inferSelect,
  writer: { first_name: string; last_name: string },
): Comment {
  return {
    id: row.id,
    comment_text: row.commentText,
    modified_by: writer,
    journey_item: row.journeyItemId,
    company_id: row.companyId,
    created: iso(row.created),
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function person(pk: Id | null, first: string | null, last: string | null) {
  return pk === null || first === null || last === null ? null : { pk, first_name: first, last_name: last };
}

/** Each item's members, with the designations of each. */
function membersByItem(parts: ItemParts) {
  const cmd = new Map<Id, Id[]>();
  for (const row of parts.designations) push(cmd, row.memberId, row.designationId);
  const members = new Map<Id, Array<CompanyMember & { id: Id }>>();
  for (const { itemId, member } of parts.members) {
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
  return members;
}

/** Each item's comments, and who wrote them (as often as they did). */
function commentsByItem(parts: ItemParts) {
  const comments = new Map<Id, JourneyItem["comments"]>();
  const commenters = new Map<Id, Id[]>();
  for (const { comment, first, last } of parts.comments) {
    if (comment.journeyItemId === null) continue;
    if (comment.createdBy !== null) push(commenters, comment.journeyItemId, comment.createdBy);
    push(comments, comment.journeyItemId, {
      id: comment.id,
      comment_text: comment.commentText,
      created_by: { first_name: first ?? "", last_name: last ?? "" },
      created: iso(comment.created),
    });
  }
  return { comments, commenters };
}

/**
 * Each evaluation item's evaluation, with its listed reviewers and their answers, as `reader` may
 * see it: a blind evaluation they have not answered, undecided, leaves out the other reviewers'
 * answers and comment (`answers_hidden`), and names the answers' comments the item must leave out.
 */
function evaluationsByItem(parts: ItemParts, reviewers: ReadonlyMap<Id, UserShort[]>, reader?: Id) {
  const answers = new Map<Id, Array<EvaluationAnswer & { commentId: Id | null }>>();
  for (const row of parts.answers) {
    push(answers, row.evaluationId, {
      reviewer: { pk: row.reviewerId, first_name: row.first, last_name: row.last },
      status: storedWord(APPROVAL_DECISIONS, row.status),
      comment: row.comment,
      created: iso(row.created),
      commentId: row.commentId,
    });
  }
  const decisions = new Map<Id, DecisionRecordRef[]>();
  for (const row of parts.decisions) {
    push(decisions, row.evaluationId, {
      id: row.id,
      round: row.round,
      status: storedWord(DECISION_STATUSES, row.status),
      decided: iso(row.decidedAt),
    });
  }
  const reopenings = new Map<Id, EvaluationReopening[]>();
  for (const row of parts.reopenings) {
    push(reopenings, row.evaluationId, {
      round: row.round,
      reason: row.reason,
      reopened_by: person(row.pk, row.first, row.last),
      created: iso(row.created),
    });
  }
  const evaluations = new Map<Id, Evaluation>();
  /** The comments of answers kept from the reader. */
  const hiddenComments = new Set<Id>();
  /** By item, the reviewers whose answers are kept from the reader: nor may they show as its editor. */
  const hiddenAnswerers = new Map<Id, Set<Id>>();
  for (const row of parts.evaluations) {
    const given = answers.get(row.id) ?? [];
    const status = storedWord(EVALUATION_STATUS_VALUES, row.status);
    const answeredBy = given.map((answer) => answer.reviewer.pk);
    const facts = { blind: row.blind, status, answeredBy };
    const hidden = reader !== undefined && answersHiddenFrom(reader, facts);
    const withheld = reader === undefined ? new Set<Id>() : answerersHiddenFrom(reader, facts);
    const shown = given.filter((answer) => !withheld.has(answer.reviewer.pk));
    for (const answer of given)
      if (withheld.has(answer.reviewer.pk) && answer.commentId !== null) hiddenComments.add(answer.commentId);
    hiddenAnswerers.set(row.journeyItemId, withheld);
    evaluations.set(row.journeyItemId, {
      id: row.id,
      reviewer_ids: (reviewers.get(row.journeyItemId) ?? []).map((user) => user.pk),
      answered_by: shown.map((answer) => answer.reviewer.pk),
      answers: shown.map(({ commentId: _comment, ...answer }) => answer),
      status,
      comment: hidden ? null : row.comment,
      journey_item: row.journeyItemId,
      quorum: row.quorum,
      blind: row.blind,
      answered_count: given.length,
      answers_hidden: hidden,
      round: row.round,
      decided: row.decidedAt ? iso(row.decidedAt) : null,
      decision_records: decisions.get(row.id) ?? [],
      reopenings: reopenings.get(row.id) ?? [],
    });
  }
  return { evaluations, hiddenComments, hiddenAnswerers };
}

/** A meeting item's meeting: who attends and moderates, which moderators commented, its files. */
function meetingOf(
  item: ItemRow["item"],
  attendees: ReadonlyArray<{ id: Id }>,
  moderators: readonly UserShort[],
  commenters: ReadonlyMap<Id, Id[]>,
  documents: CompanyDocument[],
): Meeting {
  return {
    id: item.id,
    attendees: attendees.map((member) => member.id),
    moderators: moderators.map((user) => user.pk),
    commented_by: [...new Set(commenters.get(item.id) ?? [])].filter((id) =>
      moderators.some((user) => user.pk === id),
    ),
    sender_id: item.senderId,
    start_date: iso(item.startDate ?? item.created),
    duration: item.durationMinutes ?? 0,
    // The column holds CONFIRMED, COMPLETED or CANCELLED for a meeting.
    status: (item.status ?? "CONFIRMED") as MeetingStatus,
    documents,
    journey_item: item.id,
  };
}

/**
 * The items as the timeline shows them, each with its stage's order, in the rows' order; `reader`
 * is the user they are for, whom a blind evaluation may keep answers from (absent: nobody's).
 */
export function journeyItemsOf(
  rows: readonly ItemRow[],
  parts: ItemParts,
  viewer?: TimelineViewer,
  reader?: Id,
) {
  const members = membersByItem(parts);
  const reviewers = new Map<Id, UserShort[]>();
  const moderators = new Map<Id, UserShort[]>();
  for (const { itemId, role, ...user } of parts.users)
    push(role === "reviewer" ? reviewers : moderators, itemId, user);
  const { comments, commenters } = commentsByItem(parts);
  const { evaluations, hiddenComments, hiddenAnswerers } = evaluationsByItem(parts, reviewers, reader);
  const files = new Map<Id, CompanyDocument[]>();
  const attachments = new Map<Id, CompanyDocument[]>();
  for (const row of parts.documents) {
    if (row.journeyItemId === null || !documentVisible(row, viewer)) continue;
    push(row.role === "attachment" ? attachments : files, row.journeyItemId, companyDocumentOf(row));
  }
  const summaries = new Map(parts.summaries.map((row) => [row.itemId, row.id]));
  const notes = new Map(parts.callNotes.map((row) => [row.itemId, row.id]));

  return rows.map((row) => {
    const { item } = row;
    const itemMembers = members.get(item.id) ?? [];
    const itemModerators = moderators.get(item.id) ?? [];
    const itemFiles = files.get(item.id) ?? [];
    const isMeeting = item.type === "MEETING";
    const meeting = isMeeting ? meetingOf(item, itemMembers, itemModerators, commenters, itemFiles) : null;
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
        task: { id: item.taskId, label: row.taskLabel, type: storedWord(TASK_TYPE_VALUES, item.type) },
      },
      created: iso(item.created),
      modified: iso(item.modified),
      created_by: person(item.createdBy, row.creatorFirst, row.creatorLast),
      // An answer updates its item: who answered last is as hidden as the answer.
      modified_by:
        item.modifiedBy !== null && hiddenAnswerers.get(item.id)?.has(item.modifiedBy)
          ? null
          : person(item.modifiedBy, row.modifierFirst, row.modifierLast),
      status: item.status,
      comments: (comments.get(item.id) ?? []).filter((comment) => !hiddenComments.has(comment.id)),
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

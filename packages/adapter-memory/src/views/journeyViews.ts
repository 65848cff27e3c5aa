import {
  answerersHiddenFrom,
  answersHiddenFrom,
  type CallNotes,
  type Comment,
  type CompanyActivity,
  type CompanyDocument,
  type EntryStatus,
  type Evaluation,
  type EvaluationStatus,
  evaluationStatusOf,
  type IsoDateTime,
  type Id,
  type JourneyComment,
  type JourneyItem,
  type JourneyTimeline,
  type PersonRef,
  type StageRef,
  type Summary,
  summaryListAsRead,
  type UserJourneyAccess,
  type UserShort,
} from "@pipeline/contract";
import type {
  SeedCallNotes,
  SeedComment,
  SeedDocument,
  SeedEvaluation,
  SeedJourneyAccess,
  SeedJourneyItem,
  SeedSummary,
  SeedUser,
} from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { toCompanyMember } from "./memberViews";
import { toUserShort } from "./userViews";

/** Everything a timeline refers to, indexed once per read, and who reads it. */
type JourneyContext = {
  users: Map<Id, SeedUser>;
  stages: Map<Id, StageRef>;
  tasks: Map<Id, { label: string }>;
  documents: Map<Id, SeedDocument[]>;
  viewer: SeedUser | null;
};

function journeyContext(state: MemoryState, viewer: SeedUser | null = null): JourneyContext {
  const documents = new Map<Id, SeedDocument[]>();
  for (const document of state.documents) {
    if (document.journey_item === null) continue;
    const list = documents.get(document.journey_item) ?? [];
    list.push(document);
    documents.set(document.journey_item, list);
  }
  return {
    users: new Map(state.users.map((user) => [user.pk, user])),
    stages: new Map(state.journey.map(({ stage }) => [stage.id, stage])),
    tasks: new Map(state.journey.flatMap(({ tasks }) => tasks.map((task) => [task.id, task]))),
    documents,
    viewer,
  };
}

function author(context: JourneyContext, pk: Id | null): (PersonRef & { pk: Id }) | null {
  const user = pk === null ? undefined : context.users.get(pk);
  return user ? { pk: user.pk, first_name: user.first_name, last_name: user.last_name } : null;
}

function shortUsers(context: JourneyContext, pks: readonly Id[]): UserShort[] {
  return pks.flatMap((pk) => {
    const user = context.users.get(pk);
    return user ? [toUserShort(user)] : [];
  });
}

const NOBODY: PersonRef = { first_name: "", last_name: "" };

function toJourneyComment(context: JourneyContext, comment: SeedComment): JourneyComment {
  return {
    id: comment.id,
    comment_text: comment.comment_text,
    created_by: author(context, comment.created_by) ?? NOBODY,
    created: comment.created,
  };
}

/**
 * The evaluation's status from all its answers (the contract's rule), and when it came to it: the
 * answer after which the status last changed; null while nothing was answered.
 */
export function evaluationOutcome(evaluation: SeedEvaluation): {
  status: EvaluationStatus;
  since: IsoDateTime | null;
} {
  let status: EvaluationStatus = "PENDING";
  let since: IsoDateTime | null = null;
  evaluation.answers.forEach((answer, index) => {
    const next = evaluationStatusOf(
      evaluation.reviewer_ids.length,
      evaluation.answers.slice(0, index + 1),
      evaluation.quorum,
    );
    if (next !== status || since === null) since = answer.at;
    status = next;
  });
  return { status, since };
}

/** Whether an evaluation's status is a decision (APPROVED or REJECTED). */
export function isDecided(status: EvaluationStatus | string | null): boolean {
  return status === "APPROVED" || status === "REJECTED";
}

/**
 * Whether `viewer` is kept from the other reviewers' answers and their comments (the contract's
 * answersHiddenFrom): a blind evaluation, undecided, they have not answered. Nobody signed in is
 * kept from them too.
 */
export function answersHidden(evaluation: SeedEvaluation, viewer: SeedUser | null): boolean {
  return answersHiddenFrom(viewer?.pk ?? 0, {
    blind: evaluation.blind ?? false,
    status: evaluation.status,
    answeredBy: evaluation.answers.map((answer) => answer.reviewer_id),
  });
}

/** The reviewers whose answers `viewer` is not shown, nor their names as the item's last editor. */
function hiddenAnswerers(evaluation: SeedEvaluation | undefined, viewer: SeedUser | null): Set<Id> {
  if (!evaluation) return new Set();
  return answerersHiddenFrom(viewer?.pk ?? 0, {
    blind: evaluation.blind ?? false,
    status: evaluation.status,
    answeredBy: evaluation.answers.map((answer) => answer.reviewer_id),
  });
}

/** The ids of the item's comments `viewer` is not shown: the other answers' of a hidden evaluation. */
export function hiddenCommentIds(evaluation: SeedEvaluation | undefined, viewer: SeedUser | null): Set<Id> {
  const withheld = hiddenAnswerers(evaluation, viewer);
  return new Set(
    (evaluation?.answers ?? []).flatMap((answer) =>
      withheld.has(answer.reviewer_id) && answer.comment_id != null ? [answer.comment_id] : [],
    ),
  );
}

/** When the evaluation's current round was decided; null while it is not. */
export function decidedAt(evaluation: SeedEvaluation): IsoDateTime | null {
  if (!isDecided(evaluation.status)) return null;
  return evaluation.decided_at ?? evaluationOutcome(evaluation).since;
}

/** The evaluation as `viewer` reads it: a blind one they have not answered without the others' answers. */
export function toEvaluation(
  state: MemoryState,
  evaluation: SeedEvaluation,
  viewer: SeedUser | null = null,
): Evaluation {
  const users = new Map(state.users.map((user) => [user.pk, user]));
  const person = (pk: Id | null) => {
    const user = pk === null ? undefined : users.get(pk);
    return user ? toUserShort(user) : null;
  };
  const hidden = answersHidden(evaluation, viewer);
  const shown = hidden
    ? evaluation.answers.filter((answer) => answer.reviewer_id === viewer?.pk)
    : evaluation.answers;
  return {
    id: evaluation.id,
    reviewer_ids: [...evaluation.reviewer_ids],
    answered_by: shown.map((answer) => answer.reviewer_id),
    answers: shown.map((answer) => ({
      reviewer: person(answer.reviewer_id) ?? { pk: answer.reviewer_id, first_name: "", last_name: "" },
      status: answer.status,
      comment: answer.comment,
      created: answer.at,
    })),
    status: evaluation.status,
    comment: hidden ? null : evaluation.comment,
    journey_item: evaluation.journey_item,
    quorum: evaluation.quorum ?? null,
    blind: evaluation.blind ?? false,
    answered_count: evaluation.answers.length,
    answers_hidden: hidden,
    round: evaluation.round ?? 1,
    decided: decidedAt(evaluation),
    decision_records: state.decisionRecords
      .filter((record) => record.evaluation_id === evaluation.id)
      .sort((a, b) => a.round - b.round || a.id - b.id)
      .map((record) => ({
        id: record.id,
        round: record.round,
        status: record.status,
        decided: record.decided,
      })),
    reopenings: state.evaluationReopenings
      .filter((reopening) => reopening.evaluation_id === evaluation.id)
      .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
      .map((reopening) => ({
        round: reopening.round,
        reason: reopening.reason,
        reopened_by: person(reopening.reopened_by),
        created: reopening.created,
      })),
  };
}

/** The address a document's bytes are asked for by (`documents.signedUrl`). */
export function documentAddress(document: Pick<SeedDocument, "id" | "file_name">): string {
  return `memory://documents/${document.id}/${encodeURIComponent(document.file_name)}`;
}

/** The address of an upload's transcription. */
export function transcriptionAddress(document: Pick<SeedDocument, "id">, fileName: string): string {
  return `memory://documents/${document.id}/transcription/${encodeURIComponent(fileName)}`;
}

/** Whether the user sees the document: a FAILED one is shown to its creator only. */
export function seesDocument(document: SeedDocument, viewer: SeedUser | null): boolean {
  return document.state !== "FAILED" || (viewer !== null && document.created_by === viewer.pk);
}

export function toDocument(document: SeedDocument): CompanyDocument {
  return {
    id: document.id,
    type: document.type,
    file: documentAddress(document),
    file_name: document.file_name,
    description: document.description,
    created: document.created,
    created_by: document.created_by ?? 0,
    is_uploaded: document.state,
    uploaded_on: document.uploaded_on,
    journey_item: document.journey_item,
    transcription_file: document.transcription
      ? transcriptionAddress(document, document.transcription.file_name)
      : null,
    transcription_file_name: document.transcription?.file_name ?? null,
  };
}

function itemDocuments(context: JourneyContext, item: SeedJourneyItem, role: SeedDocument["role"]) {
  return (context.documents.get(item.id) ?? [])
    .filter((document) => document.role === role && seesDocument(document, context.viewer))
    .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
    .map(toDocument);
}

/** The gateway page's address for a meeting token. */
export function meetingLink(token: string | null): string | null {
  return token === null ? null : `/meeting/${token}`;
}

/** The moderator link goes to the meeting's moderators, its creator and SUPER_ADMINs only. */
function seesModeratorLink(item: SeedJourneyItem, viewer: SeedUser | null): boolean {
  if (viewer === null) return false;
  return (
    item.moderator_ids.includes(viewer.pk) ||
    item.created_by === viewer.pk ||
    viewer.roles[0] === "SUPER_ADMIN"
  );
}

function toItem(state: MemoryState, context: JourneyContext, item: SeedJourneyItem): JourneyItem {
  const stage = context.stages.get(item.stage_id);
  const task = context.tasks.get(item.task_id);
  const members = state.members
    .filter((member) => item.member_ids.includes(member.id))
    .sort((a, b) => item.member_ids.indexOf(a.id) - item.member_ids.indexOf(b.id))
    .map(toCompanyMember);
  const evaluation = state.evaluations.find((entry) => entry.journey_item === item.id);
  const hiddenComments = hiddenCommentIds(evaluation, context.viewer);
  const isMeeting = item.type === "MEETING";
  const files = itemDocuments(context, item, "file");
  const confirmed = isMeeting && item.status === "CONFIRMED";
  return {
    id: item.id,
    journey_item: {
      stage: { id: item.stage_id, label: stage?.label ?? "" },
      task: { id: item.task_id, label: task?.label ?? "", type: item.type },
    },
    created: item.created,
    modified: item.modified,
    created_by: author(context, item.created_by),
    // An answer updates its item: who answered last is as hidden as the answer.
    modified_by:
      item.modified_by !== null && hiddenAnswerers(evaluation, context.viewer).has(item.modified_by)
        ? null
        : author(context, item.modified_by),
    status: item.status,
    comments: state.comments
      .filter((comment) => comment.journey_item === item.id && !hiddenComments.has(comment.id))
      .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
      .map((comment) => toJourneyComment(context, comment)),
    files,
    reviewers: shortUsers(context, evaluation?.reviewer_ids ?? []),
    moderators: shortUsers(context, item.moderator_ids),
    attendees: isMeeting ? members : [],
    company_members: isMeeting ? [] : members,
    message: item.message,
    subject: item.subject,
    body: item.body,
    receiver_emails: [...item.receiver_emails],
    cc: [...item.cc],
    bcc: [...item.bcc],
    attachments: itemDocuments(context, item, "attachment"),
    start_date: item.start_date,
    // Links only while the meeting is CONFIRMED.
    meeting_attendee_link: confirmed ? meetingLink(item.attendee_token) : null,
    meeting_moderator_link:
      confirmed && seesModeratorLink(item, context.viewer) ? meetingLink(item.moderator_token) : null,
    evaluation: evaluation ? toEvaluation(state, evaluation, context.viewer) : null,
    meeting:
      isMeeting && item.start_date !== null
        ? {
            id: item.id,
            attendees: [...item.member_ids],
            moderators: [...item.moderator_ids],
            commented_by: [
              ...new Set(
                state.comments
                  .filter((comment) => comment.journey_item === item.id)
                  .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
                  .flatMap((comment) => (comment.created_by === null ? [] : [comment.created_by])),
              ),
            ].filter((id) => item.moderator_ids.includes(id)),
            sender_id: item.sender_id,
            start_date: item.start_date,
            duration: item.duration ?? 60,
            status: item.status === "COMPLETED" || item.status === "CANCELLED" ? item.status : "CONFIRMED",
            documents: files,
            journey_item: item.id,
          }
        : null,
    summary_id: state.summaries.find((summary) => summary.journey_item === item.id)?.id ?? null,
    call_notes_id: state.callNotes.find((notes) => notes.journey_item === item.id)?.id ?? null,
  };
}

/** The item as `viewer` reads it (FAILED files and the moderator link depend on who reads). */
export function toJourneyItem(
  state: MemoryState,
  item: SeedJourneyItem,
  viewer: SeedUser | null = null,
): JourneyItem {
  return toItem(state, journeyContext(state, viewer), item);
}

/**
 * The stages the items reached, in journey order, each with its items oldest first, as `viewer`
 * reads them. CANCELLED meetings are left out: a meeting is shown only while CONFIRMED or COMPLETED.
 */
export function toTimeline(
  state: MemoryState,
  allItems: readonly SeedJourneyItem[],
  viewer: SeedUser | null = null,
): JourneyTimeline {
  const context = journeyContext(state, viewer);
  const items = allItems.filter((item) => !(item.type === "MEETING" && item.status === "CANCELLED"));
  const byStage = new Map<Id, SeedJourneyItem[]>();
  for (const item of items) {
    const list = byStage.get(item.stage_id) ?? [];
    list.push(item);
    byStage.set(item.stage_id, list);
  }
  return [...byStage.entries()]
    .flatMap(([stageId, stageItems]) => {
      const stage = context.stages.get(stageId);
      return stage ? [{ stage, stageItems }] : [];
    })
    .sort((a, b) => a.stage.order - b.stage.order || a.stage.id - b.stage.id)
    .map(({ stage, stageItems }) => ({
      // The timeline names its stages as references: the definition's SLA is not theirs.
      stage: { id: stage.id, label: stage.label, order: stage.order },
      items: stageItems
        .sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id)
        .map((item) => toItem(state, context, item)),
    }));
}

export function toComment(state: MemoryState, comment: SeedComment): Comment {
  const context = journeyContext(state);
  const editor = author(context, comment.modified_by ?? comment.created_by);
  return {
    id: comment.id,
    comment_text: comment.comment_text,
    modified_by: editor ? { first_name: editor.first_name, last_name: editor.last_name } : NOBODY,
    journey_item: comment.journey_item,
    company_id: comment.company_id,
    created: comment.created,
  };
}

/**
 * The company's standalone comments and Upload dialog files, oldest first, as `viewer` reads them
 * (a FAILED recording only its uploader).
 */
export function toCompanyActivity(state: MemoryState, companyId: Id, viewer: SeedUser): CompanyActivity {
  const context = journeyContext(state, viewer);
  const oldestFirst = (a: { created: string; id: Id }, b: { created: string; id: Id }) =>
    a.created.localeCompare(b.created) || a.id - b.id;
  return {
    comments: state.comments
      .filter((comment) => comment.company_id === companyId && comment.journey_item === null)
      .sort(oldestFirst)
      .map((comment) => toComment(state, comment)),
    uploads: state.documents
      .filter(
        (document) =>
          document.company_id === companyId &&
          document.journey_item === null &&
          document.role === "file" &&
          seesDocument(document, viewer),
      )
      .sort(oldestFirst)
      .map((document) => {
        const uploader = author(context, document.created_by);
        return {
          ...toDocument(document),
          uploaded_by: uploader ? { first_name: uploader.first_name, last_name: uploader.last_name } : null,
        };
      }),
  };
}

/** A summary list as it is read (the contract's summaryListAsRead), without the entries' places. */
function listAsRead<Entry extends { id: Id; position?: number; status?: EntryStatus }>(
  entries: readonly Entry[],
): Omit<Entry, "position">[] {
  const placed = entries.map((entry, index) => ({ ...entry, position: entry.position ?? index }));
  return summaryListAsRead(placed).map(({ position: _position, ...entry }) => entry);
}

/** A summary as the form reads it: deleted entries are kept but not shown. */
export function toSummary(summary: SeedSummary): Summary {
  const { company_id: _company, journey_item: _item, ...fields } = summary;
  return {
    ...fields,
    priority: listAsRead(summary.priority),
    additional_fields: listAsRead(summary.additional_fields),
  };
}

export function toCallNotes(notes: SeedCallNotes): CallNotes {
  const { company_id: _company, journey_item: _item, ...fields } = notes;
  return { ...fields };
}

export function toJourneyAccess(state: MemoryState, grant: SeedJourneyAccess): UserJourneyAccess {
  const context = journeyContext(state);
  const user = context.users.get(grant.user_id);
  const creator = grant.created_by === null ? undefined : context.users.get(grant.created_by);
  return {
    id: grant.id,
    user: user ? toUserShort(user) : { pk: grant.user_id, first_name: "", last_name: "" },
    user_id: grant.user_id,
    valid_until: grant.valid_until,
    valid_days: grant.valid_days,
    company_id: grant.company_id,
    content_type: grant.content_type,
    object_id: grant.object_id,
    created_by: creator ? toUserShort(creator) : null,
    access_log: [...grant.reads]
      .sort((a, b) => b.at.localeCompare(a.at))
      .flatMap((read) => {
        const reader = context.users.get(read.user_id);
        return reader ? [{ user: toUserShort(reader), accessed_at: read.at }] : [];
      }),
  };
}

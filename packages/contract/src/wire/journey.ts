import { type TString, Type } from "typebox";
import { CALL_NOTES_TEXT_FIELDS, SUMMARY_TEXT_FIELDS, TASK_TYPES } from "../entities/journey";
import { APPROVAL_DECISIONS } from "../schemas/approvalSchema";
import { LIST_ENTRY_STATUSES } from "../schemas/listEntryStatus";
import {
  ACCESS_LIMITS,
  CALL_NOTES_FIELD_MAX,
  EDITOR_FONTS,
  FIELD_LENGTH_LIMITS,
  SUMMARY_FIELD_MAX,
  SUMMARY_LIMITS,
  MEETING_DEFAULTS,
  TEXT_LIMITS,
} from "../limits";
import {
  Id,
  IsoDateTime,
  ListEntryInput,
  MAX_ID,
  Nullable,
  PersonRef,
  RequiredText,
  Text,
  TrimmedText,
} from "./common";
import { StoredCompanyMemberSchema } from "./companies";
import { DecisionRecordRefSchema, EvaluationReopeningRefSchema, GateSchema } from "./gate";
import { UserShortSchema } from "./users";

// The company journey's shapes (journey-and-sign-in 3, 5 and 7). Each body is checked by the server
// with the form's own yup schema; these say what travels, and what the document shows.

export const StageRefSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  order: Type.Integer(),
});

export const TaskDefinitionSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  /** The key of the task's e-mail or message template. */
  name: Type.String({ description: "The key of the task's e-mail or message template" }),
  type: Type.Enum(TASK_TYPES),
  /** Whether the task may be added to one company's journey more than once. */
  allow_multiple: Type.Boolean(),
  /** An EVALUATION that gates its stage (the investment committee); null or absent: no gate. */
  gate: Type.Optional(Nullable(GateSchema)),
});

/** `GET journey-item`: a stage of the journey with its tasks. */
export const JourneyItemDefinitionSchema = Type.Object({
  stage: Type.Object({
    ...StageRefSchema.properties,
    /** Days a company may stay in the stage before it is overdue; null or absent: no limit. */
    sla_days: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  }),
  tasks: Type.Array(TaskDefinitionSchema),
});

export const EVALUATION_STATUSES = ["PENDING", ...APPROVAL_DECISIONS] as const;

/** One listed reviewer's answer to an evaluation. */
export const EvaluationAnswerSchema = Type.Object({
  reviewer: UserShortSchema,
  status: Type.Enum(APPROVAL_DECISIONS),
  comment: Type.String(),
  created: IsoDateTime,
});

/**
 * A review request. Each listed reviewer answers once; the status is what all the answers say
 * together (`evaluationStatusOf`): any REJECTED rejects, every reviewer APPROVED approves, else a
 * HOLD holds, else PENDING.
 */
export const EvaluationSchema = Type.Object({
  id: Type.Integer(),
  reviewer_ids: Type.Array(Type.Integer()),
  /** The reviewers who have answered, in the order they did. */
  answered_by: Type.Array(Type.Integer(), { description: "The reviewers who have answered, in order" }),
  /** Each answer given so far, in the order given (the server always sends them). */
  answers: Type.Optional(
    Type.Array(EvaluationAnswerSchema, {
      description: "Each reviewer's answer: who, what, why and when, in the order given",
    }),
  ),
  status: Type.Enum(EVALUATION_STATUSES, {
    description:
      "From all answers: any REJECTED rejects, every reviewer APPROVED approves, else any HOLD holds, else PENDING",
  }),
  comment: Nullable(Type.String()),
  journey_item: Type.Integer(),
  /** A gate's quorum when it was asked for; null or absent: not a gate, every reviewer decides. */
  quorum: Type.Optional(Nullable(Type.Integer())),
  /** A blind gate: `answers_hidden` tells when the caller is not sent the other answers. */
  blind: Type.Optional(Type.Boolean()),
  /** How many reviewers have answered in this round (sent even when the answers are hidden). */
  answered_count: Type.Optional(Type.Integer()),
  /**
   * True when the caller has not answered this blind, undecided evaluation: `answers`,
   * `answered_by`, `comment` and the item's answer comments leave out the other reviewers'.
   */
  answers_hidden: Type.Optional(Type.Boolean()),
  /** The round of answers: 1, and one more after each reopening. */
  round: Type.Optional(Type.Integer()),
  /** When the current round was decided; null while undecided. */
  decided: Type.Optional(Nullable(IsoDateTime)),
  /** The records its decided rounds froze, oldest first. */
  decision_records: Type.Optional(Type.Array(DecisionRecordRefSchema)),
  /** Each reopening of a decided round, oldest first. */
  reopenings: Type.Optional(Type.Array(EvaluationReopeningRefSchema)),
});

export const CompanyDocumentSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(["RECORDING", "OTHER", "FEEDBACK"]),
  /** Stored file address; open it through `generate-signed-url`. */
  file: Type.String(),
  file_name: Type.String(),
  description: Nullable(Type.String()),
  created: IsoDateTime,
  /** The uploader's pk. */
  created_by: Type.Integer(),
  is_uploaded: Type.Enum(["PENDING", "UPLOADED", "FAILED"]),
  /** The round the upload belongs to. */
  uploaded_on: Nullable(Type.String()),
  journey_item: Nullable(Type.Integer()),
  /** The transcription uploaded with the file: its stored address, opened through `generate-signed-url`. */
  transcription_file: Type.Optional(
    Nullable(Type.String({ description: "The transcription uploaded with the file; opened as `file` is" })),
  ),
  /** The transcription's file name, as uploaded. */
  transcription_file_name: Type.Optional(
    Nullable(Type.String({ description: "The transcription's file name, as uploaded" })),
  ),
  /** Who uploaded it, by name (the company's activity answers it). */
  uploaded_by: Type.Optional(Nullable(PersonRef)),
});

export const MeetingSchema = Type.Object({
  id: Type.Integer(),
  /** Company member ids. */
  attendees: Type.Array(Type.Integer()),
  /** User pks. */
  moderators: Type.Array(Type.Integer()),
  /** The moderators who have commented, in the order they did; each comments once. */
  commented_by: Type.Array(Type.Integer(), { description: "The moderators who have commented" }),
  sender_id: Nullable(Type.Integer()),
  start_date: IsoDateTime,
  duration: Type.Number(),
  /** CANCELLED is the state after `meeting/cancel/`. */
  status: Type.Enum(["CONFIRMED", "COMPLETED", "CANCELLED"]),
  documents: Type.Array(CompanyDocumentSchema),
  journey_item: Type.Integer(),
});

export const JourneyCommentSchema = Type.Object({
  id: Type.Integer(),
  comment_text: Type.String(),
  created_by: PersonRef,
  created: IsoDateTime,
});

const Author = Nullable(Type.Object({ ...PersonRef.properties, pk: Type.Integer() }));

/** One task done on a company, as the timeline shows it. */
export const JourneyItemSchema = Type.Object({
  id: Type.Integer(),
  journey_item: Type.Object({
    stage: Type.Object({ id: Type.Integer(), label: Type.String() }),
    task: Type.Object({ id: Type.Integer(), label: Type.String(), type: Type.Enum(TASK_TYPES) }),
  }),
  created: IsoDateTime,
  modified: IsoDateTime,
  created_by: Author,
  modified_by: Author,
  status: Nullable(Type.String()),
  comments: Type.Array(JourneyCommentSchema),
  files: Type.Array(CompanyDocumentSchema),
  reviewers: Type.Array(UserShortSchema),
  moderators: Type.Array(UserShortSchema),
  attendees: Type.Array(StoredCompanyMemberSchema),
  company_members: Type.Array(StoredCompanyMemberSchema),
  message: Nullable(Type.String()),
  subject: Nullable(Type.String()),
  body: Nullable(Type.String()),
  receiver_emails: Type.Array(Type.String()),
  cc: Type.Array(Type.String()),
  bcc: Type.Array(Type.String()),
  attachments: Type.Array(CompanyDocumentSchema),
  start_date: Nullable(IsoDateTime),
  meeting_attendee_link: Nullable(Type.String()),
  meeting_moderator_link: Nullable(Type.String()),
  evaluation: Nullable(EvaluationSchema),
  meeting: Nullable(MeetingSchema),
  summary_id: Nullable(Type.Integer()),
  call_notes_id: Nullable(Type.Integer()),
});

/** `GET company/{id}/journey`: the stages reached, in order, each with its items. */
export const JourneyTimelineSchema = Type.Array(
  Type.Object({ stage: StageRefSchema, items: Type.Array(JourneyItemSchema) }),
);

/** Where a task form's record belongs. */
export const JourneyTargetSchema = Type.Object({ company_id: Id, stage_id: Id, task_id: Id });
const target = JourneyTargetSchema.properties;

function textFields<K extends string>(names: readonly K[]): Record<K, TString> {
  const fields = {} as Record<K, TString>;
  for (const name of names) fields[name] = Type.String();
  return fields;
}

const EntryStatus = Type.Optional(
  Type.Enum(LIST_ENTRY_STATUSES, { description: "EDITED changes a saved entry, DELETED hides it (kept)" }),
);

export const SummaryPrioritySchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  prio: Type.String(),
  status: EntryStatus,
});

export const SummaryAdditionalFieldSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  field_name: Type.String(),
  field_value: Type.String(),
  status: EntryStatus,
});

/**
 * The structured summary of a company; the financial table is in GBP. `protit_loss_breakeve`
 * (profit, loss or break-even) is spelled so on the wire.
 */
export const SummarySchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...textFields(SUMMARY_TEXT_FIELDS),
  priority: Type.Array(SummaryPrioritySchema),
  additional_fields: Type.Array(SummaryAdditionalFieldSchema),
});

export const SummaryInputSchema = Type.Object({ ...SummarySchema.properties, ...target });

/** Optional text fields, each with its limit. */
function textInputs<K extends string>(limits: Readonly<Record<K, number>>) {
  const fields = {} as Record<K, ReturnType<typeof optionalText>>;
  for (const [name, max] of Object.entries(limits) as [K, number][]) fields[name] = optionalText(max);
  return fields;
}

function optionalText(max: number) {
  return Type.Optional(Nullable(Text(max)));
}

/** What `summary/` takes: the summary, and the Add Item form's comment kept on the journey item. */
export const SummaryBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...textInputs(SUMMARY_FIELD_MAX),
  priority: Type.Optional(
    Type.Array(ListEntryInput(Type.Number(), { prio: TrimmedText(SUMMARY_LIMITS.priority) })),
  ),
  additional_fields: Type.Optional(
    Type.Array(
      ListEntryInput(Type.Number(), {
        field_name: TrimmedText(SUMMARY_LIMITS.additionalFieldName),
        field_value: TrimmedText(SUMMARY_LIMITS.additionalFieldValue),
      }),
    ),
  ),
  ...target,
  message: Type.Optional(
    Nullable(
      TrimmedText({
        min: 0,
        max: TEXT_LIMITS.comment,
        description: "The Add Item form's comment, kept on the journey item",
      }),
    ),
  ),
});

export const CallNotesSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...textFields(CALL_NOTES_TEXT_FIELDS),
  funding_projection_done: Type.Boolean(),
});

/** Call notes as a client sends them, every field given. */
export const CallNotesInputSchema = Type.Object({ ...CallNotesSchema.properties, ...target });

/** What `call-notes/` takes: each text field may be left out or null. */
export const CallNotesBody = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...textInputs(CALL_NOTES_FIELD_MAX),
  funding_projection_done: Type.Optional(Type.Boolean()),
  ...target,
});

export const EvaluationCreateBody = Type.Object({
  ...target,
  reviewer_ids: Type.Array(Id, { minItems: 1, description: "Active users' pks" }),
  status: Type.Literal("PENDING"),
});

/** A comment as the comment and approval forms take it. */
const CommentText = RequiredText(TEXT_LIMITS.comment);

export const EvaluationReviewBody = Type.Object({
  company_id: Id,
  journey_item_id: Id,
  comment: CommentText,
  status: Type.Enum(APPROVAL_DECISIONS),
});

export const LinkedinBody = Type.Object({
  ...target,
  company_member_ids: Type.Array(Id, { minItems: 1, description: "Members of the company" }),
  message: RequiredText(TEXT_LIMITS.comment),
  date: Type.String({ description: "When the message was sent: an ISO 8601 instant" }),
});

/** The fields of `meeting/`: the JSON body, or the `payload` field of the multipart body. */
export const MeetingScheduleBody = Type.Object({
  ...target,
  sender_id: Type.Optional(Nullable(Type.Number({ description: "A sender's id" }))),
  /** Company member ids. */
  attendees: Type.Array(Id, { minItems: 1, description: "Members of the company" }),
  /** User pks. */
  moderators: Type.Array(Id, { minItems: 1, description: "Active users' pks" }),
  start_date: Type.Optional(
    Nullable(Type.String({ description: "An ISO 8601 instant; required on the product's own links" })),
  ),
  duration: Type.Integer({
    minimum: 1,
    maximum: MEETING_DEFAULTS.maxDurationMinutes,
    description: `Minutes; default ${MEETING_DEFAULTS.durationMinutes}`,
  }),
  status: Type.Optional(Nullable(Type.Literal("CONFIRMED"))),
  /** True for a meeting on the product's own meeting links. */
  isGatewayMeetScheduled: Type.Optional(
    Type.Boolean({
      description:
        "True (the default): the product's own meeting links; false: held elsewhere, its file required",
    }),
  ),
  description: Type.Optional(Nullable(Text(TEXT_LIMITS.description, "Of the attached file"))),
});

/**
 * `POST email/`: multipart/form-data with the fields below as the sealed `payload` part, then each
 * attachment as an `attachments` part. Without attachments the fields may come as a JSON body.
 */
export const EmailSendBody = Type.Object(
  {
    ...target,
    sender_id: Type.Number({ description: "An active, verified sender (sender-details)" }),
    receivers: Type.Array(Id, {
      minItems: 1,
      description: "Members of the company; their addresses receive it",
    }),
    cc_email: Type.Optional(Type.Array(RequiredText(FIELD_LENGTH_LIMITS.email, "Addresses of active users"))),
    bcc_email: Type.Optional(
      Type.Array(RequiredText(FIELD_LENGTH_LIMITS.email, "Addresses of active users")),
    ),
    subject: RequiredText(TEXT_LIMITS.emailSubject),
    body: Type.String({
      minLength: 1,
      maxLength: TEXT_LIMITS.emailBody,
      description: "HTML from the editor; sanitised on the server",
    }),
    font: Type.Optional(Type.Enum(EDITOR_FONTS, { description: `Default ${EDITOR_FONTS[0]}` })),
    date: Type.Optional(
      Nullable(Type.String({ description: "An ISO 8601 instant, not in the past; none: now" })),
    ),
  },
  {
    description:
      "multipart/form-data: `payload` first, then the `attachments` files (.pdf .doc .docx .xls .xlsx, each under 50 MB)",
  },
);

export const MeetingCommentBody = Type.Object({
  ...target,
  comment_text: CommentText,
  status: Type.Literal("COMPLETED"),
});

export const MeetingCancelBody = Type.Object({ id: Id, company_id: Id });

/** `GET interview-link/{token}/`: where the meeting gateway sends the visitor. */
export const InterviewLinkSchema = Type.Object({
  url: Type.String({ description: "The room's address; the moderator's carries ?jwt= when configured" }),
  title: Type.String(),
  description: Type.String(),
});

export const SignedUrlSchema = Type.Object({
  url: Type.String({ description: "Opens the file without the token header until it expires (10 minutes)" }),
  mime_type: Type.String(),
});

/** A standalone comment on a company has no journey item. */
export const CommentSchema = Type.Object({
  id: Type.Integer(),
  comment_text: Type.String(),
  modified_by: PersonRef,
  journey_item: Type.Optional(Nullable(Type.Integer())),
  company_id: Type.Integer(),
  created: Type.Optional(IsoDateTime),
});

/**
 * `GET company/{id}/activity`: what happened on the company outside its journey's tasks: the
 * standalone comments and the files of the Upload dialog (each with its round, who and when),
 * oldest first. Empty for a user who reaches the company only through a grant.
 */
export const CompanyActivitySchema = Type.Object({
  comments: Type.Array(CommentSchema, { description: "Standalone comments, oldest first" }),
  uploads: Type.Array(CompanyDocumentSchema, {
    description: "Files of the Upload dialog (no journey item), oldest first, with who uploaded them",
  }),
});

export const CommentInputSchema = Type.Object({ company_id: Id, comment_text: CommentText });

/** What `comment/` takes: the comment, and on create the journey item it is about. */
export const CommentBody = Type.Object({
  ...CommentInputSchema.properties,
  journey_item_id: Type.Optional(
    Nullable(Type.Integer({ description: "On create: the journey item the comment is about" })),
  ),
});

export const EmailTemplateSchema = Type.Object({
  key: Type.String(),
  subject: Type.Optional(Type.String()),
  body: Type.String(),
});

/**
 * `POST email-template/` for one company and member: `{{company_name}}`, `{{pitch_line}}` (the
 * company's) and `{{first_name}}` (the member's) come back filled; a placeholder whose value was
 * not asked for (no company or member named) stays as written.
 */
export const EmailTemplateBody = Type.Object({
  key: Type.String({ description: "The task's name" }),
  company_id: Type.Optional(
    Nullable(Type.Integer({ description: "Fills {{company_name}} and {{pitch_line}}" })),
  ),
  company_member_id: Type.Optional(Nullable(Type.Integer({ description: "Fills {{first_name}}" }))),
});

/** One read of a journey through an access grant: who read it, and when. */
export const JourneyAccessReadSchema = Type.Object({ user: UserShortSchema, accessed_at: IsoDateTime });

/** Time-limited access of one user to a company's journey item. */
export const UserJourneyAccessSchema = Type.Object({
  id: Type.Integer(),
  user: UserShortSchema,
  user_id: Type.Integer(),
  valid_until: IsoDateTime,
  valid_days: Type.Integer(),
  company_id: Type.Integer(),
  content_type: Type.String(),
  object_id: Type.Integer(),
  /** Who granted it: they (or a SUPER_ADMIN) may change or revoke it. */
  created_by: Type.Optional(Nullable(UserShortSchema)),
  /** Every read through this grant, newest first. */
  access_log: Type.Optional(
    Type.Array(JourneyAccessReadSchema, { description: "Every read through this grant, newest first" }),
  ),
});

/** `POST user-journey-access/`: valid_until becomes now + valid_days. */
export const UserJourneyAccessBody = Type.Object({
  user_id: Id,
  valid_days: Type.Integer({ minimum: ACCESS_LIMITS.minValidDays }),
  company_id: Id,
  content_type: Type.String({ description: "journeyitem" }),
  object_id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "The journey item's id" }),
});

/** `PUT user-journey-access/{id}/`: the same, where 0 days revokes the grant at once. */
export const UserJourneyAccessUpdateBody = Type.Object({
  ...UserJourneyAccessBody.properties,
  valid_days: Type.Integer({ minimum: 0, description: "0 revokes the grant at once" }),
});

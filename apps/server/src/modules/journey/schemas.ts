import { Type } from "typebox";
import {
  APPROVAL_DECISIONS,
  type CallNotes,
  type CallNotesInput,
  type Comment,
  type CommentInput,
  type CompanyActivity,
  type CompanyDocument,
  type EmailTemplate,
  type Evaluation,
  type EvaluationCreateInput,
  type EvaluationReviewInput,
  type JourneyItem,
  type JourneyItemDefinition,
  type JourneyTimeline,
  type LinkedinInput,
  LIST_ENTRY_STATUSES,
  type Meeting,
  type Summary,
  type SummaryInput,
  TASK_TYPES,
  type UserJourneyAccess,
  type UserJourneyAccessInput,
  CALL_NOTES_TEXT_FIELDS,
  SUMMARY_TEXT_FIELDS,
} from "@pipeline/contract";
import { agreesWith, Id, IsoDateTime, Nullable, PersonRef } from "../../http/schemas/common";
import { StoredCompanyMemberSchema } from "@pipeline/contract/wire";
import { UserShortSchema } from "@pipeline/contract/wire";

// The company journey's answers and documented bodies (journey-and-sign-in 3, 5 and 7). Each body
// is checked by the handler with the form's own yup schema; these say what the document shows.

const EVALUATION_STATUSES = ["PENDING", ...APPROVAL_DECISIONS] as const;

export const EvaluationSchema = agreesWith<Evaluation>()(
  Type.Object({
    id: Type.Integer(),
    reviewer_ids: Type.Array(Type.Integer()),
    answered_by: Type.Array(Type.Integer(), { description: "The reviewers who have answered, in order" }),
    answers: Type.Optional(
      Type.Array(
        Type.Object({
          reviewer: UserShortSchema,
          status: Type.Enum(APPROVAL_DECISIONS),
          comment: Type.String(),
          created: IsoDateTime,
        }),
        { description: "Each reviewer's answer: who, what, why and when, in the order given" },
      ),
    ),
    status: Type.Enum(EVALUATION_STATUSES, {
      description:
        "From all answers: any REJECTED rejects, every reviewer APPROVED approves, else any HOLD holds, else PENDING",
    }),
    comment: Nullable(Type.String()),
    journey_item: Type.Integer(),
  }),
);

export const CompanyDocumentSchema = agreesWith<CompanyDocument>()(
  Type.Object({
    id: Type.Integer(),
    type: Type.Enum(["RECORDING", "OTHER", "FEEDBACK"]),
    file: Type.String(),
    file_name: Type.String(),
    description: Nullable(Type.String()),
    created: IsoDateTime,
    created_by: Type.Integer(),
    is_uploaded: Type.Enum(["PENDING", "UPLOADED", "FAILED"]),
    uploaded_on: Nullable(Type.String()),
    journey_item: Nullable(Type.Integer()),
    transcription_file: Type.Optional(
      Nullable(Type.String({ description: "The transcription uploaded with the file; opened as `file` is" })),
    ),
    transcription_file_name: Type.Optional(
      Nullable(Type.String({ description: "The transcription's file name, as uploaded" })),
    ),
    uploaded_by: Type.Optional(Nullable(PersonRef)),
  }),
);

export const MeetingSchema = agreesWith<Meeting>()(
  Type.Object({
    id: Type.Integer(),
    attendees: Type.Array(Type.Integer()),
    moderators: Type.Array(Type.Integer()),
    commented_by: Type.Array(Type.Integer(), { description: "The moderators who have commented" }),
    sender_id: Nullable(Type.Integer()),
    start_date: IsoDateTime,
    duration: Type.Number(),
    status: Type.Enum(["CONFIRMED", "COMPLETED", "CANCELLED"]),
    documents: Type.Array(CompanyDocumentSchema),
    journey_item: Type.Integer(),
  }),
);

const ItemMember = StoredCompanyMemberSchema;
const Author = Nullable(Type.Object({ ...PersonRef.properties, pk: Type.Integer() }));

export const JourneyItemSchema = agreesWith<JourneyItem>()(
  Type.Object({
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
    comments: Type.Array(
      Type.Object({
        id: Type.Integer(),
        comment_text: Type.String(),
        created_by: PersonRef,
        created: IsoDateTime,
      }),
    ),
    files: Type.Array(CompanyDocumentSchema),
    reviewers: Type.Array(UserShortSchema),
    moderators: Type.Array(UserShortSchema),
    attendees: Type.Array(ItemMember),
    company_members: Type.Array(ItemMember),
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
  }),
);

export const JourneyTimelineSchema = agreesWith<JourneyTimeline>()(
  Type.Array(
    Type.Object({
      stage: Type.Object({ id: Type.Integer(), label: Type.String(), order: Type.Integer() }),
      items: Type.Array(JourneyItemSchema),
    }),
  ),
);

const target = {
  company_id: Id,
  stage_id: Id,
  task_id: Id,
};

function textFields<K extends string>(names: readonly K[]): Record<K, ReturnType<typeof Type.String>> {
  return Object.fromEntries(names.map((name) => [name, Type.String()])) as unknown as Record<
    K,
    ReturnType<typeof Type.String>
  >;
}

const EntryStatus = Type.Optional(
  Type.Enum(LIST_ENTRY_STATUSES, { description: "EDITED changes a saved entry, DELETED hides it (kept)" }),
);

const summaryFields = {
  id: Type.Optional(Type.Integer()),
  ...(textFields(SUMMARY_TEXT_FIELDS) as Record<
    (typeof SUMMARY_TEXT_FIELDS)[number],
    ReturnType<typeof Type.String>
  >),
  priority: Type.Array(
    Type.Object({ id: Type.Optional(Type.Integer()), prio: Type.String(), status: EntryStatus }),
  ),
  additional_fields: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer()),
      field_name: Type.String(),
      field_value: Type.String(),
      status: EntryStatus,
    }),
  ),
};

export const SummarySchema = agreesWith<Summary>()(Type.Object(summaryFields));

export const SummaryBody = agreesWith<SummaryInput & { message?: string }>()(
  Type.Object({
    ...summaryFields,
    ...target,
    message: Type.Optional(
      Type.String({ description: "The Add Item form's comment, kept on the journey item" }),
    ),
  }),
);

const callNotesFields = {
  id: Type.Optional(Type.Integer()),
  ...(textFields(CALL_NOTES_TEXT_FIELDS) as Record<
    (typeof CALL_NOTES_TEXT_FIELDS)[number],
    ReturnType<typeof Type.String>
  >),
  funding_projection_done: Type.Boolean(),
};

export const CallNotesSchema = agreesWith<CallNotes>()(Type.Object(callNotesFields));
export const CallNotesBody = agreesWith<CallNotesInput>()(Type.Object({ ...callNotesFields, ...target }));

export const EvaluationCreateBody = agreesWith<EvaluationCreateInput>()(
  Type.Object({
    ...target,
    reviewer_ids: Type.Array(Id, { description: "Active users' pks" }),
    status: Type.Literal("PENDING"),
  }),
);

export const EvaluationReviewBody = agreesWith<EvaluationReviewInput>()(
  Type.Object({
    company_id: Id,
    journey_item_id: Id,
    comment: Type.String(),
    status: Type.Enum(APPROVAL_DECISIONS),
  }),
);

export const LinkedinBody = agreesWith<LinkedinInput>()(
  Type.Object({
    ...target,
    company_member_ids: Type.Array(Id, { description: "Members of the company" }),
    message: Type.String(),
    date: IsoDateTime,
  }),
);

export const CommentSchema = agreesWith<Comment>()(
  Type.Object({
    id: Type.Integer(),
    comment_text: Type.String(),
    modified_by: PersonRef,
    journey_item: Type.Optional(Nullable(Type.Integer())),
    company_id: Type.Integer(),
    created: Type.Optional(IsoDateTime),
  }),
);

export const CompanyActivitySchema = agreesWith<CompanyActivity>()(
  Type.Object({
    comments: Type.Array(CommentSchema, { description: "Standalone comments, oldest first" }),
    uploads: Type.Array(CompanyDocumentSchema, {
      description: "Files of the Upload dialog (no journey item), oldest first, with who uploaded them",
    }),
  }),
);

export const CommentBody = agreesWith<CommentInput & { journey_item_id?: number | null }>()(
  Type.Object({
    company_id: Id,
    comment_text: Type.String(),
    journey_item_id: Type.Optional(
      Nullable(Type.Integer({ description: "On create: the journey item the comment is about" })),
    ),
  }),
);

export const EmailTemplateSchema = agreesWith<EmailTemplate>()(
  Type.Object({ key: Type.String(), subject: Type.Optional(Type.String()), body: Type.String() }),
);

export const EmailTemplateBody = agreesWith<{
  key: string;
  company_id?: number | null;
  company_member_id?: number | null;
}>()(
  Type.Object({
    key: Type.String({ description: "The task's name" }),
    company_id: Type.Optional(
      Nullable(Type.Integer({ description: "Fills {{company_name}} and {{pitch_line}}" })),
    ),
    company_member_id: Type.Optional(Nullable(Type.Integer({ description: "Fills {{first_name}}" }))),
  }),
);

export const UserJourneyAccessSchema = agreesWith<UserJourneyAccess>()(
  Type.Object({
    id: Type.Integer(),
    user: UserShortSchema,
    user_id: Type.Integer(),
    valid_until: IsoDateTime,
    valid_days: Type.Integer(),
    company_id: Type.Integer(),
    content_type: Type.String(),
    object_id: Type.Integer(),
    created_by: Type.Optional(Nullable(UserShortSchema)),
    access_log: Type.Optional(
      Type.Array(Type.Object({ user: UserShortSchema, accessed_at: IsoDateTime }), {
        description: "Every read through this grant, newest first",
      }),
    ),
  }),
);

export const UserJourneyAccessBody = agreesWith<UserJourneyAccessInput>()(
  Type.Object({
    user_id: Id,
    valid_days: Type.Integer({ minimum: 0, description: "On update, 0 revokes the grant at once" }),
    company_id: Id,
    content_type: Type.String({ description: "journeyitem" }),
    object_id: Type.Integer({ minimum: 1, description: "The journey item's id" }),
  }),
);

/** The access dialog names one item; without the company or the item the list is empty. */
export const UserJourneyAccessQuery = Type.Object({
  company: Type.Optional(Id),
  content_type: Type.Optional(Type.String({ maxLength: 50 })),
  object_id: Type.Optional(Id),
});

/** `GET journey-item`: a stage of the journey with its tasks. */
export const JourneyItemDefinitionSchema = agreesWith<JourneyItemDefinition>()(
  Type.Object({
    stage: Type.Object({ id: Type.Integer(), label: Type.String(), order: Type.Integer() }),
    tasks: Type.Array(
      Type.Object({
        id: Type.Integer(),
        label: Type.String(),
        name: Type.String({ description: "The key of the task's e-mail or message template" }),
        type: Type.Enum(TASK_TYPES),
        allow_multiple: Type.Boolean(),
      }),
    ),
  }),
);

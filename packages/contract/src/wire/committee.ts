import { Type } from "typebox";
import { TASK_TYPES } from "../entities/journey";
import { COMMITTEE_LIMITS } from "../limits";
import { IsoDateTime, LabelRef, Nullable } from "./common";
import { CompanySchema } from "./companies";
import { CallNotesSchema, CompanyDocumentSchema, EvaluationAnswerSchema, SummarySchema } from "./journey";
import { DECISION_STATUSES, GateSchema } from "./gate";
import { UserShortSchema } from "./users";

// The investment committee: gates on the journey, the records a decided gate freezes, the reviews
// waiting for a user, and the journey's settings as a SUPER_ADMIN edits them.

/** A decision record as the timeline and the company's list of them name it. */
export const DecisionRecordEntrySchema = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  evaluation_id: Type.Integer(),
  journey_item_id: Type.Integer(),
  stage: LabelRef,
  task: LabelRef,
  /** The evaluation's round it decided: 1, and one more after each reopening. */
  round: Type.Integer(),
  status: Type.Enum(DECISION_STATUSES),
  decided: IsoDateTime,
  /** The reviewer whose answer decided it; null once that user is removed. */
  decided_by: Nullable(UserShortSchema),
});

/** A document as the committee saw it: its file's SHA-256 proves the copy read later is the same. */
export const DecisionDocumentSchema = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  type: CompanyDocumentSchema.properties.type,
  description: Nullable(Type.String()),
  created: IsoDateTime,
  /** The file's size in bytes; null when the file was not on the storage. */
  size: Nullable(Type.Integer()),
  /** Lower-case hex; null when the file was not on the storage. */
  sha256: Nullable(Type.String({ description: "Lower-case hex SHA-256 of the file's bytes" })),
});

/**
 * What the committee saw and decided, frozen in the transaction that decided the gate: it never
 * changes afterwards (`GET decision/{id}`).
 */
export const DecisionRecordSchema = Type.Object({
  ...DecisionRecordEntrySchema.properties,
  quorum: Type.Integer(),
  blind: Type.Boolean(),
  reviewer_ids: Type.Array(Type.Integer()),
  /** Every answer of the round with its comment, in the order given. */
  answers: Type.Array(EvaluationAnswerSchema),
  /** The company's record as `GET company/{id}` answered it at the decision. */
  company: CompanySchema,
  /** The company's summaries and call notes, oldest first. */
  summaries: Type.Array(SummarySchema),
  call_notes: Type.Array(CallNotesSchema),
  documents: Type.Array(DecisionDocumentSchema),
});

/** `POST evaluation/{id}/reopen/`: a SUPER_ADMIN puts a decided evaluation back to PENDING. */
export const EvaluationReopenBody = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: COMMITTEE_LIMITS.reopenReasonMax,
    description: "Why the decision is reopened (recorded)",
  }),
});

/** `GET evaluation/mine`: an evaluation waiting for the signed-in user's answer. */
export const ReviewRequestSchema = Type.Object({
  evaluation_id: Type.Integer(),
  journey_item_id: Type.Integer(),
  company: Type.Object({ id: Type.Integer(), company_name: Type.String() }),
  stage: LabelRef,
  task: LabelRef,
  /** The user who asked for the review; null once removed. */
  requested_by: Nullable(UserShortSchema),
  /** When the current round began: the evaluation's creation, or its last reopening. */
  since: IsoDateTime,
  /** The gate's quorum; null for an evaluation that is not a gate. */
  quorum: Nullable(Type.Integer()),
  blind: Type.Boolean(),
  reviewer_count: Type.Integer(),
  answered_count: Type.Integer(),
});

/** A task of the journey as its settings hold it: retired tasks included, with whether it is in use. */
export const JourneySettingsTaskSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  name: Type.String(),
  type: Type.Enum(TASK_TYPES),
  allow_multiple: Type.Boolean(),
  gate: Nullable(GateSchema),
  /** False: retired, no longer offered; its items stay. */
  is_active: Type.Boolean(),
  /** How many journey items are of it. */
  item_count: Type.Integer(),
  /** Items, a campaign or the bulk outreach use it (journeyTaskInUse): retired, never deleted, nor given another type. */
  in_use: Type.Boolean(),
});

export const JourneySettingsStageSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  order: Type.Integer(),
  sla_days: Nullable(Type.Integer()),
  is_active: Type.Boolean(),
  item_count: Type.Integer(),
  /** Items are of it, or a task of it is in use: retired, never deleted. */
  in_use: Type.Boolean(),
  tasks: Type.Array(JourneySettingsTaskSchema),
});

/** `GET journey-settings/`: every stage and task, in order, retired ones included. */
export const JourneySettingsSchema = Type.Object({
  stages: Type.Array(JourneySettingsStageSchema),
  /** When the journey was last changed in the portal, and by whom; null while it is the seed file's. */
  modified: Nullable(IsoDateTime),
  modified_by: Nullable(UserShortSchema),
});

const SettingsTaskInput = Type.Object({
  /** Absent for a new task. */
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  label: Type.String({ minLength: 1, maxLength: COMMITTEE_LIMITS.labelMax }),
  /** The template key; made from the label when absent. */
  name: Type.Optional(Type.String({ maxLength: COMMITTEE_LIMITS.labelMax })),
  type: Type.Enum(TASK_TYPES),
  allow_multiple: Type.Boolean(),
  gate: Type.Optional(Nullable(GateSchema)),
  is_active: Type.Boolean(),
});

/**
 * `PUT journey-settings/`: the whole journey, stages and tasks in the order given. A stage or task
 * left out is deleted, which only one never used may be; one in use is retired (is_active false).
 */
export const JourneySettingsBody = Type.Object({
  stages: Type.Array(
    Type.Object({
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      label: Type.String({ minLength: 1, maxLength: COMMITTEE_LIMITS.labelMax }),
      sla_days: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: COMMITTEE_LIMITS.slaDaysMax }))),
      is_active: Type.Boolean(),
      tasks: Type.Array(SettingsTaskInput),
    }),
    { minItems: 1 },
  ),
});

import type { Static } from "typebox";
import type {
  CallNotesInputSchema,
  EmailSendBody,
  CallNotesSchema,
  CommentInputSchema,
  CommentSchema,
  CompanyActivitySchema,
  CompanyDocumentSchema,
  EmailTemplateSchema,
  EvaluationAnswerSchema,
  EvaluationCreateBody,
  EvaluationReviewBody,
  EvaluationSchema,
  InterviewLinkSchema,
  JourneyAccessReadSchema,
  JourneyCommentSchema,
  JourneyItemDefinitionSchema,
  JourneyItemSchema,
  JourneyTargetSchema,
  JourneyTimelineSchema,
  LinkedinBody,
  MeetingCancelBody,
  MeetingCommentBody,
  MeetingScheduleBody,
  MeetingSchema,
  SignedUrlSchema,
  StageRefSchema,
  SummaryAdditionalFieldSchema,
  SummaryInputSchema,
  SummaryPrioritySchema,
  SummarySchema,
  TaskDefinitionSchema,
  UserJourneyAccessBody,
  UserJourneyAccessSchema,
} from "../wire/journey";
import type { EditorFont } from "../limits";
import type { Id } from "./common";

export const TASK_TYPES = [
  "EVALUATION",
  "LINKEDIN",
  "MEETING",
  "DOCUMENT",
  "EMAIL",
  "SUMMARY",
  "CALL NOTES",
] as const;

export type TaskType = (typeof TASK_TYPES)[number];

export type StageRef = Static<typeof StageRefSchema>;

export type TaskDefinition = Static<typeof TaskDefinitionSchema>;

/** `GET journey-item`: a stage with its tasks. */
export type JourneyItemDefinition = Static<typeof JourneyItemDefinitionSchema>;

export type EvaluationStatus = Evaluation["status"];

/** One listed reviewer's answer to an evaluation. */
export type EvaluationAnswer = Static<typeof EvaluationAnswerSchema>;

/**
 * A review request. Each listed reviewer answers once; the status is what all the answers say
 * together (`evaluationStatusOf`): any REJECTED rejects, every reviewer APPROVED approves, else a
 * HOLD holds, else PENDING.
 */
export type Evaluation = Static<typeof EvaluationSchema>;

/** CANCELLED is the state after `meeting/cancel/`. */
export type MeetingStatus = Meeting["status"];

export type RecordingState = CompanyDocument["is_uploaded"];
export type DocumentType = CompanyDocument["type"];

export type CompanyDocument = Static<typeof CompanyDocumentSchema>;

export type Meeting = Static<typeof MeetingSchema>;

export type JourneyComment = Static<typeof JourneyCommentSchema>;

/** One task done on a company, as the timeline shows it. */
export type JourneyItem = Static<typeof JourneyItemSchema>;

/** `GET company/{id}/journey`: the stages reached, in order, each with its items. */
export type JourneyTimeline = Static<typeof JourneyTimelineSchema>;

/** Where a task form's record belongs. */
export type JourneyTarget = Static<typeof JourneyTargetSchema>;

export type EvaluationCreateInput = Static<typeof EvaluationCreateBody>;
export type EvaluationReviewInput = Static<typeof EvaluationReviewBody>;

export type LinkedinInput = Static<typeof LinkedinBody>;

/** Fields a call lets a client leave out (it fills them), given by the forms. */
type Given<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** `POST meeting/` as the form sends it (multipart when a file is attached). */
export type MeetingScheduleInput = Given<
  Omit<Static<typeof MeetingScheduleBody>, "description">,
  "status" | "start_date" | "isGatewayMeetScheduled"
> & { file?: Blob | null };

export type MeetingCommentInput = Static<typeof MeetingCommentBody>;
export type MeetingCancelInput = Static<typeof MeetingCancelBody>;

/** A document attached to a task (`company-documents/`, first form). */
export type TaskDocumentInput = JourneyTarget & { file: Blob; description: string };

/** The Upload dialog (`company-documents/`, second form). */
export type DocumentUploadInput = {
  company_id: Id;
  files: Blob[];
  transcription_file?: Blob | null;
  type: "RECORDING" | "OTHER";
  description: string;
  /** The round. */
  uploaded_on: string;
};

/** The font an e-mail body is written in: one of the editor's. */
export type EmailFont = EditorFont;

/** `POST email/`: sends now, or at `date` when set; every field given, with the files to attach. */
export type EmailSendInput = Required<Static<typeof EmailSendBody>> & { attachments: Blob[] };

/** A standalone comment on a company has no journey item. */
export type Comment = Static<typeof CommentSchema>;

export type CommentInput = Static<typeof CommentInputSchema>;

/**
 * `GET company/{id}/activity`: what happened on the company outside its journey's tasks: the
 * standalone comments and the files of the Upload dialog (each with its round, who and when),
 * oldest first. Empty for a user who reaches the company only through a grant.
 */
export type CompanyActivity = Static<typeof CompanyActivitySchema>;

export type SummaryPriority = Static<typeof SummaryPrioritySchema>;
export type SummaryAdditionalField = Static<typeof SummaryAdditionalFieldSchema>;

/** The structured summary of a company; the financial table is in GBP. */
export type Summary = Static<typeof SummarySchema>;

export type SummaryInput = Static<typeof SummaryInputSchema>;

export type CallNotes = Static<typeof CallNotesSchema>;

export type CallNotesInput = Static<typeof CallNotesInputSchema>;

/** One read of a journey through an access grant: who read it, and when. */
export type JourneyAccessRead = Static<typeof JourneyAccessReadSchema>;

/** Time-limited access of one user to a company's journey item. */
export type UserJourneyAccess = Static<typeof UserJourneyAccessSchema>;

export type UserJourneyAccessInput = Static<typeof UserJourneyAccessBody>;

export type UserJourneyAccessQuery = { company: Id; content_type: string; object_id: Id };

/** `GET interview-link/{token}/`: where the meeting gateway sends the visitor. */
export type InterviewLink = Static<typeof InterviewLinkSchema>;

export type SignedUrl = Static<typeof SignedUrlSchema>;

export type EmailTemplate = Static<typeof EmailTemplateSchema>;

/**
 * `POST email-template/` for one company and member: `{{company_name}}`, `{{pitch_line}}` (the
 * company's) and `{{first_name}}` (the member's) come back filled; a placeholder whose value was
 * not asked for (no company or member named) stays as written.
 */
export type EmailTemplateRequest = { key: string; company_id?: Id; company_member_id?: Id };

/** The summary's text fields: every field but its id, priorities and additional fields. */
export const SUMMARY_TEXT_FIELDS = [
  "country",
  "meeting",
  "business",
  "founders",
  "key_team_members",
  "founded_in",
  "revenue_streams",
  "business_model",
  "product_and_services",
  "fte",
  "capital_raised",
  "last_third_year_op_profit",
  "last_second_year_op_profit",
  "last_year_op_profit",
  "last_third_year_net_profit",
  "last_second_year_net_profit",
  "last_year_net_profit",
  "revenue",
  "protit_loss_breakeve",
  "cap_table",
  "ask_of_funds",
  "utilization_of_funds",
  "present_sales",
  "challenges",
  "next_steps",
  "opportunity_for_gw",
  "comments",
] as const;

/** The call notes' text fields: every field but its id and funding_projection_done. */
export const CALL_NOTES_TEXT_FIELDS = [
  "revenue_cash_flow_based",
  "ebidta",
  "personnel_cost_expense",
  "net_burn",
  "current_team_size",
  "tech_team_count",
  "sales_team_count",
  "other_team_count",
  "cxo_team_composition",
  "team_structure",
  "cap_table",
  "founder_equity",
  "dilution",
  "convertible_loans",
  "board_composition",
  "decision_rights",
  "institutional_loans",
  "total_fund_ask",
  "current_valuation",
  "earlier_funding_round",
  "earlier_valuation",
  "fund_utilization",
  "cashflow_projection_notes",
  "current_sales_cash_basis",
  "business_expansion_challenges",
  "tech_expansion_challenges",
  "fundraising_challenges",
  "stage",
  "finance_team_comments",
] as const;

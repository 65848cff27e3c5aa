import type { EntryStatus, Id, IsoDateTime, PersonRef } from "./common";
import type { CompanyMember } from "./company";
import type { UserShort } from "./user";

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

export type StageRef = { id: Id; label: string; order: number };

export type TaskDefinition = {
  id: Id;
  label: string;
  /** The key of the task's e-mail or message template. */
  name: string;
  type: TaskType;
  /** Whether the task may be added to one company's journey more than once. */
  allow_multiple: boolean;
};

/** `GET journey-item`: a stage with its tasks. */
export type JourneyItemDefinition = { stage: StageRef; tasks: TaskDefinition[] };

export type EvaluationStatus = "PENDING" | "APPROVED" | "REJECTED" | "HOLD";

/** One listed reviewer's answer to an evaluation. */
export type EvaluationAnswer = {
  reviewer: UserShort;
  status: Exclude<EvaluationStatus, "PENDING">;
  comment: string;
  created: IsoDateTime;
};

/**
 * A review request. Each listed reviewer answers once; the status is what all the answers say
 * together (`evaluationStatusOf`): any REJECTED rejects, every reviewer APPROVED approves, else a
 * HOLD holds, else PENDING.
 */
export type Evaluation = {
  id: Id;
  reviewer_ids: Id[];
  /** The reviewers who have answered, in the order they did. */
  answered_by: Id[];
  /** Each answer given so far, in the order given (the server always sends them). */
  answers?: EvaluationAnswer[];
  status: EvaluationStatus;
  comment: string | null;
  journey_item: Id;
};

/** CANCELLED is the state after `meeting/cancel/`. */
export type MeetingStatus = "CONFIRMED" | "COMPLETED" | "CANCELLED";

export type RecordingState = "PENDING" | "UPLOADED" | "FAILED";
export type DocumentType = "RECORDING" | "OTHER" | "FEEDBACK";

export type CompanyDocument = {
  id: Id;
  type: DocumentType;
  /** Stored file address; open it through `generate-signed-url`. */
  file: string;
  file_name: string;
  description: string | null;
  created: IsoDateTime;
  /** The uploader's pk. */
  created_by: Id;
  is_uploaded: RecordingState;
  /** The round the upload belongs to. */
  uploaded_on: string | null;
  journey_item: Id | null;
  /** The transcription uploaded with the file: its stored address, opened through `generate-signed-url`. */
  transcription_file?: string | null;
  /** The transcription's file name, as uploaded. */
  transcription_file_name?: string | null;
  /** Who uploaded it, by name (the company's activity answers it). */
  uploaded_by?: PersonRef | null;
};

export type Meeting = {
  id: Id;
  /** Company member ids. */
  attendees: Id[];
  /** User pks. */
  moderators: Id[];
  /** The moderators who have commented, in the order they did; each comments once. */
  commented_by: Id[];
  sender_id: Id | null;
  start_date: IsoDateTime;
  duration: number;
  status: MeetingStatus;
  documents: CompanyDocument[];
  journey_item: Id;
};

export type JourneyComment = { id: Id; comment_text: string; created_by: PersonRef; created: IsoDateTime };

/** One task done on a company, as the timeline shows it. */
export type JourneyItem = {
  id: Id;
  journey_item: {
    stage: { id: Id; label: string };
    task: { id: Id; label: string; type: TaskType };
  };
  created: IsoDateTime;
  modified: IsoDateTime;
  created_by: (PersonRef & { pk: Id }) | null;
  modified_by: (PersonRef & { pk: Id }) | null;
  status: string | null;
  comments: JourneyComment[];
  files: CompanyDocument[];
  reviewers: UserShort[];
  moderators: UserShort[];
  attendees: Array<CompanyMember & { id: Id }>;
  company_members: Array<CompanyMember & { id: Id }>;
  message: string | null;
  subject: string | null;
  body: string | null;
  receiver_emails: string[];
  cc: string[];
  bcc: string[];
  attachments: CompanyDocument[];
  start_date: IsoDateTime | null;
  meeting_attendee_link: string | null;
  meeting_moderator_link: string | null;
  evaluation: Evaluation | null;
  meeting: Meeting | null;
  summary_id: Id | null;
  call_notes_id: Id | null;
};

/** `GET company/{id}/journey`: the stages reached, in order, each with its items. */
export type JourneyTimeline = Array<{ stage: StageRef; items: JourneyItem[] }>;

/** Where a task form's record belongs. */
export type JourneyTarget = { company_id: Id; stage_id: Id; task_id: Id };

export type EvaluationCreateInput = JourneyTarget & { reviewer_ids: Id[]; status: "PENDING" };
export type EvaluationReviewInput = {
  company_id: Id;
  journey_item_id: Id;
  comment: string;
  status: Exclude<EvaluationStatus, "PENDING">;
};

export type LinkedinInput = JourneyTarget & {
  company_member_ids: Id[];
  message: string;
  date: IsoDateTime;
};

/** `POST meeting/` (multipart when a file is attached). */
export type MeetingScheduleInput = JourneyTarget & {
  sender_id?: Id | null;
  /** Company member ids. */
  attendees: Id[];
  /** User pks. */
  moderators: Id[];
  start_date: IsoDateTime;
  duration: number;
  status: "CONFIRMED";
  /** True for a meeting on the product's own meeting links. */
  isGatewayMeetScheduled: boolean;
  file?: Blob | null;
};

export type MeetingCommentInput = JourneyTarget & { comment_text: string; status: "COMPLETED" };
export type MeetingCancelInput = { id: Id; company_id: Id };

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

export type EmailFont = "Calibri" | "Arial" | "Times New Roman";

/** `POST email/`: sends now, or at `date` when set. */
export type EmailSendInput = JourneyTarget & {
  sender_id: Id;
  receivers: Id[];
  cc_email: string[];
  bcc_email: string[];
  subject: string;
  body: string;
  attachments: Blob[];
  font: EmailFont;
  date: IsoDateTime | null;
};

/** A standalone comment on a company has no journey item. */
export type Comment = {
  id: Id;
  comment_text: string;
  modified_by: PersonRef;
  journey_item?: Id | null;
  company_id: Id;
  created?: IsoDateTime;
};

export type CommentInput = { company_id: Id; comment_text: string };

/**
 * `GET company/{id}/activity`: what happened on the company outside its journey's tasks: the
 * standalone comments and the files of the Upload dialog (each with its round, who and when),
 * oldest first. Empty for a user who reaches the company only through a grant.
 */
export type CompanyActivity = { comments: Comment[]; uploads: CompanyDocument[] };

export type SummaryPriority = { id?: Id; prio: string; status?: EntryStatus };
export type SummaryAdditionalField = {
  id?: Id;
  field_name: string;
  field_value: string;
  status?: EntryStatus;
};

/** The structured summary of a company; the financial table is in GBP. */
export type Summary = {
  id?: Id;
  country: string;
  meeting: string;
  priority: SummaryPriority[];
  business: string;
  founders: string;
  key_team_members: string;
  founded_in: string;
  revenue_streams: string;
  business_model: string;
  product_and_services: string;
  fte: string;
  capital_raised: string;
  last_third_year_op_profit: string;
  last_second_year_op_profit: string;
  last_year_op_profit: string;
  last_third_year_net_profit: string;
  last_second_year_net_profit: string;
  last_year_net_profit: string;
  revenue: string;
  /** Profit, loss or break-even; the wire name is spelled so. */
  protit_loss_breakeve: string;
  cap_table: string;
  ask_of_funds: string;
  utilization_of_funds: string;
  present_sales: string;
  challenges: string;
  next_steps: string;
  opportunity_for_gw: string;
  comments: string;
  additional_fields: SummaryAdditionalField[];
};

export type SummaryInput = Summary & JourneyTarget;

export type CallNotes = {
  id?: Id;
  revenue_cash_flow_based: string;
  ebidta: string;
  personnel_cost_expense: string;
  net_burn: string;
  current_team_size: string;
  tech_team_count: string;
  sales_team_count: string;
  other_team_count: string;
  cxo_team_composition: string;
  team_structure: string;
  cap_table: string;
  founder_equity: string;
  dilution: string;
  convertible_loans: string;
  board_composition: string;
  decision_rights: string;
  institutional_loans: string;
  total_fund_ask: string;
  current_valuation: string;
  earlier_funding_round: string;
  earlier_valuation: string;
  fund_utilization: string;
  funding_projection_done: boolean;
  cashflow_projection_notes: string;
  current_sales_cash_basis: string;
  business_expansion_challenges: string;
  tech_expansion_challenges: string;
  fundraising_challenges: string;
  stage: string;
  finance_team_comments: string;
};

export type CallNotesInput = CallNotes & JourneyTarget;

/** One read of a journey through an access grant: who read it, and when. */
export type JourneyAccessRead = { user: UserShort; accessed_at: IsoDateTime };

/** Time-limited access of one user to a company's journey item. */
export type UserJourneyAccess = {
  id: Id;
  user: UserShort;
  user_id: Id;
  valid_until: IsoDateTime;
  valid_days: number;
  company_id: Id;
  content_type: string;
  object_id: Id;
  /** Who granted it: they (or a SUPER_ADMIN) may change or revoke it. */
  created_by?: UserShort | null;
  /** Every read through this grant, newest first. */
  access_log?: JourneyAccessRead[];
};

export type UserJourneyAccessInput = {
  user_id: Id;
  /** valid_until becomes now + valid_days; 0 on an update revokes the grant at once. */
  valid_days: number;
  company_id: Id;
  content_type: string;
  object_id: Id;
};

export type UserJourneyAccessQuery = { company: Id; content_type: string; object_id: Id };

/** `GET interview-link/{token}/`: where the meeting gateway sends the visitor. */
export type InterviewLink = { url: string; title: string; description: string };

export type SignedUrl = { url: string; mime_type: string };

export type EmailTemplate = { key: string; subject?: string; body: string };

/**
 * `POST email-template/` for one company and member: `{{company_name}}`, `{{pitch_line}}` (the
 * company's) and `{{first_name}}` (the member's) come back filled; a placeholder whose value was
 * not asked for (no company or member named) stays as written.
 */
export type EmailTemplateRequest = { key: string; company_id?: Id; company_member_id?: Id };

/** The keys of T whose values are text. */
type TextFields<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

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
] as const satisfies ReadonlyArray<TextFields<Summary>>;

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
] as const satisfies ReadonlyArray<TextFields<CallNotes>>;

import type {
  AuditEntry,
  DecisionRecord,
  CallNotes,
  Campaign,
  CampaignActivity,
  CampaignStats,
  DocumentType,
  EditorFont,
  EmailLog,
  EmailStatus,
  EmailTemplate,
  EvaluationStatus,
  ExcelImport,
  Id,
  ImportCell,
  ImportCompanyValues,
  ImportKeptRecord,
  ImportPreview,
  IsoDateTime,
  JourneyItemDefinition,
  Lookup,
  LookupKind,
  PermissionCode,
  RecordingState,
  RoleName,
  SenderDetails,
  Summary,
  SummaryAdditionalField,
  SummaryPriority,
  TaskType,
  UsageInfo,
} from "@pipeline/contract";

// The records the memory adapter starts from, in the form it keeps them: other records are
// referred to by id, and every read builds the shapes the contract describes from them.

export type SeedUser = {
  pk: Id;
  username: string;
  /** Null: the user cannot sign in here (ERP only). */
  password: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  /** The first is the active role after sign-in. */
  roles: RoleName[];
  /** Granted to the user directly, beyond what their roles grant. */
  permissions: PermissionCode[];
  is_active: boolean;
  is_staff: boolean;
  /** Location ids. */
  country: Id[];
  practice: Id[];
  company: Id[];
  created: IsoDateTime;
  modified: IsoDateTime;
};

/** A set-password link an administrator sent; the memory adapter keeps its token as it is. */
export type SeedPasswordLink = {
  token: string;
  user_pk: Id;
  created_by: Id | null;
  expires_at: IsoDateTime;
  /** When the password was set through it; null while unused. */
  used_at: IsoDateTime | null;
};

/** A stored company: the fields the company form and the import write, and what the server adds. */
export type SeedCompany = ImportCompanyValues & {
  id: Id;
  /** A user pk; null for companies that came from outside the portal. */
  created_by: Id | null;
  created: IsoDateTime;
  modified: IsoDateTime;
  last_update: string | null;
  /** Ids of the journey definition. */
  last_stage_task: { stage_id: Id; task_id: Id } | null;
  /** When it entered its last stage: its first item there; null with no stage. */
  stage_entered: IsoDateTime | null;
  status: EmailStatus | null;
  follow_up_email: boolean;
  has_scheduled_meeting: boolean;
};

export type SeedMember = {
  id: Id;
  /** Null for members added on the company-members screen. */
  company_id: Id | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  cmd: Id[];
  is_active: boolean;
  /** Removed from its company through the company form: kept, but hidden everywhere. */
  deleted: boolean;
  created: IsoDateTime;
};

export type SeedSender = Omit<SenderDetails, "created_by"> & { created_by: Id | null };
export type SeedEmailLog = Omit<EmailLog, "sender"> & { sender: Id | null };
/** A record an import created or changed, and what undo needs to take it back. */
export type SeedImportChange =
  | {
      kind: "company";
      id: Id;
      action: "created" | "updated";
      earlier: Partial<SeedCompany>;
      written_modified: IsoDateTime;
    }
  | {
      kind: "member";
      id: Id;
      action: "created" | "updated";
      earlier: Partial<SeedMember>;
      /** The fields as the import left them (members keep no time of change). */
      written: Partial<SeedMember>;
    };

/** A row of the sheet that failed, as it was, for the error log. */
export type SeedImportFailedRow = { row: number; cells: ImportCell[]; reason: string };

/**
 * An import of Import History. The fields after `created_by` are optional so that history records
 * can be seeded without them: an import made here fills them.
 */
export type SeedExcelImport = Omit<ExcelImport, "created_by"> & {
  created_by: Id | null;
  preview?: ImportPreview | null;
  failed_companies?: string[];
  errors?: string[];
  failure?: string | null;
  undo_kept?: ImportKeptRecord[];
  /** The uploaded workbook, until the import has run. */
  file?: Blob | null;
  /** What the import wrote, in order. */
  changes?: SeedImportChange[];
  /** The sheet's header row and its failed rows, for the error log. */
  header?: ImportCell[];
  failed_rows?: SeedImportFailedRow[];
};
export type SeedCampaignStats = Omit<CampaignStats, "campaign"> & {
  campaign: Omit<Campaign, "created_by"> & { created_by: Id | null };
  /** Sends, opens and clicks over time for the campaign's chart page; none before it sends. */
  activity?: Omit<CampaignActivity, "stats">;
};

/** One task done on a company's journey; what the item shows is built from it on every read. */
export type SeedJourneyItem = {
  id: Id;
  company_id: Id;
  stage_id: Id;
  task_id: Id;
  /** The task's type when the item was made. */
  type: TaskType;
  status: string | null;
  /** A LinkedIn message, or the comment of a SUMMARY. */
  message: string | null;
  subject: string | null;
  body: string | null;
  receiver_emails: string[];
  /** LinkedIn's date, a meeting's start, a scheduled e-mail's time. */
  start_date: IsoDateTime | null;
  /** Company members the item involves (LinkedIn contacts, e-mail receivers, meeting attendees). */
  member_ids: Id[];
  /** User pks of a meeting's moderators. */
  moderator_ids: Id[];
  /** A meeting's length in minutes. */
  duration: number | null;
  /** Active users' e-mails an EMAIL was copied to, openly and blindly. */
  cc: string[];
  bcc: string[];
  /** The font an EMAIL's body was written in. */
  font: EditorFont | null;
  /** The sender identity an EMAIL (or a MEETING's invitation) goes out as. */
  sender_id: Id | null;
  /**
   * The secrets behind a MEETING's attendee and moderator gateway links (`/meeting/{token}`); null
   * for a meeting held elsewhere, whose recording was uploaded instead.
   */
  attendee_token: string | null;
  moderator_token: string | null;
  created_by: Id | null;
  modified_by: Id | null;
  created: IsoDateTime;
  modified: IsoDateTime;
};

/**
 * A stored file of a company: a task's document, a meeting's recording, an Upload-dialog file, or
 * an e-mail's attachment. Its bytes are kept as a Blob whose type is the file's MIME type.
 */
export type SeedDocument = {
  id: Id;
  company_id: Id;
  /** The item it belongs to; null for an upload of the Upload dialog. */
  journey_item: Id | null;
  /** A file of the item (or an upload), or an e-mail's attachment. */
  role: "file" | "attachment";
  type: DocumentType;
  file_name: string;
  blob: Blob;
  description: string | null;
  /** The round of an Upload-dialog upload. */
  uploaded_on: string | null;
  transcription: { file_name: string; blob: Blob } | null;
  /** PENDING while a recording is being processed, then UPLOADED or FAILED. */
  state: RecordingState;
  created_by: Id | null;
  created: IsoDateTime;
};

/** A reviewer's answer to an evaluation. */
export type SeedReviewAnswer = {
  reviewer_id: Id;
  status: Exclude<EvaluationStatus, "PENDING">;
  comment: string;
  at: IsoDateTime;
  /** The company comment the answer made (kept from a reviewer while a blind evaluation hides it). */
  comment_id?: Id | null;
};

export type SeedEvaluation = {
  id: Id;
  journey_item: Id;
  reviewer_ids: Id[];
  /** What all the answers of the round say together (evaluationStatusOf). */
  status: EvaluationStatus;
  comment: string | null;
  /** The answers of the current round; a reopening deletes them (its decision record keeps them). */
  answers: SeedReviewAnswer[];
  /** A gate's quorum and blind flag, taken from its task when it was created; absent: not a gate. */
  quorum?: number | null;
  blind?: boolean;
  /** 1, and one more after each reopening; absent: 1. */
  round?: number;
  /** When the current round was decided; absent or null while undecided. */
  decided_at?: IsoDateTime | null;
  /** When the evaluation was asked for; absent: its item's creation. */
  created?: IsoDateTime;
};

/** A SUPER_ADMIN's reopening of a decided evaluation. */
export type SeedReopening = {
  id: Id;
  evaluation_id: Id;
  /** The round that was decided and reopened. */
  round: number;
  reason: string;
  reopened_by: Id | null;
  created: IsoDateTime;
};

/** What the journey's settings add to its definition: retired stages and tasks, and the last change. */
export type SeedJourneySettings = {
  retired_stage_ids: Id[];
  retired_task_ids: Id[];
  modified: IsoDateTime | null;
  modified_by: Id | null;
};

/** A comment on a company: on one of its journey items, or standing alone (journey_item null). */
export type SeedComment = {
  id: Id;
  company_id: Id;
  journey_item: Id | null;
  comment_text: string;
  created_by: Id | null;
  modified_by: Id | null;
  created: IsoDateTime;
  modified: IsoDateTime;
};

/**
 * Priority and additional-field entries are kept when deleted (status DELETED) and hidden on reads;
 * `position` places an entry in its list (its index where a seed leaves it out).
 */
export type SeedSummary = Omit<Summary, "id" | "priority" | "additional_fields"> & {
  id: Id;
  company_id: Id;
  journey_item: Id;
  priority: Array<SummaryPriority & { id: Id; position?: number }>;
  additional_fields: Array<SummaryAdditionalField & { id: Id; position?: number }>;
};

export type SeedCallNotes = Omit<CallNotes, "id"> & { id: Id; company_id: Id; journey_item: Id };

/** A read of a journey through a grant. */
export type SeedAccessRead = { user_id: Id; at: IsoDateTime };

export type SeedJourneyAccess = {
  id: Id;
  user_id: Id;
  company_id: Id;
  content_type: string;
  object_id: Id;
  valid_days: number;
  valid_until: IsoDateTime;
  created_by: Id | null;
  created: IsoDateTime;
  reads: SeedAccessRead[];
};

export type MemorySeed = {
  lookups: Record<LookupKind, Lookup[]>;
  users: SeedUser[];
  journey: JourneyItemDefinition[];
  companies: SeedCompany[];
  members: SeedMember[];
  senders: SeedSender[];
  emailLogs: SeedEmailLog[];
  excelImports: SeedExcelImport[];
  campaignStats: SeedCampaignStats[];
  journeyItems: SeedJourneyItem[];
  /** The companies' files; see SeedDocument. */
  documents: SeedDocument[];
  evaluations: SeedEvaluation[];
  /** Frozen when a gate is decided, as `decisions.get` answers them; never changed afterwards. */
  decisionRecords: DecisionRecord[];
  evaluationReopenings: SeedReopening[];
  /** Stages and tasks of `journey` retired in the settings, and who last changed the journey. */
  journeySettings: SeedJourneySettings;
  comments: SeedComment[];
  summaries: SeedSummary[];
  callNotes: SeedCallNotes[];
  /** Templates by key (a task's name or an e-mail type); placeholders are filled on reading. */
  emailTemplates: EmailTemplate[];
  journeyAccess: SeedJourneyAccess[];
  /** The audit trail, oldest first; the adapter adds an entry for each row it writes. */
  auditLog: AuditEntry[];
  /** Country names for the sender form. */
  countries: string[];
  usage: UsageInfo;
  /** Set-password links sent, and used; none in the default seed. */
  passwordLinks: SeedPasswordLink[];
};

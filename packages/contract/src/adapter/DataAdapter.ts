import type { AuditEntry, AuditLogFilter } from "../entities/audit";
import type { Id } from "../entities/common";
import type {
  DecisionRecord,
  DecisionRecordEntry,
  EvaluationReopenInput,
  JourneySettings,
  JourneySettingsInput,
  ReviewRequest,
} from "../entities/committee";
import type {
  Company,
  CompanyCreateInput,
  CompanyIds,
  CompanyListFilter,
  CompanyListRow,
  CompanyMemberInput,
  CompanyMemberRecord,
  CompanyOption,
  CompanyUpdateInput,
} from "../entities/company";
import type {
  CountryCount,
  DashboardRow,
  DashboardView,
  LastStageTaskEntry,
  StageNameEntry,
} from "../entities/dashboard";
import type { ExcelImport, ExcelImportDetail } from "../entities/imports";
import type {
  CallNotes,
  CallNotesInput,
  Comment,
  CommentInput,
  CompanyActivity,
  CompanyDocument,
  DocumentUploadInput,
  EmailSendInput,
  EmailTemplate,
  EmailTemplateRequest,
  Evaluation,
  EvaluationCreateInput,
  EvaluationReviewInput,
  InterviewLink,
  JourneyItem,
  JourneyItemDefinition,
  JourneyTimeline,
  LinkedinInput,
  Meeting,
  MeetingCancelInput,
  MeetingCommentInput,
  MeetingScheduleInput,
  SignedUrl,
  Summary,
  SummaryInput,
  TaskDocumentInput,
  UserJourneyAccess,
  UserJourneyAccessInput,
  UserJourneyAccessQuery,
} from "../entities/journey";
import type { Lookup, LookupInput, LookupKind, LookupOption } from "../entities/lookups";
import type {
  CampaignActivity,
  CampaignAudience,
  CampaignAudienceInput,
  CampaignCreateInput,
  CampaignStats,
  EmailLog,
  SenderDetails,
  SenderInput,
  UsageInfo,
} from "../entities/outreach";
import type {
  ChangePasswordInput,
  CurrentUser,
  EmailLoginInput,
  ErpLoginInput,
  Session,
  SetPasswordInput,
  User,
  Role,
  UserInput,
  UserListFilter,
  UserShort,
} from "../entities/user";
import type { ListParams, ListResult } from "../api/listParams";

/** What every create, update or action resolves to: the server's message and the record. */
export type Saved<T> = { message: string; data: T };

/** Options every call may take. An aborted call rejects silently (see the adapters). */
export type CallOptions = { signal?: AbortSignal };

/** Upload progress, from 0 to 1. */
export type ProgressOptions = CallOptions & { onProgress?: (fraction: number) => void };

/** A sign-in resolves to null when the server answers without a user ("No user found !!"). */
export type AuthPort = {
  erpLogin(input: ErpLoginInput, options?: CallOptions): Promise<Session | null>;
  emailLogin(input: EmailLoginInput, options?: CallOptions): Promise<Session | null>;
  logout(options?: CallOptions): Promise<void>;
  /**
   * Changes the signed-in user's own local password (PASSWORD_POLICY); their other sessions end
   * and this one goes on. A wrong current password is a 400 on `current_password`, never a 401.
   */
  changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<{ message: string }>;
  /**
   * Sets a password through a set-password link, without signing in: the link works once, for
   * PASSWORD_POLICY.linkValidHours; every session of its user ends.
   */
  setPassword(input: SetPasswordInput, options?: CallOptions): Promise<{ message: string }>;
};

export type UsersPort = {
  current(options?: CallOptions): Promise<CurrentUser>;
  short(
    scope?: { companyAdded?: boolean; dashboardView?: boolean },
    options?: CallOptions,
  ): Promise<UserShort[]>;
  list(params: ListParams<UserListFilter>, options?: CallOptions): Promise<ListResult<User>>;
  get(id: Id, options?: CallOptions): Promise<User>;
  create(input: UserInput, options?: CallOptions): Promise<Saved<User>>;
  update(id: Id, input: UserInput, options?: CallOptions): Promise<Saved<User>>;
  /** The roles an installation has, with the permissions each grants. */
  roles(options?: CallOptions): Promise<Role[]>;
  /**
   * E-mails the user a single-use set-password link (passwordLinkRefusal says who may, for whom);
   * their earlier unused links stop working.
   */
  sendPasswordLink(id: Id, options?: CallOptions): Promise<{ message: string }>;
};

export type LookupsPort = {
  list(kind: LookupKind, params: ListParams<"is_active">, options?: CallOptions): Promise<ListResult<Lookup>>;
  /** Active options for a select (`short_details`). */
  options(kind: LookupKind, options?: CallOptions): Promise<LookupOption[]>;
  /** Options some company uses (`company_added`). */
  inUse(kind: LookupKind, options?: CallOptions): Promise<LookupOption[]>;
  get(kind: LookupKind, id: Id, options?: CallOptions): Promise<Lookup>;
  create(kind: LookupKind, input: LookupInput, options?: CallOptions): Promise<Saved<Lookup>>;
  update(kind: LookupKind, id: Id, input: LookupInput, options?: CallOptions): Promise<Saved<Lookup>>;
};

export type CountriesPort = {
  /** Country names for the sender form. */
  list(options?: CallOptions): Promise<string[]>;
};

export type CompanyMembersPort = {
  list(
    params: ListParams<"is_active" | "cmd">,
    options?: CallOptions,
  ): Promise<ListResult<CompanyMemberRecord>>;
  get(id: Id, options?: CallOptions): Promise<CompanyMemberRecord>;
  create(input: CompanyMemberInput, options?: CallOptions): Promise<Saved<CompanyMemberRecord>>;
  update(id: Id, input: CompanyMemberInput, options?: CallOptions): Promise<Saved<CompanyMemberRecord>>;
};

export type DashboardParams = ListParams<"created_by" | "industry" | "country"> & { view: DashboardView };

/** What decides which companies a table shows, paging and sorting aside: search, filters, dates. */
export type CompanyMatchParams = Pick<ListParams<CompanyListFilter>, "search" | "filters" | "dateRange">;

export type CompaniesPort = {
  list(params: ListParams<CompanyListFilter>, options?: CallOptions): Promise<ListResult<CompanyListRow>>;
  /** The ids behind "every company matching this filter", less the ones unticked. */
  matchingIds(
    params: CompanyMatchParams,
    excludedIds: readonly Id[],
    options?: CallOptions,
  ): Promise<CompanyIds>;
  /** The async company picker: a few matches by name or website. */
  search(text: string, options?: CallOptions): Promise<CompanyOption[]>;
  /**
   * The companies the caller sees whose website names the same domain as this one (see
   * `websiteDomain`), at most SAME_WEBSITE_LIMIT, by name; none for a text that is no website.
   */
  sameWebsite(website: string, options?: CallOptions): Promise<CompanyOption[]>;
  get(id: Id, options?: CallOptions): Promise<Company>;
  create(input: CompanyCreateInput, options?: CallOptions): Promise<Saved<Company>>;
  update(id: Id, input: CompanyUpdateInput, options?: CallOptions): Promise<Saved<Company>>;
  dashboard(params: DashboardParams, options?: CallOptions): Promise<ListResult<DashboardRow>>;
  stageNames(options?: CallOptions): Promise<StageNameEntry[]>;
  countries(params: ListParams<"created_by" | "industry">, options?: CallOptions): Promise<CountryCount[]>;
  lastStageTaskNames(options?: CallOptions): Promise<LastStageTaskEntry[]>;
};

export type JourneyPort = {
  definitions(options?: CallOptions): Promise<JourneyItemDefinition[]>;
  /** Every stage and task, retired ones included (SUPER_ADMIN). */
  settings(options?: CallOptions): Promise<JourneySettings>;
  /** The whole journey as a SUPER_ADMIN edits it (SUPER_ADMIN). */
  saveSettings(input: JourneySettingsInput, options?: CallOptions): Promise<Saved<JourneySettings>>;
  timeline(companyId: Id, options?: CallOptions): Promise<JourneyTimeline>;
  /** The company's standalone comments and uploaded files; empty through a grant alone. */
  activity(companyId: Id, options?: CallOptions): Promise<CompanyActivity>;
};

export type SummariesPort = {
  get(id: Id, options?: CallOptions): Promise<Summary>;
  create(input: SummaryInput, options?: CallOptions): Promise<Saved<Summary>>;
  update(id: Id, input: SummaryInput, options?: CallOptions): Promise<Saved<Summary>>;
};

export type CallNotesPort = {
  get(id: Id, options?: CallOptions): Promise<CallNotes>;
  create(input: CallNotesInput, options?: CallOptions): Promise<Saved<CallNotes>>;
  update(id: Id, input: CallNotesInput, options?: CallOptions): Promise<Saved<CallNotes>>;
};

export type EmailTemplatesPort = {
  /** The body template of a task (by task name) or an e-mail type, filled for a company and member when named. */
  get(key: string | EmailTemplateRequest, options?: CallOptions): Promise<EmailTemplate>;
};

export type EvaluationsPort = {
  create(input: EvaluationCreateInput, options?: CallOptions): Promise<Saved<Evaluation>>;
  review(id: Id, input: EvaluationReviewInput, options?: CallOptions): Promise<Saved<Evaluation>>;
  /** A SUPER_ADMIN reopens a decided evaluation (a new round of answers), with a reason. */
  reopen(id: Id, input: EvaluationReopenInput, options?: CallOptions): Promise<Saved<Evaluation>>;
  /** The evaluations waiting for the signed-in user's answer, oldest first (My Reviews). */
  mine(params: ListParams<never>, options?: CallOptions): Promise<ListResult<ReviewRequest>>;
};

/** What a gate's committee decided, frozen at the decision. */
export type DecisionsPort = {
  /** The company's decision records, oldest first. */
  list(companyId: Id, options?: CallOptions): Promise<DecisionRecordEntry[]>;
  get(id: Id, options?: CallOptions): Promise<DecisionRecord>;
  /** The record as a PDF made on the server. */
  pdf(id: Id, options?: CallOptions): Promise<Blob>;
};

export type LinkedinPort = {
  create(input: LinkedinInput, options?: CallOptions): Promise<Saved<JourneyItem>>;
};

export type MeetingsPort = {
  schedule(input: MeetingScheduleInput, options?: ProgressOptions): Promise<Saved<Meeting>>;
  comment(id: Id, input: MeetingCommentInput, options?: CallOptions): Promise<Saved<Meeting>>;
  cancel(input: MeetingCancelInput, options?: CallOptions): Promise<{ message: string }>;
  recordings(meetingId: Id, options?: CallOptions): Promise<CompanyDocument[]>;
  /** The public meeting gateway: where a meeting token leads. */
  link(token: string, options?: CallOptions): Promise<InterviewLink>;
};

export type DocumentsPort = {
  attach(input: TaskDocumentInput, options?: ProgressOptions): Promise<Saved<CompanyDocument[]>>;
  upload(input: DocumentUploadInput, options?: ProgressOptions): Promise<Saved<CompanyDocument[]>>;
  reupload(id: Id, file: Blob, options?: ProgressOptions): Promise<Saved<CompanyDocument>>;
  byCompany(companyId: Id, options?: CallOptions): Promise<CompanyDocument[]>;
  byIds(ids: readonly Id[], options?: CallOptions): Promise<CompanyDocument[]>;
  signedUrl(src: string, options?: CallOptions): Promise<SignedUrl>;
};

export type EmailsPort = {
  send(input: EmailSendInput, options?: ProgressOptions): Promise<Saved<JourneyItem>>;
};

export type CommentsPort = {
  create(input: CommentInput, options?: CallOptions): Promise<Saved<Comment>>;
  update(id: Id, input: CommentInput, options?: CallOptions): Promise<Saved<Comment>>;
};

export type JourneyAccessPort = {
  list(query: UserJourneyAccessQuery, options?: CallOptions): Promise<UserJourneyAccess[]>;
  create(input: UserJourneyAccessInput, options?: CallOptions): Promise<Saved<UserJourneyAccess>>;
  update(id: Id, input: UserJourneyAccessInput, options?: CallOptions): Promise<Saved<UserJourneyAccess>>;
};

export type EmailLogsPort = {
  list(params: ListParams<"delivered">, options?: CallOptions): Promise<ListResult<EmailLog>>;
};

export type AuditLogPort = {
  /** Every write, newest first (SUPER_ADMIN); `user` filters by user id, the dates by when. */
  list(params: ListParams<AuditLogFilter>, options?: CallOptions): Promise<ListResult<AuditEntry>>;
  /** What was changed in one company, its members and its journey, newest first. */
  companyHistory(
    companyId: Id,
    params: ListParams<never>,
    options?: CallOptions,
  ): Promise<ListResult<AuditEntry>>;
};

export type ExcelImportsPort = {
  list(params: ListParams<"status" | "created_by">, options?: CallOptions): Promise<ListResult<ExcelImport>>;
  get(id: Id, options?: CallOptions): Promise<ExcelImportDetail>;
  /**
   * Stores the workbook. With `preview`, answers the import in phase `previewed` with its preview and
   * writes no company or member until `confirm`; without, the import is queued at once.
   */
  upload(file: Blob, options?: ProgressOptions & { preview?: boolean }): Promise<Saved<ExcelImportDetail>>;
  /** Runs a previewed import. */
  confirm(id: Id, options?: CallOptions): Promise<Saved<ExcelImportDetail>>;
  /** Drops a previewed import and its file; nothing was written. */
  cancel(id: Id, options?: CallOptions): Promise<{ message: string }>;
  /** Takes back what an ended import changed, leaving alone what a person changed since. */
  undo(id: Id, options?: CallOptions): Promise<Saved<ExcelImportDetail>>;
  /** The workbook to fill: a header row naming every column, and an example company. */
  template(options?: CallOptions): Promise<Blob>;
  /** The failed-rows workbook of an import, by the link its record gives. */
  downloadErrorLog(path: string, options?: CallOptions): Promise<Blob>;
};

export type SendersPort = {
  list(
    params: ListParams<"is_active" | "is_verified">,
    options?: CallOptions,
  ): Promise<ListResult<SenderDetails>>;
  get(id: Id, options?: CallOptions): Promise<SenderDetails>;
  create(input: SenderInput, options?: CallOptions): Promise<Saved<SenderDetails>>;
  update(id: Id, input: SenderInput, options?: CallOptions): Promise<Saved<SenderDetails>>;
  /** Asks the provider; when it says verified, the sender is stored as verified. */
  checkVerification(id: Id, options?: CallOptions): Promise<{ verified: boolean }>;
  resendVerification(id: Id, options?: CallOptions): Promise<{ message: string }>;
};

export type CampaignsPort = {
  create(input: CampaignCreateInput, options?: CallOptions): Promise<{ message: string }>;
  /** Whom a campaign for these companies would reach: recipients, suppressed, left out. */
  audience(input: CampaignAudienceInput, options?: CallOptions): Promise<CampaignAudience>;
  /** One campaign's figures with its sends, opens and clicks over time. */
  activity(id: Id, options?: CallOptions): Promise<CampaignActivity>;
  usage(options?: CallOptions): Promise<UsageInfo>;
  stats(
    params: ListParams<"status" | "created_by">,
    options?: CallOptions,
  ): Promise<ListResult<CampaignStats>>;
  refreshStats(id: Id, options?: CallOptions): Promise<{ message: string }>;
};

/**
 * Everything the product's screens ask of their data, grouped by resource. A widget declares the
 * slice it needs (`Pick<DataAdapter, "companies" | "lookups">`), so an embedding app implements
 * only that.
 */
export type DataAdapter = {
  auth: AuthPort;
  users: UsersPort;
  lookups: LookupsPort;
  countries: CountriesPort;
  companyMembers: CompanyMembersPort;
  companies: CompaniesPort;
  journey: JourneyPort;
  summaries: SummariesPort;
  callNotes: CallNotesPort;
  emailTemplates: EmailTemplatesPort;
  evaluations: EvaluationsPort;
  decisions: DecisionsPort;
  linkedin: LinkedinPort;
  meetings: MeetingsPort;
  documents: DocumentsPort;
  emails: EmailsPort;
  comments: CommentsPort;
  journeyAccess: JourneyAccessPort;
  emailLogs: EmailLogsPort;
  auditLog: AuditLogPort;
  excelImports: ExcelImportsPort;
  senders: SendersPort;
  campaigns: CampaignsPort;
};

export type PortName = keyof DataAdapter;

import type { AuditEntry } from "../entities/audit";
import type {
  DecisionRecord,
  DecisionRecordEntry,
  EvaluationReopenInput,
  JourneySettings,
  JourneySettingsInput,
  ReviewRequest,
} from "../entities/committee";
import type { Id } from "../entities/common";
import type {
  Company,
  CompanyCreateInput,
  CompanyIds,
  CompanyListRow,
  CompanyMemberInput,
  CompanyMemberRecord,
  CompanyOption,
  CompanyUpdateInput,
} from "../entities/company";
import type { CountryCount, DashboardRow, LastStageTaskEntry, StageNameEntry } from "../entities/dashboard";
import type { ExcelImport, ExcelImportDetail } from "../entities/imports";
import type {
  CallNotes,
  CallNotesInput,
  Comment,
  CommentInput,
  CompanyActivity,
  CompanyDocument,
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
  SignedUrl,
  Summary,
  SummaryInput,
  UserJourneyAccess,
  UserJourneyAccessInput,
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
  SenderVerification,
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
  UserInput,
  UserShort,
  Role,
} from "../entities/user";
import type { DataAnswer, MessageAnswer, PagedAnswer, WriteAnswer } from "./answers";
import { endpoint, type Empty } from "./endpoint";

/** A query string as it travels: every value a string, lists joined with commas. */
export type WireQuery = Record<string, string>;

/** The fields of a multipart call other than its files, sealed into one `payload` part. */
export type Multipart<Fields, Files extends string> = {
  fields: Fields;
  files: Partial<Record<Files, Blob[]>>;
};

function lookupCalls<K extends LookupKind>(kind: K) {
  return {
    list: endpoint<WireQuery, PagedAnswer<Lookup>>("GET", kind),
    options: endpoint<Empty, DataAnswer<LookupOption[]>>("GET", kind, {
      fixedQuery: { short_details: "true" },
    }),
    inUse: endpoint<Empty, DataAnswer<LookupOption[]>>("GET", kind, {
      fixedQuery: { company_added: "true" },
    }),
    get: endpoint<Empty, DataAnswer<Lookup>>("GET", `${kind}/:id`),
    create: endpoint<LookupInput, WriteAnswer<Lookup>>("POST", `${kind}/`),
    update: endpoint<LookupInput, WriteAnswer<Lookup>>("PUT", `${kind}/:id/`),
  };
}

/**
 * Every call of both call tables (section 7 of each spec), under `/api/v1/`. Several readings
 * share one path and differ by a fixed query (`users-viewset?short_details=true`).
 */
export const calls = {
  auth: {
    erpLogin: endpoint<ErpLoginInput, DataAnswer<Session>>("POST", "erp-login/", { auth: false }),
    emailLogin: endpoint<EmailLoginInput, Session & { message?: string }>("POST", "user/login/", {
      auth: false,
    }),
    logout: endpoint<Empty, { detail: string }>("POST", "user/logout/"),
    /** The signed-in user's own local password; their other sessions end. */
    changePassword: endpoint<ChangePasswordInput, MessageAnswer>("POST", "user/change-password/"),
    /** A new password through a set-password link, without signing in; every session of its user ends. */
    setPassword: endpoint<SetPasswordInput, MessageAnswer>("POST", "user/set-password/", { auth: false }),
  },
  users: {
    current: endpoint<{ active_role?: string }, DataAnswer<CurrentUser[]>>("GET", "users-viewset", {
      fixedQuery: { show_details: "true", current_user: "true" },
    }),
    short: endpoint<{ company_added?: "true"; dashboard_view?: "true" }, DataAnswer<UserShort[]>>(
      "GET",
      "users-viewset",
      {
        fixedQuery: { short_details: "true" },
      },
    ),
    list: endpoint<WireQuery, PagedAnswer<User>>("GET", "users-viewset"),
    get: endpoint<Empty, DataAnswer<User>>("GET", "users-viewset/:id"),
    create: endpoint<UserInput, WriteAnswer<User>>("POST", "users-viewset/"),
    update: endpoint<UserInput, WriteAnswer<User>>("PUT", "users-viewset/:id/"),
    /** The roles an installation has, with their permissions: the user form's choices. */
    roles: endpoint<Empty, DataAnswer<Role[]>>("GET", "roles"),
    /** E-mails the user a single-use set-password link (SUPER_ADMIN); earlier unused links stop working. */
    sendPasswordLink: endpoint<Empty, MessageAnswer>("POST", "users-viewset/:id/set-password-link/"),
  },
  lookups: {
    location: lookupCalls("location"),
    practice: lookupCalls("practice"),
    currency: lookupCalls("currency"),
    "company-type": lookupCalls("company-type"),
    "company-member-designation": lookupCalls("company-member-designation"),
    "confidence-level": lookupCalls("confidence-level"),
    industry: lookupCalls("industry"),
  },
  countries: {
    list: endpoint<Empty, DataAnswer<string[]>>("GET", "countries"),
  },
  companyMembers: {
    list: endpoint<WireQuery, PagedAnswer<CompanyMemberRecord>>("GET", "company-members"),
    get: endpoint<Empty, DataAnswer<CompanyMemberRecord>>("GET", "company-members/:id"),
    create: endpoint<CompanyMemberInput, WriteAnswer<CompanyMemberRecord>>("POST", "company-members/"),
    update: endpoint<CompanyMemberInput, WriteAnswer<CompanyMemberRecord>>("PUT", "company-members/:id/"),
  },
  companies: {
    list: endpoint<WireQuery, PagedAnswer<CompanyListRow>>("GET", "company"),
    ids: endpoint<WireQuery, DataAnswer<CompanyIds>>("GET", "company/ids"),
    picker: endpoint<{ search: string; page: string; page_size: string }, PagedAnswer<CompanyOption>>(
      "GET",
      "company/",
      {
        fixedQuery: { short_details: "true" },
      },
    ),
    /** The companies whose website names the same domain, a few, by name: the form's duplicate warning. */
    sameWebsite: endpoint<{ website: string }, DataAnswer<CompanyOption[]>>("GET", "company/same-website"),
    get: endpoint<Empty, DataAnswer<Company>>("GET", "company/:id"),
    create: endpoint<CompanyCreateInput, WriteAnswer<Company>>("POST", "company/"),
    update: endpoint<CompanyUpdateInput, WriteAnswer<Company>>("PUT", "company/:id/"),
    timeline: endpoint<Empty, DataAnswer<JourneyTimeline>>("GET", "company/:id/journey"),
    /** The standalone comments and uploaded files of a company, for its page. */
    activity: endpoint<Empty, DataAnswer<CompanyActivity>>("GET", "company/:id/activity"),
    dashboardView: endpoint<WireQuery, PagedAnswer<DashboardRow>>("GET", "company/dashboard-view"),
    stageNames: endpoint<Empty, DataAnswer<StageNameEntry[]>>("GET", "company/get_stage_names"),
    countries: endpoint<WireQuery, DataAnswer<CountryCount[]>>("GET", "company/get_stage_names", {
      fixedQuery: { country_added: "true" },
    }),
    lastStageTaskNames: endpoint<Empty, DataAnswer<LastStageTaskEntry[]>>(
      "GET",
      "company/get_last_stage_task_names",
    ),
    importExcel: endpoint<Multipart<Record<string, never>, "file">, WriteAnswer<ExcelImportDetail>>(
      "POST",
      "company/import_company_data_from_excel/",
      { multipart: true },
    ),
    previewImport: endpoint<Multipart<Record<string, never>, "file">, WriteAnswer<ExcelImportDetail>>(
      "POST",
      "company/import_company_data_from_excel/",
      { multipart: true, fixedQuery: { preview: "true" } },
    ),
  },
  journey: {
    definitions: endpoint<Empty, DataAnswer<JourneyItemDefinition[]>>("GET", "journey-item"),
    /** Every stage and task, retired ones included, with their gates and SLAs (SUPER_ADMIN). */
    settings: endpoint<Empty, DataAnswer<JourneySettings>>("GET", "journey-settings/"),
    /** The whole journey as a SUPER_ADMIN edits it; a task in use is retired, never deleted. */
    saveSettings: endpoint<JourneySettingsInput, WriteAnswer<JourneySettings>>("PUT", "journey-settings/"),
  },
  summaries: {
    get: endpoint<Empty, DataAnswer<Summary>>("GET", "summary/:id"),
    create: endpoint<SummaryInput, WriteAnswer<Summary>>("POST", "summary/"),
    update: endpoint<SummaryInput, WriteAnswer<Summary>>("PUT", "summary/:id/"),
  },
  callNotes: {
    get: endpoint<Empty, DataAnswer<CallNotes>>("GET", "call-notes/:id"),
    create: endpoint<CallNotesInput, WriteAnswer<CallNotes>>("POST", "call-notes/"),
    update: endpoint<CallNotesInput, WriteAnswer<CallNotes>>("PUT", "call-notes/:id/"),
  },
  emailTemplates: {
    get: endpoint<EmailTemplateRequest, DataAnswer<EmailTemplate>>("POST", "email-template/"),
  },
  evaluations: {
    create: endpoint<EvaluationCreateInput, WriteAnswer<Evaluation>>("POST", "evaluation/"),
    review: endpoint<EvaluationReviewInput, WriteAnswer<Evaluation>>("PUT", "evaluation/:id/"),
    /** A SUPER_ADMIN puts a decided evaluation back to PENDING for a new round, with a reason. */
    reopen: endpoint<EvaluationReopenInput, WriteAnswer<Evaluation>>("POST", "evaluation/:id/reopen/"),
    /** The evaluations waiting for the signed-in user's answer, oldest first (My Reviews). */
    mine: endpoint<WireQuery, PagedAnswer<ReviewRequest>>("GET", "evaluation/mine"),
  },
  decisions: {
    /** The company's decision records, oldest first. */
    byCompany: endpoint<Empty, DataAnswer<DecisionRecordEntry[]>>("GET", "company/:id/decisions"),
    get: endpoint<Empty, DataAnswer<DecisionRecord>>("GET", "decision/:id"),
    /** The record as a PDF made on the server. */
    pdf: endpoint<Empty, Blob>("GET", "decision/:id/pdf"),
  },
  linkedin: {
    create: endpoint<LinkedinInput, WriteAnswer<JourneyItem>>("POST", "linkedin/"),
  },
  meetings: {
    schedule: endpoint<Multipart<Record<string, unknown>, "file">, WriteAnswer<Meeting>>("POST", "meeting/", {
      multipart: true,
    }),
    comment: endpoint<MeetingCommentInput, WriteAnswer<Meeting>>("PUT", "meeting/:id/"),
    cancel: endpoint<MeetingCancelInput, MessageAnswer>("POST", "meeting/cancel/"),
    recordings: endpoint<{ id: string }, DataAnswer<CompanyDocument[]>>("POST", "interview-recording/"),
    link: endpoint<Empty, DataAnswer<InterviewLink>>("GET", "interview-link/:token/", { auth: false }),
  },
  documents: {
    create: endpoint<
      Multipart<Record<string, unknown>, "file" | "transcription_file">,
      WriteAnswer<CompanyDocument[]>
    >("POST", "company-documents/", { multipart: true }),
    reupload: endpoint<Multipart<{ id: Id }, "file">, WriteAnswer<CompanyDocument>>(
      "PUT",
      "company-documents/update-document/",
      { multipart: true },
    ),
    byCompany: endpoint<{ company_id: string }, DataAnswer<CompanyDocument[]>>(
      "GET",
      "company-documents/get_documents_by_company",
    ),
    byIds: endpoint<{ ids: string }, DataAnswer<CompanyDocument[]>>(
      "GET",
      "company-documents/get_documents_by_ids/",
    ),
    signedUrl: endpoint<{ src: string }, DataAnswer<SignedUrl>>("GET", "generate-signed-url"),
  },
  emails: {
    send: endpoint<Multipart<Record<string, unknown>, "attachments">, WriteAnswer<JourneyItem>>(
      "POST",
      "email/",
      {
        multipart: true,
      },
    ),
  },
  comments: {
    create: endpoint<CommentInput, WriteAnswer<Comment>>("POST", "comment/"),
    update: endpoint<CommentInput, WriteAnswer<Comment>>("PUT", "comment/:id/"),
  },
  journeyAccess: {
    list: endpoint<
      { company: string; content_type: string; object_id: string },
      PagedAnswer<UserJourneyAccess>
    >("GET", "user-journey-access"),
    create: endpoint<UserJourneyAccessInput, WriteAnswer<UserJourneyAccess>>("POST", "user-journey-access/"),
    update: endpoint<UserJourneyAccessInput, WriteAnswer<UserJourneyAccess>>(
      "PUT",
      "user-journey-access/:id/",
    ),
  },
  emailLogs: {
    list: endpoint<WireQuery, PagedAnswer<EmailLog>>("GET", "email-logs"),
  },
  auditLog: {
    /** Every write, newest first; SUPER_ADMIN. Filters: user, entity, entity_id, action, and the dates. */
    list: endpoint<WireQuery, PagedAnswer<AuditEntry>>("GET", "audit-log"),
    /** The writes that concern one company (it, its members, its journey), newest first; for who sees it. */
    companyHistory: endpoint<WireQuery, PagedAnswer<AuditEntry>>("GET", "company/:id/history"),
  },
  excelImports: {
    list: endpoint<WireQuery, PagedAnswer<ExcelImport>>("GET", "excel-import"),
    get: endpoint<Empty, DataAnswer<ExcelImportDetail>>("GET", "excel-import/:id/"),
    confirm: endpoint<Empty, WriteAnswer<ExcelImportDetail>>("POST", "excel-import/:id/confirm/"),
    cancel: endpoint<Empty, MessageAnswer>("POST", "excel-import/:id/cancel/"),
    undo: endpoint<Empty, WriteAnswer<ExcelImportDetail>>("POST", "excel-import/:id/undo/"),
    /** Answers the template workbook itself, not JSON. */
    template: endpoint<Empty, Blob>("GET", "excel-import/template/"),
  },
  senders: {
    list: endpoint<WireQuery, PagedAnswer<SenderDetails>>("GET", "sender-details"),
    get: endpoint<Empty, DataAnswer<SenderDetails>>("GET", "sender-details/:id"),
    create: endpoint<SenderInput, WriteAnswer<SenderDetails>>("POST", "sender-details/"),
    update: endpoint<SenderInput, WriteAnswer<SenderDetails>>("PUT", "sender-details/:id/"),
    /** The server sets `is_verified` only after the provider confirms it. */
    markVerified: endpoint<{ is_verified: true }, WriteAnswer<SenderDetails>>("PUT", "sender-details/:id/"),
    checkVerification: endpoint<{ sender_id: string }, DataAnswer<SenderVerification>>(
      "GET",
      "sender-details/check-sender-verification",
    ),
    resendVerification: endpoint<{ sender_id: Id }, MessageAnswer>(
      "POST",
      "sender-details/resend-verification/",
    ),
  },
  campaigns: {
    create: endpoint<CampaignCreateInput, WriteAnswer<{ detail: string }>>("POST", "campaigns/"),
    audience: endpoint<CampaignAudienceInput, DataAnswer<CampaignAudience>>("POST", "campaigns/preview/"),
    activity: endpoint<Empty, DataAnswer<CampaignActivity>>("GET", "campaigns-stats/:id/activity/"),
    usage: endpoint<Empty, DataAnswer<UsageInfo>>("GET", "campaigns/sendgrid-usage/"),
    stats: endpoint<WireQuery, PagedAnswer<CampaignStats>>("GET", "campaigns-stats"),
    refreshStats: endpoint<Record<string, never>, MessageAnswer>("PUT", "campaigns-stats/:id/update-stats/"),
  },
} as const;

export type Calls = typeof calls;

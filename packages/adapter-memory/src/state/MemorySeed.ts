import type {
  Campaign,
  CampaignStats,
  EmailLog,
  EmailStatus,
  ExcelImport,
  Id,
  IsoDateTime,
  JourneyItemDefinition,
  Lookup,
  LookupKind,
  PermissionCode,
  RoleName,
  SenderDetails,
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

export type SeedCompany = {
  id: Id;
  company_name: string;
  website: string;
  email: string | null;
  contact_number: string | null;
  location: Id[];
  foundation_year: number | null;
  fte: number | null;
  revenue: number | null;
  currency: Id | null;
  promoter_holding: string | null;
  industry: Id | null;
  street: string | null;
  city: string | null;
  state: string | null;
  /** A location id. */
  country: Id | null;
  practice: Id | null;
  company_type: Id[];
  confidence_level: Id | null;
  business_description: string | null;
  pitch_line: string | null;
  /** A user pk; null for companies that came from outside the portal. */
  created_by: Id | null;
  created: IsoDateTime;
  modified: IsoDateTime;
  last_update: string | null;
  /** Ids of the journey definition. */
  last_stage_task: { stage_id: Id; task_id: Id } | null;
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
export type SeedExcelImport = Omit<ExcelImport, "created_by"> & { created_by: Id | null };
export type SeedCampaignStats = Omit<CampaignStats, "campaign"> & {
  campaign: Omit<Campaign, "created_by"> & { created_by: Id | null };
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
  /** Country names for the sender form. */
  countries: string[];
  usage: UsageInfo;
};

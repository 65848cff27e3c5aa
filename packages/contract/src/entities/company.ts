import type { EntryStatus, Id, IsoDateTime, LabelRef, PersonRef } from "./common";

/** A member as the company form and the journey read and send it. */
export type CompanyMember = {
  id?: Id;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  /** Designation ids. */
  cmd: Id[];
  /** Set on update only: EDITED for a changed member, DELETED for one removed (kept, hidden). */
  status?: EntryStatus;
};

/** A member as the company-members admin screen lists it. */
export type CompanyMemberRecord = {
  id: Id;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  cmd: Id[];
  /** The designations' labels; empty shows as PORTAL. */
  designation: LabelRef[];
  is_active: boolean;
  created: IsoDateTime;
  company_id?: Id | null;
};

export type CompanyMemberInput = {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  cmd: Id[];
  is_active: boolean;
};

/**
 * What the caller may do with a company's journey: read and add to all of it (`whole`: they see
 * the company and hold can_view_journey), read only the items shared with them through unexpired
 * grants (`shared`), or nothing (`none`).
 */
export type JourneyAccessLevel = "whole" | "shared" | "none";

/** A company as the detail page and the update drawer read it. */
export type Company = {
  id: Id;
  company_name: string;
  website: string;
  email: string | null;
  contact_number: string | null;
  location: LabelRef[];
  foundation_year: number | null;
  fte: number | null;
  revenue: number | null;
  currency: LabelRef | null;
  promoter_holding: string | null;
  industry: LabelRef | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: LabelRef | null;
  practice: LabelRef | null;
  company_type: LabelRef[];
  confidence_level: LabelRef | null;
  business_description: string | null;
  pitch_line: string | null;
  created_by: (PersonRef & { pk: Id }) | null;
  created: IsoDateTime;
  modified: IsoDateTime;
  company_members: Array<CompanyMember & { id: Id }>;
  /** Set once any evaluation on the company's journey is APPROVED. */
  approved: boolean;
  /** The caller's access to the company's journey. */
  journey_access: JourneyAccessLevel;
};

/** Fields shared by create and update; lookups travel as ids. */
type CompanyFields = {
  company_name: string;
  website: string;
  email?: string | null;
  contact_number?: string | null;
  foundation_year?: number | null;
  fte?: number | null;
  revenue?: number | null;
  currency?: Id | null;
  promoter_holding?: string | null;
  industry?: Id | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  country?: Id | null;
  practice?: Id | null;
  company_type?: Id[];
  confidence_level?: Id | null;
  business_description?: string | null;
  pitch_line?: string | null;
  company_members: CompanyMember[];
};

/** `POST company/`: locations as `location_id`. */
export type CompanyCreateInput = CompanyFields & { location_id: Id[] };

/** `PUT company/{id}/`: locations as `location`; members carry EDITED / DELETED. */
export type CompanyUpdateInput = CompanyFields & { location: Id[] };

/** The e-mail state of a company's initial outreach, as the provider reports it. */
export type EmailStatus =
  "sent" | "delivered" | "opened" | "clicked" | "bounced" | "dropped" | "deferred" | "failed";

/** A row of the companies table. */
export type CompanyListRow = {
  id: Id;
  company_name: string;
  website: string;
  country: LabelRef | null;
  confidence_level: LabelRef | null;
  industry: LabelRef | null;
  company_type: string[];
  currency: LabelRef | null;
  revenue: number | null;
  fte: number | null;
  foundation_year: number | null;
  last_update: string | null;
  last_stage_task: { stage: LabelRef; task: LabelRef } | null;
  /** Initial outreach status; null when nothing was sent. */
  status: EmailStatus | (string & {}) | null;
  follow_up_email: boolean;
  has_scheduled_meeting: boolean;
  /** Null when the company came from outside the portal (shown as PORTAL). */
  created_by: PersonRef | null;
  created: IsoDateTime;
  modified: IsoDateTime;
  /** The dashboard's reading adds the creation day. */
  created_date?: IsoDateTime;
};

/** `short_details`: the company picker. */
export type CompanyOption = { id: Id; company_name: string; website: string | null };

/** The filters of the companies table, by their query-string names. */
export const COMPANY_LIST_FILTERS = [
  "country",
  "confidence_level",
  "industry",
  "company_type",
  "created_by",
  "initial_email_status",
  "opened_initial_email_status",
  "follow_up_email",
  "has_scheduled_meeting",
  "last_stage_task",
  "stage",
] as const;

export type CompanyListFilter = (typeof COMPANY_LIST_FILTERS)[number];

/** Every company a selection of "all matching" holds, in ascending id order. */
export type CompanyIds = { count: number; ids: Id[] };

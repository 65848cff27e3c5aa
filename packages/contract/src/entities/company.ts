import type { Static } from "typebox";
import type {
  CompanyCreateBody,
  CompanyIdsSchema,
  CompanyListRowSchema,
  CompanyMemberBody,
  CompanyMemberRecordSchema,
  CompanyMemberSchema,
  CompanyOptionSchema,
  CompanySchema,
  CompanyUpdateBody,
} from "../wire/companies";

/** A member as the company form and the journey read and send it. */
export type CompanyMember = Static<typeof CompanyMemberSchema>;

/** A member as the company-members admin screen lists it. */
export type CompanyMemberRecord = Static<typeof CompanyMemberRecordSchema>;

export type CompanyMemberInput = Static<typeof CompanyMemberBody>;

/**
 * What the caller may do with a company's journey: read and add to all of it (`whole`: they see
 * the company and hold can_view_journey), read only the items shared with them through unexpired
 * grants (`shared`), or nothing (`none`).
 */
export type JourneyAccessLevel = Company["journey_access"];

/** A company as the detail page and the update drawer read it. */
export type Company = Static<typeof CompanySchema>;

/** `POST company/`: locations as `location_id`. */
export type CompanyCreateInput = Static<typeof CompanyCreateBody>;

/** `PUT company/{id}/`: locations as `location`; members carry EDITED / DELETED. */
export type CompanyUpdateInput = Static<typeof CompanyUpdateBody>;

/** The e-mail state of a company's initial outreach, as the provider reports it. */
export type EmailStatus =
  "sent" | "delivered" | "opened" | "clicked" | "bounced" | "dropped" | "deferred" | "failed";

/** A row of the companies table. */
export type CompanyListRow = Static<typeof CompanyListRowSchema>;

/** `short_details`: the company picker. */
export type CompanyOption = Static<typeof CompanyOptionSchema>;

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
  /** In the current stage more than this many whole days (`daysBetween`), by the server's clock. */
  "days_in_stage_gt",
] as const;

export type CompanyListFilter = (typeof COMPANY_LIST_FILTERS)[number];

/** Every company a selection of "all matching" holds, in ascending id order. */
export type CompanyIds = Static<typeof CompanyIdsSchema>;

import { Type } from "typebox";
import type { EmailStatus } from "../entities/company";
import { LIST_ENTRY_STATUSES } from "../schemas/listEntryStatus";
import { COMPANY_LIMITS, FIELD_LENGTH_LIMITS, NAME_LIMITS } from "../limits";
import {
  Id,
  IdList,
  IsoDateTime,
  LabelRef,
  ListEntryInput,
  MAX_ID,
  Nullable,
  PersonName,
  PersonRef,
  RequiredText,
  Text,
} from "./common";

/** The fields of a member that both the admin screen and the company form send. */
const memberFields = {
  first_name: Type.String(),
  middle_name: Type.Optional(Nullable(Type.String())),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  linkedin_profile: Type.String(),
  cmd: Type.Array(Type.Integer(), { description: "Designation ids" }),
};

/** A member as the company form and the journey read and send it: with an id once stored. */
export const CompanyMemberSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...memberFields,
  /** Set on update only: EDITED for a changed member, DELETED for one removed (kept, hidden). */
  status: Type.Optional(
    Type.Enum(LIST_ENTRY_STATUSES, { description: "On update: EDITED changes it, DELETED hides it" }),
  ),
});

/** A stored member as a company's page and the journey read it. */
export const StoredCompanyMemberSchema = Type.Object({
  ...CompanyMemberSchema.properties,
  id: Type.Integer(),
});

/** A member as the company-members admin screen lists it. */
export const CompanyMemberRecordSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  middle_name: Nullable(Type.String()),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  linkedin_profile: Type.String(),
  cmd: Type.Array(Type.Integer(), { description: "Designation ids" }),
  /** The designations' labels; empty shows as PORTAL. */
  designation: Type.Array(LabelRef, { description: "The designations' labels" }),
  is_active: Type.Boolean(),
  created: IsoDateTime,
  company_id: Type.Optional(Nullable(Type.Integer())),
});

/**
 * A member's fields as a form sends them; the last name's least length is the form's (one letter
 * on the admin screen, two in the company form).
 */
function memberInputFields(lastName: { readonly min: number; readonly max: number }) {
  return {
    first_name: PersonName(NAME_LIMITS.firstName),
    middle_name: Type.Optional(Nullable(Text(NAME_LIMITS.middleNameMax))),
    last_name: PersonName(lastName),
    email: RequiredText(FIELD_LENGTH_LIMITS.email, "A valid e-mail address"),
    mobile: Type.Optional(Nullable(Type.String({ description: "A valid phone number, or empty for none" }))),
    linkedin_profile: RequiredText(FIELD_LENGTH_LIMITS.url, "An http or https address"),
    cmd: Type.Array(Id, { minItems: 1, description: "Designation ids" }),
  };
}

/** A member as the company-members admin screen adds and changes it. */
export const CompanyMemberBody = Type.Object({
  ...memberInputFields(NAME_LIMITS.lastName),
  is_active: Type.Boolean(),
});

/** A company as the detail page and the update drawer read it. */
export const CompanySchema = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  website: Type.String(),
  email: Nullable(Type.String()),
  contact_number: Nullable(Type.String()),
  location: Type.Array(LabelRef),
  foundation_year: Nullable(Type.Integer()),
  fte: Nullable(Type.Integer()),
  revenue: Nullable(Type.Number()),
  currency: Nullable(LabelRef),
  promoter_holding: Nullable(Type.String()),
  industry: Nullable(LabelRef),
  street: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  country: Nullable(LabelRef),
  practice: Nullable(LabelRef),
  company_type: Type.Array(LabelRef),
  confidence_level: Nullable(LabelRef),
  business_description: Nullable(Type.String()),
  pitch_line: Nullable(Type.String()),
  created_by: Nullable(Type.Object({ ...PersonRef.properties, pk: Type.Integer() })),
  created: IsoDateTime,
  modified: IsoDateTime,
  company_members: Type.Array(StoredCompanyMemberSchema),
  /** Set once any evaluation on the company's journey is APPROVED. */
  approved: Type.Boolean({
    description: "Whether the evaluation on its journey decided last (APPROVED or REJECTED) approved it",
  }),
  /**
   * What the caller may do with the company's journey: read and add to all of it (`whole`: they see
   * the company and hold can_view_journey), read only the items shared with them through unexpired
   * grants (`shared`), or nothing (`none`).
   */
  journey_access: Type.Enum(["whole", "shared", "none"], {
    description:
      "The caller's access to its journey: all of it, the items shared with them through unexpired grants, or none",
  }),
});

/** A row of the companies table. */
export const CompanyListRowSchema = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  website: Type.String(),
  country: Nullable(LabelRef),
  confidence_level: Nullable(LabelRef),
  industry: Nullable(LabelRef),
  company_type: Type.Array(Type.String()),
  currency: Nullable(LabelRef),
  revenue: Nullable(Type.Number()),
  fte: Nullable(Type.Integer()),
  foundation_year: Nullable(Type.Integer()),
  last_update: Nullable(Type.String()),
  last_stage_task: Nullable(Type.Object({ stage: LabelRef, task: LabelRef })),
  /** Initial outreach status; null when nothing was sent. */
  status: Nullable(
    Type.Unsafe<EmailStatus | (string & {})>(
      Type.String({ description: "The initial outreach's e-mail status; null: not sent" }),
    ),
  ),
  follow_up_email: Type.Boolean(),
  has_scheduled_meeting: Type.Boolean(),
  /**
   * When the company entered its current stage: the first item of its last stage; null before
   * its first item. The client counts the days from it with its own clock (`daysBetween`).
   */
  stage_entered: Nullable(IsoDateTime),
  /** The current stage's SLA in days; null when the stage has none (or the company no stage). */
  stage_sla_days: Nullable(Type.Integer({ description: "The current stage's SLA in days; null: none" })),
  /** Null when the company came from outside the portal (shown as PORTAL). */
  created_by: Nullable(PersonRef),
  created: IsoDateTime,
  modified: IsoDateTime,
  /** The dashboard's reading adds the creation day. */
  created_date: Type.Optional(IsoDateTime),
});

/** `short_details`: the company picker. */
export const CompanyOptionSchema = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  website: Nullable(Type.String()),
});

/** Every company a selection of "all matching" holds, in ascending id order. */
export const CompanyIdsSchema = Type.Object({ count: Type.Integer(), ids: Type.Array(Type.Integer()) });

/** A member as the company form sends it: new (no id), EDITED, or DELETED (then nothing else is checked). */
export const CompanyMemberInputSchema = ListEntryInput(Id, memberInputFields(NAME_LIMITS.memberLastName));

/** A reference list's entry, or none. */
const OptionalId = Type.Optional(Nullable(Id));

/** Text that may be left out, null or empty, at most `maxLength`. */
const OptionalText = (maxLength: number, description?: string) =>
  Type.Optional(Nullable(Text(maxLength, description)));

/** Fields shared by create and update; lookups travel as ids. */
const companyFields = {
  company_name: RequiredText(COMPANY_LIMITS.nameMax),
  website: RequiredText(FIELD_LENGTH_LIMITS.url, "A website address"),
  email: OptionalText(FIELD_LENGTH_LIMITS.email, "A valid e-mail address, or empty for none"),
  contact_number: Type.Optional(
    Nullable(Type.String({ description: "A valid phone number, or empty for none" })),
  ),
  foundation_year: Type.Optional(
    Nullable(Type.Integer({ minimum: 1000, maximum: COMPANY_LIMITS.foundationYearMax })),
  ),
  fte: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: COMPANY_LIMITS.fteMax }))),
  revenue: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: COMPANY_LIMITS.revenueMax }))),
  currency: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID, description: "Required with a revenue" })),
  ),
  promoter_holding: OptionalText(COMPANY_LIMITS.promoterHoldingMax),
  industry: OptionalId,
  street: OptionalText(COMPANY_LIMITS.addressPartMax),
  city: OptionalText(COMPANY_LIMITS.addressPartMax),
  state: OptionalText(COMPANY_LIMITS.addressPartMax),
  country: OptionalId,
  practice: OptionalId,
  company_type: IdList("Company type ids"),
  confidence_level: OptionalId,
  business_description: OptionalText(COMPANY_LIMITS.descriptionMax),
  pitch_line: OptionalText(COMPANY_LIMITS.descriptionMax),
  company_members: Type.Array(CompanyMemberInputSchema, {
    minItems: 1,
    description: "At least one not marked DELETED",
  }),
};

/** The company's locations: at least one. */
const LocationIds = Type.Array(Id, { minItems: 1, description: "Location ids" });

/** `POST company/`: the locations as `location_id`. */
export const CompanyCreateBody = Type.Object({
  ...companyFields,
  location_id: LocationIds,
});

/** `PUT company/{id}/`: the locations as `location`; members carry EDITED or DELETED. */
export const CompanyUpdateBody = Type.Object({
  ...companyFields,
  location: LocationIds,
});

/** One cell of the summary table: how many companies, and the first few by name. */
export const DashboardCellSchema = Type.Object({
  count: Type.Integer(),
  companies: Type.Array(Type.Object({ id: Type.Integer(), company_name: Type.String() }), {
    description: "The first few by name",
  }),
});

/**
 * A row of `company/dashboard-view`: a stage, a stage and task, or a confidence level (or, first,
 * the companies with none), with its companies counted per country (by country label).
 */
export const DashboardRowSchema = Type.Object({
  /** `stage_id`, `stage_id:task_id` or `confidence_level_id`, by the view; DASHBOARD_NONE_KEY for the first row. */
  key: Type.String(),
  label: Type.String(),
  order: Type.Integer(),
  total: Type.Integer(),
  /** Cells by country label; DASHBOARD_NO_COUNTRY_KEY for the companies without a country. */
  countries: Type.Record(Type.String(), DashboardCellSchema, { description: "Cells by country label" }),
});

export const StageNameEntrySchema = Type.Object({
  stage_id: Type.Integer(),
  stage_name: Type.String(),
  stage_order: Type.Integer(),
});

export const LastStageTaskEntrySchema = Type.Object({
  last_stage_task_id: Type.Integer(),
  last_stage_task_name: Type.String(),
  last_stage_task_order: Type.Integer(),
});

/** A country with how many visible companies it holds (the dashboard's country select). */
export const CountryCountSchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  count: Type.Integer(),
});

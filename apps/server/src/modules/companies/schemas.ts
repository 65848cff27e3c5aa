import { Type } from "typebox";
import {
  type Company,
  type CompanyCreateInput,
  type CompanyIds,
  type CompanyListRow,
  type CompanyOption,
  type CompanyUpdateInput,
  LIST_ENTRY_STATUSES,
} from "@pipeline/contract";
import { COMPANY_LIST_FIELDS } from "./query";
import { agreesWith, Flag, IsoDateTime, LabelRef, Nullable, PersonRef } from "../../http/schemas/common";
import { memberFields } from "../../http/schemas/people";
import { ListQuery } from "../../http/schemas/lists";

/** A member as the company form sends it: with an id on update, marked EDITED or DELETED. */
const CompanyMemberEntry = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...memberFields,
  status: Type.Optional(
    Type.Enum(LIST_ENTRY_STATUSES, { description: "On update: EDITED changes it, DELETED hides it" }),
  ),
});

/** A company as the detail page and the update drawer read it. */
export const CompanySchema = agreesWith<Company>()(
  Type.Object({
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
    company_members: Type.Array(Type.Object({ id: Type.Integer(), ...memberFields })),
    approved: Type.Boolean({
      description: "Whether the evaluation on its journey decided last (APPROVED or REJECTED) approved it",
    }),
    journey_access: Type.Enum(["whole", "shared", "none"], {
      description:
        "The caller's access to its journey: all of it, the items shared with them through unexpired grants, or none",
    }),
  }),
);

/** A row of the companies table. */
export const CompanyListRowSchema = agreesWith<CompanyListRow>()(
  Type.Object({
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
    status: Nullable(Type.String({ description: "The initial outreach's e-mail status; null: not sent" })),
    follow_up_email: Type.Boolean(),
    has_scheduled_meeting: Type.Boolean(),
    created_by: Nullable(PersonRef),
    created: IsoDateTime,
    modified: IsoDateTime,
    created_date: Type.Optional(IsoDateTime),
  }),
);

/** `short_details`: the company picker. */
export const CompanyOptionSchema = agreesWith<CompanyOption>()(
  Type.Object({ id: Type.Integer(), company_name: Type.String(), website: Nullable(Type.String()) }),
);

/** Every company a selection of "all matching" holds, in ascending id order. */
export const CompanyIdsSchema = agreesWith<CompanyIds>()(
  Type.Object({ count: Type.Integer(), ids: Type.Array(Type.Integer()) }),
);

const companyFields = {
  company_name: Type.String(),
  website: Type.String(),
  email: Type.Optional(Nullable(Type.String())),
  contact_number: Type.Optional(Nullable(Type.String())),
  foundation_year: Type.Optional(Nullable(Type.Integer())),
  fte: Type.Optional(Nullable(Type.Integer())),
  revenue: Type.Optional(Nullable(Type.Number())),
  currency: Type.Optional(Nullable(Type.Integer())),
  promoter_holding: Type.Optional(Nullable(Type.String())),
  industry: Type.Optional(Nullable(Type.Integer())),
  street: Type.Optional(Nullable(Type.String())),
  city: Type.Optional(Nullable(Type.String())),
  state: Type.Optional(Nullable(Type.String())),
  country: Type.Optional(Nullable(Type.Integer())),
  practice: Type.Optional(Nullable(Type.Integer())),
  company_type: Type.Optional(Type.Array(Type.Integer())),
  confidence_level: Type.Optional(Nullable(Type.Integer())),
  business_description: Type.Optional(Nullable(Type.String())),
  pitch_line: Type.Optional(Nullable(Type.String())),
  company_members: Type.Array(CompanyMemberEntry),
};

/** `POST company/`: the locations as `location_id`. */
export const CompanyCreateBody = agreesWith<CompanyCreateInput>()(
  Type.Object({ ...companyFields, location_id: Type.Array(Type.Integer(), { description: "Location ids" }) }),
);

/** `PUT company/{id}/`: the locations as `location`; members carry EDITED or DELETED. */
export const CompanyUpdateBody = agreesWith<CompanyUpdateInput>()(
  Type.Object({ ...companyFields, location: Type.Array(Type.Integer(), { description: "Location ids" }) }),
);

/** The companies table, or the picker (`short_details`: 5 by default, by name). */
export const CompaniesQuery = Type.Object({
  ...ListQuery(COMPANY_LIST_FIELDS).properties,
  short_details: Flag("The company picker: id, name and website, searched by name or website"),
});

/** The table's query (paging and sort aside) less `exclude_ids`: the selection "every company matching". */
export const CompanyIdsQuery = Type.Object({
  ...ListQuery(COMPANY_LIST_FIELDS).properties,
  exclude_ids: Type.Optional(Type.String({ description: "Ids to leave out, comma-joined" })),
});

/** `company/same-website`: the website as typed in the company form. */
export const SameWebsiteQuery = Type.Object({
  website: Type.String({
    description:
      "A website; companies whose website names the same domain match (lower-cased host, no protocol, `www.`, port or path). Text that is no website matches none.",
  }),
});

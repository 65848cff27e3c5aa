import { Type } from "typebox";
import type { CompanyMemberInput, CompanyMemberRecord } from "@pipeline/contract";
import { agreesWith, IsoDateTime, LabelRef, Nullable } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";
import { memberFields } from "../../http/schemas/people";
import { MEMBER_LIST_FIELDS } from "./memberRepository";

/** A member as the company-members admin screen lists it. */
export const CompanyMemberRecordSchema = agreesWith<CompanyMemberRecord>()(
  Type.Object({
    id: Type.Integer(),
    first_name: Type.String(),
    middle_name: Nullable(Type.String()),
    last_name: Type.String(),
    email: Type.String(),
    mobile: Type.String(),
    linkedin_profile: Type.String(),
    cmd: Type.Array(Type.Integer(), { description: "Designation ids" }),
    designation: Type.Array(LabelRef, { description: "The designations' labels" }),
    is_active: Type.Boolean(),
    created: IsoDateTime,
    company_id: Type.Optional(Nullable(Type.Integer())),
  }),
);

export const CompanyMemberBody = agreesWith<CompanyMemberInput>()(
  Type.Object({ ...memberFields, is_active: Type.Boolean() }),
);

export const CompanyMembersQuery = ListQuery(MEMBER_LIST_FIELDS);

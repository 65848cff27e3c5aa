import {
  type AdminCompanyMemberValues,
  adminCompanyMemberInitialValues,
  type CompanyMemberInput,
  type CompanyMemberRecord,
  type FormDraft,
} from "@pipeline/contract";

export type MemberDraft = FormDraft<AdminCompanyMemberValues>;

/** A new member: empty, active. */
export function newMemberValues(): MemberDraft {
  return { ...adminCompanyMemberInitialValues };
}

/** The form's values for a stored member. */
export function memberToValues(member: CompanyMemberRecord): MemberDraft {
  return {
    first_name: member.first_name,
    middle_name: member.middle_name ?? "",
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile,
    linkedin_profile: member.linkedin_profile,
    cmd: [...member.cmd],
    is_active: member.is_active,
  };
}

/** The payload of a save. */
export function memberInput(values: MemberDraft): CompanyMemberInput {
  return {
    first_name: values.first_name ?? "",
    middle_name: values.middle_name || null,
    last_name: values.last_name ?? "",
    email: (values.email ?? "").trim(),
    mobile: values.mobile ?? "",
    linkedin_profile: (values.linkedin_profile ?? "").trim(),
    cmd: [...(values.cmd ?? [])],
    is_active: values.is_active ?? true,
  };
}

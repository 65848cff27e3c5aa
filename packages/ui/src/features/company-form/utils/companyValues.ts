// The company form's values and the payloads of its two calls: create sends the locations as
// location_id, update as location with saved members marked EDITED or DELETED.
import {
  type Company,
  type CompanyCreateInput,
  type CompanyMember,
  type CompanyUpdateInput,
  companyInitialValues,
  companyMemberInitialValues,
  type Id,
} from "@pipeline/contract";
import type { CompanyDraft, MemberDraft } from "../types";

let lastMemberKey = 0;

/** A key no other row of any form holds. */
function nextMemberKey(): string {
  lastMemberKey += 1;
  return `new-${lastMemberKey}`;
}

/** A new, empty member row. */
export function newMemberDraft(): MemberDraft {
  const { first_name, middle_name, last_name, email, mobile, linkedin_profile } = companyMemberInitialValues;
  return {
    key: nextMemberKey(),
    first_name,
    middle_name,
    last_name,
    email,
    mobile,
    linkedin_profile,
    cmd: [],
  };
}

/** The form's row for a saved member. */
export function memberToDraft(member: CompanyMember & { id: Id }): MemberDraft {
  return {
    key: `member-${member.id}`,
    id: member.id,
    first_name: member.first_name,
    middle_name: member.middle_name ?? "",
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile,
    linkedin_profile: member.linkedin_profile,
    cmd: [...member.cmd],
  };
}

/** An empty company: no locations, no members. */
export function newCompanyDraft(): CompanyDraft {
  return { ...companyInitialValues, location: [], company_type: [], company_members: [] };
}

/** The form's values for a saved company. */
export function companyToDraft(company: Company): CompanyDraft {
  return {
    company_name: company.company_name,
    website: company.website,
    email: company.email ?? "",
    contact_number: company.contact_number ?? "",
    location: company.location.map((entry) => entry.id),
    foundation_year: company.foundation_year,
    fte: company.fte,
    revenue: company.revenue,
    currency: company.currency?.id ?? null,
    promoter_holding: company.promoter_holding ?? "",
    industry: company.industry?.id ?? null,
    street: company.street ?? "",
    city: company.city ?? "",
    state: company.state ?? "",
    country: company.country?.id ?? null,
    practice: company.practice?.id ?? null,
    company_type: company.company_type.map((entry) => entry.id),
    confidence_level: company.confidence_level?.id ?? null,
    business_description: company.business_description ?? "",
    pitch_line: company.pitch_line ?? "",
    company_members: company.company_members.map(memberToDraft),
  };
}

/** The rows the user sees: every member but those removed, each with its place in the values. */
export function visibleMembers(
  members: readonly MemberDraft[],
): Array<{ member: MemberDraft; index: number }> {
  return members.flatMap((member, index) => (member.status === "DELETED" ? [] : [{ member, index }]));
}

function text(value: string | null | undefined): string {
  return (value ?? "").trim();
}

function optionalText(value: string | null | undefined): string | null {
  const trimmed = text(value);
  return trimmed === "" ? null : trimmed;
}

function optionalNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A member's fields as the calls send them. */
function memberFields(member: MemberDraft): Omit<CompanyMember, "id" | "status"> {
  return {
    first_name: text(member.first_name),
    middle_name: optionalText(member.middle_name),
    last_name: text(member.last_name),
    email: text(member.email),
    mobile: text(member.mobile),
    linkedin_profile: text(member.linkedin_profile),
    cmd: [...(member.cmd ?? [])],
  };
}

// A phone read back from the server may be written with spaces ("+91 98450 12345") while the
// phone field hands over the same number as "+919845012345": only the digits and the plus count.
function phoneKey(value: string | null | undefined): string {
  return (value ?? "").replace(/[^\d+]/g, "");
}

function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((id, index) => id === sortedB[index]);
}

/** Whether a saved member's row now says something else than the saved member. */
export function isMemberChanged(draft: MemberDraft, saved: CompanyMember): boolean {
  const now = memberFields(draft);
  return (
    now.first_name !== saved.first_name ||
    (now.middle_name ?? "") !== (saved.middle_name ?? "") ||
    now.last_name !== saved.last_name ||
    now.email !== saved.email ||
    phoneKey(now.mobile) !== phoneKey(saved.mobile) ||
    now.linkedin_profile !== saved.linkedin_profile ||
    !sameIds(now.cmd, saved.cmd)
  );
}

/** Fields create and update share, without the locations. */
function companyFields(values: CompanyDraft) {
  return {
    company_name: text(values.company_name),
    website: text(values.website),
    email: optionalText(values.email),
    contact_number: optionalText(values.contact_number),
    foundation_year: optionalNumber(values.foundation_year),
    fte: optionalNumber(values.fte),
    revenue: optionalNumber(values.revenue),
    currency: values.currency ?? null,
    promoter_holding: optionalText(values.promoter_holding),
    industry: values.industry ?? null,
    street: optionalText(values.street),
    city: optionalText(values.city),
    state: optionalText(values.state),
    country: values.country ?? null,
    practice: values.practice ?? null,
    company_type: [...(values.company_type ?? [])],
    confidence_level: values.confidence_level ?? null,
    business_description: optionalText(values.business_description),
    pitch_line: optionalText(values.pitch_line),
  };
}

/** `POST company/`: the members the user sees, locations as location_id. */
export function toCreateInput(values: CompanyDraft): CompanyCreateInput {
  return {
    ...companyFields(values),
    location_id: [...(values.location ?? [])],
    company_members: visibleMembers(values.company_members).map(({ member }) => memberFields(member)),
  };
}

/**
 * `PUT company/{id}/`: locations as location; every row in the form's order (so the server's
 * messages for `company_members.N` land on the right row), a saved member marked DELETED when
 * removed and EDITED when it now differs from what was loaded, new members without an id.
 */
export function toUpdateInput(values: CompanyDraft, saved: Company): CompanyUpdateInput {
  const savedMembers = new Map(saved.company_members.map((member) => [member.id, member]));
  return {
    ...companyFields(values),
    location: [...(values.location ?? [])],
    company_members: values.company_members.map((member) => {
      const fields = memberFields(member);
      if (member.id === undefined) return fields;
      const original = savedMembers.get(member.id);
      if (member.status === "DELETED") return { id: member.id, ...fields, status: "DELETED" };
      if (original && isMemberChanged(member, original))
        return { id: member.id, ...fields, status: "EDITED" };
      return { id: member.id, ...fields };
    }),
  };
}

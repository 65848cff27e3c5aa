import {
  type CompanyMemberValues,
  type CompanyUpdateInput,
  companySchema,
  type Id,
  type IsoDateTime,
} from "@pipeline/contract";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import { checkReferences, idsOf, type Reference } from "../runtime/checkReferences";
import { invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedCompany, SeedMember } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";

/** What the company form edits, as stored. */
export type CompanyFieldValues = Omit<
  SeedCompany,
  | "id"
  | "created_by"
  | "created"
  | "modified"
  | "last_update"
  | "last_stage_task"
  | "stage_entered"
  | "status"
  | "follow_up_email"
  | "has_scheduled_meeting"
>;

/**
 * Adds a new company with these fields to the state, as the Add Company form and an import create
 * one: by `createdBy` at `stamp`, with nothing done on its journey yet.
 */
export function insertCompany(
  state: MemoryState,
  fields: CompanyFieldValues,
  createdBy: Id,
  stamp: IsoDateTime,
): SeedCompany {
  const company: SeedCompany = {
    id: nextId(state.companies),
    ...fields,
    created_by: createdBy,
    created: stamp,
    modified: stamp,
    last_update: null,
    last_stage_task: null,
    stage_entered: null,
    status: null,
    follow_up_email: false,
    has_scheduled_meeting: false,
  };
  state.companies.push(company);
  return company;
}

/** The create and update inputs alike, with the locations under the form's name. */
type CompanyFormInput = Omit<CompanyUpdateInput, "location"> & { location: Id[] };

export type CheckedCompany = { fields: CompanyFieldValues; members: CompanyMemberValues[] };

/**
 * Checks a company as the server does: the form's schema (400, members by dotted path), for an
 * update that the company exists (404), then the records it refers to (400) and that members sent
 * with an id are this company's (400).
 */
export async function checkCompany(
  state: MemoryState,
  input: CompanyFormInput,
  companyId: Id | null,
): Promise<CheckedCompany> {
  const values = await validateInput(companySchema, input);
  if (companyId !== null && !state.companies.some((company) => company.id === companyId)) throw notFound();
  const { lookups } = state;
  const members = values.company_members;
  const references: Reference[] = [
    { field: "location", ids: values.location, known: idsOf(lookups.location) },
    { field: "country", ids: values.country, known: idsOf(lookups.location) },
    { field: "currency", ids: values.currency, known: idsOf(lookups.currency) },
    { field: "industry", ids: values.industry, known: idsOf(lookups.industry) },
    { field: "practice", ids: values.practice, known: idsOf(lookups.practice) },
    { field: "company_type", ids: values.company_type, known: idsOf(lookups["company-type"]) },
    { field: "confidence_level", ids: values.confidence_level, known: idsOf(lookups["confidence-level"]) },
  ];
  const designations = idsOf(lookups["company-member-designation"]);
  members.forEach((member, index) => {
    if (member.status !== "DELETED") {
      references.push({ field: `company_members.${index}.cmd`, ids: member.cmd, known: designations });
    }
  });
  checkReferences(references);

  if (companyId !== null) {
    const own = new Set(
      state.members
        .filter((member) => member.company_id === companyId && !member.deleted)
        .map((member) => member.id),
    );
    members.forEach((member, index) => {
      if (member.id != null && !own.has(member.id)) {
        throw invalidField(`company_members.${index}.id`, ADAPTER_MESSAGES.invalidChoice);
      }
    });
  }

  return {
    fields: {
      company_name: values.company_name,
      website: values.website,
      email: values.email || null,
      contact_number: values.contact_number || null,
      location: values.location,
      foundation_year: values.foundation_year ?? null,
      fte: values.fte ?? null,
      revenue: values.revenue ?? null,
      currency: values.currency ?? null,
      promoter_holding: values.promoter_holding || null,
      industry: values.industry ?? null,
      street: values.street || null,
      city: values.city || null,
      state: values.state || null,
      country: values.country ?? null,
      practice: values.practice ?? null,
      company_type: values.company_type,
      confidence_level: values.confidence_level ?? null,
      business_description: values.business_description || null,
      pitch_line: values.pitch_line || null,
    },
    members,
  };
}

function memberFields(member: CompanyMemberValues) {
  return {
    first_name: member.first_name,
    middle_name: member.middle_name || null,
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile || "",
    linkedin_profile: member.linkedin_profile,
    cmd: [...member.cmd],
  };
}

/**
 * Applies the member list of a saved form: an entry with an id marked EDITED changes that member,
 * one marked DELETED hides it (kept for the record), one without an id joins the company;
 * entries without a mark, and members left out, stay as they are.
 */
export function applyMembers(
  state: MemoryState,
  companyId: Id,
  entries: readonly CompanyMemberValues[],
  stamp: string,
): void {
  for (const entry of entries) {
    const existing =
      entry.id == null
        ? undefined
        : state.members.find((member) => member.id === entry.id && member.company_id === companyId);
    if (existing) {
      if (entry.status === "DELETED") existing.deleted = true;
      else if (entry.status === "EDITED") Object.assign(existing, memberFields(entry));
      continue;
    }
    if (entry.status === "DELETED") continue;
    const member: SeedMember = {
      id: nextId(state.members),
      company_id: companyId,
      ...memberFields(entry),
      is_active: true,
      deleted: false,
      created: stamp,
    };
    state.members.push(member);
  }
}

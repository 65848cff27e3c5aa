import type { Id, LookupKind } from "@pipeline/contract";
import type { SeedCompany } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";

const COMPANY_FIELDS: Record<
  Exclude<LookupKind, "company-member-designation">,
  (company: SeedCompany) => Array<Id | null>
> = {
  // A company names locations twice: its country and the locations it works in.
  location: (company) => [company.country, ...company.location],
  practice: (company) => [company.practice],
  currency: (company) => [company.currency],
  "company-type": (company) => company.company_type,
  "confidence-level": (company) => [company.confidence_level],
  industry: (company) => [company.industry],
};

/** The entries of a reference list that some company (or a member of one) refers to. */
export function usedLookupIds(state: MemoryState, kind: LookupKind): Set<Id> {
  const used = new Set<Id>();
  if (kind === "company-member-designation") {
    const companies = new Set(state.companies.map((company) => company.id));
    for (const member of state.members) {
      if (member.deleted || member.company_id === null || !companies.has(member.company_id)) continue;
      for (const id of member.cmd) used.add(id);
    }
    return used;
  }
  for (const company of state.companies) {
    for (const id of COMPANY_FIELDS[kind](company)) if (id !== null) used.add(id);
  }
  return used;
}

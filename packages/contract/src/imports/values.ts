import type { Id } from "../entities/common";
import type { LookupKind } from "../entities/lookups";

// The values an import reads, compares and writes: a company's and a member's fields as the forms
// hold them, and what already exists as the planner is handed it.

/** A company's fields as the import writes them: the company form's, lookups as ids. */
export type ImportCompanyValues = {
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
  country: Id | null;
  practice: Id | null;
  company_type: Id[];
  confidence_level: Id | null;
  business_description: string | null;
  pitch_line: string | null;
};

/** A member's fields as the import writes them. */
export type ImportMemberValues = {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  cmd: Id[];
  is_active: boolean;
};

/** Finds the id of a reference list's label (case and spaces set aside); null when the list has none. */
export type LabelResolver = (kind: LookupKind, label: string) => Id | null;

/**
 * A company that exists already, as the planner compares it. `values` null: it exists (an earlier
 * row of the same file creates it) but its values are not at hand, so the row is checked in full.
 */
export type ExistingCompany = { id: Id; values: ImportCompanyValues | null };

/** A member that exists already. `companyId` null: a member of no company. */
export type ExistingMember = { id: Id; companyId: Id | null; values: ImportMemberValues };

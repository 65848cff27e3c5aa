import type { Static } from "typebox";
import type { LookupBody, LookupOptionSchema, LookupSchema } from "../wire/lookups";

/** The seven reference lists, by the path segment the API serves them under. */
export const LOOKUP_KINDS = [
  "location",
  "practice",
  "currency",
  "company-type",
  "company-member-designation",
  "confidence-level",
  "industry",
] as const;

export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The portal path segment of each list's admin screens; designations live under /cmd. */
export const LOOKUP_ROUTE_SEGMENT: Record<LookupKind, string> = {
  location: "location",
  practice: "practice",
  currency: "currency",
  "company-type": "company-type",
  "company-member-designation": "cmd",
  "confidence-level": "confidence-level",
  industry: "industry",
};

/**
 * A row of a reference list. `name` is the upper-cased label, except for confidence levels,
 * where it is the level's value as typed in the form.
 */
export type Lookup = Static<typeof LookupSchema>;

export type Location = Lookup;
export type Practice = Lookup;
export type Currency = Lookup;
export type CompanyType = Lookup;
export type CompanyMemberDesignation = Lookup;
export type ConfidenceLevel = Lookup;
export type Industry = Lookup;

/** What a create or update of a reference list sends; the server derives `name` unless given. */
export type LookupInput = Static<typeof LookupBody>;

/** A `short_details` or `company_added` option: just enough for a select. */
export type LookupOption = Static<typeof LookupOptionSchema>;

import type { Id } from "../entities/common";
import type { MemberPlan, SheetCompanyPlan } from "./plan";
import type { ImportCompanyValues, ImportMemberValues } from "./values";

// How the import stores a value: the company form's way, texts trimmed and an empty text stored as
// none. The planner compares values as read, where '' and none differ; a change that stores the same
// as before changes nothing, and the import counts its row unchanged.

type Store = (value: unknown) => unknown;

/** An optional text: trimmed, and none when empty. */
const text: Store = (value) => {
  if (typeof value !== "string") return value === null || value === undefined ? null : String(value);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};
/** A required text: trimmed. */
const requiredText: Store = (value) => (typeof value === "string" ? value.trim() : String(value ?? ""));
/** A number or an id: none stays none. */
const number: Store = (value) => (value === null || value === undefined ? null : Number(value));

/** Fields held as lists of ids (the lists' order kept). */
export const IMPORT_LINK_FIELDS = {
  company: ["location", "company_type"],
  member: ["cmd"],
} as const satisfies { company: (keyof ImportCompanyValues)[]; member: (keyof ImportMemberValues)[] };

type CompanyLink = (typeof IMPORT_LINK_FIELDS.company)[number];
type MemberLink = (typeof IMPORT_LINK_FIELDS.member)[number];

const COMPANY_STORES: Record<Exclude<keyof ImportCompanyValues, CompanyLink>, Store> = {
  company_name: requiredText,
  website: requiredText,
  email: text,
  contact_number: text,
  foundation_year: number,
  fte: number,
  revenue: number,
  currency: number,
  promoter_holding: text,
  industry: number,
  street: text,
  city: text,
  state: text,
  country: number,
  practice: number,
  confidence_level: number,
  business_description: text,
  pitch_line: text,
};

const MEMBER_STORES: Record<Exclude<keyof ImportMemberValues, MemberLink>, Store> = {
  first_name: requiredText,
  middle_name: text,
  last_name: requiredText,
  email: requiredText,
  mobile: (value) => text(value) ?? "",
  linkedin_profile: requiredText,
  is_active: (value) => value !== false,
};

export type ImportEntity = keyof typeof IMPORT_LINK_FIELDS;

const STORES: Record<ImportEntity, Partial<Record<string, Store>>> = {
  company: COMPANY_STORES,
  member: MEMBER_STORES,
};

const isLink = (entity: ImportEntity, field: string) =>
  (IMPORT_LINK_FIELDS[entity] as readonly string[]).includes(field);

/** A field's value as stored: a list field's ids without repeats, in order. */
export function storedValue(entity: ImportEntity, field: string, value: unknown): unknown {
  if (isLink(entity, field)) return [...new Set(Array.isArray(value) ? (value as Id[]) : [])];
  const store = STORES[entity][field];
  return store ? store(value) : value;
}

/** The values as stored. */
export function storedValues<Values extends object>(entity: ImportEntity, values: Values): Values {
  const entries = Object.entries(values).map(([field, value]) => [field, storedValue(entity, field, value)]);
  return Object.fromEntries(entries) as Values;
}

function sameIds(a: unknown, b: unknown): boolean {
  const left = Array.isArray(a) ? a : [];
  const right = Array.isArray(b) ? b : [];
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** The changes that still change something once stored: plain fields' stored values, and list fields. */
export type StoredChanges = { fields: Map<string, unknown>; links: Map<string, Id[]> };

/** Of an update's changes, those that store something other than the earlier values did. */
export function storedChanges(
  entity: ImportEntity,
  changes: Record<string, unknown>,
  earlier: Record<string, unknown>,
): StoredChanges {
  const fields = new Map<string, unknown>();
  const links = new Map<string, Id[]>();
  for (const [name, value] of Object.entries(changes)) {
    if (isLink(entity, name)) {
      if (!sameIds(value, earlier[name])) links.set(name, (value as Id[] | null) ?? []);
      continue;
    }
    const store = STORES[entity][name];
    if (!store) continue;
    const stored = store(value);
    if (stored !== store(earlier[name])) fields.set(name, stored);
  }
  return { fields, links };
}

/** Keeps the entries of `values` whose field `stored` changes. */
function only<Values extends object>(values: Values, stored: StoredChanges): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => stored.fields.has(name) || stored.links.has(name)),
  ) as Partial<Values>;
}

/**
 * The plan as the run writes it: an update keeps only the changes that store something new (and
 * the earlier values of those, for undo); a company update left with none counts as unchanged, a
 * member update left with none as unchanged too, unless the member joins the company.
 */
export function asStored(plan: SheetCompanyPlan): SheetCompanyPlan {
  let { company } = plan;
  if (company.action === "update") {
    const stored = storedChanges("company", company.changes, company.earlier);
    company = { ...company, changes: only(company.changes, stored), earlier: only(company.earlier, stored) };
  }
  const members = plan.members.map((member): MemberPlan => {
    if (member.action !== "update") return member;
    const stored = storedChanges("member", member.changes, member.earlier);
    if (stored.fields.size === 0 && stored.links.size === 0 && !member.joinsCompany) {
      return { row: member.row, action: "unchanged", id: member.id };
    }
    return { ...member, changes: only(member.changes, stored), earlier: only(member.earlier, stored) };
  });
  return { ...plan, company, members };
}

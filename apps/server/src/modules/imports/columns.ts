import type { ImportCompanyValues, ImportMemberValues } from "@pipeline/contract";

// How the import's field names map to columns, and how a value is stored: the same rules as the
// company form (texts trimmed, an empty text stored as none).

export type ColumnSpec = { column: string; type: "text" | "integer" | "numeric" | "boolean" };

const text = (value: unknown): string | null => {
  if (typeof value !== "string") return value === null || value === undefined ? null : String(value);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};
const requiredText = (value: unknown): string =>
  typeof value === "string" ? value.trim() : String(value ?? "");
const number = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export type Field = ColumnSpec & { store: (value: unknown) => unknown };

const field = (column: string, type: ColumnSpec["type"], store: (value: unknown) => unknown): Field => ({
  column,
  type,
  store,
});

/** The company's own columns; `location` and `company_type` are links, written apart. */
export const COMPANY_FIELDS: Partial<Record<keyof ImportCompanyValues, Field>> = {
  company_name: field("company_name", "text", requiredText),
  website: field("website", "text", requiredText),
  email: field("email", "text", text),
  contact_number: field("contact_number", "text", text),
  foundation_year: field("foundation_year", "integer", number),
  fte: field("fte", "integer", number),
  revenue: field("revenue", "numeric", number),
  currency: field("currency_id", "integer", number),
  promoter_holding: field("promoter_holding", "text", text),
  industry: field("industry_id", "integer", number),
  street: field("street", "text", text),
  city: field("city", "text", text),
  state: field("state", "text", text),
  country: field("country_id", "integer", number),
  practice: field("practice_id", "integer", number),
  confidence_level: field("confidence_level_id", "integer", number),
  business_description: field("business_description", "text", text),
  pitch_line: field("pitch_line", "text", text),
};

/** The company a member belongs to, which an update sets when a member of no company joins one. */
export const COMPANY_ID = field("company_id", "integer", number);

/** The member's own columns; `cmd` (designations) is written apart. */
export const MEMBER_FIELDS: Partial<Record<keyof ImportMemberValues | "company_id", Field>> = {
  first_name: field("first_name", "text", requiredText),
  middle_name: field("middle_name", "text", text),
  last_name: field("last_name", "text", requiredText),
  email: field("email", "text", requiredText),
  mobile: field("mobile", "text", (value) => text(value) ?? ""),
  linkedin_profile: field("linkedin_profile", "text", requiredText),
  is_active: field("is_active", "boolean", (value) => value !== false),
  company_id: COMPANY_ID,
};

/** Fields held in link tables, as lists of ids. */
export const COMPANY_LINKS = ["location", "company_type"] as const;
export const MEMBER_LINKS = ["cmd"] as const;

function sameIds(a: unknown, b: unknown): boolean {
  const left = Array.isArray(a) ? a : [];
  const right = Array.isArray(b) ? b : [];
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/**
 * The changes that still change something once stored the form's way (the planner compares the
 * values as read, where '' and none differ): column values by column, and the links that change.
 */
export function storedChanges(
  fields: Partial<Record<string, Field>>,
  links: readonly string[],
  changes: Record<string, unknown>,
  earlier: Record<string, unknown>,
): { columns: Map<string, { spec: ColumnSpec; value: unknown }>; links: Map<string, number[]> } {
  const columns = new Map<string, { spec: ColumnSpec; value: unknown }>();
  const linked = new Map<string, number[]>();
  for (const [name, value] of Object.entries(changes)) {
    if (links.includes(name)) {
      if (!sameIds(value, earlier[name])) linked.set(name, (value as number[] | null) ?? []);
      continue;
    }
    const spec = fields[name];
    if (!spec) continue;
    const stored = spec.store(value);
    if (stored !== spec.store(earlier[name])) columns.set(name, { spec, value: stored });
  }
  return { columns, links: linked };
}

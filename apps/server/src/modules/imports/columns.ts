import {
  type Id,
  IMPORT_LINK_FIELDS,
  type ImportCompanyValues,
  type ImportEntity,
  type ImportMemberValues,
  storedChanges,
  storedValue,
} from "@pipeline/contract";

// Where the import's fields are stored: the column of each, and its type. How a value is stored
// (the company form's way) is the contract's rule.

export type ColumnSpec = { column: string; type: "text" | "integer" | "numeric" | "boolean" };

export type Field = ColumnSpec & { store: (value: unknown) => unknown };

function fieldsOf<Name extends string>(
  entity: ImportEntity,
  columns: Record<Name, ColumnSpec>,
): Partial<Record<Name, Field>> {
  const fields: Partial<Record<Name, Field>> = {};
  for (const [name, spec] of Object.entries(columns) as [Name, ColumnSpec][]) {
    fields[name] = { ...spec, store: (value) => storedValue(entity, name, value) };
  }
  return fields;
}

const column = (name: string, type: ColumnSpec["type"]): ColumnSpec => ({ column: name, type });

/** The company's own columns; `location` and `company_type` are links, written apart. */
export const COMPANY_FIELDS: Partial<Record<keyof ImportCompanyValues, Field>> = fieldsOf("company", {
  company_name: column("company_name", "text"),
  website: column("website", "text"),
  email: column("email", "text"),
  contact_number: column("contact_number", "text"),
  foundation_year: column("foundation_year", "integer"),
  fte: column("fte", "integer"),
  revenue: column("revenue", "numeric"),
  currency: column("currency_id", "integer"),
  promoter_holding: column("promoter_holding", "text"),
  industry: column("industry_id", "integer"),
  street: column("street", "text"),
  city: column("city", "text"),
  state: column("state", "text"),
  country: column("country_id", "integer"),
  practice: column("practice_id", "integer"),
  confidence_level: column("confidence_level_id", "integer"),
  business_description: column("business_description", "text"),
  pitch_line: column("pitch_line", "text"),
});

/** The company a member belongs to, which an update sets when a member of no company joins one. */
export const COMPANY_ID: Field = {
  ...column("company_id", "integer"),
  store: (value) => (value === null || value === undefined ? null : Number(value)),
};

/** The member's own columns; `cmd` (designations) is written apart. */
export const MEMBER_FIELDS: Partial<Record<keyof ImportMemberValues | "company_id", Field>> = {
  ...fieldsOf("member", {
    first_name: column("first_name", "text"),
    middle_name: column("middle_name", "text"),
    last_name: column("last_name", "text"),
    email: column("email", "text"),
    mobile: column("mobile", "text"),
    linkedin_profile: column("linkedin_profile", "text"),
    is_active: column("is_active", "boolean"),
  }),
  company_id: COMPANY_ID,
};

/** Fields held in link tables, as lists of ids. */
export const COMPANY_LINKS = IMPORT_LINK_FIELDS.company;
export const MEMBER_LINKS = IMPORT_LINK_FIELDS.member;

/**
 * The columns and links an update writes: the changes that still change something once stored
 * (the contract's storedChanges), by column.
 */
export function storedColumns(
  entity: ImportEntity,
  changes: Record<string, unknown>,
  earlier: Record<string, unknown>,
): { columns: Map<string, { spec: ColumnSpec; value: unknown }>; links: Map<string, Id[]> } {
  const fields: Partial<Record<string, Field>> = entity === "company" ? COMPANY_FIELDS : MEMBER_FIELDS;
  const stored = storedChanges(entity, changes, earlier);
  const columns = new Map<string, { spec: ColumnSpec; value: unknown }>();
  for (const [name, value] of stored.fields) {
    const spec = fields[name];
    if (spec) columns.set(name, { spec, value });
  }
  return { columns, links: stored.links };
}

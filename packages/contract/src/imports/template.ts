import { IMPORT_LIST_SEPARATOR, IMPORT_SHEET_NAME, type ImportColumn } from "./layout";
import type { LookupKind } from "../entities/lookups";

// The template workbook both adapters hand out: the example company its Companies sheet shows, the
// rules its Instructions sheet lists, and the width of each column.

export type TemplateExampleValue = string | number | null;

/** The example's cells by header: a company column's value, or a member column's two members. */
const TEMPLATE_EXAMPLE: Record<string, TemplateExampleValue | [TemplateExampleValue, TemplateExampleValue]> =
  {
    "Company Name": "Acme Analytics",
    Website: "https://www.acme-analytics.example",
    "Company Email": "hello@acme-analytics.example",
    "Contact Number": "+91 98765 43210",
    "Foundation Year": 2012,
    FTE: 250,
    Revenue: 1500000,
    "Promoter Holding": "62%",
    Street: "12 MG Road",
    City: "Bengaluru",
    State: "Karnataka",
    "Business Description": "Data analytics for retail chains.",
    "Pitch Line": "Your stores' data, turned into weekly decisions.",
    "Member First Name": ["Asha", "Ravi"],
    "Member Middle Name": [null, "Kumar"],
    "Member Last Name": ["Rao", "Iyer"],
    "Member Email": ["asha.rao@acme-analytics.example", "ravi.iyer@acme-analytics.example"],
    "Member Mobile": ["+91 98450 12345", "+91 99000 54321"],
    "Member LinkedIn Profile": [
      "https://www.linkedin.com/in/asha-rao",
      "https://www.linkedin.com/in/ravi-iyer",
    ],
    "Member Active": ["Yes", "Yes"],
  };

/** The Instructions sheet's rules, one a row. */
export const TEMPLATE_RULES: readonly string[] = [
  `Fill the ${IMPORT_SHEET_NAME} sheet: keep its first row as it is, one row per member below it.`,
  "A row with a Company Name or a Website starts a company. The rows below it with both left empty add more members to that company.",
  `List columns (Locations, Company Types, Member Designations) take several labels separated by "${IMPORT_LIST_SEPARATOR}", for example "India${IMPORT_LIST_SEPARATOR} Singapore".`,
  "Labels must be ones of the Lists sheet.",
  "A company is matched to an existing one by its website's domain (www. and paths ignored), or by its name when it has no website; a match is updated, anything else is added.",
  "A member is matched to a member of its company by e-mail; a match is updated, anything else is added.",
  "Columns the import does not know are left alone.",
];

/** The active labels of the reference lists the template's example and Lists sheet name. */
export type TemplateLists = Partial<Record<LookupKind, readonly string[]>>;

/**
 * An example cell: the first row starts the company with its first member, the second (`second`)
 * adds a second member. A list column takes the first label of its list.
 */
export function templateExampleCell(
  column: ImportColumn,
  lists: TemplateLists,
  second: boolean,
): TemplateExampleValue {
  if (second && column.entity === "company") return null;
  const example = TEMPLATE_EXAMPLE[column.header];
  if (example !== undefined) return Array.isArray(example) ? example[second ? 1 : 0] : example;
  return column.lookup ? (lists[column.lookup]?.[0] ?? null) : null;
}

/** A sheet column width showing these texts, in characters (the template, the error log). */
export function sheetColumnWidth(...texts: string[]): number {
  return Math.min(60, Math.max(10, ...texts.map((text) => text.length + 2)));
}

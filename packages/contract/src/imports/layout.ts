import type { LookupKind } from "../entities/lookups";
import { IST_TIME_ZONE } from "../limits";

// The workbook the Excel import reads: one sheet, a header row naming the columns in words, then
// one row per member. A row with a Company Name or a Website starts a company; the rows below it
// whose Company Name and Website are both empty add more members to that company. Lists (locations,
// company types, designations) hold labels separated by semicolons. The template download holds
// every column below, in this order, with an example company of two members.

/** A cell as the readers hand it over: its value, or what is wrong with it. */
export type ImportCell = string | number | boolean | Date | null | ImportCellProblem;

/** A cell the import will not read as a value: a formula without a result, an Excel error. */
export type ImportCellProblem = { problem: string };

export type ImportColumnKind =
  /** Free text; numbers are read as their digits. */
  | "text"
  /** A number; text holding a number is taken too. */
  | "number"
  /** One label of a reference list. */
  | "lookup"
  /** Labels of a reference list, separated by IMPORT_LIST_SEPARATOR. */
  | "lookups"
  /** Yes or No (also true/false, 1/0); empty means Yes. */
  | "yesno";

export type ImportColumn = {
  /** The header, as the template writes it and a person reads it. */
  header: string;
  entity: "company" | "member";
  /** The company or member form's field it fills. */
  field: string;
  kind: ImportColumnKind;
  /** The reference list a lookup column names labels of. */
  lookup?: LookupKind;
  /** Must be filled for the entity to be created (the form's own rule decides; this is for the template). */
  required: boolean;
  /** One line for the template's Instructions sheet. */
  note: string;
};

/** Sheet the template writes and the import reads first (any first sheet is read when absent). */
export const IMPORT_SHEET_NAME = "Companies";

/** Between the labels of a list column. */
export const IMPORT_LIST_SEPARATOR = ";";

/** Name of the error log's added last column. */
export const IMPORT_REASON_HEADER = "Reason";

const IST_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: IST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The name the error log is offered under: the day the import ended, in IST. */
export function errorLogFileName(ended: Date): string {
  return `Failed_Companies_Log_${IST_DAY.format(ended)}.xlsx`;
}

/** Said of any file that cannot be opened as a workbook. */
export const UNREADABLE_WORKBOOK = "The file is not a readable Excel workbook.";

/** Why a cell holds no value the import reads, as a row's error gives it after the column's header. */
export const IMPORT_CELL_PROBLEMS = {
  formulaWithoutValue:
    "holds a formula without a saved value; open the file in Excel, save it and upload it again",
  formulaError: "holds a formula whose value is an error",
  unreadable: "holds a value the import cannot read",
  excelError: (code: string) => `holds the error ${code}`,
} as const;

const company = (
  header: string,
  field: string,
  kind: ImportColumnKind,
  note: string,
  extra: Partial<ImportColumn> = {},
): ImportColumn => ({ header, entity: "company", field, kind, required: false, note, ...extra });

const member = (
  header: string,
  field: string,
  kind: ImportColumnKind,
  note: string,
  extra: Partial<ImportColumn> = {},
): ImportColumn => ({ header, entity: "member", field, kind, required: false, note, ...extra });

/** Every column of the workbook, in the template's order. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  company("Company Name", "company_name", "text", "Starts a company. At most 50 characters.", {
    required: true,
  }),
  company(
    "Website",
    "website",
    "text",
    "Matches an existing company by its domain (www. and paths ignored).",
    {
      required: true,
    },
  ),
  company("Company Email", "email", "text", "The company's own e-mail address."),
  company("Contact Number", "contact_number", "text", "10 to 15 digits; +, spaces and dashes allowed."),
  company("Locations", "location", "lookups", "Location labels, separated by semicolons. At least one.", {
    lookup: "location",
    required: true,
  }),
  company("Foundation Year", "foundation_year", "number", "A four-digit year."),
  company("FTE", "fte", "number", "Full-time employees, a whole number."),
  company("Revenue", "revenue", "number", "A number; needs a Currency."),
  company("Currency", "currency", "lookup", "A Currency label.", { lookup: "currency" }),
  company("Promoter Holding", "promoter_holding", "text", "Free text, at most 50 characters."),
  company("Industry", "industry", "lookup", "An Industry label.", { lookup: "industry" }),
  company("Street", "street", "text", "At most 100 characters."),
  company("City", "city", "text", "At most 100 characters."),
  company("State", "state", "text", "At most 100 characters."),
  company("Country", "country", "lookup", "A Location label.", { lookup: "location" }),
  company("Practice", "practice", "lookup", "A Practice label.", { lookup: "practice" }),
  company("Company Types", "company_type", "lookups", "Company Type labels, separated by semicolons.", {
    lookup: "company-type",
  }),
  company("Confidence Level", "confidence_level", "lookup", "A Confidence Level label.", {
    lookup: "confidence-level",
  }),
  company("Business Description", "business_description", "text", "At most 1000 characters."),
  company("Pitch Line", "pitch_line", "text", "At most 1000 characters; fills {{pitch_line}} in e-mails."),
  member("Member First Name", "first_name", "text", "Letters only, 2 to 50.", { required: true }),
  member("Member Middle Name", "middle_name", "text", "Optional."),
  member("Member Last Name", "last_name", "text", "Letters only, 1 to 50.", { required: true }),
  member("Member Email", "email", "text", "Matches an existing member of the company by e-mail.", {
    required: true,
  }),
  member("Member Mobile", "mobile", "text", "10 to 15 digits."),
  member("Member LinkedIn Profile", "linkedin_profile", "text", "A web address.", { required: true }),
  member(
    "Member Designations",
    "cmd",
    "lookups",
    "Designation labels, separated by semicolons. At least one.",
    {
      lookup: "company-member-designation",
      required: true,
    },
  ),
  member("Member Active", "is_active", "yesno", "Yes or No; empty means Yes."),
];

/** A header cell's text as the import compares it: case, spaces and a trailing * set aside. */
export function normalizeHeader(text: string): string {
  return text
    .replace(/\*+\s*$/, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

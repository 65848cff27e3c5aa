import {
  IMPORT_COLUMNS,
  IMPORT_LIST_SEPARATOR,
  IMPORT_SHEET_NAME,
  LOOKUP_KINDS,
  LOOKUP_TITLES,
  type ImportColumn,
  type LookupKind,
} from "@pipeline/contract";
import type { Stream } from "node:stream";
import ExcelJS from "exceljs";
import { fillRow, toExcelValue, widthFor } from "./cellValue";

// The workbook a person downloads to fill in: the Companies sheet to import, the Instructions sheet
// explaining each column and how rows become companies and members, and the Lists sheet with the
// labels each list column takes.

type ExampleValue = string | number | null;

/** The example's cells by header: a company column's value, or a member column's two members. */
const EXAMPLE: Record<string, ExampleValue | [ExampleValue, ExampleValue]> = {
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

const RULES = [
  `Fill the ${IMPORT_SHEET_NAME} sheet: keep its first row as it is, one row per member below it.`,
  "A row with a Company Name or a Website starts a company. The rows below it with both left empty add more members to that company.",
  `List columns (Locations, Company Types, Member Designations) take several labels separated by "${IMPORT_LIST_SEPARATOR}", for example "India${IMPORT_LIST_SEPARATOR} Singapore".`,
  "Labels must be ones of the Lists sheet.",
  "A company is matched to an existing one by its website's domain (www. and paths ignored), or by its name when it has no website; a match is updated, anything else is added.",
  "A member is matched to a member of its company by e-mail; a match is updated, anything else is added.",
  "Columns the import does not know are left alone.",
];

type Lists = Partial<Record<LookupKind, string[]>>;

/**
 * The example's cells: the first row starts the company with its first member, the second one adds
 * a second member. A list column takes the first label given.
 */
function exampleCell(column: ImportColumn, lists: Lists, second: boolean): ExampleValue {
  if (second && column.entity === "company") return null;
  const example = EXAMPLE[column.header];
  if (example !== undefined) return Array.isArray(example) ? example[second ? 1 : 0] : example;
  return column.lookup ? (lists[column.lookup]?.[0] ?? null) : null;
}

function addRow(sheet: ExcelJS.Worksheet, number: number, values: ExampleValue[], bold = false) {
  const row = sheet.getRow(number);
  fillRow(
    row,
    values.map((value) => toExcelValue(value)),
  );
  if (bold) row.font = { bold: true };
  row.commit();
}

/** Streams the template to `out` and ends it. */
export async function writeTemplate(out: NodeJS.WritableStream, lists: Lists): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const frozen = { views: [{ state: "frozen" as const, ySplit: 1 }] };

  const companies = workbook.addWorksheet(IMPORT_SHEET_NAME, frozen);
  const rows = [false, true].map((second) =>
    IMPORT_COLUMNS.map((column) => exampleCell(column, lists, second)),
  );
  companies.columns = IMPORT_COLUMNS.map((column, index) => ({
    width: widthFor(column.header, ...rows.map((row) => String(row[index] ?? ""))),
  }));
  addRow(
    companies,
    1,
    IMPORT_COLUMNS.map((column) => column.header),
    true,
  );
  rows.forEach((row, index) => addRow(companies, index + 2, row));
  companies.commit();

  const instructions = workbook.addWorksheet("Instructions");
  instructions.columns = [{ width: 28 }, { width: 10 }, { width: 90 }];
  let line = 1;
  addRow(instructions, line++, ["How to fill in the template"], true);
  for (const rule of RULES) addRow(instructions, line++, [rule]);
  line += 1;
  addRow(instructions, line++, ["Column", "Required", "Note"], true);
  for (const column of IMPORT_COLUMNS)
    addRow(instructions, line++, [column.header, column.required ? "Yes" : "No", column.note]);
  instructions.commit();

  const listSheet = workbook.addWorksheet("Lists", frozen);
  const kinds = LOOKUP_KINDS.filter((kind) => IMPORT_COLUMNS.some((column) => column.lookup === kind));
  listSheet.columns = kinds.map((kind) => ({ width: widthFor(LOOKUP_TITLES[kind], ...(lists[kind] ?? [])) }));
  addRow(
    listSheet,
    1,
    kinds.map((kind) => LOOKUP_TITLES[kind]),
    true,
  );
  const longest = Math.max(0, ...kinds.map((kind) => lists[kind]?.length ?? 0));
  for (let index = 0; index < longest; index += 1) {
    addRow(
      listSheet,
      index + 2,
      kinds.map((kind) => lists[kind]?.[index] ?? null),
    );
  }
  listSheet.commit();

  await workbook.commit();
}

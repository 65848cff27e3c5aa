import {
  IMPORT_COLUMNS,
  IMPORT_REASON_HEADER,
  IMPORT_SHEET_NAME,
  type ImportCell,
  type LookupKind,
  type SheetRow,
} from "@pipeline/contract";
import * as ExcelNamespace from "exceljs";

// The workbooks of the Excel import, read and written in the browser as in Node: the uploaded
// sheet's rows, the template to fill and the failed rows' log.

// exceljs ships CommonJS (Node) and a UMD bundle (browsers): the Workbook is on the namespace or on
// its default export, depending on how the bundler wrapped it.
type ExcelModule = typeof ExcelNamespace;
const Excel: ExcelModule =
  (ExcelNamespace as ExcelModule & { default?: ExcelModule }).default ?? (ExcelNamespace as ExcelModule);

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The workbook cannot be read at all; the message is shown as is. */
export class WorkbookError extends Error {
  override name = "WorkbookError";
}

/** Said of any file exceljs cannot open as a workbook. */
export const UNREADABLE_WORKBOOK = "The file could not be read as an Excel workbook.";

type CellValue = ExcelNamespace.CellValue;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !(value instanceof Date);
}

/** A cell as the import reads it: rich text and links as their text, a formula as its saved result. */
export function importCell(value: CellValue | undefined): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if (!isRecord(value)) return null;
  if ("error" in value) return { problem: `the cell holds the Excel error ${String(value.error)}` };
  if ("richText" in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? "")).join("");
  }
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: CellValue }).result;
    if (result === undefined || result === null) {
      return { problem: "the formula has no saved result; open the file in Excel and save it again" };
    }
    return importCell(result);
  }
  if ("text" in value) return importCell(value.text as CellValue);
  return null;
}

async function loadWorkbook(bytes: ArrayBuffer): Promise<ExcelNamespace.Workbook> {
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new WorkbookError(UNREADABLE_WORKBOOK);
  }
  return workbook;
}

/**
 * The rows of the sheet the import reads (the Companies sheet, else the first), the header row
 * included, each with its number as the spreadsheet shows it. Rows holding nothing are left out.
 */
export async function readWorkbookRows(bytes: ArrayBuffer): Promise<SheetRow[]> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.getWorksheet(IMPORT_SHEET_NAME) ?? workbook.worksheets[0];
  if (!sheet) throw new WorkbookError("The workbook holds no sheet.");
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: ImportCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(importCell(row.getCell(column).value));
    rows.push({ row: row.number, cells });
  });
  return rows;
}

async function toBlob(workbook: ExcelNamespace.Workbook): Promise<Blob> {
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes as ArrayBuffer], { type: XLSX_TYPE });
}

function boldHeader(sheet: ExcelNamespace.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
}

/** The active labels of each reference list, for the template's Lists sheet and its example. */
export type TemplateLists = Record<LookupKind, string[]>;

const LIST_TITLES: Record<LookupKind, string> = {
  location: "Locations",
  practice: "Practices",
  currency: "Currencies",
  "company-type": "Company Types",
  "company-member-designation": "Designations",
  "confidence-level": "Confidence Levels",
  industry: "Industries",
};

/** An example company of two members, with the first label of each list where one is needed. */
function exampleRows(lists: TemplateLists): ImportCell[][] {
  const first = (kind: LookupKind) => lists[kind][0] ?? "";
  const company: Record<string, ImportCell> = {
    company_name: "Example Robotics",
    website: "https://www.example-robotics.com",
    email: "hello@example-robotics.com",
    contact_number: "+91 98765 43210",
    location: first("location"),
    foundation_year: 2015,
    fte: 120,
    country: first("location"),
    industry: first("industry"),
    business_description: "Builds warehouse robots.",
  };
  const members: Record<string, ImportCell>[] = [
    {
      first_name: "Asha",
      last_name: "Rao",
      email: "asha.rao@example-robotics.com",
      mobile: "9876543210",
      linkedin_profile: "https://www.linkedin.com/in/asha-rao",
      cmd: first("company-member-designation"),
      is_active: "Yes",
    },
    {
      first_name: "Vikram",
      last_name: "Shah",
      email: "vikram.shah@example-robotics.com",
      mobile: "9876501234",
      linkedin_profile: "https://www.linkedin.com/in/vikram-shah",
      cmd: first("company-member-designation"),
      is_active: "Yes",
    },
  ];
  return members.map((member, index) =>
    IMPORT_COLUMNS.map((column) =>
      column.entity === "company"
        ? index === 0
          ? (company[column.field] ?? null)
          : null
        : (member[column.field] ?? null),
    ),
  );
}

/** The workbook to fill: the Companies sheet (every column and an example), Instructions and Lists. */
export async function writeTemplate(lists: TemplateLists): Promise<Blob> {
  const workbook = new Excel.Workbook();
  const companies = workbook.addWorksheet(IMPORT_SHEET_NAME);
  companies.addRow(IMPORT_COLUMNS.map((column) => column.header));
  for (const row of exampleRows(lists)) companies.addRow(row);
  companies.columns.forEach((column) => (column.width = 22));
  boldHeader(companies);

  const instructions = workbook.addWorksheet("Instructions");
  instructions.addRow(["Column", "Required", "How to fill it"]);
  for (const column of IMPORT_COLUMNS) {
    instructions.addRow([column.header, column.required ? "Yes" : "No", column.note]);
  }
  instructions.addRow([]);
  instructions.addRow([
    "A row with a Company Name or a Website starts a company; the rows below it with both empty add more members to it.",
  ]);
  instructions.getColumn(1).width = 26;
  instructions.getColumn(3).width = 80;
  boldHeader(instructions);

  const listSheet = workbook.addWorksheet("Lists");
  const kinds = Object.keys(LIST_TITLES) as LookupKind[];
  listSheet.addRow(kinds.map((kind) => LIST_TITLES[kind]));
  const longest = Math.max(0, ...kinds.map((kind) => lists[kind].length));
  for (let index = 0; index < longest; index += 1) {
    listSheet.addRow(kinds.map((kind) => lists[kind][index] ?? null));
  }
  listSheet.columns.forEach((column) => (column.width = 24));
  boldHeader(listSheet);
  return toBlob(workbook);
}

function writableCell(cell: ImportCell): CellValue {
  if (typeof cell === "object" && cell !== null && !(cell instanceof Date)) return null;
  return cell;
}

/** The failed rows as they were in the sheet, under its own header, with the Reason column added. */
export async function writeErrorLog(
  header: readonly ImportCell[],
  rows: ReadonlyArray<{ cells: readonly ImportCell[]; reason: string }>,
): Promise<Blob> {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME);
  const width = header.length;
  sheet.addRow([...header.map(writableCell), IMPORT_REASON_HEADER]);
  for (const { cells, reason } of rows) {
    const padded = Array.from({ length: width }, (_, index) => writableCell(cells[index] ?? null));
    sheet.addRow([...padded, reason]);
  }
  boldHeader(sheet);
  return toBlob(workbook);
}

import {
  IMPORT_CELL_PROBLEMS,
  IMPORT_COLUMNS,
  IMPORT_REASON_HEADER,
  IMPORT_SHEET_NAME,
  type ImportCell,
  LOOKUP_KINDS,
  LOOKUP_TITLES,
  type LookupKind,
  type SheetRow,
  TEMPLATE_RULES,
  UNREADABLE_WORKBOOK,
  type TemplateExampleValue,
  sheetColumnWidth,
  templateExampleCell,
} from "@pipeline/contract";
import type * as ExcelNamespace from "exceljs";

// The workbooks of the Excel import, read and written in the browser as in Node: the uploaded
// sheet's rows, the template to fill and the failed rows' log.

type ExcelModule = typeof ExcelNamespace;
let loading: Promise<ExcelModule> | null = null;

/**
 * exceljs, loaded the first time a workbook is needed (it is large). It ships CommonJS (Node) and a
 * UMD bundle (browsers): the Workbook is on the namespace or on its default export, depending on how
 * the bundler wrapped it.
 */
function excel(): Promise<ExcelModule> {
  loading ??= import("exceljs").then(
    (module) => (module as ExcelModule & { default?: ExcelModule }).default ?? (module as ExcelModule),
  );
  return loading;
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The workbook cannot be read at all; the message is shown as is. */
export class WorkbookError extends Error {
  override name = "WorkbookError";
}

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
  if ("error" in value) return { problem: IMPORT_CELL_PROBLEMS.excelError(String(value.error)) };
  if ("richText" in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => String(run.text ?? "")).join("");
  }
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: CellValue }).result;
    if (result === undefined || result === null) return { problem: IMPORT_CELL_PROBLEMS.formulaWithoutValue };
    if (isRecord(result) && "error" in result) return { problem: IMPORT_CELL_PROBLEMS.formulaError };
    return importCell(result);
  }
  if ("text" in value) return importCell(value.text as CellValue);
  return null;
}

async function loadWorkbook(bytes: ArrayBuffer): Promise<ExcelNamespace.Workbook> {
  const workbook = new (await excel()).Workbook();
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

/** The active labels of each reference list, for the template's Lists sheet and its example. */
export type TemplateLists = Record<LookupKind, string[]>;

function addRow(sheet: ExcelNamespace.Worksheet, values: TemplateExampleValue[], bold = false): void {
  const row = sheet.addRow(values);
  if (bold) row.font = { bold: true };
}

/** The workbook to fill: the Companies sheet (every column and an example), Instructions and Lists. */
export async function writeTemplate(lists: TemplateLists): Promise<Blob> {
  const workbook = new (await excel()).Workbook();
  const frozen = { views: [{ state: "frozen" as const, ySplit: 1 }] };

  const companies = workbook.addWorksheet(IMPORT_SHEET_NAME, frozen);
  const rows = [false, true].map((second) =>
    IMPORT_COLUMNS.map((column) => templateExampleCell(column, lists, second)),
  );
  companies.columns = IMPORT_COLUMNS.map((column, index) => ({
    width: sheetColumnWidth(column.header, ...rows.map((row) => String(row[index] ?? ""))),
  }));
  addRow(
    companies,
    IMPORT_COLUMNS.map((column) => column.header),
    true,
  );
  for (const row of rows) addRow(companies, row);

  const instructions = workbook.addWorksheet("Instructions");
  instructions.columns = [{ width: 28 }, { width: 10 }, { width: 90 }];
  addRow(instructions, ["How to fill in the template"], true);
  for (const rule of TEMPLATE_RULES) addRow(instructions, [rule]);
  addRow(instructions, []);
  addRow(instructions, ["Column", "Required", "Note"], true);
  for (const column of IMPORT_COLUMNS) {
    addRow(instructions, [column.header, column.required ? "Yes" : "No", column.note]);
  }

  const listSheet = workbook.addWorksheet("Lists", frozen);
  const kinds = LOOKUP_KINDS.filter((kind) => IMPORT_COLUMNS.some((column) => column.lookup === kind));
  listSheet.columns = kinds.map((kind) => ({ width: sheetColumnWidth(LOOKUP_TITLES[kind], ...lists[kind]) }));
  addRow(
    listSheet,
    kinds.map((kind) => LOOKUP_TITLES[kind]),
    true,
  );
  const longest = Math.max(0, ...kinds.map((kind) => lists[kind].length));
  for (let index = 0; index < longest; index += 1) {
    addRow(
      listSheet,
      kinds.map((kind) => lists[kind][index] ?? null),
    );
  }
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
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME);
  const width = header.length;
  sheet.addRow([...header.map(writableCell), IMPORT_REASON_HEADER]);
  for (const { cells, reason } of rows) {
    const padded = Array.from({ length: width }, (_, index) => writableCell(cells[index] ?? null));
    sheet.addRow([...padded, reason]);
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return toBlob(workbook);
}

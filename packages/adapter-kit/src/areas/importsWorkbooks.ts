import { IMPORT_COLUMNS, IMPORT_SHEET_NAME, type ImportCell } from "@pipeline/contract";
import * as ExcelNamespace from "exceljs";

// Real workbooks for the import cases, made and read with exceljs as a person's spreadsheet
// program would leave them.

type ExcelModule = typeof ExcelNamespace;
const Excel: ExcelModule =
  (ExcelNamespace as ExcelModule & { default?: ExcelModule }).default ?? (ExcelNamespace as ExcelModule);

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A row of the import sheet, by header; columns left out stay empty. */
export type ImportRowValues = Partial<Record<(typeof IMPORT_COLUMNS)[number]["header"], string | number>>;

/** An .xlsx holding the given header (every import column by default) and rows. */
export async function importWorkbook(
  name: string,
  rows: readonly ImportRowValues[],
  headers: readonly string[] = IMPORT_COLUMNS.map((column) => column.header),
): Promise<File> {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME);
  sheet.addRow([...headers]);
  for (const row of rows) {
    sheet.addRow(
      headers.map((header) => (row as Record<string, string | number | undefined>)[header] ?? null),
    );
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes as ArrayBuffer], name, { type: XLSX_TYPE });
}

/** Every sheet of a downloaded workbook, by name, as rows of cell texts (row 1 first). */
export async function readWorkbook(blob: Blob): Promise<Map<string, string[][]>> {
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheets = new Map<string, string[][]>();
  for (const worksheet of workbook.worksheets) {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: string[] = [];
      for (let column = 1; column <= worksheet.columnCount; column += 1) cells.push(row.getCell(column).text);
      rows[number - 1] = cells;
    });
    sheets.set(
      worksheet.name,
      Array.from(rows, (row) => row ?? []),
    );
  }
  return sheets;
}

/** The first row's texts of a sheet read by readWorkbook. */
export function headerOf(sheets: Map<string, string[][]>, sheet: string): ImportCell[] {
  return sheets.get(sheet)?.[0] ?? [];
}

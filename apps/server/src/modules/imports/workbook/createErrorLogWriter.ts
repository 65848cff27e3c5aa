import {
  IMPORT_REASON_HEADER,
  IMPORT_SHEET_NAME,
  type ImportCell,
  sheetColumnWidth,
} from "@pipeline/contract";
import type { Stream } from "node:stream";
import ExcelJS from "exceljs";
import { fillRow, toExcelValue } from "./cellValue";

/**
 * The error log: the uploaded sheet's header row + IMPORT_REASON_HEADER, then each failed row's
 * cells as they were (values, never formulas: a text beginning with = + - @ stays text) + its reason.
 * Its sheet is named like the template's, so a person can correct the rows and upload the log again
 * (the import ignores the Reason column). Streamed to `out`, which `finish` ends.
 */
export function createErrorLogWriter(
  out: NodeJS.WritableStream,
  header: ImportCell[],
): { addRow(cells: ImportCell[], reason: string): Promise<void>; finish(): Promise<void> } {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME, { views: [{ state: "frozen", ySplit: 1 }] });
  const reasonColumn = header.length;
  sheet.columns = [
    ...header.map((cell) => ({ width: sheetColumnWidth(typeof cell === "string" ? cell : "") })),
    { width: 60 },
  ];
  const headerRow = sheet.getRow(1);
  fillRow(headerRow, [...header.map(toExcelValue), toExcelValue(IMPORT_REASON_HEADER)]);
  headerRow.font = { bold: true };
  headerRow.commit();
  let next = 2;

  return {
    async addRow(cells, reason) {
      const values = Array.from({ length: Math.max(cells.length, reasonColumn) }, (_, index) =>
        toExcelValue(cells[index]),
      );
      // Cells past the header's columns, if any, follow the reason rather than take its place.
      values.splice(reasonColumn, 0, toExcelValue(reason));
      const row = sheet.getRow(next);
      next += 1;
      fillRow(row, values);
      row.commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

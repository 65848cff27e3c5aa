import type { ImportCell } from "@pipeline/contract";
import type ExcelJS from "exceljs";
import { isExcelErrorProblem } from "./sheetRows";

const DATE_FORMAT = "yyyy-mm-dd";
const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";

/**
 * A value as a written cell holds it. Text goes in as an inline string, never as a formula, so a
 * text starting with = + - @ stays text; an Excel error goes back as that error; other problems as empty.
 */
export function toExcelValue(cell: ImportCell | undefined): ExcelJS.CellValue {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "string") return { richText: [{ text: cell }] };
  if (typeof cell === "number" || typeof cell === "boolean" || cell instanceof Date) return cell;
  if (isExcelErrorProblem(cell)) return { error: cell.error as ExcelJS.CellErrorValue["error"] };
  return null;
}

/** Sets a row's values, with a date format on its dates (a bare date shows as a serial number). */
export function fillRow(row: ExcelJS.Row, values: ExcelJS.CellValue[]): void {
  values.forEach((value, index) => {
    const cell = row.getCell(index + 1);
    cell.value = value;
    if (value instanceof Date) {
      const midnight = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds() === 0;
      cell.numFmt = midnight ? DATE_FORMAT : DATE_TIME_FORMAT;
    }
  });
}

import { readFile } from "node:fs/promises";
import { IMPORT_SHEET_NAME, type ImportCell, type SheetRow } from "@pipeline/contract";
import * as XLSX from "@e965/xlsx";
import type { WorkbookLimits } from "./limits";
import { UNREADABLE_VALUE, createRowChecker, excelError, excelSerialToDate } from "./sheetRows";
import { NOT_READABLE, PASSWORD_PROTECTED, WorkbookError, notReadable } from "./WorkbookError";
import { fileFormatOf } from "./zipFile";

// The legacy .xls reader (BIFF in an OLE2 file), read whole: an upload is at most 50 MB and a sheet
// holds at most 65,536 rows. Formulas are not read at all, only the values Excel saved with them.

const READ_OPTIONS: XLSX.ParsingOptions = {
  type: "buffer",
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellNF: true,
  cellDates: false,
  cellStyles: false,
};

function toImportCell(cell: XLSX.CellObject | undefined, date1904: boolean): ImportCell {
  if (!cell) return null;
  switch (cell.t) {
    case "z":
      return null;
    case "s":
      return typeof cell.v === "string" && cell.v !== "" ? cell.v : null;
    case "b":
      return cell.v === true;
    case "n": {
      const value = cell.v as number;
      if (!Number.isFinite(value)) return UNREADABLE_VALUE;
      return cell.z !== undefined && XLSX.SSF.is_date(cell.z) ? excelSerialToDate(value, date1904) : value;
    }
    case "d":
      return cell.v instanceof Date ? cell.v : UNREADABLE_VALUE;
    case "e":
      return excelError(cell.w ?? "#N/A");
    default:
      return UNREADABLE_VALUE;
  }
}

function parse(data: Buffer, options: XLSX.ParsingOptions): XLSX.WorkBook {
  try {
    return XLSX.read(data, { ...READ_OPTIONS, ...options });
  } catch (error) {
    if (error instanceof Error && /password|encrypt/i.test(error.message))
      throw new WorkbookError(PASSWORD_PROTECTED, { cause: error });
    throw notReadable(error);
  }
}

export async function* readXlsRows(
  path: string,
  limits: WorkbookLimits,
  signal?: AbortSignal,
): AsyncGenerator<SheetRow> {
  if ((await fileFormatOf(path)) !== "ole2") throw new WorkbookError(NOT_READABLE);
  const data = await readFile(path, { signal });
  const names = parse(data, { bookSheets: true }).SheetNames;
  const name =
    names.find((each) => each.trim().toLowerCase() === IMPORT_SHEET_NAME.toLowerCase()) ?? names[0];
  if (name === undefined) throw new WorkbookError(NOT_READABLE);
  signal?.throwIfAborted();
  const book = parse(data, { sheets: [name] });
  const sheet = book.Sheets[name];
  if (!sheet) throw new WorkbookError(NOT_READABLE);
  const date1904 = book.Workbook?.WBProps?.date1904 === true;
  const dense = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
  const check = createRowChecker(limits);
  for (let index = 0; index < dense.length; index += 1) {
    signal?.throwIfAborted();
    const cells = (dense[index] ?? []).map((cell) => toImportCell(cell, date1904));
    const row = check(index + 1, cells);
    if (row) yield row;
  }
}

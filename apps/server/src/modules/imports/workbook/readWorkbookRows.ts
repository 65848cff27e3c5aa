import type { SheetRow } from "@pipeline/contract";
import { type WorkbookLimits, workbookLimits } from "./limits";
import { readXlsRows } from "./readXlsRows";
import { readXlsxRows } from "./readXlsxRows";

export type WorkbookKind = "xlsx" | "xls";

/** The kind of workbook a file name says it holds, or null for any other file. */
export function workbookKindOf(fileName: string): WorkbookKind | null {
  const extension = /\.(xlsx|xls)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === "xlsx" || extension === "xls" ? extension : null;
}

/**
 * Reads the first sheet named IMPORT_SHEET_NAME (else the first sheet) of a workbook on local disk,
 * row by row in order, the header row included (row 1 normally). Empty rows are skipped. Cells are
 * ImportCell: text (rich text flattened, hyperlinks as their text), numbers, booleans, dates (Date),
 * null for empty; a formula gives its cached result, or {problem} when it has none (formulas are
 * never evaluated); an Excel error value (#N/A...) gives {problem}. Throws WorkbookError (from the
 * iterator) for anything unsafe or unreadable, before yielding any row where it can tell early.
 * Memory stays flat for .xlsx (streamed); .xls is read whole (it is ≤ 50 MB and ≤ 65,536 rows).
 */
export function readWorkbookRows(
  path: string,
  kind: WorkbookKind,
  limits?: Partial<WorkbookLimits>,
  signal?: AbortSignal,
): AsyncIterable<SheetRow> {
  const resolved = workbookLimits(limits);
  return kind === "xlsx" ? readXlsxRows(path, resolved, signal) : readXlsRows(path, resolved, signal);
}

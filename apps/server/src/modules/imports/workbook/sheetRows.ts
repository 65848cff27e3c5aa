import {
  IMPORT_CELL_PROBLEMS,
  type ImportCell,
  type ImportCellProblem,
  type SheetRow,
} from "@pipeline/contract";
import type { WorkbookLimits } from "./limits";
import { WorkbookError, formatCount } from "./WorkbookError";

/** An Excel error value (#N/A, #REF!...), kept so the error log can write it back as it was. */
export type ExcelErrorProblem = ImportCellProblem & { error: string };

export const FORMULA_WITHOUT_VALUE: ImportCellProblem = { problem: IMPORT_CELL_PROBLEMS.formulaWithoutValue };
export const FORMULA_ERROR: ImportCellProblem = { problem: IMPORT_CELL_PROBLEMS.formulaError };
export const UNREADABLE_VALUE: ImportCellProblem = { problem: IMPORT_CELL_PROBLEMS.unreadable };

export function excelError(code: string): ExcelErrorProblem {
  return { problem: IMPORT_CELL_PROBLEMS.excelError(code), error: code };
}

export function isExcelErrorProblem(cell: unknown): cell is ExcelErrorProblem {
  return (
    typeof cell === "object" &&
    cell !== null &&
    "problem" in cell &&
    typeof (cell as { error?: unknown }).error === "string"
  );
}

/** An Excel date serial (days since 1900, or 1904) as the UTC moment it stands for. */
export function excelSerialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86400 * 1000));
}

/** Column 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Turns a sheet row's cells (by 0-based column; gaps and trailing empties allowed) into a SheetRow,
 * or null when it holds nothing, refusing what goes past the limits.
 */
export function createRowChecker(
  limits: WorkbookLimits,
): (row: number, cells: ImportCell[]) => SheetRow | null {
  let rows = 0;
  return (row, cells) => {
    let last = -1;
    cells.forEach((cell, index) => {
      if (cell === null || cell === undefined) return;
      if (index >= limits.maxColumns) {
        throw new WorkbookError(
          `Row ${row} has a value in column ${columnLetter(index + 1)}; an import reads at most ` +
            `${formatCount(limits.maxColumns)} columns.`,
        );
      }
      if (typeof cell === "string" && cell.length > limits.maxCellChars) {
        throw new WorkbookError(
          `Cell ${columnLetter(index + 1)}${row} holds more than ${formatCount(limits.maxCellChars)} characters, ` +
            "more than an import can take.",
        );
      }
      last = index;
    });
    if (last === -1) return null;
    rows += 1;
    if (rows > limits.maxRows) {
      throw new WorkbookError(
        `The sheet holds more than ${formatCount(limits.maxRows)} rows (the header included), more than an ` +
          "import can take.",
      );
    }
    return { row, cells: Array.from({ length: last + 1 }, (_, index) => cells[index] ?? null) };
  };
}

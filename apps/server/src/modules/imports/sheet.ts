import {
  createCompanyGrouper,
  type ImportCell,
  readHeader,
  repeatedCompany,
  type SheetCompany,
  type SheetHeader,
} from "@pipeline/contract";
import type { FileStorage } from "../../storage";
import { SeenKeys } from "./seenKeys";
import { readWorkbookRows } from "./workbook";

// The stored workbook as companies of the sheet, streamed: the header first, then each company
// once the row that starts the next one (or the end) closes it, marked when an earlier row of the
// file names it already (rows a resumed run skips included).

export type SheetSource = { storageKey: string; fileKind: "xlsx" | "xls" };

export type SheetReading = {
  /** Rows at or above it are not handed on (a resumed run's committed part). */
  skipThrough?: number;
  signal?: AbortSignal;
  onHeader?: (header: SheetHeader) => void | Promise<void>;
  onCompany: (company: SheetCompany) => void | Promise<void>;
};

/** A cell as JSON keeps it: dates as ISO text, problems as { problem }. */
export function jsonCell(cell: ImportCell | undefined): unknown {
  if (cell === undefined) return null;
  if (cell instanceof Date) return cell.toISOString();
  return cell;
}

export function jsonCells(cells: readonly (ImportCell | undefined)[]): unknown[] {
  return Array.from(cells, (cell) => jsonCell(cell));
}

/**
 * Reads the workbook: throws WorkbookError (the file cannot be read) or ImportLayoutError (its
 * header names too little). Answers the data rows read (blank rows not counted).
 */
export async function readSheet(storage: FileStorage, source: SheetSource, reading: SheetReading) {
  const skipThrough = reading.skipThrough ?? 0;
  return storage.withLocalFile(source.storageKey, async (path) => {
    let grouper: ReturnType<typeof createCompanyGrouper> | null = null;
    let rows = 0;
    const firstRows = new SeenKeys();
    const hand = async (company: SheetCompany | null) => {
      if (!company) return;
      company.repeats = repeatedCompany(company, firstRows) ?? undefined;
      // A company ends where a batch does: the skipped ones lie wholly at or above skipThrough.
      if ((company.rows.at(-1)?.row ?? 0) <= skipThrough) return;
      rows += company.rows.length;
      await reading.onCompany(company);
    };
    try {
      for await (const row of readWorkbookRows(path, source.fileKind, undefined, reading.signal)) {
        if (!grouper) {
          const header = readHeader(row.cells);
          await reading.onHeader?.(header);
          grouper = createCompanyGrouper(header);
          continue;
        }
        await hand(grouper.push(row));
      }
      // A sheet without a single row names no column either.
      if (!grouper) readHeader([]);
      else await hand(grouper.end());
    } finally {
      firstRows.dispose();
    }
    return { rows };
  });
}

import type { ExcelImport, IsoDateTime } from "@pipeline/contract";
import { formatIstDateTime, personName } from "../../../format";

/** Whether Undo is offered: the window is still open and the import has not been undone. */
export function undoOffered(row: Pick<ExcelImport, "undo_until" | "undone">, now: number): boolean {
  if (row.undone !== null || row.undo_until === null) return false;
  const until = Date.parse(row.undo_until);
  return !Number.isNaN(until) && until > now;
}

/** "8 Jan 2024, 10:00 am IST"; "—" when there is no time. */
export function istText(value: IsoDateTime | null | undefined): string {
  const text = formatIstDateTime(value);
  return text ? `${text} IST` : "—";
}

/** The person who uploaded the workbook, or "—" when the record names nobody. */
export function uploaderText(row: Pick<ExcelImport, "created_by">): string {
  return row.created_by ? personName(row.created_by) : "—";
}

/** What the confirm dialog says Undo does. */
export const UNDO_EXPLANATION =
  "Companies and members this import created are removed; fields it updated get their earlier values back; records someone changed since are left as they are.";

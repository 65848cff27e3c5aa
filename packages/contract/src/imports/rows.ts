import { trimBlank } from "../schemas/trimmedText";
import {
  IMPORT_COLUMNS,
  type ImportCell,
  type ImportCellProblem,
  type ImportColumn,
  normalizeHeader,
} from "./layout";

// From sheet rows to companies: the header row names the columns, a row with a Company Name or a
// Website starts a company, and the rows below it with both empty add members to it.

/** A row as a reader hands it over: its number in the sheet (the header is row 1) and its cells. */
export type SheetRow = { row: number; cells: ImportCell[] };

/** The sheet cannot be imported at all (a column the import needs is missing). */
export class ImportLayoutError extends Error {
  override name = "ImportLayoutError";
}

/** The columns of the sheet, by position; null for a column the import does not know (kept in the error log). */
export type SheetHeader = {
  cells: ImportCell[];
  columns: (ImportColumn | null)[];
};

const BY_HEADER = new Map(IMPORT_COLUMNS.map((column) => [normalizeHeader(column.header), column]));

/** Columns without which no row could ever be imported. */
const NEEDED_HEADERS = ["Company Name", "Website", "Member First Name", "Member Last Name", "Member Email"];

/**
 * Reads the header row. Headers are matched without regard to case, spaces or a trailing `*`; a
 * column named twice counts once (the first). Throws ImportLayoutError naming what is missing.
 */
export function readHeader(cells: readonly ImportCell[]): SheetHeader {
  const seen = new Set<string>();
  const columns = cells.map((cell) => {
    const column = typeof cell === "string" ? BY_HEADER.get(normalizeHeader(cell)) : undefined;
    if (!column || seen.has(column.header)) return null;
    seen.add(column.header);
    return column;
  });
  const missing = NEEDED_HEADERS.filter((header) => !seen.has(header));
  if (missing.length > 0) {
    const names = missing.map((header) => `'${header}'`).join(", ");
    throw new ImportLayoutError(
      `The first row must name the columns; ${names} ${missing.length === 1 ? "is" : "are"} missing. ` +
        "Download the template to see every column.",
    );
  }
  return { cells: [...cells], columns };
}

export function isCellProblem(cell: ImportCell | undefined): cell is ImportCellProblem {
  return typeof cell === "object" && cell !== null && !(cell instanceof Date) && "problem" in cell;
}

/** A cell that holds a value, as a text column reads it: dates as yyyy-mm-dd, Yes or No, blank ends trimmed. */
export function cellText(cell: Exclude<ImportCell, ImportCellProblem>): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "Yes" : "No";
  return trimBlank(String(cell ?? ""));
}

/** Whether a cell holds nothing: empty, or only spaces. */
export function isBlankCell(cell: ImportCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/** The cells of one entity of a row, by field; blank cells are left out. */
export type EntityCells = Map<string, { column: ImportColumn; cell: ImportCell }>;

function entityCells(header: SheetHeader, cells: readonly ImportCell[], entity: ImportColumn["entity"]) {
  const found: EntityCells = new Map();
  header.columns.forEach((column, index) => {
    const cell = cells[index];
    if (column?.entity === entity && !isBlankCell(cell))
      found.set(column.field, { column, cell: cell ?? null });
  });
  return found;
}

/** A company of the sheet: the row that starts it, its company cells, and its member rows. */
export type SheetCompany = {
  /** The row that starts it; null for member rows found above any company (they fail). */
  row: number | null;
  company: EntityCells;
  members: { row: number; cells: EntityCells }[];
  /** Every row of it as it was, for the error log. */
  rows: SheetRow[];
  /**
   * The earlier row of the same file that names this company already (see repeatedCompany), and
   * by what; such a company fails rather than overwrite what that row gives.
   */
  repeats?: { row: number; by: "website" | "name" } | undefined;
};

/** The name the sheet gives a company, for messages and the failed companies list. */
export function sheetCompanyName(company: SheetCompany): string {
  const cell = company.company.get("company_name")?.cell ?? company.company.get("website")?.cell;
  return cell === undefined || cell === null || isCellProblem(cell) ? "" : String(cell).trim();
}

/**
 * Groups rows into companies as they stream by: `push` answers the company the row closed (when it
 * starts the next one), `end` the last one. Rows holding nothing are skipped.
 */
export function createCompanyGrouper(header: SheetHeader) {
  let current: SheetCompany | null = null;
  return {
    push(row: SheetRow): SheetCompany | null {
      if (row.cells.every((cell) => isBlankCell(cell))) return null;
      const company = entityCells(header, row.cells, "company");
      const member = entityCells(header, row.cells, "member");
      const startsCompany = company.has("company_name") || company.has("website");
      let closed: SheetCompany | null = null;
      if (startsCompany || current === null || current.row === null) {
        if (startsCompany || current === null) {
          closed = current;
          current = { row: startsCompany ? row.row : null, company, members: [], rows: [] };
        }
      } else if (company.size > 0) {
        // Company fields on a member row of the same company: taken where the first row left them empty.
        for (const [field, value] of company)
          if (!current.company.has(field)) current.company.set(field, value);
      }
      if (member.size > 0) current.members.push({ row: row.row, cells: member });
      current.rows.push(row);
      return closed;
    },
    end(): SheetCompany | null {
      const last = current;
      current = null;
      return last;
    },
  };
}

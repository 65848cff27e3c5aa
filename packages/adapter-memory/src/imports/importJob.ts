import {
  addToTally,
  createCompanyGrouper,
  emptyTally,
  failedRows,
  type Id,
  errorLogFileName,
  IMPORT_LIMITS,
  importEndStatus,
  type ImportTally,
  ImportLayoutError,
  type IsoDateTime,
  planImportCompany,
  readHeader,
  rememberPlanned,
  repeatedCompany,
  UNREADABLE_WORKBOOK,
  type SheetCompany,
  type SheetCompanyPlan,
  type SheetHeader,
  type SheetRow,
  tallyResult,
} from "@pipeline/contract";
import type { SeedExcelImport, SeedImportFailedRow, SeedUser } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { createPlanContext, writePlan } from "./importRules";
import { readWorkbookRows, WorkbookError } from "./workbook";

// An import read from its workbook, planned company by company and, once confirmed, run in small
// steps in the background, as the server's worker does: queued, then running with rows_done
// growing, then ended.

/** Companies written per step of a running import, and the pause between steps. */
export const IMPORT_STEP = { companies: 5, pauseMs: 40 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sheet's header and its companies, as the rules group them. */
export type ReadSheet = { header: SheetHeader; rowsTotal: number; companies: SheetCompany[] };

/** A file the import cannot read at all: its message is the one the user sees. */
export function isUnreadable(error: unknown): error is WorkbookError | ImportLayoutError {
  return error instanceof WorkbookError || error instanceof ImportLayoutError;
}

/** Reads the workbook; throws WorkbookError or ImportLayoutError for a file that cannot be imported. */
export async function readSheet(bytes: ArrayBuffer): Promise<ReadSheet> {
  const [first, ...rows] = await readWorkbookRows(bytes);
  // A sheet without a single row names no column either.
  const header = readHeader(first?.cells ?? []);
  const grouper = createCompanyGrouper(header);
  const companies: SheetCompany[] = [];
  const firstRows = new Map<string, number>();
  const add = (company: SheetCompany | null) => {
    if (!company) return;
    company.repeats = repeatedCompany(company, firstRows) ?? undefined;
    companies.push(company);
  };
  for (const row of rows) add(grouper.push(row));
  add(grouper.end());
  return { header, rowsTotal: rows.length, companies };
}

function failedRowsOf(plan: SheetCompanyPlan): SeedImportFailedRow[] {
  const cells = new Map<number, SheetRow["cells"]>(plan.source.rows.map((row) => [row.row, row.cells]));
  return failedRows(plan).map(({ row, reason }) => ({ row, cells: [...(cells.get(row) ?? [])], reason }));
}

/** What the whole file would do, written nowhere. */
export function previewSheet(state: MemoryState, user: SeedUser, sheet: ReadSheet): ImportTally {
  const { lookup } = createPlanContext(state, user);
  const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
  const tally = emptyTally();
  for (const company of sheet.companies) {
    const plan = planImportCompany(company, lookup, seen);
    rememberPlanned(plan, seen);
    addToTally(tally, plan);
  }
  return tally;
}

/** Where an import's error log is read from; downloadErrorLog answers it. */
export function errorLogAddress(id: Id, endedAt: IsoDateTime): string {
  return `memory://excel-imports/${id}/${errorLogFileName(new Date(endedAt))}`;
}

const ERROR_LOG_ADDRESS = /^memory:\/\/excel-imports\/(\d+)\/[^/]+\.xlsx$/;

/** The import an error log address belongs to, or null when it names none. */
export function importOfErrorLog(path: string): Id | null {
  const match = ERROR_LOG_ADDRESS.exec(path);
  return match ? Number(match[1]) : null;
}

/** The record's counts and lists: the result summary's (the error log is set when the import ends). */
export function importCounts(tally: ImportTally) {
  const { error_log_file: _log, ...result } = tallyResult(tally, null);
  return result;
}

function setCounts(record: SeedExcelImport, tally: ImportTally): void {
  Object.assign(record, importCounts(tally));
}

/** Runs queued imports in the background, a few companies per step. */
export function createImportRunner(state: MemoryState, now: () => IsoDateTime) {
  function recordOf(id: Id): SeedExcelImport | undefined {
    return state.excelImports.find((record) => record.id === id);
  }

  function fail(record: SeedExcelImport, message: string): void {
    const stamp = now();
    Object.assign(record, {
      phase: "ended",
      status: "Failed",
      failure: message,
      changes: [],
      file: null,
      undo_until: null,
      modified: stamp,
    });
  }

  function end(record: SeedExcelImport, tally: ImportTally): void {
    const stamp = now();
    const status = importEndStatus(tally);
    const wrote = (record.changes?.length ?? 0) > 0;
    setCounts(record, tally);
    Object.assign(record, {
      phase: "ended",
      status,
      rows_done: record.rows_total ?? record.rows_done,
      error_log_file: status === "Completed With Errors" ? errorLogAddress(record.id, stamp) : null,
      undo_until:
        wrote && IMPORT_LIMITS.undoDays > 0
          ? new Date(Date.parse(stamp) + IMPORT_LIMITS.undoDays * DAY_MS).toISOString()
          : null,
      file: null,
      modified: stamp,
    });
  }

  function runSteps(id: Id, sheet: ReadSheet, user: SeedUser, tally: ImportTally, from: number): void {
    const record = recordOf(id);
    if (!record || record.phase !== "running") return;
    const planning = createPlanContext(state, user);
    const stamp = now();
    const changes = (record.changes ??= []);
    const failed = (record.failed_rows ??= []);
    const until = Math.min(from + IMPORT_STEP.companies, sheet.companies.length);
    for (let index = from; index < until; index += 1) {
      const company = sheet.companies[index];
      if (!company) continue;
      const plan = writePlan(
        state,
        planning,
        planImportCompany(company, planning.lookup),
        user,
        stamp,
        changes,
      );
      addToTally(tally, plan);
      failed.push(...failedRowsOf(plan));
      record.rows_done += company.rows.length;
    }
    setCounts(record, tally);
    record.modified = stamp;
    if (until < sheet.companies.length) {
      setTimeout(() => runSteps(id, sheet, user, tally, until), IMPORT_STEP.pauseMs);
    } else end(record, tally);
  }

  async function begin(id: Id): Promise<void> {
    const record = recordOf(id);
    if (!record || record.phase !== "queued") return;
    const user = state.users.find((entry) => entry.pk === record.created_by);
    Object.assign(record, { phase: "running", status: "Processing", modified: now() });
    if (!user || !record.file) {
      fail(record, "The uploaded file is no longer there.");
      return;
    }
    let sheet: ReadSheet;
    try {
      sheet = await readSheet(await record.file.arrayBuffer());
    } catch (error) {
      fail(record, isUnreadable(error) ? error.message : UNREADABLE_WORKBOOK);
      return;
    }
    Object.assign(record, { rows_total: sheet.rowsTotal, rows_done: 0, header: [...sheet.header.cells] });
    setTimeout(() => runSteps(id, sheet, user, emptyTally(), 0), IMPORT_STEP.pauseMs);
  }

  return {
    /** Starts a queued import after a pause, so its queued phase can be seen. */
    schedule(id: Id): void {
      setTimeout(() => void begin(id), IMPORT_STEP.pauseMs);
    },
  };
}

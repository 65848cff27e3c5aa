import { PassThrough } from "node:stream";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import {
  addToTally,
  emptyTally,
  type ImportCell,
  importEndStatus,
  ImportLayoutError,
  type ImportTally,
  planImportCompany,
} from "@pipeline/contract";
import { leaveOutOfAudit } from "../../db/actor";
import type { Database } from "../../db/database";
import { excelImportChanges, excelImportFailures, excelImports } from "../../db/schema";
import {
  enqueue,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  JobLeaseLostError,
  JobStoppedError,
} from "../../jobs";
import { createBatcher, DEFAULT_BATCH_ROWS } from "./batches";
import { importLookup, loadBatch, loadLabelResolver } from "./context";
import { importerOf, type ImportRecord, loadImport } from "./record";
import { jsonCells, readSheet } from "./sheet";
import { IMPORT_RUN_JOB, type ImportDeps, type ImportRunPayload } from "./types";
import { createErrorLogWriter, WorkbookError } from "./workbook";
import { writeBatch } from "./write";

// The durable run of a confirmed import. Each batch of rows commits in one transaction with the
// record's progress (rows_done, resume_after_row, counts, tally), so a run taken up again after a
// crash, a restart or a lost lease goes on after the last committed row: no row is written twice
// and none is lost. A server that stops hands the run back between two batches. The batches are
// left out of the audit trail, which records the import itself: who, which file, when it ran and
// how it ended. The end (the error log stored, then the record ended with the job) comes last.

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FAILURES_PAGE = 1000;
const NO_IMPORTER = "The user who started this import no longer exists.";

export type ImportRunOptions = {
  /** Rows planned and written per transaction; default DEFAULT_BATCH_ROWS. */
  batchRows?: number;
};

/** In the caller's transaction: the import is queued (Pending) and its run enqueued, once per import. */
export async function queueImportRun(tx: Database, importId: number): Promise<void> {
  const { id } = await enqueue(tx, {
    kind: IMPORT_RUN_JOB,
    payload: { importId } satisfies ImportRunPayload,
    dedupeKey: `${IMPORT_RUN_JOB}:${importId}`,
  });
  await tx
    .update(excelImports)
    .set({ phase: "queued", status: "Pending", jobId: id, modified: sql`now()` })
    .where(eq(excelImports.id, importId));
}

/** Where an import's error log is kept: the same key on every run, so a retry overwrites it. */
export function errorLogKeyOf(importId: number): string {
  return `excel-imports/${importId}/failed-rows.xlsx`;
}

/** Writes the failed rows, in row order and a page at a time, to the error log in the file storage. */
async function storeErrorLog(deps: ImportDeps, record: ImportRecord, header: unknown[]): Promise<string> {
  const key = errorLogKeyOf(record.id);
  const out = new PassThrough();
  const stored = deps.services.storage.put(key, out, { contentType: XLSX_TYPE });
  // The upload fails on its own when the writer does; the writer's error is the one to report.
  stored.catch(() => undefined);
  try {
    const writer = createErrorLogWriter(out, header as ImportCell[]);
    let after = 0;
    for (;;) {
      const page = await deps.db
        .select({
          row: excelImportFailures.row,
          cells: excelImportFailures.cells,
          reason: excelImportFailures.reason,
        })
        .from(excelImportFailures)
        .where(and(eq(excelImportFailures.importId, record.id), gt(excelImportFailures.row, after)))
        .orderBy(asc(excelImportFailures.row))
        .limit(FAILURES_PAGE);
      for (const failure of page) await writer.addRow(failure.cells as ImportCell[], failure.reason);
      if (page.length < FAILURES_PAGE) break;
      after = page.at(-1)?.row ?? after;
    }
    await writer.finish();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
  await stored;
  return key;
}

function undoUntil(deps: ImportDeps, importId: number) {
  const days = Math.max(0, Math.floor(deps.config.importUndoDays));
  if (days === 0) return null;
  return sql`case when exists (select 1 from ${excelImportChanges} where ${excelImportChanges.importId} = ${importId})
    then now() + cast(${days} as integer) * interval '1 day' end`;
}

/** Ends the import with the job, in one transaction (`job` null: the job is left to fail on its own). */
async function endImport(
  deps: ImportDeps,
  job: JobContext<ImportRunPayload> | null,
  importId: number,
  end: { status: ImportRecord["status"]; failure?: string | null; errorLogKey?: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(excelImports)
      .set({
        status: end.status,
        phase: "ended",
        failure: end.failure ?? null,
        errorLogKey: end.errorLogKey ?? null,
        undoUntil: undoUntil(deps, importId),
        modified: sql`now()`,
      })
      .where(eq(excelImports.id, importId));
    if (job) await job.complete(tx);
  });
}

function countsOf(tally: ImportTally) {
  return {
    totalCompanies: tally.total_companies,
    companiesCreated: tally.companies_created,
    companiesUpdated: tally.companies_updated,
    companiesUnchanged: tally.companies_unchanged,
    companiesFailed: tally.companies_failed,
    membersCreated: tally.members_created,
    membersUpdated: tally.members_updated,
    membersUnchanged: tally.members_unchanged,
    membersFailed: tally.members_failed,
  };
}

async function runImport(
  deps: ImportDeps,
  job: JobContext<ImportRunPayload>,
  record: ImportRecord,
  batchRows: number,
): Promise<void> {
  const { db, services } = deps;
  const importId = record.id;
  const importer = await importerOf(db, record.createdBy);
  if (!importer) return endImport(deps, job, importId, { status: "Failed", failure: NO_IMPORTER });
  const source = { storageKey: record.storageKey, fileKind: record.fileKind };
  let header = record.header;

  if (record.rowsTotal === null) {
    // Counted first, so that progress has a total and a file that cannot be read fails before anything is written.
    let headerCells: unknown[] = [];
    const { rows } = await readSheet(services.storage, source, {
      onHeader: (read) => {
        headerCells = jsonCells(read.cells);
      },
      onCompany: () => undefined,
    });
    header = headerCells;
    await db
      .update(excelImports)
      .set({ rowsTotal: rows, header, modified: sql`now()` })
      .where(eq(excelImports.id, importId));
    await job.extendLease();
  }

  const resolve = await loadLabelResolver(db);
  // A tally committed before a count was added to it goes on from that count's zero.
  let tally: ImportTally = { ...emptyTally(), ...record.tally };
  let rowsDone = record.rowsDone;
  let resumeAfter = record.resumeAfterRow;
  const batcher = createBatcher(
    batchRows,
    async (batch) => {
      // The server is stopping: hand the run back between batches; the next worker goes on from here.
      if (job.stopping()) throw new JobStoppedError(job.id);
      await job.extendLease();
      const next: ImportTally = structuredClone(tally);
      await db.transaction(async (tx) => {
        await leaveOutOfAudit(tx);
        const [locked] = await tx
          .select({ resumeAfterRow: excelImports.resumeAfterRow })
          .from(excelImports)
          .where(eq(excelImports.id, importId))
          .for("update");
        // Another run of this job went on from here already: this one has lost its lease.
        if (!locked || locked.resumeAfterRow !== resumeAfter) throw new JobLeaseLostError(job.id);
        const lookup = importLookup(resolve, await loadBatch(tx, batch.keys, importer));
        const plans = batch.companies.map((company) => planImportCompany(company, lookup));
        // Counted as written: a row whose values are stored already counts as unchanged.
        const written = await writeBatch(tx, importId, importer, plans);
        for (const plan of written) addToTally(next, plan);
        await tx
          .update(excelImports)
          .set({
            rowsDone: rowsDone + batch.rows,
            resumeAfterRow: batch.lastRow,
            tally: next,
            ...countsOf(next),
            modified: sql`now()`,
          })
          .where(eq(excelImports.id, importId));
      });
      tally = next;
      rowsDone += batch.rows;
      resumeAfter = batch.lastRow;
    },
    { splitOnRepeat: true },
  );
  await readSheet(services.storage, source, {
    skipThrough: resumeAfter,
    onCompany: (company) => batcher.add(company),
  });
  await batcher.end();
  await job.extendLease();

  const status = importEndStatus(tally);
  const errorLogKey =
    status === "Completed With Errors" ? await storeErrorLog(deps, record, header ?? []) : null;
  await endImport(deps, job, importId, { status, errorLogKey });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The run job's handler. */
export function importRunHandler(
  deps: ImportDeps,
  options: ImportRunOptions = {},
): JobHandler<ImportRunPayload> {
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  return async (job) => {
    const { importId } = job.payload;
    const record = await loadImport(deps.db, importId);
    await job.onBehalfOf(record?.createdBy ?? null);
    // Cancelled (removed), or ended by an earlier run whose job was not marked done.
    if (!record || record.phase === "ended" || record.phase === "undone" || record.phase === "previewed")
      return;
    if (record.phase === "queued") {
      await deps.db
        .update(excelImports)
        .set({ phase: "running", status: "Processing", modified: sql`now()` })
        .where(eq(excelImports.id, importId));
    }
    try {
      await runImport(deps, job, record, batchRows);
    } catch (error) {
      if (error instanceof JobLeaseLostError || error instanceof JobStoppedError) throw error;
      if (error instanceof WorkbookError || error instanceof ImportLayoutError) {
        await endImport(deps, job, importId, { status: "Failed", failure: error.message });
        return;
      }
      if (job.attempt >= job.maxAttempts) {
        await endImport(deps, null, importId, {
          status: "Failed",
          failure: `The import stopped before its end: ${messageOf(error)}`,
        }).catch(() => undefined);
      }
      throw error;
    }
  };
}

/** Registers the run job's handler (the routes plugin calls it with app.jobs). */
export function registerImportJob(
  handlers: { handle: JobHandlers["handle"] },
  deps: ImportDeps,
  options: ImportRunOptions = {},
): void {
  handlers.handle<ImportRunPayload>(IMPORT_RUN_JOB, importRunHandler(deps, options));
}

import { eq, sql } from "drizzle-orm";
import {
  addToTally,
  emptyTally,
  planImportCompany,
  rememberPlanned,
  type SeenInFile,
  type SheetHeader,
  tallyPreview,
} from "@pipeline/contract";
import { excelImports } from "../../db/schema";
import { createBatcher, DEFAULT_BATCH_ROWS } from "./batches";
import { importLookup, loadBatch, loadLabelResolver } from "./context";
import { type ImportRecord, loadImport } from "./record";
import { SeenKeys } from "./seenKeys";
import { jsonCells, readSheet } from "./sheet";
import type { ImportDeps, Importer } from "./types";

/**
 * Reads the stored workbook of a record in phase previewed and stores its preview, header and
 * rows_total on it. Writes no company or member: a company an earlier row would create is
 * remembered by its key (the file's only state kept across batches, beside the first row naming
 * each company that readSheet keeps), so that later rows find its members as the run will; a later
 * row naming the same company fails as a repeat, as in the run. Throws WorkbookError /
 * ImportLayoutError, whose messages are for the user.
 */
export async function previewImport(
  deps: ImportDeps,
  importId: number,
  importer: Importer,
  signal?: AbortSignal,
  { batchRows = DEFAULT_BATCH_ROWS }: { batchRows?: number } = {},
): Promise<void> {
  const { db } = deps;
  const record = await loadImport(db, importId);
  if (!record || record.phase !== "previewed")
    throw new Error(`Import ${importId} is not waiting for a preview.`);
  const seen = { companies: new SeenKeys(), members: new SeenKeys() } satisfies SeenInFile;
  try {
    await previewRows(deps, record, importer, seen, signal, batchRows);
  } finally {
    seen.companies.dispose();
    seen.members.dispose();
  }
}

async function previewRows(
  deps: ImportDeps,
  record: ImportRecord,
  importer: Importer,
  seen: { companies: SeenKeys; members: SeenKeys },
  signal: AbortSignal | undefined,
  batchRows: number,
): Promise<void> {
  const { db } = deps;
  const resolve = await loadLabelResolver(db);
  const tally = emptyTally();
  let header: SheetHeader | null = null;

  const batcher = createBatcher(
    batchRows,
    async (batch) => {
      const lookup = importLookup(resolve, await loadBatch(db, batch.keys, importer));
      for (const company of batch.companies) {
        const plan = planImportCompany(company, lookup, seen);
        addToTally(tally, plan);
        rememberPlanned(plan, seen);
      }
    },
    { splitOnRepeat: false },
  );
  const { rows } = await readSheet(
    deps.services.storage,
    { storageKey: record.storageKey, fileKind: record.fileKind },
    {
      signal,
      onHeader: (read) => {
        header = read;
      },
      onCompany: (company) => batcher.add(company),
    },
  );
  await batcher.end();
  const read = header as SheetHeader | null;
  await db
    .update(excelImports)
    .set({
      preview: tallyPreview(tally, rows),
      header: read ? jsonCells(read.cells) : [],
      rowsTotal: rows,
      modified: sql`now()`,
    })
    .where(eq(excelImports.id, record.id));
}

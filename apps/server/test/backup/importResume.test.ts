import path from "node:path";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME } from "@pipeline/contract";
import { restoreArchive } from "../../src/backup";
import type { Database, OpenedDatabase } from "../../src/db/database";
import { companies, companyMembers, excelImports, jobs } from "../../src/db/schema";
import { JobLeaseLostError, type JobHandler } from "../../src/jobs";
import {
  IMPORT_RUN_JOB,
  type ImportDeps,
  importRunHandler,
  type ImportRunPayload,
  queueImportRun,
} from "../../src/modules/imports";
import { createRepositories } from "../../src/repositories";
import { seed } from "../../src/seed";
import { temporaryServices } from "../../src/services";
import { createDiskStorage } from "../../src/storage";
import { ADMIN } from "../api/liveServer";
import { SETUP_TIMEOUT_MS, testDatabase } from "../db/testDatabase";
import { untilState, workers } from "../jobs/jobWorld";
import { company, emailOf, member, named } from "../imports/lines";
import { databaseState, openEmbedded, scratch, writeBackup } from "./backupWorld";

// An Excel import commits in batches, each in one transaction with the import's progress. A backup
// taken between two batches holds the import as a crash would leave it: Processing, its job
// running under a lease that no process will renew, the rows of its committed batches and none of
// the others. Restored, the import goes on after its last committed row once the lease runs out,
// as after a crash, and ends with every row written once.

const source = testDatabase({ reset: false });
const folder = scratch();
const sourceWorkers = workers(() => source.db);
let restored: OpenedDatabase | null = null;
const restoredWorkers = workers(() => (restored as OpenedDatabase).db);
let sourceDir = "";
let services: ReturnType<typeof temporaryServices>;
let adminId = 0;

const BATCH_ROWS = 4;
const names = Array.from({ length: 6 }, () => named("Resumed"));
const people = names.flatMap(() => [named("Pat"), named("Pen")]);

beforeAll(async () => {
  await seed(source.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  adminId = (await createRepositories(source.db).users.findForLogin(ADMIN.username))?.id ?? 0;
  sourceDir = await folder("import-source");
  services = temporaryServices({ storage: createDiskStorage(path.join(sourceDir, "files")) });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  services.dispose();
  await restored?.close();
});

const deps = (db: Database, dir: string): ImportDeps => ({
  db,
  services: { ...services.services, storage: createDiskStorage(path.join(dir, "files")) },
  config: { importUndoDays: 7 },
});

/** Twelve rows: six companies of two members each, on the seeded reference lists. */
async function workbook(): Promise<string> {
  const lines = names.flatMap((name, index) => [
    {
      ...company(name, { Locations: "India" }),
      ...member(people[index * 2] ?? "", { "Member Designations": "Founder" }),
    },
    member(people[index * 2 + 1] ?? "", { "Member Designations": "Founder" }),
  ]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(IMPORT_SHEET_NAME);
  const headers = IMPORT_COLUMNS.map((column) => column.header);
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(headers.map((header) => line[header] ?? null));
  const file = path.join(sourceDir, "leads.xlsx");
  await book.xlsx.writeFile(file);
  return file;
}

/** Stores the workbook and queues its import as the route does; answers the import's and its job's ids. */
async function queued(): Promise<{ importId: number; jobId: number }> {
  const file = await workbook();
  const key = "excel-imports/uploads/leads.xlsx";
  await services.services.storage.put(key, createReadStream(file));
  const [row] = await source.db
    .insert(excelImports)
    .values({
      fileName: "leads.xlsx",
      fileKind: "xlsx",
      storageKey: key,
      sizeBytes: (await stat(file)).size,
      createdBy: adminId,
    })
    .returning({ id: excelImports.id });
  const importId = row?.id ?? 0;
  await source.db.transaction((tx) => queueImportRun(tx, importId));
  const [job] = await source.db
    .select({ id: excelImports.jobId })
    .from(excelImports)
    .where(eq(excelImports.id, importId));
  return { importId, jobId: job?.id ?? 0 };
}

/**
 * The real run, whose process is gone after its second batch: its lease is never renewed again.
 * `cut` resolves once it has stopped there.
 */
function cutAfterTwoBatches(run: JobHandler<ImportRunPayload>) {
  let stopped: () => void = () => undefined;
  const cut = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  const handler: JobHandler<ImportRunPayload> = async (job) => {
    let extensions = 0;
    await run({
      ...job,
      // Once after counting the rows, then before each batch: the fourth never comes back.
      extendLease: async () => {
        extensions += 1;
        if (extensions >= 4) {
          stopped();
          throw new JobLeaseLostError(job.id);
        }
        await job.extendLease();
      },
    });
  };
  return { handler, cut };
}

async function importRow(db: Database, id: number) {
  const [row] = await db.select().from(excelImports).where(eq(excelImports.id, id));
  return row;
}

describe("a backup taken while an import runs", () => {
  it(
    "restores the import as a crash leaves it, and the restored import ends with every row once",
    async () => {
      const { importId, jobId } = await queued();
      const run = cutAfterTwoBatches(importRunHandler(deps(source.db, sourceDir), { batchRows: BATCH_ROWS }));
      const worker = sourceWorkers({ [IMPORT_RUN_JOB]: run.handler as never }, { leaseMs: 1000 });
      await run.cut;
      await worker.stop();

      const archive = path.join(await folder("import-archive"), "busy.tar.gz");
      await writeBackup(
        {
          db: source.db,
          kind: source.kind,
          dataDir: sourceDir,
          storage: { kind: "disk", dir: path.join(sourceDir, "files") },
        },
        archive,
      );
      const snapshot = await databaseState(source.db);

      const dataDir = path.join(await folder("import-restored"), "data");
      await restoreArchive(archive, {
        dataDir,
        databaseUrl: null,
        storage: { kind: "disk", dir: path.join(dataDir, "files") },
      });
      restored = await openEmbedded(dataDir);
      const db = restored.db;
      expect(await databaseState(db)).toEqual(snapshot);
      expect(await importRow(db, importId)).toMatchObject({
        phase: "running",
        status: "Processing",
        rowsTotal: 12,
        rowsDone: 8,
        companiesCreated: 4,
        membersCreated: 8,
      });
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job).toMatchObject({ state: "running", attempts: 1 });
      // All or nothing per batch: the companies of the committed rows, each with both members.
      const made = await db.select().from(companies).where(inArray(companies.companyName, names));
      expect(made.map((row) => row.companyName).sort()).toEqual(names.slice(0, 4).sort());

      restoredWorkers(
        { [IMPORT_RUN_JOB]: importRunHandler(deps(db, dataDir), { batchRows: BATCH_ROWS }) as never },
        { leaseMs: 1000 },
      );
      await untilState(db, jobId, "done");
      expect(await importRow(db, importId)).toMatchObject({
        phase: "ended",
        status: "Completed",
        rowsDone: 12,
        companiesCreated: 6,
        membersCreated: 12,
      });
      const all = await db.select().from(companies).where(inArray(companies.companyName, names));
      expect(all.map((row) => row.companyName).sort()).toEqual([...names].sort());
      const members = await db
        .select()
        .from(companyMembers)
        .where(inArray(companyMembers.email, people.map(emailOf)));
      expect(members.map((row) => row.email).sort()).toEqual(people.map(emailOf).sort());
    },
    SETUP_TIMEOUT_MS,
  );
});

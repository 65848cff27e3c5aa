import { mkdtemp, rm, stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll } from "vitest";
import {
  IMPORT_COLUMNS,
  IMPORT_SHEET_NAME,
  type Id,
  type LookupKind,
  type RoleName,
} from "@pipeline/contract";
import type { Database } from "../../src/db/database";
import { companies, companyMembers, excelImports, jobs, lookups } from "../../src/db/schema";
import {
  type ImportDeps,
  importRunHandler,
  type ImportRunOptions,
  type ImportRunPayload,
  queueImportRun,
} from "../../src/modules/imports";
import { type JobContext, JobLeaseLostError } from "../../src/jobs";
import { createRepositories } from "../../src/repositories";
import { seed } from "../../src/seed";
import { createDiskStorage } from "../../src/storage";
import { temporaryServices } from "../../src/services";
import { ADMIN } from "../api/liveServer";
import { lookupInput, userInput, uniqueLetters } from "../db/fixtures";
import { testDatabase } from "../db/testDatabase";
import { untilState, workers } from "../jobs/jobWorld";

// What the import engine's tests build on: one database for the file (seeded once), a disk file
// storage, reference entries and users, workbooks written by exceljs, and import records run
// through the real durable job.

export const HEADERS = IMPORT_COLUMNS.map((column) => column.header);

/** A row of the sheet by header; headers left out are empty. */
export type SheetLine = Partial<Record<string, ExcelJS.CellValue>>;

/** The value, or the test fails saying what was missing. */
export function found<T>(value: T | null | undefined, what = "a value"): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
}

export function importWorld() {
  const database = testDatabase({ reset: false });
  let dir = "";
  let services: ReturnType<typeof temporaryServices> | null = null;
  const runWorker = workers(() => database.db);

  beforeAll(async () => {
    await seed(database.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
    dir = await mkdtemp(path.join(tmpdir(), "import-test-"));
    services = temporaryServices({ storage: createDiskStorage(path.join(dir, "files")) });
  });
  afterAll(async () => {
    services?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const db = (): Database => database.db;
  const deps = (undoDays = 7): ImportDeps => ({
    db: database.db,
    services: found(services).services,
    config: { importUndoDays: undoDays },
  });
  const repos = () => createRepositories(database.db);

  /** An entry of the list with this label, made when the list has none. */
  async function lookup(kind: LookupKind, label: string): Promise<Id> {
    const [found] = await db()
      .select({ id: lookups.id })
      .from(lookups)
      .where(and(eq(lookups.kind, kind), sql`lower(${lookups.label}) = ${label.toLowerCase()}`));
    if (found) return found.id;
    return (await repos().lookups.create(kind, { ...lookupInput(kind, label), label })).id;
  }

  async function user(roles: RoleName[] = ["USER"], assigned: { company?: Id[] } = {}): Promise<Id> {
    const key = uniqueLetters();
    const created = await repos().users.create(
      userInput(`Imp${key}`, { country: [], practice: [], company: assigned.company ?? [] }),
      null,
      roles,
    );
    return created.id;
  }

  /** Writes an .xlsx of the lines under the header (the full template's by default). */
  async function xlsx(lines: SheetLine[], headers: string[] = HEADERS): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(IMPORT_SHEET_NAME);
    sheet.addRow(headers);
    for (const line of lines) sheet.addRow(headers.map((header) => line[header] ?? null));
    const file = path.join(dir, `${uniqueLetters()}.xlsx`);
    await workbook.xlsx.writeFile(file);
    return file;
  }

  /** An import record of the file, created by the user, in the phase given. */
  async function record(
    file: string,
    createdBy: Id,
    phase: "previewed" | "queued" = "queued",
  ): Promise<number> {
    const kind = file.endsWith(".xls") ? "xls" : "xlsx";
    const key = `imports/${uniqueLetters()}.${kind}`;
    const { size } = await stat(file);
    await found(services).services.storage.put(key, createReadStream(file));
    const [row] = await db()
      .insert(excelImports)
      .values({
        fileName: path.basename(file),
        fileKind: kind,
        storageKey: key,
        sizeBytes: size,
        phase,
        createdBy,
      })
      .returning({ id: excelImports.id });
    return found(row).id;
  }

  /** Queues the import's run and lets a worker run it to its end. */
  async function run(importId: number, options: ImportRunOptions = {}, undoDays = 7) {
    await db().transaction((tx) => queueImportRun(tx, importId));
    const [queued] = await db()
      .select({ jobId: excelImports.jobId })
      .from(excelImports)
      .where(eq(excelImports.id, importId));
    const worker = runWorker({ "excel-import.run": importRunHandler(deps(undoDays), options) as never });
    try {
      await untilState(db(), found(queued?.jobId, "the run's job"), "done");
    } finally {
      await worker.stop();
    }
    return read(importId);
  }

  /** Runs the handler itself with a lease that is lost at the `loseAt`-th extension. */
  async function runCutShort(importId: number, loseAt: number, options: ImportRunOptions) {
    let extensions = 0;
    const context: JobContext<ImportRunPayload> = {
      id: 0,
      kind: "excel-import.run",
      payload: { importId },
      attempt: 1,
      maxAttempts: 5,
      leaseMs: 60_000,
      extendLease: async () => {
        extensions += 1;
        if (extensions >= loseAt) throw new JobLeaseLostError(0);
      },
      complete: async () => undefined,
      stopping: () => false,
      onBehalfOf: async () => undefined,
    };
    return importRunHandler(deps(), options)(context);
  }

  async function read(importId: number) {
    const [row] = await db().select().from(excelImports).where(eq(excelImports.id, importId));
    return found(row, `import ${importId}`);
  }

  async function counts() {
    const [c] = await db().select({ n: count() }).from(companies);
    const [m] = await db().select({ n: count() }).from(companyMembers);
    return { companies: found(c).n, members: found(m).n };
  }

  async function companiesNamed(names: string[]) {
    return db().select().from(companies).where(inArray(companies.companyName, names));
  }

  async function membersWith(emails: string[]) {
    return db().select().from(companyMembers).where(inArray(companyMembers.email, emails));
  }

  async function jobCount() {
    const [row] = await db().select({ n: count() }).from(jobs);
    return found(row).n;
  }

  return {
    db,
    deps,
    lookup,
    user,
    xlsx,
    record,
    run,
    runCutShort,
    read,
    counts,
    companiesNamed,
    membersWith,
    jobCount,
  };
}

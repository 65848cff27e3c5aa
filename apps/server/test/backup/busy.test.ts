import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ExcelImportDetail } from "@pipeline/contract";
import { readControl } from "../../src/backup";
import type { Database } from "../../src/db/database";
import { companies, companyMembers, excelImports } from "../../src/db/schema";
import { companyRow, workbookBytes } from "../api/excelImportsWorld";
import { databaseState, filesState, openEmbedded, scratch } from "./backupWorld";
import { embeddedEnv, runCommand, type RunningServer, startServer } from "./processes";
import { lettersOf } from "../../../../tests/support/names.mjs";

// A busy installation backed up as an operator does it: a running server process on the embedded
// database, an Excel import under way through the real route and job. The archive taken while the
// import runs is one snapshot: restored, the import's rows are there for its committed batches
// and not otherwise, and the restored server takes the import up and ends it as the source did.
// Once quiet, `npm run backup` (through the running server) and `npm run restore` give back every
// table's rows and every file's bytes as the source holds them.

const folder = scratch();
/** Companies of one row each: enough rows for several of the import's batches (5000 rows each). */
const COMPANIES = 12_000;
const PREFIX = "Busy";
const SEEDED = { location: "India", industry: "Software", designation: "Founder" };

async function until(server: RunningServer, id: number, done: (detail: ExcelImportDetail) => boolean) {
  const adapter = await server.admin();
  for (;;) {
    const detail = await adapter.excelImports.get(id);
    if (done(detail)) return detail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Asks the running server for its archive as `npm run backup` does, with the key of its control file. */
async function backupThroughServer(dataDir: string, file: string): Promise<void> {
  const control = readControl(dataDir);
  const answer = await fetch(`${control?.url}/ops/backup`, {
    headers: { authorization: `Bearer ${control?.key}` },
  });
  expect(answer.status).toBe(200);
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), createWriteStream(file));
}

async function imported(db: Database, id: number) {
  const [record] = await db.select().from(excelImports).where(eq(excelImports.id, id));
  const [made] = await db
    .select({ n: count() })
    .from(companies)
    .where(like(companies.companyName, `${PREFIX} %`));
  const [members] = await db
    .select({ n: count() })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(like(companies.companyName, `${PREFIX} %`));
  return { record, companies: made?.n ?? 0, members: members?.n ?? 0 };
}

describe("a backup of a running installation", () => {
  it("is one snapshot while an import runs, and gives back the whole installation once quiet", async () => {
    const work = await folder("busy");
    const sourceDir = path.join(work, "source");
    const sheet = await workbookBytes(
      Array.from({ length: COMPANIES }, (_, index) => companyRow(SEEDED, `${PREFIX} ${lettersOf(index)}`)),
    );
    // A shorter lease than the default: the restored import is taken up soon after its restore,
    // and a batch still ends well within it on a busy machine.
    const source = await startServer(sourceDir, { JOB_LEASE_SECONDS: "20" });
    let restoredServer: RunningServer | null = null;
    try {
      const admin = await source.admin();
      const started = await admin.excelImports.upload(new File([new Uint8Array(sheet)], "leads.xlsx"));
      const id = started.data.id;
      await until(source, id, (detail) => detail.rows_done > 0 || detail.phase === "ended");
      const busy = path.join(work, "busy.tar.gz");
      await backupThroughServer(sourceDir, busy);
      const ended = await until(source, id, (detail) => detail.phase === "ended");
      expect(ended).toMatchObject({
        status: "Completed",
        companies_created: COMPANIES,
        members_created: COMPANIES,
      });

      const quiet = path.join(work, "quiet.tar.gz");
      const backup = await runCommand("backup", quiet, embeddedEnv(sourceDir));
      expect(backup.output).toContain("runs on this data folder: it makes the backup.");
      expect(backup).toMatchObject({ code: 0 });
      await source.stop();

      const quietDir = path.join(work, "quiet");
      expect(await runCommand("restore", quiet, embeddedEnv(quietDir))).toMatchObject({ code: 0 });
      const again = await runCommand("restore", quiet, embeddedEnv(quietDir));
      expect(again.code).toBe(1);
      expect(again.output).toContain(`The data folder ${quietDir} is not empty`);

      // The quiet archive against the stopped source: every table, every file, the keys.
      const sourceDb = await openEmbedded(sourceDir);
      const quietDb = await openEmbedded(quietDir);
      let sourceEnd;
      try {
        expect(await databaseState(quietDb.db)).toEqual(await databaseState(sourceDb.db));
        sourceEnd = await imported(sourceDb.db, id);
      } finally {
        await Promise.all([sourceDb.close(), quietDb.close()]);
      }
      expect(await filesState(path.join(quietDir, "files"))).toEqual(
        await filesState(path.join(sourceDir, "files")),
      );
      expect(Object.keys(await filesState(path.join(sourceDir, "files")))).toHaveLength(1);
      for (const key of ["envelope.key", "file-signing.key"]) {
        expect(await readFile(path.join(quietDir, key))).toEqual(await readFile(path.join(sourceDir, key)));
      }

      // The busy archive: the import as of its snapshot, its batches all there or not at all.
      const busyDir = path.join(work, "busy");
      expect(await runCommand("restore", busy, embeddedEnv(busyDir))).toMatchObject({ code: 0 });
      const busyDb = await openEmbedded(busyDir);
      try {
        const caught = await imported(busyDb.db, id);
        expect(caught.companies).toBe(caught.record?.companiesCreated);
        expect(caught.members).toBe(caught.record?.membersCreated);
        expect(caught.companies).toBe(caught.record?.rowsDone);
      } finally {
        await busyDb.close();
      }
      restoredServer = await startServer(busyDir);
      const resumed = await until(restoredServer, id, (detail) => detail.phase === "ended");
      expect(resumed).toMatchObject({
        status: ended.status,
        rows_done: ended.rows_done,
        companies_created: ended.companies_created,
        members_created: ended.members_created,
        companies_failed: 0,
      });
      await restoredServer.stop();
      restoredServer = null;
      const resumedDb = await openEmbedded(busyDir);
      try {
        const end = await imported(resumedDb.db, id);
        expect([end.companies, end.members]).toEqual([sourceEnd.companies, sourceEnd.members]);
      } finally {
        await resumedDb.close();
      }
    } finally {
      await source.stop();
      await restoredServer?.stop();
    }
  }, 300_000);
});

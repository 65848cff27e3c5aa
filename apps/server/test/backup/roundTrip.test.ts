import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExcelImportDetail, Id } from "@pipeline/contract";
import { type BackupSource, restoreArchive, verifyArchive } from "../../src/backup";
import type { StorageConfig } from "../../src/config";
import type { OpenedDatabase } from "../../src/db/database";
import { openDatabase } from "../../src/db/openDatabase";
import { resolveEnvelopeKey } from "../../src/envelopeKey";
import { createMailer } from "../../src/mail";
import { resolveFileSigningSecret } from "../../src/services";
import { createDiskStorage } from "../../src/storage";
import { addComment, addJourneyItem, caller, companyBody, companyWorld } from "../api/companyWorld";
import {
  companyRow,
  detailOf,
  labelsOf,
  memberRow,
  sendWorkbook,
  workbookBytes,
} from "../api/excelImportsWorld";
import { injectedApp } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { DOCUMENT_TASK, upload } from "../documents/documentWorld";
import { pdfBytes } from "../documents/fixtures";
import { FAST } from "../jobs/jobWorld";
import {
  databaseState,
  type DatabaseState,
  emptyDatabases,
  entriesOf,
  filesState,
  openEmbedded,
  POSTGRES_SERVER,
  scratch,
  writeBackup,
} from "./backupWorld";

// An installation in use (companies, a journey, a document, an Excel import with its error log, a
// message in the outbox, the generated keys) backed up and restored: every table's rows, every
// sequence, every file's bytes and the keys come back as they were, on the embedded database and
// on PostgreSQL alike (PGlite -> PostgreSQL -> PGlite when a PostgreSQL server is at hand).

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-backup-source-"));
const mailer = createMailer({ smtpUrl: null, dataDir });
const server = injectedApp({
  services: {
    storage: createDiskStorage(path.join(dataDir, "files")),
    mailer,
    fileSigningSecret: resolveFileSigningSecret(null, dataDir),
  },
  runJobs: FAST,
});
const folder = scratch();
const emptyDatabase = emptyDatabases();

afterAll(() => {
  mailer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const diskAt = (dir: string): StorageConfig => ({ kind: "disk", dir: path.join(dir, "files") });

function sourceOf(opened: Pick<OpenedDatabase, "db" | "kind">, dir: string): BackupSource {
  return { db: opened.db, kind: opened.kind, dataDir: dir, storage: diskAt(dir) };
}

async function ended(token: string, id: Id): Promise<ExcelImportDetail> {
  for (;;) {
    const detail = detailOf(await caller(server, token).get(`excel-import/${id}/`));
    if (detail.phase === "ended") return detail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  resolveEnvelopeKey(null, dataDir);
  const world = await companyWorld(server, "Backup one", "Backup two");
  const companyId = await world.admin.create(companyBody(world.one));
  await addJourneyItem(server, { companyId, taskId: 1, message: "First call, ünïcödé and 'quotes'" });
  await addComment(server, companyId, "A comment\nover two lines");
  const document = await upload(server, world.adminToken, { company_id: companyId, ...DOCUMENT_TASK }, [
    ["file", "report.pdf", pdfBytes("Backed up")],
  ]);
  expect(document.status).toBe(200);
  const labels = labelsOf("Backup one");
  const sheet = await workbookBytes([
    companyRow(labels, "Alpha Backup"),
    memberRow(labels, "SecondBackup"),
    companyRow(labels, "Beta Backup", { Locations: "Atlantis" }),
  ]);
  const started = detailOf(await sendWorkbook(server, world.adminToken, "leads.xlsx", sheet));
  expect(await ended(world.adminToken, started.id)).toMatchObject({ status: "Completed With Errors" });
  await mailer.send({
    from: "deals@pipeline.test",
    to: ["ada@example.com"],
    subject: "Kept",
    html: "<p>Hi</p>",
  });
}, SETUP_TIMEOUT_MS);

async function localFiles(dir: string) {
  return {
    files: await filesState(path.join(dir, "files")),
    outbox: await filesState(path.join(dir, "outbox")),
    envelopeKey: await readFile(path.join(dir, "envelope.key"), "utf8"),
    signingKey: await readFile(path.join(dir, "file-signing.key"), "utf8"),
  };
}

async function stateOf(config: { dataDir: string; databaseUrl: string | null }): Promise<DatabaseState> {
  const opened = await openDatabase(config);
  try {
    return await databaseState(opened.db);
  } finally {
    await opened.close();
  }
}

describe("a backup restored", () => {
  it(
    "gives back every row, sequence, file and key; a backup of the restore is the same archive",
    async () => {
      const work = await folder("backup-files");
      const first = path.join(work, "first.tar.gz");
      const made = await writeBackup(sourceOf(server.database, dataDir), first);
      const source = await databaseState(server.database.db);
      const sourceFiles = await localFiles(dataDir);
      expect(Object.keys(sourceFiles.files)).toHaveLength(3);
      expect(Object.keys(sourceFiles.outbox)).toHaveLength(1);
      expect(made.storage).toMatchObject({ kind: "disk", files: 3 });
      expect(made.keys).toEqual(["envelope.key", "file-signing.key"]);
      expect(await verifyArchive(first)).toEqual(made);
      const rows = Object.fromEntries(made.database.tables.map((table) => [table.name, table.rows]));
      expect(rows).toEqual(
        Object.fromEntries(Object.entries(source.tables).map(([name, r]) => [name, r.length])),
      );

      // Through PostgreSQL when there is one: PGlite -> PostgreSQL (or PostgreSQL -> PostgreSQL).
      const middleDir = await folder("restore-middle");
      const middle = { dataDir: middleDir, databaseUrl: POSTGRES_SERVER ? await emptyDatabase() : null };
      const restored = await restoreArchive(first, { ...middle, storage: diskAt(middleDir) });
      expect(restored.rows).toBe(Object.values(rows).reduce((sum, n) => sum + n, 0));
      expect(await stateOf(middle)).toEqual(source);
      expect(await localFiles(middleDir)).toEqual(sourceFiles);

      const second = path.join(work, "second.tar.gz");
      const opened = await openDatabase(middle);
      let again;
      try {
        again = await writeBackup(sourceOf(opened, middleDir), second);
      } finally {
        await opened.close();
      }
      expect(entriesOf(again)).toEqual(entriesOf(made));
      expect(again.database.sequences).toEqual(made.database.sequences);
      expect(again.database.migrations).toEqual(made.database.migrations);

      // And back into an embedded data folder.
      const lastDir = path.join(await folder("restore-last"), "data");
      await restoreArchive(second, { dataDir: lastDir, databaseUrl: null, storage: diskAt(lastDir) });
      const last = await openEmbedded(lastDir);
      try {
        expect(await databaseState(last.db)).toEqual(source);
      } finally {
        await last.close();
      }
      expect(await localFiles(lastDir)).toEqual(sourceFiles);
    },
    SETUP_TIMEOUT_MS * 3,
  );
});

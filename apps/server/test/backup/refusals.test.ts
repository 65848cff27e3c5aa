import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import tar from "tar-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { buildApp } from "../../src/app";
import {
  ArchiveError,
  claimDataDir,
  DataDirInUseError,
  readControl,
  releaseDataDir,
  restoreArchive,
  TargetNotEmptyError,
  verifyArchive,
  withRemovalHold,
} from "../../src/backup";
import { readArchive } from "../../src/backup/archive";
import { countRelations } from "../../src/backup/catalog";
import { CONTROL_FILE } from "../../src/backup/control";
import type { BackupSource } from "../../src/backup/create";
import { KEY_MISSING_MESSAGE, KEY_WRONG_MESSAGE } from "../../src/backup/plugin";
import { openDatabase } from "../../src/db/openDatabase";
import { resolveEnvelopeKey } from "../../src/envelopeKey";
import { createRepositories } from "../../src/repositories";
import { createDiskStorage } from "../../src/storage";
import { seed } from "../../src/seed";
import { ADMIN } from "../api/liveServer";
import { SETUP_TIMEOUT_MS, testDatabase } from "../db/testDatabase";
import { emptyDatabases, POSTGRES_SERVER, scratch, writeBackup } from "./backupWorld";

// What a restore refuses, and that a refusal writes nothing: a target that holds anything, an
// archive changed or cut off after it was made, an archive of a newer release; a data folder
// another process holds; and the backup route without its key.

const database = testDatabase({ reset: false });
const folder = scratch();
const emptyDatabase = emptyDatabases();
let sourceDir = "";
let archive = "";

const disk = (dir: string) => ({ kind: "disk" as const, dir: path.join(dir, "files") });
const embeddedAt = (dir: string) => ({ dataDir: dir, databaseUrl: null, storage: disk(dir) });

function sourceOf(): BackupSource {
  return { db: database.db, kind: database.kind, dataDir: sourceDir, storage: disk(sourceDir) };
}

beforeAll(async () => {
  await seed(database.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  sourceDir = await folder("refusals-source");
  await mkdir(path.join(sourceDir, "files", "companies", "1"), { recursive: true });
  await writeFile(path.join(sourceDir, "files", "companies", "1", "a.pdf"), "%PDF-1.4 kept");
  resolveEnvelopeKey(null, sourceDir);
  archive = path.join(await folder("refusals-archive"), "source.tar.gz");
  await writeBackup(sourceOf(), archive);
}, SETUP_TIMEOUT_MS);

type Part = { path: string; bytes: Buffer };

/** The archive's entries, changed by `change` (null drops one), packed again as a tar.gz. */
async function repacked(change: (parts: Part[]) => Part[]): Promise<string> {
  const parts: Part[] = [];
  for await (const entry of readArchive(archive)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    parts.push({ path: entry.path, bytes: Buffer.concat(chunks) });
  }
  const pack = tar.pack();
  for (const part of change(parts)) pack.entry({ name: part.path, size: part.bytes.length }, part.bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = path.join(await folder("changed"), "changed.tar.gz");
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

/** Restores into a new data folder (and an empty database when there is a server); both stay empty. */
async function refusedWithoutWriting(file: string, message: RegExp): Promise<void> {
  const dataDir = path.join(await folder("refused"), "data");
  const databaseUrl = POSTGRES_SERVER ? await emptyDatabase() : null;
  await expect(restoreArchive(file, { dataDir, databaseUrl, storage: disk(dataDir) })).rejects.toThrow(
    message,
  );
  expect(existsSync(dataDir)).toBe(false);
  if (databaseUrl) {
    const opened = await openDatabase({ dataDir, databaseUrl });
    try {
      expect(await countRelations(opened.db)).toBe(0);
    } finally {
      await opened.close();
    }
  }
}

describe("a restore", () => {
  it(
    "refuses a data folder that holds anything, leaving it as it was",
    async () => {
      const dataDir = await folder("not-empty");
      await writeFile(path.join(dataDir, "notes.txt"), "mine");
      const refused = restoreArchive(archive, embeddedAt(dataDir));
      await expect(refused).rejects.toThrow(TargetNotEmptyError);
      await expect(refused).rejects.toThrow(/is not empty \(it holds notes\.txt\)/);
      expect(await readdir(dataDir)).toEqual(["notes.txt"]);
    },
    SETUP_TIMEOUT_MS,
  );

  it.skipIf(!POSTGRES_SERVER)(
    "refuses a database that is not empty, leaving it as it was",
    async () => {
      const databaseUrl = await emptyDatabase();
      const opened = await openDatabase({ dataDir: "", databaseUrl });
      try {
        await opened.db.execute(`create table kept (id integer)`);
        const dataDir = path.join(await folder("db-not-empty"), "data");
        await expect(
          restoreArchive(archive, { dataDir, databaseUrl, storage: disk(dataDir) }),
        ).rejects.toThrow(/database DATABASE_URL names is not empty/);
        expect(existsSync(dataDir)).toBe(false);
        expect(await countRelations(opened.db)).toBe(1);
      } finally {
        await opened.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "refuses an archive changed after it was made, before writing anything",
    async () => {
      const changedRow = await repacked((parts) =>
        parts.map((part) =>
          part.path === "database/users.jsonl"
            ? { ...part, bytes: Buffer.from(part.bytes.toString("utf8").replace("admin", "adnim")) }
            : part,
        ),
      );
      await expect(verifyArchive(changedRow)).rejects.toThrow(
        "database/users.jsonl in the archive is not the file its manifest describes: it was changed or damaged.",
      );
      await refusedWithoutWriting(
        changedRow,
        /users\.jsonl in the archive is not the file its manifest describes/,
      );

      const added = await repacked((parts) => [
        { path: "files/extra.txt", bytes: Buffer.from("x") },
        ...parts,
      ]);
      await refusedWithoutWriting(added, /holds files\/extra\.txt, which its manifest does not list/);

      const noManifest = await repacked((parts) => parts.filter((part) => part.path !== "manifest.json"));
      await refusedWithoutWriting(noManifest, /has no manifest/);

      const whole = await readFile(archive);
      const cut = path.join(await folder("cut"), "cut.tar.gz");
      await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      await refusedWithoutWriting(cut, /cannot be read .*: it is damaged, cut off, or not a Pipeline backup/);
      await expect(verifyArchive(cut)).rejects.toThrow(ArchiveError);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "refuses an archive of a newer release, taking back what it began",
    async () => {
      const newer = await repacked((parts) =>
        parts.map((part) => {
          if (part.path !== "manifest.json") return part;
          const manifest = JSON.parse(part.bytes.toString("utf8")) as { database: { migrations: unknown[] } };
          manifest.database.migrations.push({ id: 999, hash: "a later one", createdAt: "99999999999999" });
          return { ...part, bytes: Buffer.from(JSON.stringify(manifest)) };
        }),
      );
      await refusedWithoutWriting(newer, /made by a newer release of Pipeline/);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe("the data folder", () => {
  it("is refused while another process holds it, and taken over from one that has ended", async () => {
    const dataDir = await folder("held");
    const record = {
      pid: process.ppid,
      started: null,
      holder: "server",
      url: "http://127.0.0.1:1",
      key: "k",
    };
    await writeFile(path.join(dataDir, CONTROL_FILE), JSON.stringify(record));
    expect(() => claimDataDir(dataDir, "backup")).toThrow(DataDirInUseError);
    expect(() => claimDataDir(dataDir, "backup")).toThrow(
      `The data folder ${dataDir} is in use by a running Pipeline server (process ${process.ppid}).`,
    );

    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    await writeFile(path.join(dataDir, CONTROL_FILE), JSON.stringify({ ...record, pid: ended }));
    claimDataDir(dataDir, "restore");
    expect(readControl(dataDir)).toMatchObject({ pid: process.pid, holder: "restore" });
    releaseDataDir(dataDir);
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe("the backup route", () => {
  it(
    "answers the archive to its key only: 401 without one, 403 with another",
    async () => {
      const key = "a".repeat(64);
      const app = await buildApp({
        repos: createRepositories(database.db),
        envelopeKey: generateEnvelopeKey(),
        backup: { key, source: sourceOf() },
      });
      try {
        const ask = (authorization?: string) =>
          app.inject({ method: "GET", url: "/ops/backup", headers: authorization ? { authorization } : {} });
        const none = await ask();
        expect([none.statusCode, none.json()]).toEqual([401, { message: KEY_MISSING_MESSAGE }]);
        const token = await ask(`Token ${key}`);
        expect(token.statusCode).toBe(401);
        const wrong = await ask(`Bearer ${"b".repeat(64)}`);
        expect([wrong.statusCode, wrong.json()]).toEqual([403, { message: KEY_WRONG_MESSAGE }]);
        const short = await ask("Bearer b");
        expect(short.statusCode).toBe(403);

        const answer = await ask(`Bearer ${key}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/gzip");
        const file = path.join(await folder("route"), "route.tar.gz");
        await writeFile(file, answer.rawPayload);
        const manifest = await verifyArchive(file);
        expect(manifest.entries.map((entry) => entry.path)).toContain("files/companies/1/a.pdf");
        expect(manifest.database.kind).toBe(database.kind);
      } finally {
        await app.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe("stored files while a backup copies them", () => {
  it("are removed only once the backup has let go of them", async () => {
    const storage = withRemovalHold(createDiskStorage(path.join(await folder("held-files"), "files")));
    const put = (key: string, text: string) => storage.put(key, Readable.from([Buffer.from(text)]));
    await put("a.pdf", "a");
    await put("b.pdf", "b");
    const release = storage.holdRemovals();
    await storage.remove("a.pdf");
    await storage.remove("b.pdf");
    await put("b.pdf", "b again");
    expect([await storage.size("a.pdf"), await storage.size("b.pdf")]).toEqual([1, 7]);
    await release();
    await release();
    expect([await storage.size("a.pdf"), await storage.size("b.pdf")]).toEqual([null, 7]);
    await storage.remove("b.pdf");
    expect(await storage.size("b.pdf")).toBeNull();
  });
});

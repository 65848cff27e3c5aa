import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ServerConfig } from "../config";
import { withActor } from "../db/actor";
import { openDatabase } from "../db/openDatabase";
import { createStorage } from "../storage";
import { digesting, jsonLines, readArchive } from "./archive";
import { countRelations } from "./catalog";
import { claimDataDir, releaseDataDir } from "./control";
import { KEY_FILES, listBucket, OUTBOX_DIR } from "./files";
import { finishLoad, loadRows, prepareLoad } from "./load";
import { ArchiveError, type Manifest, MANIFEST_ENTRY } from "./manifest";
import { migrationsUpTo } from "./migrations";
import { verifyArchive } from "./verify";

// `npm run restore`: an archive into an empty data folder (and, with DATABASE_URL, an empty
// database). The whole archive is checked first; then, in one transaction, the schema is brought
// to the archive's migration level and the rows are loaded, while the files and keys are written.
// A restore that fails leaves the target as empty as it found it.

export type RestoreConfig = Pick<ServerConfig, "dataDir" | "databaseUrl" | "storage">;

export type RestoreResult = { manifest: Manifest; rows: number; files: number };

export class TargetNotEmptyError extends Error {
  override name = "TargetNotEmptyError";
}

async function folderEntries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Refuses (TargetNotEmptyError) a data folder or database that holds anything. */
export async function checkEmptyTarget(config: RestoreConfig): Promise<void> {
  const held = await folderEntries(config.dataDir);
  if (held.length > 0) {
    throw new TargetNotEmptyError(
      `The data folder ${config.dataDir} is not empty (it holds ${held.slice(0, 3).join(", ")}${held.length > 3 ? ", …" : ""}). ` +
        "A restore writes only into an empty data folder: name a new one with DATA_DIR, or empty this one.",
    );
  }
  if (config.databaseUrl === null) return;
  const opened = await openDatabase(config);
  try {
    if ((await countRelations(opened.db)) > 0) {
      throw new TargetNotEmptyError(
        "The database DATABASE_URL names is not empty. A restore writes only into an empty database: create a new one and name it in DATABASE_URL.",
      );
    }
  } finally {
    await opened.close();
  }
}

async function checkEmptyBucket(config: RestoreConfig, manifest: Manifest): Promise<void> {
  if (config.storage.kind !== "s3" || !manifest.entries.some((entry) => entry.path.startsWith("files/")))
    return;
  for await (const object of listBucket(config.storage, 1)) {
    throw new TargetNotEmptyError(
      `The bucket ${config.storage.bucket} already holds files (${object.key}). A restore writes only into an empty bucket or prefix.`,
    );
  }
}

function keyFileOf(entryPath: string): string {
  const name = entryPath.slice("keys/".length);
  if (!KEY_FILES.some((key) => key.name === name))
    throw new ArchiveError(`The archive holds an unknown key ${name}.`);
  return name;
}

async function writeLocal(file: string, body: AsyncIterable<Buffer>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(Readable.from(body), createWriteStream(file, { flags: "wx", mode: 0o600 }));
}

async function applyArchive(file: string, manifest: Manifest, config: RestoreConfig, stored: string[]) {
  const storage = createStorage(config.storage);
  const tables = new Map(manifest.database.tables.map((table) => [table.entry, table]));
  const expected = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  let rows = 0;
  const opened = await openDatabase(config);
  try {
    await withActor({ actor: () => null }, () =>
      opened.db.transaction(async (tx) => {
        const plan = await prepareLoad(tx, manifest);
        for await (const entry of readArchive(file)) {
          const body = digesting(entry.body);
          const wanted = expected.get(entry.path);
          const table = tables.get(entry.path);
          if (entry.path === MANIFEST_ENTRY) {
            for await (const chunk of entry.body) void chunk;
            continue;
          }
          if (!wanted) throw new ArchiveError(`${entry.path} was added to the archive after it was checked.`);
          if (table) {
            rows += await loadRows(tx, table, jsonLines(body.chunks()));
          } else if (entry.path.startsWith("files/")) {
            const key = entry.path.slice("files/".length);
            stored.push(key);
            await storage.put(key, Readable.from(body.chunks()));
          } else if (entry.path.startsWith(`${OUTBOX_DIR}/`)) {
            await writeLocal(path.join(config.dataDir, entry.path), body.chunks());
          } else if (entry.path.startsWith("keys/")) {
            await writeLocal(path.join(config.dataDir, keyFileOf(entry.path)), body.chunks());
          } else {
            for await (const chunk of body.chunks()) void chunk;
          }
          const found = body.result();
          if (found.size !== wanted.size || found.sha256 !== wanted.sha256) {
            throw new ArchiveError(`${entry.path} changed after the archive was checked.`);
          }
        }
        await finishLoad(tx, plan, manifest);
      }),
    );
  } finally {
    await opened.close();
  }
  return rows;
}

/** Removes what a failed restore wrote: the data folder was empty, the bucket held none of these keys. */
async function undo(config: RestoreConfig, stored: string[], existed: boolean): Promise<void> {
  if (config.storage.kind === "s3") {
    const storage = createStorage(config.storage);
    for (const key of stored) await storage.remove(key).catch(() => undefined);
  }
  if (!existed) {
    await rm(config.dataDir, { recursive: true, force: true });
    return;
  }
  for (const name of await folderEntries(config.dataDir)) {
    await rm(path.join(config.dataDir, name), { recursive: true, force: true });
  }
}

/** Restores `file` into the empty target `config` names; throws what refused it. */
export async function restoreArchive(file: string, config: RestoreConfig): Promise<RestoreResult> {
  await checkEmptyTarget(config);
  const manifest = await verifyArchive(file);
  // An archive of a newer (or another) release is refused before anything is written.
  migrationsUpTo(manifest.database.migrations);
  await checkEmptyBucket(config, manifest);
  const existed = (await folderEntries(path.dirname(config.dataDir))).includes(path.basename(config.dataDir));
  claimDataDir(config.dataDir, "restore");
  const stored: string[] = [];
  try {
    const rows = await applyArchive(file, manifest, config, stored);
    return {
      manifest,
      rows,
      files: manifest.entries.filter((entry) => entry.path.startsWith("files/")).length,
    };
  } catch (error) {
    await undo(config, stored, existed);
    throw error;
  } finally {
    releaseDataDir(config.dataDir);
  }
}

import { once } from "node:events";
import { createWriteStream, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import type { ServerConfig, StorageConfig } from "../config";
import { serverPath } from "../config/paths";
import type { Database, DatabaseKind, OpenedDatabase } from "../db/database";
import { type ArchiveWriter, archiveWriter } from "./archive";
import { type DatabaseDump, dumpDatabase, migrationLevel } from "./dump";
import { KEY_FILES, listBucket, listFiles, openFile, OUTBOX_DIR } from "./files";
import {
  type Entry,
  fileEntry,
  FORMAT,
  FORMAT_VERSION,
  keyEntry,
  type Manifest,
  MANIFEST_ENTRY,
  OBJECTS_ENTRY,
  outboxEntry,
} from "./manifest";

/** An installation to back up. */
export type BackupSource = {
  db: Database;
  kind: DatabaseKind;
  dataDir: string;
  storage: StorageConfig;
  /** The settings of keys given in the environment (not in DATA_DIR, so not in the archive). */
  keysFromEnvironment?: string[];
  /**
   * The running server's file storage: its removals (in every process of the server) wait until the
   * files are copied; the answer, once the hold is in place, ends it.
   */
  holdRemovals?: () => Promise<() => Promise<void>>;
};

/** The installation `config` describes, on its opened database and (in a running server) its file storage. */
export function installationOf(
  config: Pick<ServerConfig, "dataDir" | "storage" | "envelopeKey" | "fileSigningSecret">,
  opened: Pick<OpenedDatabase, "db" | "kind">,
  storage?: { holdRemovals(): Promise<() => Promise<void>> },
): BackupSource {
  return {
    db: opened.db,
    kind: opened.kind,
    dataDir: config.dataDir,
    storage: config.storage,
    keysFromEnvironment: [
      ...(config.envelopeKey ? ["PIPELINE_ENVELOPE_KEY"] : []),
      ...(config.fileSigningSecret ? ["FILE_SIGNING_SECRET"] : []),
    ],
    ...(storage ? { holdRemovals: () => storage.holdRemovals() } : {}),
  };
}

/** A backup whose database snapshot is taken: `write` streams the archive, `discard` gives it up. */
export type PreparedBackup = {
  dump: DatabaseDump;
  write(out: Writable): Promise<Manifest>;
  discard(): Promise<void>;
};

export const S3_NOTE =
  "The files are in an S3 bucket, which this archive does not copy: back the bucket up by its own means (versioning, replication, or a copy of its objects). storage/objects.jsonl lists the objects the installation had.";

function productVersion(): string {
  const manifest = JSON.parse(readFileSync(serverPath("package.json"), "utf8")) as { version?: string };
  return manifest.version ?? "unknown";
}

/** Adds a file of the installation, if it is still there; answers its entry. */
async function addFile(writer: ArchiveWriter, entry: string, file: string): Promise<Entry | null> {
  const opened = await openFile(file);
  if (!opened) return null;
  try {
    return await writer.add(entry, opened.size, opened.body());
  } finally {
    await opened.close();
  }
}

/** Writes the bucket's object list into the spool folder. */
async function spoolObjects(storage: Extract<StorageConfig, { kind: "s3" }>, spoolDir: string) {
  const file = path.join(spoolDir, "objects.jsonl");
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const closed = once(out, "close");
  let objects = 0;
  try {
    for await (const object of listBucket(storage)) {
      if (object.key.split("/").some((part) => part.startsWith("."))) continue;
      if (!out.write(`${JSON.stringify(object)}\n`)) await once(out, "drain");
      objects += 1;
    }
  } finally {
    out.end();
    await closed;
  }
  return { file, objects };
}

/**
 * Takes the database snapshot (and, with S3 storage, lists the bucket) now; the archive is written
 * when asked. With `holdRemovals`, stored files stay until the archive is written or discarded.
 */
export async function prepareBackup(source: BackupSource): Promise<PreparedBackup> {
  // Beside the database, on its disk (a temporary folder may be in memory); removed once written.
  await mkdir(source.dataDir, { recursive: true });
  // From before the snapshot: every file it names is still there when the copying reaches it.
  const release = (await source.holdRemovals?.()) ?? (async () => undefined);
  const spoolDir = await mkdtemp(path.join(source.dataDir, ".backup-")).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await rm(spoolDir, { recursive: true, force: true });
    await release();
  };
  try {
    const dump = await dumpDatabase(source.db, source.kind, spoolDir);
    const objects = source.storage.kind === "s3" ? await spoolObjects(source.storage, spoolDir) : null;
    return {
      dump,
      write: (out) => writeArchive(source, dump, objects, out).finally(cleanup),
      discard: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function writeArchive(
  source: BackupSource,
  dump: DatabaseDump,
  objects: { file: string; objects: number } | null,
  out: Writable,
): Promise<Manifest> {
  const writer = archiveWriter(out, new Date(dump.takenAt));
  const entries: Entry[] = [];
  const notes: string[] = [];
  const add = (entry: Entry | null) => {
    if (entry) entries.push(entry);
    return entry;
  };
  try {
    for (const table of dump.tables) {
      if (!add(await addFile(writer, table.entry, table.file))) throw new Error(`${table.file} is gone.`);
    }
    let storage: Manifest["storage"];
    if (source.storage.kind === "disk") {
      let files = 0;
      let bytes = 0;
      for (const key of await listFiles(source.storage.dir)) {
        const entry = add(await addFile(writer, fileEntry(key), path.join(source.storage.dir, key)));
        if (!entry) {
          notes.push(`The stored file ${key} was removed while the backup ran, before it was copied.`);
          continue;
        }
        files += 1;
        bytes += entry.size;
      }
      storage = { kind: "disk", files, bytes };
    } else {
      const list = objects ?? { file: "", objects: 0 };
      add(await addFile(writer, OBJECTS_ENTRY, list.file));
      const { bucket, prefix } = source.storage;
      storage = { kind: "s3", bucket, prefix, objects: list.objects, entry: OBJECTS_ENTRY, note: S3_NOTE };
      notes.push(S3_NOTE);
    }
    const outbox = path.join(source.dataDir, OUTBOX_DIR);
    for (const name of await listFiles(outbox))
      add(await addFile(writer, outboxEntry(name), path.join(outbox, name)));
    const keys: string[] = [];
    for (const key of KEY_FILES) {
      if (add(await addFile(writer, keyEntry(key.name), path.join(source.dataDir, key.name))))
        keys.push(key.name);
      if (source.keysFromEnvironment?.includes(key.setting)) {
        notes.push(
          `${key.setting} is set in the environment, not kept in DATA_DIR: keep it with this archive.`,
        );
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      product: { name: "Pipeline", version: productVersion() },
      createdAt: dump.takenAt,
      database: {
        kind: dump.kind,
        serverVersion: dump.serverVersion,
        migrationLevel: migrationLevel(dump.migrations),
        migrations: dump.migrations,
        tables: dump.tables.map((table) => ({
          name: table.name,
          entry: table.entry,
          columns: table.columns,
          rows: table.rows,
        })),
        sequences: dump.sequences,
      },
      storage,
      keys,
      notes,
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_ENTRY, text.length, Readable.from([text]));
    await writer.finish();
    return manifest;
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  }
}

import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { ConfigError, loadConfig, type ServerConfig } from "../config";
import { openDatabase } from "../db";
import { claimDataDir, DataDirInUseError, liveHolder, releaseDataDir } from "./control";
import { installationOf, prepareBackup } from "./create";
import { ArchiveError, type Manifest } from "./manifest";
import { BACKUP_ROUTE } from "./plugin";
import { restoreArchive, TargetNotEmptyError } from "./restore";
import { verifyArchive } from "./verify";

// `npm run backup -- <file>` and `npm run restore -- <file>`, with the server's own settings
// (DATA_DIR, DATABASE_URL, STORAGE...). A backup asks the server running on the data folder for the
// archive when there is one (the embedded database is its process's alone); otherwise it opens the
// database itself. Either way the archive is checked whole before it takes the name it was given.

class CommandError extends Error {
  override name = "CommandError";
}

const KNOWN = [ArchiveError, CommandError, ConfigError, DataDirInUseError, TargetNotEmptyError];

/** A path as the operator typed it: relative to where they ran npm. */
function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Asks the running server for the archive and writes it to `partial`. */
async function fromServer(url: string, key: string, pid: number, partial: string): Promise<void> {
  console.log(`A server (process ${pid}) runs on this data folder: it makes the backup.`);
  let answer: Response;
  try {
    answer = await fetch(`${url}${BACKUP_ROUTE}`, { headers: { authorization: `Bearer ${key}` } });
  } catch (error) {
    throw new CommandError(
      `The server (process ${pid}) holds the data folder but does not answer at ${url}: ${(error as Error).message}`,
    );
  }
  if (!answer.ok || !answer.body) {
    const text = await answer.text().catch(() => "");
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // Not the server's error shape: its text as it came.
    }
    throw new CommandError(`The server refused the backup (${answer.status}): ${message}`);
  }
  await pipeline(
    Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>),
    createWriteStream(partial, { flags: "wx", mode: 0o600 }),
  );
}

/** Opens the database itself (no server holds the folder) and writes the archive to `partial`. */
async function direct(config: ServerConfig, partial: string): Promise<void> {
  const embedded = config.databaseUrl === null;
  if (embedded && !existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) {
    throw new CommandError(`There is no installation in ${config.dataDir} (DATA_DIR): nothing to back up.`);
  }
  if (embedded) claimDataDir(config.dataDir, "backup");
  try {
    const opened = await openDatabase(config);
    try {
      const prepared = await prepareBackup(installationOf(config, opened));
      await prepared.write(createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    } finally {
      await opened.close();
    }
  } finally {
    if (embedded) releaseDataDir(config.dataDir);
  }
}

function describe(manifest: Manifest, lines: string[]): void {
  const { database } = manifest;
  const rows = database.tables.reduce((sum, table) => sum + table.rows, 0);
  lines.push(
    `  database (from ${database.kind === "pglite" ? "the embedded database" : "PostgreSQL"} as of ${manifest.createdAt}): ` +
      `migration ${database.migrationLevel.tag ?? database.migrationLevel.when}, ${database.tables.length} tables, ${rows} rows`,
  );
  if (manifest.storage.kind === "disk") {
    lines.push(`  files: ${manifest.storage.files} (${megabytes(manifest.storage.bytes)})`);
  } else {
    lines.push(
      `  files: ${manifest.storage.objects} objects listed in bucket ${manifest.storage.bucket}, not copied`,
    );
  }
  if (manifest.keys.length > 0) lines.push(`  keys: ${manifest.keys.join(", ")}`);
  for (const note of manifest.notes) lines.push(`  note: ${note}`);
}

async function backup(target: string): Promise<void> {
  const config = loadConfig();
  const file = operatorPath(target);
  if (existsSync(file)) throw new CommandError(`${file} exists: name a new file for the archive.`);
  if (!existsSync(path.dirname(file)))
    throw new CommandError(`The folder ${path.dirname(file)} does not exist.`);
  const partial = `${file}.partial`;
  try {
    const holder = liveHolder(config.dataDir);
    if (holder?.holder === "server" && holder.url && holder.key) {
      await fromServer(holder.url, holder.key, holder.pid, partial);
    } else if (holder) {
      throw new DataDirInUseError(config.dataDir, holder);
    } else {
      await direct(config, partial);
    }
    const manifest = await verifyArchive(partial);
    await rename(partial, file);
    const lines = [`Backup written to ${file} (${megabytes((await stat(file)).size)}), checked whole:`];
    describe(manifest, lines);
    if (manifest.keys.length > 0) {
      lines.push("The archive holds the installation's keys: keep it as safe as the data folder itself.");
    }
    console.log(lines.join("\n"));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function restore(target: string): Promise<void> {
  const config = loadConfig();
  const file = operatorPath(target);
  if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const result = await restoreArchive(file, config);
  const into =
    config.databaseUrl === null
      ? `the data folder ${config.dataDir}`
      : `the database DATABASE_URL names (files and keys in ${config.dataDir})`;
  const lines = [`Restored ${file} into ${into}:`];
  describe(result.manifest, lines);
  lines.push("Start the server as usual: it applies any newer migrations of this release at start.");
  console.log(lines.join("\n"));
}

async function main(): Promise<void> {
  const [command, target] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !target) {
    console.error("Usage: npm run backup -- <archive.tar.gz>   |   npm run restore -- <archive.tar.gz>");
    process.exit(2);
  }
  await (command === "backup" ? backup(target) : restore(target));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = KNOWN.some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);

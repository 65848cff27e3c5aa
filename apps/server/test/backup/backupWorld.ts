import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll } from "vitest";
import { type BackupSource, prepareBackup } from "../../src/backup";
import { ident, listSequences, listTables } from "../../src/backup/catalog";
import { listFiles } from "../../src/backup/files";
import type { Manifest } from "../../src/backup/manifest";
import type { Database, OpenedDatabase } from "../../src/db/database";
import { openDatabase } from "../../src/db/openDatabase";
import { rowsOf } from "../../src/db/rows";

// What the backup tests share: archives written to files, an installation's state read table by
// table and file by file (to compare a restore with its source), and empty targets to restore into.

/** A PostgreSQL server to make empty databases on: the suite's, or the one `npm test` started. */
export const POSTGRES_SERVER =
  process.env.TEST_DATABASE_URL?.trim() || process.env.PIPELINE_TEST_POSTGRES_URL?.trim() || null;

/** Temporary folders, removed after the file's tests. */
export function scratch() {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
  });
  return async (prefix: string): Promise<string> => {
    const dir = await mkdtemp(path.join(tmpdir(), `pipeline-${prefix}-`));
    made.push(dir);
    return dir;
  };
}

/** Writes the installation's archive to `file`, as the backup command does. */
export async function writeBackup(source: BackupSource, file: string): Promise<Manifest> {
  const prepared = await prepareBackup(source);
  return prepared.write(createWriteStream(file, { flags: "wx" }));
}

export type DatabaseState = {
  /** Per table, each row as PostgreSQL's JSON of it, in key order. */
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
  migrations: string[];
};

/**
 * Every table's rows, each sequence's state and the migrations applied. The rows are read as
 * `to_jsonb` writes them, not as the backup writes them, so a value altered on its way through an
 * archive shows as a difference.
 */
export async function databaseState(db: Database): Promise<DatabaseState> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const order = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(", ") : "1";
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql.raw(`select to_jsonb(t)::text as row from ${ident(table.name)} t order by ${order}`),
      );
      tables[table.name] = rows.map((row) => row.row);
    }
    const sequences: Record<string, string> = {};
    for (const sequence of await listSequences(tx)) {
      const name = `${ident(sequence.schema)}.${ident(sequence.name)}`;
      const [state] = await rowsOf<{ state: string }>(
        tx,
        sql.raw(`select last_value::text || ' ' || is_called::text as state from ${name}`),
      );
      sequences[`${sequence.schema}.${sequence.name}`] = state?.state ?? "";
    }
    const migrations = await rowsOf<{ row: string }>(
      tx,
      sql.raw(`select to_jsonb(m)::text as row from drizzle.__drizzle_migrations m order by id`),
    );
    return { tables, sequences, migrations: migrations.map((row) => row.row) };
  });
}

/** The files under a folder (names starting with a dot left out, as the backup leaves them), by SHA-256. */
export async function filesState(dir: string): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    state[file] = createHash("sha256")
      .update(await readFile(path.join(dir, file)))
      .digest("hex");
  }
  return state;
}

/** The archive's entries by path, with their SHA-256. */
export function entriesOf(manifest: Manifest): Record<string, string> {
  return Object.fromEntries(manifest.entries.map((entry) => [entry.path, entry.sha256]));
}

/** An embedded data folder's database, opened as the server opens it. */
export function openEmbedded(dataDir: string): Promise<OpenedDatabase> {
  return openDatabase({ dataDir, databaseUrl: null });
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER ?? "" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server, dropped after the file's tests. */
export function emptyDatabases() {
  const made: string[] = [];
  afterAll(async () => {
    if (made.length === 0) return;
    await onServer(async (client) => {
      for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
    });
  });
  return async (): Promise<string> => {
    const name = `pipeline_restore_${randomBytes(6).toString("hex")}`;
    await onServer((client) => client.query(`create database ${name}`));
    made.push(name);
    const url = new URL(POSTGRES_SERVER ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
}

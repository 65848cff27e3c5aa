import { once } from "node:events";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { withActor } from "../db/actor";
import type { Database, DatabaseKind } from "../db/database";
import { rowsOf } from "../db/rows";
import {
  ident,
  listSequences,
  listTables,
  MIGRATIONS_TABLE,
  type TableInfo,
  applyTextSettings,
} from "./catalog";
import { type AppliedMigration, ArchiveError, type ManifestSequence, tableEntry } from "./manifest";
import { journalTag } from "./migrations";

// The database as of one moment: a single read-only REPEATABLE READ transaction (one snapshot, so
// whatever other transactions commit meanwhile is either wholly in it or not at all) reads the
// migrations applied, every table's rows and each sequence's value. Each table's rows are written
// to a file of their own in `spoolDir` (the archive needs each entry's size before its bytes).

const CURSOR = "pipeline_backup_rows";
const FETCH_ROWS = 1000;

export type SpooledTable = TableInfo & { file: string; entry: string; rows: number };

export type DatabaseDump = {
  kind: DatabaseKind;
  /** When the snapshot was taken, ISO 8601 in UTC. */
  takenAt: string;
  serverVersion: string;
  migrations: AppliedMigration[];
  tables: SpooledTable[];
  sequences: ManifestSequence[];
};

/** The text of a table's rows, one JSON array of the columns' text values a line, in key order. */
export function rowsQuery(table: TableInfo): string {
  const values = table.columns.map((column) => `${ident(column.name)}::text`).join(", ");
  const order = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(", ") : "1";
  return `select array_to_json(array[${values}]::text[])::text as line from ${ident(table.name)} order by ${order}`;
}

/** Writes the rows of `table` to `file` through a cursor of the transaction; answers how many. */
export async function spoolTable(tx: Database, table: TableInfo, file: string): Promise<number> {
  const out = createWriteStream(file, { flags: "wx", mode: 0o600 });
  const closed = once(out, "close");
  let rows = 0;
  try {
    await tx.execute(sql.raw(`declare ${CURSOR} no scroll cursor for ${rowsQuery(table)}`));
    for (;;) {
      const page = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from ${CURSOR}`));
      if (page.length > 0 && !out.write(`${page.map((row) => row.line).join("\n")}\n`)) {
        await once(out, "drain");
      }
      rows += page.length;
      if (page.length < FETCH_ROWS) break;
    }
    await tx.execute(sql.raw(`close ${CURSOR}`));
  } finally {
    out.end();
    await closed;
  }
  return rows;
}

async function readMigrations(tx: Database): Promise<AppliedMigration[]> {
  const [found] = await rowsOf<{ table: string | null }>(
    tx,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!found?.table) {
    throw new ArchiveError("The database has no migrations applied: it holds no installation to back up.");
  }
  const rows = await rowsOf<{ id: number | string; hash: string; created_at: string }>(
    tx,
    sql.raw(`select id, hash, created_at::text as created_at from ${MIGRATIONS_TABLE} order by id`),
  );
  if (rows.length === 0) {
    throw new ArchiveError("The database has no migrations applied: it holds no installation to back up.");
  }
  return rows.map((row) => ({ id: Number(row.id), hash: row.hash, createdAt: row.created_at }));
}

async function readSequences(tx: Database): Promise<ManifestSequence[]> {
  const sequences: ManifestSequence[] = [];
  for (const sequence of await listSequences(tx)) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean | string }>(
      tx,
      sql.raw(
        `select last_value::text as last_value, is_called from ${ident(sequence.schema)}.${ident(sequence.name)}`,
      ),
    );
    sequences.push({
      schema: sequence.schema,
      name: sequence.name,
      lastValue: state?.last_value ?? "1",
      isCalled: state?.is_called === true || state?.is_called === "t",
    });
  }
  return sequences;
}

/** Dumps the database into `spoolDir` within one snapshot. */
export async function dumpDatabase(
  db: Database,
  kind: DatabaseKind,
  spoolDir: string,
): Promise<DatabaseDump> {
  // No writer is named to this transaction: it writes nothing, and its isolation level must be
  // set before its first statement.
  return withActor({ actor: () => null }, () =>
    db.transaction(
      async (tx) => {
        await applyTextSettings(tx);
        // The first statement takes the snapshot every later one reads.
        const [meta] = await rowsOf<{ taken_at: string; version: string }>(
          tx,
          sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at,
                     current_setting('server_version') as version`,
        );
        const migrations = await readMigrations(tx);
        const tables: SpooledTable[] = [];
        for (const [index, table] of (await listTables(tx)).entries()) {
          const file = path.join(spoolDir, `${String(index).padStart(4, "0")}.jsonl`);
          const rows = await spoolTable(tx, table, file);
          tables.push({ ...table, file, entry: tableEntry(table.name), rows });
        }
        // Read after the rows: a sequence is never behind the ids the snapshot holds.
        const sequences = await readSequences(tx);
        return {
          kind,
          takenAt: meta?.taken_at ?? new Date().toISOString(),
          serverVersion: meta?.version ?? "",
          migrations,
          tables,
          sequences,
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  );
}

/** The migration level: the last migration applied, by its journal time and tag. */
export function migrationLevel(migrations: AppliedMigration[]) {
  const last = migrations.reduce((latest, migration) =>
    BigInt(migration.createdAt) > BigInt(latest.createdAt) ? migration : latest,
  );
  return { when: last.createdAt, tag: journalTag(last.createdAt), count: migrations.length };
}

import { sql } from "drizzle-orm";
import { leaveOutOfAudit } from "../db/actor";
import type { Database } from "../db/database";
import {
  type ForeignKey,
  ident,
  listForeignKeys,
  listTables,
  type TableInfo,
  applyTextSettings,
} from "./catalog";
import { ArchiveError, type Manifest, type ManifestTable } from "./manifest";
import { applyMigrations } from "./migrations";

// Loading an archive's rows into an empty database, in the restore's one transaction: the schema
// at the archive's migration level, then the rows as they were. While they load, the tables'
// triggers are off (the audit trail and the companies' journey columns are loaded as they were
// kept, not written again) and the foreign keys are set aside, so tables load in any order; the
// keys are added back at the end, which checks every row against them.

/** Rows or bytes of JSON sent in one statement. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

export type LoadPlan = { tables: TableInfo[]; foreignKeys: ForeignKey[] };

function sameColumns(archived: ManifestTable, target: TableInfo): boolean {
  if (archived.columns.length !== target.columns.length) return false;
  const types = new Map(target.columns.map((column) => [column.name, column.type]));
  return archived.columns.every((column) => types.get(column.name) === column.type);
}

/** The archive's tables against the ones the migrations made: the same tables, columns and types. */
function checkTables(archived: ManifestTable[], target: TableInfo[]): void {
  const byName = new Map(target.map((table) => [table.name, table]));
  for (const table of archived) {
    const made = byName.get(table.name);
    if (!made) {
      throw new ArchiveError(
        `The archive holds a table "${table.name}" that its migration level does not make: it was not made by Pipeline.`,
      );
    }
    if (!sameColumns(table, made)) {
      throw new ArchiveError(
        `The columns of table "${table.name}" in the archive differ from those its migration level makes.`,
      );
    }
    byName.delete(table.name);
  }
  const missing = [...byName.keys()];
  if (missing.length > 0) {
    throw new ArchiveError(`The archive lacks tables its migration level makes: ${missing.join(", ")}.`);
  }
}

/** Brings the empty database to the archive's level and readies its tables for the rows. */
export async function prepareLoad(tx: Database, manifest: Manifest): Promise<LoadPlan> {
  await applyTextSettings(tx);
  await leaveOutOfAudit(tx);
  await applyMigrations(tx, manifest.database.migrations);
  const tables = await listTables(tx);
  checkTables(manifest.database.tables, tables);
  for (const table of tables) {
    await tx.execute(sql.raw(`alter table ${ident(table.name)} disable trigger user`));
  }
  const foreignKeys = await listForeignKeys(tx);
  for (const key of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${ident(key.table)} drop constraint ${ident(key.name)}`));
  }
  // Rows a migration wrote (reference data, should one ever) make way for the archive's own.
  if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map((t) => ident(t.name)).join(", ")}`));
  return { tables, foreignKeys };
}

/** The statement that inserts a batch: each JSON array's text values cast to their columns' types. */
function insertStatement(table: ManifestTable): { head: string; tail: string } {
  const columns = table.columns.map((column) => ident(column.name)).join(", ");
  const values = table.columns.map((column, index) => `(r ->> ${index})::${column.type}`).join(", ");
  return {
    head: `insert into ${ident(table.name)} (${columns}) overriding system value select ${values} from json_array_elements(`,
    tail: `::json) as source(r)`,
  };
}

/** Inserts the table's rows (its archive entry's lines); answers how many. */
export async function loadRows(
  tx: Database,
  table: ManifestTable,
  lines: AsyncIterable<string>,
): Promise<number> {
  const { head, tail } = insertStatement(table);
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`${sql.raw(head)}${`[${batch.join(",")}]`}${sql.raw(tail)}`);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (rows !== table.rows) {
    throw new ArchiveError(
      `Table "${table.name}" has ${rows} rows in the archive; its manifest says ${table.rows}.`,
    );
  }
  return rows;
}

/** Puts the foreign keys and triggers back (the keys check every row) and sets the sequences. */
export async function finishLoad(tx: Database, plan: LoadPlan, manifest: Manifest): Promise<void> {
  for (const key of plan.foreignKeys) {
    await tx.execute(
      sql.raw(`alter table ${ident(key.table)} add constraint ${ident(key.name)} ${key.definition}`),
    );
  }
  for (const table of plan.tables) {
    await tx.execute(sql.raw(`alter table ${ident(table.name)} enable trigger user`));
  }
  for (const sequence of manifest.database.sequences) {
    const name = `${ident(sequence.schema)}.${ident(sequence.name)}`;
    await tx.execute(
      sql`select setval(${name}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
}

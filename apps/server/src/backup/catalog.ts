import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rowsOf } from "../db/rows";

// What the backup reads of the database's own catalog: the application's tables (every table of
// the public schema) with their columns and primary keys, the sequences, the foreign keys. The
// same queries on PGlite and PostgreSQL.

export type ColumnInfo = { name: string; type: string };
export type TableInfo = { name: string; columns: ColumnInfo[]; primaryKey: string[] };
export type SequenceInfo = { schema: string; name: string };
export type ForeignKey = { table: string; name: string; definition: string };

/** Where drizzle keeps the migrations applied. */
export const MIGRATIONS_TABLE = `"drizzle"."__drizzle_migrations"`;

/**
 * How values are written as text while dumping and read while loading, so that the text of every
 * column type means the same thing on both sides whatever the server's defaults.
 */
export const TEXT_SETTINGS = [
  "timezone to 'UTC'",
  "datestyle to 'ISO, YMD'",
  "intervalstyle to 'postgres'",
  "extra_float_digits to 1",
  "bytea_output to 'hex'",
];

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function applyTextSettings(tx: Database): Promise<void> {
  for (const setting of TEXT_SETTINGS) await tx.execute(sql.raw(`set local ${setting}`));
}

/** The tables of the public schema in name order, each with its stored columns and primary key. */
export async function listTables(db: Database): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, null) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  return [...tables.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The sequences of the application and of the migrations table, in name order. */
export async function listSequences(db: Database): Promise<SequenceInfo[]> {
  return rowsOf<SequenceInfo>(
    db,
    sql`select n.nspname as "schema", c.relname as "name"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname in ('public', 'drizzle')
        order by n.nspname, c.relname`,
  );
}

export async function listForeignKeys(db: Database): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    db,
    sql`select c.relname as "table", k.conname as "name", pg_get_constraintdef(k.oid) as "definition"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'
        order by c.relname, k.conname`,
  );
}

/** Relations in the schemas an installation uses: none in an empty database. */
export async function countRelations(db: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return Number(row?.n ?? 0);
}

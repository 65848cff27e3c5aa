import { createReadStream } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLines } from "../../src/backup/archive";
import { listTables, applyTextSettings } from "../../src/backup/catalog";
import { spoolTable } from "../../src/backup/dump";
import { loadRows } from "../../src/backup/load";
import type { Database, OpenedDatabase } from "../../src/db/database";
import { openDatabase } from "../../src/db/openDatabase";
import { rowsOf } from "../../src/db/rows";
import { SETUP_TIMEOUT_MS, testDatabase } from "../db/testDatabase";
import { emptyDatabases, POSTGRES_SERVER, scratch } from "./backupWorld";

// The rows' format round-trips every column type exactly, between the embedded database and
// PostgreSQL both ways: bytes, JSON kept as written, jsonb, numbers past a double's precision,
// floats' special values, time zones, intervals, arrays with NULLs and quotes, text of any kind.
// The product's tables use some of these types today; the format takes all of them.

const source = testDatabase({ reset: false });
const folder = scratch();
const emptyDatabase = emptyDatabases();
let target: OpenedDatabase;

const PROBE = `create table backup_probe (
  id integer primary key,
  b bytea, j json, jb jsonb, n numeric, n2 numeric(12, 2), f double precision, r real,
  ts timestamp with time zone, t timestamp, d date, iv interval, u uuid,
  ta text[], ia integer[], tsa timestamp with time zone[], bo boolean, tx text, big bigint, small smallint
)`;

const ROWS = [
  `(1, '\\x00ff0a5c22'::bytea, '{"b": 1,  "a": [1, 2.50]}', '{"n": 1.000000000000000000001, "s": "line\\nbreak é \\"q\\" \\\\"}',
    '123456789012345678901234567890.123456789012345678901234567890', 1234567890.12, 'NaN', 3.4e38,
    '2026-03-29 01:30:00.123456+05:30', '1999-12-31 23:59:59.999999', '2024-02-29', '1 year 2 mons 3 days 04:05:06.789',
    'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', array['a b', null, 'c,d', '"q"', '\\', '{}', 'NULL'], array[[1, 2], [3, 4]],
    array['2026-01-01 00:00:00+00'::timestamptz, null], true, E'tab\\there\\nnewline 😀 ''quote'' \\\\ back', 9223372036854775807, -32768)`,
  `(2, '', '[]', 'null', 'NaN', -0.01, 'Infinity', '-Infinity', 'infinity', '-infinity', '4713-01-01 BC', '-1 days +00:00:00.000001',
    '00000000-0000-0000-0000-000000000000', '{}', '{}', '{}', false, '', -9223372036854775808, 0)`,
  `(3, null, null, null, null, null, '-0', 1e-38, null, null, null, null, null, null, null, null, null, null, null, null)`,
  `(4, null, null, '{"deep": {"x": [null, true, "é"]}}', '0.000000000000000000000000000001', null, 1e-300, null,
    '0001-01-01 00:00:00+00', null, null, null, null, array[E'new\\nline', E'tab\\t'], null, null, null, E'\\u2028 and \\u0001', null, null)`,
];

async function probeTable(db: Database) {
  const table = (await listTables(db)).find((found) => found.name === "backup_probe");
  if (!table) throw new Error("No probe table.");
  return table;
}

/** Each probe row as its own text and as jsonb's, read under one time zone. */
async function probeRows(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'Asia/Kolkata'`);
    const rows = await rowsOf<{ row: string; json: string }>(
      tx,
      sql`select t::text as row, to_jsonb(t)::text as json from backup_probe t order by id`,
    );
    return rows.map((row) => `${row.row}\n${row.json}`);
  });
}

beforeAll(async () => {
  await source.db.execute(sql.raw(PROBE));
  await source.db.execute(sql.raw(`insert into backup_probe values ${ROWS.join(", ")}`));
  // The other kind of database: PostgreSQL for the embedded one (when there is a server), else another embedded one.
  target =
    source.kind === "pglite" && POSTGRES_SERVER
      ? await openDatabase({ dataDir: "", databaseUrl: await emptyDatabase() })
      : await openDatabase({ dataDir: "", databaseUrl: null }, { inMemory: true });
  await target.db.execute(sql.raw(PROBE));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await target.close();
});

describe("the rows' format", () => {
  it(
    "round-trips every column type exactly",
    async () => {
      const file = path.join(await folder("types"), "rows.jsonl");
      const table = await probeTable(source.db);
      const written = await source.db.transaction(async (tx) => {
        await applyTextSettings(tx);
        return spoolTable(tx, table, file);
      });
      expect(written).toBe(ROWS.length);
      const loaded = await target.db.transaction(async (tx) => {
        await applyTextSettings(tx);
        const lines = jsonLines(createReadStream(file) as AsyncIterable<Buffer>);
        return loadRows(
          tx,
          { name: table.name, entry: "", columns: table.columns, rows: ROWS.length },
          lines,
        );
      });
      expect(loaded).toBe(ROWS.length);
      const expected = await probeRows(source.db);
      expect(expected).toHaveLength(ROWS.length);
      expect(await probeRows(target.db)).toEqual(expected);
    },
    SETUP_TIMEOUT_MS,
  );
});

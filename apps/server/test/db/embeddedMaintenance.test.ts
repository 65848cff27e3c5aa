import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenedDatabase } from "../../src/db/database";
import {
  maintainTables,
  startEmbeddedMaintenance,
  tablesDue,
  type TableDue,
} from "../../src/db/embeddedMaintenance";
import { openDatabase } from "../../src/db/openDatabase";
import { rowsOf } from "../../src/db/rows";
import { SETUP_TIMEOUT_MS } from "./testDatabase";

// The embedded database has no autovacuum: the server vacuums and analyses the tables that changed
// by PostgreSQL's own thresholds.

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openDatabase({ dataDir: "", databaseUrl: null }, { inMemory: true });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await opened.close();
});

type Stats = {
  n_live_tup: number;
  n_dead_tup: number;
  last_vacuum: string | null;
  last_analyze: string | null;
};

/** The statistics as of now: counters reach them at a transaction's end, at most once a second. */
async function flushed() {
  await opened.db.execute(sql`select pg_stat_force_next_flush()`);
  await opened.db.execute(sql`select 1`);
}

const due = async () => {
  await flushed();
  return tablesDue(opened.db);
};

async function statsOf(table: string): Promise<Stats> {
  await flushed();
  const [row] = await rowsOf<Stats>(
    opened.db,
    sql`select n_live_tup::integer, n_dead_tup::integer, last_vacuum, last_analyze
      from pg_stat_user_tables where relname = ${table}`,
  );
  if (!row) throw new Error(`No statistics for ${table}.`);
  return row;
}

async function makeTable(table: string, rows: number) {
  const name = sql.identifier(table);
  await opened.db.execute(sql`create table ${name} (n integer primary key, note text)`);
  await opened.db.execute(
    sql`insert into ${name} select i, 'note ' || i from generate_series(1, ${rows}) as i`,
  );
  // A new table is vacuumed for its inserts: it starts from there.
  await flushed();
  await maintainTables(opened.db);
}

const dueNamed = (due: TableDue[], table: string) => due.find((entry) => entry.table === table);

describe("the embedded database's upkeep", () => {
  it("vacuums a table whose updates left more dead rows than a fifth of its live ones", async () => {
    await makeTable("notes", 2000);
    // Every row rewritten once, as a journey change rewrites its company.
    await opened.db.execute(sql`update notes set note = note || '!'`);
    expect((await statsOf("notes")).n_dead_tup).toBe(2000);
    expect(dueNamed(await due(), "notes")).toEqual({ table: "notes", vacuum: true });

    await flushed();
    const done = await maintainTables(opened.db);
    expect(dueNamed(done, "notes")).toEqual({ table: "notes", vacuum: true });
    const after = await statsOf("notes");
    expect([after.n_live_tup, after.n_dead_tup]).toEqual([2000, 0]);
    expect(after.last_vacuum).not.toBeNull();
    expect(dueNamed(await due(), "notes")).toBeUndefined();
  });

  it("leaves a table alone while its changes stay under the thresholds", async () => {
    await makeTable("quiet", 2000);
    await opened.db.execute(sql`update quiet set note = 'changed' where n <= 40`);
    expect((await statsOf("quiet")).n_dead_tup).toBe(40);
    expect(dueNamed(await due(), "quiet")).toBeUndefined();
  });

  it("analyses a table whose rows changed by a tenth, without a vacuum while few are dead", async () => {
    await makeTable("grown", 10_000);
    // 1,300 new rows: more than 50 + 10 % of the 11,300 changed, fewer than 1,000 + 20 % inserted.
    await opened.db.execute(sql`insert into grown select i, 'late' from generate_series(10001, 11300) as i`);
    expect(dueNamed(await due(), "grown")).toEqual({ table: "grown", vacuum: false });
    await flushed();
    await maintainTables(opened.db);
    const after = await statsOf("grown");
    expect(after.last_analyze).not.toBeNull();
    expect(dueNamed(await due(), "grown")).toBeUndefined();
  });

  it("checks now and then in the running server, and stops", async () => {
    await makeTable("busy", 1000);
    await opened.db.execute(sql`delete from busy where n > 100`);
    await flushed();
    const rounds: TableDue[][] = [];
    const maintenance = startEmbeddedMaintenance(opened.db, {
      everyMs: 20,
      onDone: (done) => rounds.push(done),
    });
    await vi.waitFor(() => expect(rounds.flat().map((entry) => entry.table)).toContain("busy"), {
      timeout: 10_000,
    });
    await maintenance.stop();
    expect((await statsOf("busy")).n_dead_tup).toBe(0);
  });
});

import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { rowsOf } from "./rows";

// The embedded database runs no autovacuum: PGlite is one process, with no background workers. The
// rows an update or a delete leaves behind stay in their tables (every journey change rewrites its
// company's row, so the companies table doubles after one item per company), every scan reads
// them, and the planner's statistics are those of the table's first rows. The server does the
// autovacuum's work itself: now and then it asks the statistics which tables have changed by
// PostgreSQL's own autovacuum thresholds, and vacuums or analyses those, one statement at a time,
// each waiting its turn behind the requests like any other statement. PostgreSQL has its autovacuum.

/**
 * When a table is due, by PostgreSQL's defaults (autovacuum_vacuum_, _vacuum_insert_ and _analyze_
 * threshold and scale factor): its dead rows, rows inserted since its last vacuum, or rows changed
 * since its last analysis pass a number of rows plus a share of its live rows.
 */
const DEAD = sql.raw("n_dead_tup > 50 + 0.2 * n_live_tup");
const INSERTED = sql.raw("n_ins_since_vacuum > 1000 + 0.2 * n_live_tup");
const CHANGED = sql.raw("n_mod_since_analyze > 50 + 0.1 * n_live_tup");

/** What a table is due: a vacuum (with its statistics), or only new statistics. */
export type TableDue = { table: string; vacuum: boolean };

/** The tables that changed enough since their last vacuum or analysis, the most changed first. */
export async function tablesDue(db: Database): Promise<TableDue[]> {
  return rowsOf<TableDue>(
    db,
    sql`
    select relname as "table", to_vacuum as vacuum from (
      select relname, n_dead_tup + n_mod_since_analyze as changed,
        ${DEAD} or ${INSERTED} as to_vacuum, ${CHANGED} as to_analyze
      from pg_stat_user_tables where schemaname = 'public'
    ) as tables
    where to_vacuum or to_analyze
    order by changed desc, relname`,
  );
}

/** Vacuums or analyses each table due, one statement each; answers what it did. */
export async function maintainTables(db: Database): Promise<TableDue[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum } of due) {
    const name = sql.identifier(table);
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
  }
  return due;
}

export type EmbeddedMaintenance = {
  /** Ends the checks; answers once the one under way, if any, has ended. */
  stop(): Promise<void>;
};

/** How often the server looks for tables due, unless told otherwise. */
export const MAINTENANCE_EVERY_MS = 60_000;

/**
 * Checks every `everyMs` for tables due and maintains them (a check starts only once the last has
 * ended). A failed round is reported to `onError` and the next goes on.
 */
export function startEmbeddedMaintenance(
  db: Database,
  {
    everyMs = MAINTENANCE_EVERY_MS,
    onDone = () => undefined,
    onError = () => undefined,
  }: {
    everyMs?: number;
    onDone?: (maintained: TableDue[]) => void;
    onError?: (error: unknown) => void;
  } = {},
): EmbeddedMaintenance {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(() => {
      round = maintainTables(db)
        .then((maintained) => {
          if (maintained.length > 0) onDone(maintained);
        }, onError)
        .finally(() => {
          if (!stopped) next();
        });
    }, everyMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

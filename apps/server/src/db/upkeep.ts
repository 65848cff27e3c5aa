import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { rowsOf } from "./rows";
import { isEmbedded } from "./openDatabase";

// The embedded database runs no autovacuum: nothing would refresh the planner's statistics (an
// import of thousands of companies would still be planned as an empty table), fold the search's
// trigram entries into their index, or reclaim the rows updates leave behind. This does that work
// at PostgreSQL's own default thresholds, a table at a time, through the same queue as every other
// statement: now and then, and at the end of an import. PostgreSQL's autovacuum does it there.

/** How often the embedded database's tables are looked at. */
const UPKEEP_EVERY_MS = 60_000;

/** The tables past autovacuum's default thresholds (dead rows, changes since the last analyze, inserts since the last vacuum). */
const DUE = sql`select quote_ident(schemaname) || '.' || quote_ident(relname) as name
  from pg_stat_user_tables
  where n_dead_tup > 50 + 0.2 * n_live_tup
    or n_mod_since_analyze > 50 + 0.1 * n_live_tup
    or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
  order by relname`;

/** Vacuums and analyzes the embedded database's tables that are due; PostgreSQL's are left to it. Answers their names. */
export async function tidyTables(db: Database): Promise<string[]> {
  if (!isEmbedded(db)) return [];
  const due = await rowsOf<{ name: string }>(db, DUE);
  for (const { name } of due) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return due.map((table) => table.name);
}

/** Tidies the embedded database's tables every minute until `stop()`; a failure goes to `onError` and the next round comes. */
export function startUpkeep(db: Database, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => tidyTables(db)).catch(onError);
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

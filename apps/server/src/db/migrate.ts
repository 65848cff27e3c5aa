import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, OpenedDatabase } from "./database";
import { driverOf } from "./openDatabase";
import * as schema from "./schema";
import { serverPath } from "../config/paths";

/** The committed migrations, found from the server package so that any working directory will do. */
export const MIGRATIONS_FOLDER = serverPath("drizzle");

// Any constant both processes agree on; it only has to differ from other locks the product takes.
const MIGRATION_LOCK = 7_470_001;

/**
 * Applies every committed migration not yet applied. On PostgreSQL an advisory lock keeps
 * several server processes starting together from running them twice.
 */
export async function migrate(target: Database | OpenedDatabase): Promise<void> {
  const driver = driverOf("db" in target && "kind" in target ? target.db : target);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver.kind === "pglite") {
    await migratePglite(driver.db, config);
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client, schema }), config);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

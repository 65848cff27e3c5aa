import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { ServerConfig } from "../config";
import type { Database, DatabaseKind, OpenedDatabase } from "./database";
import * as schema from "./schema";

export type OpenDatabaseOptions = {
  /** A throwaway embedded database that lives in memory only (tests). */
  inMemory?: boolean;
};

type Driver =
  | { kind: "pglite"; db: ReturnType<typeof drizzlePglite<typeof schema>> }
  | { kind: "postgres"; db: ReturnType<typeof drizzleNodePg<typeof schema>>; pool: pg.Pool };

// The migrator and the tests need the driver behind a `Database`, which its type no longer says.
const drivers = new WeakMap<Database, Driver>();

export function driverOf(db: Database): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error("This database was not opened by openDatabase().");
  return driver;
}

/**
 * Opens the embedded PGlite in `dataDir/db` when no DATABASE_URL is set, else a pool on PostgreSQL.
 * Both run the same migrations and queries.
 */
export async function openDatabase(
  config: Pick<ServerConfig, "dataDir" | "databaseUrl">,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl === null || options.inMemory) {
    let client: PGlite;
    if (options.inMemory) {
      client = new PGlite();
    } else {
      const directory = path.join(config.dataDir, "db");
      await mkdir(directory, { recursive: true });
      client = new PGlite(directory);
    }
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return register({ kind: "pglite", db }, () => client.close());
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  // An idle client that loses its server must not take the process down with it.
  pool.on("error", () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  return register({ kind: "postgres", db, pool }, () => pool.end());
}

function register(driver: Driver, close: () => Promise<void>): OpenedDatabase {
  const db: Database = driver.db;
  drivers.set(db, driver);
  const kind: DatabaseKind = driver.kind;
  return { db, kind, close };
}

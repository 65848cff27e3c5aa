import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DEFAULT_DATABASE_QUEUE_LIMIT, type ServerConfig } from "../config";
import { serverPath } from "../config/paths";
import { pgliteWithActors, poolWithActors } from "./actor";
import { type PgliteQueue, queuedPglite } from "./pgliteQueue";
import type { Database, DatabaseKind, OpenedDatabase } from "./database";
import * as schema from "./schema";

export type OpenDatabaseOptions = {
  /** A throwaway embedded database that lives in memory only (tests). */
  inMemory?: boolean;
  /** With `inMemory`: start from this dump of an embedded database (`dumpDataDir`) instead of an empty one. */
  startingFrom?: Blob;
};

/** The embedded database's queue, when `config` does not set one (tests, commands). */
const QUEUE_LIMIT = DEFAULT_DATABASE_QUEUE_LIMIT;

type Driver =
  | {
      kind: "pglite";
      db: ReturnType<typeof drizzlePglite<typeof schema>>;
      queue: PgliteQueue;
      client: PGlite;
    }
  | { kind: "postgres"; db: ReturnType<typeof drizzleNodePg<typeof schema>>; pool: pg.Pool };

// The migrator and the tests need the driver behind a `Database`, which its type no longer says.
const drivers = new WeakMap<Database, Driver>();

/**
 * The client under `db`'s wrappers (the embedded database, or PostgreSQL's pool): what the
 * benchmarks record the statements of and replay them on.
 */
export function rawClientOf(db: Database): PGlite | pg.Pool {
  const driver = driverOf(db);
  return driver.kind === "pglite" ? driver.client : driver.pool;
}

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
  config: Pick<ServerConfig, "dataDir" | "databaseUrl"> & Partial<Pick<ServerConfig, "databaseQueueLimit">>,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl === null || options.inMemory) {
    let client: PGlite;
    if (options.inMemory) {
      client = new PGlite(options.startingFrom ? { loadDataDir: options.startingFrom } : {});
    } else {
      const directory = path.join(config.dataDir, "db");
      await mkdir(directory, { recursive: true });
      if (!existsSync(path.join(directory, "PG_VERSION"))) await initEmbeddedDatabase(directory);
      client = new PGlite(directory, { postgresqlconf: ["shared_buffers=32MB"] });
    }
    await client.waitReady;
    const queued = queuedPglite(client, config.databaseQueueLimit ?? QUEUE_LIMIT);
    const db = drizzlePglite({ client: pgliteWithActors(queued.client), schema });
    return register({ kind: "pglite", db, queue: queued.queue, client }, () => client.close());
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  // An idle client that loses its server must not take the process down with it.
  pool.on("error", () => undefined);
  // The server's statements are short: PostgreSQL compiles one (JIT) on its estimated cost alone,
  // and a board or list whose estimate passes the threshold spent more compiling than running.
  // Queued first on each new connection, before any statement of the caller's.
  pool.on("connect", (client) => {
    client.query("set jit = off").catch(() => undefined);
  });
  const db = drizzleNodePg({ client: poolWithActors(pool), schema });
  return register({ kind: "postgres", db, pool }, () => pool.end());
}

const INIT_SCRIPT = serverPath("src", "db", "initEmbeddedDatabase.mjs");

/**
 * Creates a new embedded database folder in a child process, so the memory initdb takes leaves with
 * it: opened in the server's own process, a new folder would keep the server's resident memory
 * about 500 MB higher until its next start.
 */
async function initEmbeddedDatabase(directory: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [INIT_SCRIPT, directory], { maxBuffer: 1024 * 1024 });
  } catch (error) {
    const output = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `The embedded database could not be created in ${directory}.${output ? `\n${output}` : ""}`,
      {
        cause: error,
      },
    );
  }
}

function register(driver: Driver, close: () => Promise<void>): OpenedDatabase {
  const db: Database = driver.db;
  drivers.set(db, driver);
  const kind: DatabaseKind = driver.kind;
  return { db, kind, close };
}

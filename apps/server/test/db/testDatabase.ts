import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { beforeEach, expect } from "vitest";
import type { OpenedDatabase } from "../../src/db/database";
import { migrate, MIGRATIONS_FOLDER } from "../../src/db/migrate";
import { driverOf, openDatabase } from "../../src/db/openDatabase";
import * as schema from "../../src/db/schema";
import { isDatabaseFree } from "../support/databaseFree";
import { opened } from "../support/opened";

/** PostgreSQL's code for a statement the role may not run. */
const INSUFFICIENT_PRIVILEGE = "42501";
/** PostgreSQL's codes for a database that does not exist, and for one that does already. */
const INVALID_CATALOG_NAME = "3D000";
const DUPLICATE_DATABASE = "42P04";
/** PostgreSQL's code for a template that a session is in, which it then will not copy. */
const OBJECT_IN_USE = "55006";
const DROP_ATTEMPTS = 20;

export { SETUP_TIMEOUT_MS } from "../support/opened";

// One database per test file: an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
// server, a fresh database created on it for the file (a copy of a migrated template) and dropped
// afterwards.

export type TestDatabase = OpenedDatabase & {
  /** Empties every table and restarts the ids, keeping the migrations. */
  reset: () => Promise<void>;
  /** The PostgreSQL database's URL, for a second connection as another server would open; null on PGlite. */
  url: string | null;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** The committed migrations' own fingerprint: a new or changed migration makes a new template. */
function migrationsFingerprint(): string {
  const digest = createHash("sha256");
  const files = [
    ...readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")),
    path.join("meta", "_journal.json"),
  ].sort();
  for (const file of files) digest.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  return digest.digest("hex").slice(0, 16);
}

const TEMPLATE_NAME = `pipeline_template_${migrationsFingerprint()}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database with every migration applied, which each file's scratch database is copied from
 * instead of migrating its own. Made once per set of migrations, under a temporary name renamed
 * when complete, so that files starting together never copy a half-migrated one.
 */
async function ensureTemplate(serverUrl: string): Promise<void> {
  const building = `pipeline_template_building_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`create database ${building}`));
  const database = await openDatabase({ dataDir: "", databaseUrl: databaseUrl(serverUrl, building) });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  await onServer(serverUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${TEMPLATE_NAME}`);
      // Nobody, autovacuum included, sits in it then when a file copies it.
      await client.query(`alter database ${TEMPLATE_NAME} with allow_connections false`);
    } catch (error) {
      // Another file made it first: its template serves as well.
      await client.query(`drop database if exists ${building} with (force)`);
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
    }
  });
}

async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    // Between its rename and the closing of its connections, the template may still be in use.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${TEMPLATE_NAME}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === DROP_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
}

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pipeline_test_${randomBytes(6).toString("hex")}`;
  try {
    await createFromTemplate(serverUrl, name);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG_NAME) throw error;
    await ensureTemplate(serverUrl);
    await createFromTemplate(serverUrl, name);
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // A background worker of the server's own (autovacuum) may still be in the database, and
        // a role that is not a superuser may not end it: wait for it to leave and try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            const denied = (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE;
            if (!denied || attempt === DROP_ATTEMPTS) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * This worker's migrated embedded database, dumped once: each file's database is loaded from it
 * (about half a second) instead of being created and migrated (about two). The server's files
 * share a worker's modules, so one worker makes it once.
 */
let migratedDump: Promise<Blob> | null = null;

async function dumpMigrated(): Promise<Blob> {
  const database = await openDatabase({ dataDir: "", databaseUrl: null }, { inMemory: true });
  try {
    await migrate(database);
    const driver = driverOf(database.db);
    if (driver.kind !== "pglite") throw new Error("An in-memory database is an embedded one.");
    return await driver.db.$client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const testPath = expect.getState().testPath ?? "";
  if (isDatabaseFree(testPath)) {
    throw new Error(
      `${path.basename(testPath)} opens a database, yet DATABASE_FREE_TESTS (test/support/databaseFree.ts) lists it, ` +
        "which leaves it out of the PostgreSQL run: take it off that list.",
    );
  }
  let database: OpenedDatabase;
  let drop: () => Promise<void> = async () => undefined;
  let url: string | null = null;
  if (TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL);
    drop = scratch.drop;
    url = scratch.url;
    database = await openDatabase({ dataDir: "", databaseUrl: scratch.url });
  } else {
    if (!migratedDump) {
      migratedDump = dumpMigrated();
      // A failed dump is not kept: the next file tries again.
      migratedDump.catch(() => {
        migratedDump = null;
      });
    }
    database = await openDatabase(
      { dataDir: "", databaseUrl: null },
      { inMemory: true, startingFrom: await migratedDump },
    );
  }
  // A copy of the template has every migration already: this finds nothing left to apply.
  await migrate(database);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
    reset: async () => {
      await database.db.execute(sql.raw(`truncate ${TABLES.join(", ")} restart identity cascade`));
    },
  };
}

/**
 * This file's database: opened before its tests, closed after them and, unless `reset` is false,
 * emptied before each test. Used as the database itself (`database.db`) in hooks and tests.
 */
export function testDatabase({ reset = true }: { reset?: boolean } = {}): TestDatabase {
  const database = opened(openTestDatabase);
  if (reset) beforeEach(() => database.reset());
  return database;
}

import { randomBytes } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { beforeEach } from "vitest";
import type { OpenedDatabase } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { openDatabase } from "../../src/db/openDatabase";
import * as schema from "../../src/db/schema";
import { opened } from "../support/opened";

/** PostgreSQL's code for a statement the role may not run. */
const INSUFFICIENT_PRIVILEGE = "42501";
const DROP_ATTEMPTS = 20;

export { SETUP_TIMEOUT_MS } from "../support/opened";

// One database per test file: an in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
// server, a fresh database created on it for the file and dropped afterwards.

export type TestDatabase = OpenedDatabase & {
  /** Empties every table and restarts the ids, keeping the migrations. */
  reset: () => Promise<void>;
};

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pipeline_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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

export async function openTestDatabase(): Promise<TestDatabase> {
  let database: OpenedDatabase;
  let drop: () => Promise<void> = async () => undefined;
  if (TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL);
    drop = scratch.drop;
    database = await openDatabase({ dataDir: "", databaseUrl: scratch.url });
  } else {
    database = await openDatabase({ dataDir: "", databaseUrl: null }, { inMemory: true });
  }
  await migrate(database);
  return {
    ...database,
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

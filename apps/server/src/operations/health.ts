import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { MIGRATIONS_FOLDER } from "../db/migrate";
import { rowsOf } from "../db/rows";
import type { FileStorage } from "../storage";

/** What `/readyz` checked, each "ok" or what is wrong. */
export type Readiness = { ready: boolean; checks: { database: string; migrations: string; storage: string } };

/** How long a successful storage check stands: a load balancer asks every few seconds. */
const STORAGE_CHECK_MS = 10_000;

/** The `when` of the last migration this server ships (drizzle's journal). */
function lastShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The readiness checks: the database answers, every migration this server ships is applied (a newer
 * database is fine: an older server may still serve it), and the file storage takes a write.
 */
export function createReadinessCheck(db: Database, storage: FileStorage): () => Promise<Readiness> {
  const shipped = lastShippedMigration();
  let storageOkUntil = 0;

  async function database(): Promise<{ database: string; migrations: string }> {
    try {
      const [applied] = await rowsOf<{ last: string | number | null }>(
        db,
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      const last = Number(applied?.last ?? 0);
      return {
        database: "ok",
        migrations: last >= shipped ? "ok" : "The database is missing migrations this server needs.",
      };
    } catch (error) {
      return { database: messageOf(error), migrations: "unknown" };
    }
  }

  async function writable(): Promise<string> {
    if (Date.now() < storageOkUntil) return "ok";
    const key = `.readiness/${process.pid}`;
    try {
      await storage.put(key, Readable.from([Buffer.from("ok")]));
      await storage.remove(key);
      storageOkUntil = Date.now() + STORAGE_CHECK_MS;
      return "ok";
    } catch (error) {
      return messageOf(error);
    }
  }

  return async () => {
    const [db, storageState] = await Promise.all([database(), writable()]);
    const checks = { ...db, storage: storageState };
    return { ready: Object.values(checks).every((state) => state === "ok"), checks };
  };
}

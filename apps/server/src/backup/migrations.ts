import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "../db/database";
import { MIGRATIONS_FOLDER } from "../db/migrate";
import { MIGRATIONS_TABLE } from "./catalog";
import { type AppliedMigration, ArchiveError } from "./manifest";

// A restore brings an empty database to the archive's migration level, not beyond it: the rows are
// loaded into the schema they were dumped from, and a newer server then applies its newer
// migrations at start as usual. The migrations are applied as drizzle's migrator applies them
// (each statement in order, drizzle's own table recording them), inside the restore's transaction,
// so that a restore that fails leaves an empty database behind.

type JournalEntry = { when: number; tag: string };

function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The tag (file name) of the migration with this journal time in this release, if it ships one. */
export function journalTag(when: string): string | null {
  return journal().find((entry) => String(entry.when) === when)?.tag ?? null;
}

/**
 * The statements of this release's migrations up to the archive's level; refuses an archive whose
 * migrations are not exactly this release's first ones (made by a newer or a different release).
 */
export function migrationsUpTo(applied: AppliedMigration[]): string[][] {
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const wanted = applied
    .map((migration) => migration.createdAt)
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const level = wanted.at(-1) ?? "0";
  const newest = shipped.at(-1)?.folderMillis ?? 0;
  if (BigInt(level) > BigInt(newest)) {
    throw new ArchiveError(
      "The archive was made by a newer release of Pipeline (its database has migrations this release does not ship): restore it with that release or a later one.",
    );
  }
  const upTo = shipped.filter((migration) => BigInt(migration.folderMillis) <= BigInt(level));
  const same =
    upTo.length === wanted.length &&
    upTo.every((migration, index) => String(migration.folderMillis) === wanted[index]);
  if (!same) {
    throw new ArchiveError(
      "The archive's database has migrations this release does not ship: it was made by a different release of Pipeline.",
    );
  }
  return upTo.map((migration) => migration.sql);
}

/** Applies the migrations in the transaction and records the archive's rows of the migrations table. */
export async function applyMigrations(tx: Database, applied: AppliedMigration[]): Promise<void> {
  const statements = migrationsUpTo(applied);
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await tx.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
      id SERIAL PRIMARY KEY,
      hash text NOT NULL,
      created_at bigint
    )`),
  );
  for (const migration of statements) {
    for (const statement of migration) {
      if (statement.trim() !== "") await tx.execute(sql.raw(statement));
    }
  }
  for (const migration of applied) {
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" (id, hash, created_at)
          values (${migration.id}, ${migration.hash}, ${migration.createdAt}::bigint)`,
    );
  }
}

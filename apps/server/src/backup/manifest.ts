import type { DatabaseKind } from "../db/database";
import type { ColumnInfo } from "./catalog";

// The archive: one gzip-compressed tar file.
//
//   database/<table>.jsonl    every row of a table of the public schema, one JSON array a line: each
//                             column's value as PostgreSQL writes it as text (null for NULL), in the
//                             manifest's column order, rows in primary-key order
//   files/<key>               the stored files (disk storage), byte for byte
//   outbox/<name>             the messages kept in DATA_DIR/outbox (no SMTP server configured)
//   keys/<name>               the keys generated into DATA_DIR (envelope key, file signing secret)
//   storage/objects.jsonl     with S3 storage: the bucket's objects (key, size, etag), not their bytes
//   manifest.json             last: what the archive holds, with each entry's size and SHA-256

export const FORMAT = "pipeline-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

export type Entry = { path: string; size: number; sha256: string };

export type ManifestTable = { name: string; entry: string; columns: ColumnInfo[]; rows: number };

export type ManifestSequence = { schema: string; name: string; lastValue: string; isCalled: boolean };

/** A row of drizzle's migrations table: which migration, by its hash and its journal time. */
export type AppliedMigration = { id: number; hash: string; createdAt: string };

export type Manifest = {
  format: typeof FORMAT;
  formatVersion: number;
  product: { name: string; version: string };
  /** The moment of the database snapshot (ISO 8601, UTC). */
  createdAt: string;
  database: {
    kind: DatabaseKind;
    serverVersion: string;
    /** The last migration applied (its journal time and tag) and how many there are. */
    migrationLevel: { when: string; tag: string | null; count: number };
    migrations: AppliedMigration[];
    tables: ManifestTable[];
    sequences: ManifestSequence[];
  };
  storage:
    | { kind: "disk"; files: number; bytes: number }
    | { kind: "s3"; bucket: string; prefix: string; objects: number; entry: string; note: string };
  /** Key files copied from DATA_DIR; a key set in the environment is named in `notes` instead. */
  keys: string[];
  notes: string[];
  /** Every entry of the archive but the manifest. */
  entries: Entry[];
};

export class ArchiveError extends Error {
  override name = "ArchiveError";
}

export const tableEntry = (table: string) => `database/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;
export const outboxEntry = (name: string) => `outbox/${name}`;
export const keyEntry = (name: string) => `keys/${name}`;
export const OBJECTS_ENTRY = "storage/objects.jsonl";

/** A path inside the archive that names no place outside the folder it is unpacked to. */
export function isSafeEntryPath(entry: string): boolean {
  return (
    entry.length > 0 &&
    entry.length <= 4096 &&
    !entry.startsWith("/") &&
    !entry.includes("\\") &&
    !entry.includes("\0") &&
    entry.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new ArchiveError(`The archive's manifest is not valid: ${what}.`);
}

/** Reads and checks the manifest's shape; throws ArchiveError saying what is wrong. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ArchiveError("The archive's manifest is not valid JSON.");
  }
  check(isObject(value) && value.format === FORMAT, "it is not a Pipeline backup");
  check(
    value.formatVersion === FORMAT_VERSION,
    `its format version is ${String(value.formatVersion)}, this release reads ${FORMAT_VERSION}`,
  );
  const database = value.database;
  check(isObject(database), "no database");
  check(database.kind === "pglite" || database.kind === "postgres", "unknown database kind");
  check(isObject(database.migrationLevel), "no migration level");
  check(Array.isArray(database.migrations) && database.migrations.length > 0, "no migrations");
  for (const migration of database.migrations as unknown[]) {
    check(
      isObject(migration) &&
        Number.isInteger(migration.id) &&
        typeof migration.hash === "string" &&
        typeof migration.createdAt === "string" &&
        /^\d+$/.test(migration.createdAt),
      "a migration is malformed",
    );
  }
  check(Array.isArray(database.tables), "no tables");
  for (const table of database.tables as unknown[]) {
    check(
      isObject(table) &&
        typeof table.name === "string" &&
        typeof table.entry === "string" &&
        Number.isInteger(table.rows) &&
        Array.isArray(table.columns) &&
        table.columns.length > 0 &&
        table.columns.every((column) => isObject(column) && typeof column.name === "string"),
      "a table is malformed",
    );
  }
  check(Array.isArray(database.sequences), "no sequences");
  for (const sequence of database.sequences as unknown[]) {
    check(
      isObject(sequence) &&
        typeof sequence.schema === "string" &&
        typeof sequence.name === "string" &&
        typeof sequence.lastValue === "string" &&
        /^-?\d+$/.test(sequence.lastValue) &&
        typeof sequence.isCalled === "boolean",
      "a sequence is malformed",
    );
  }
  check(isObject(value.storage) && (value.storage.kind === "disk" || value.storage.kind === "s3"), "storage");
  check(Array.isArray(value.keys) && value.keys.every((key) => typeof key === "string"), "keys");
  check(Array.isArray(value.notes), "notes");
  check(Array.isArray(value.entries), "no entries");
  for (const entry of value.entries as unknown[]) {
    check(
      isObject(entry) &&
        typeof entry.path === "string" &&
        isSafeEntryPath(entry.path) &&
        Number.isInteger(entry.size) &&
        typeof entry.sha256 === "string" &&
        /^[0-9a-f]{64}$/.test(entry.sha256),
      "an entry is malformed",
    );
  }
  return value as Manifest;
}

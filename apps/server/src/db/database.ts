import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;

/** Either driver's database, or a transaction on it: repositories take any of them. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = "pglite" | "postgres";

export type OpenedDatabase = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

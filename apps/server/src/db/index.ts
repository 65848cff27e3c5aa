export type { Database, DatabaseKind, OpenedDatabase, Transaction } from "./database";
export { migrate, MIGRATIONS_FOLDER } from "./migrate";
export { openDatabase, type OpenDatabaseOptions, rawClientOf } from "./openDatabase";
export * as schema from "./schema";

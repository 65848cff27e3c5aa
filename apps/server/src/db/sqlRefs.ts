import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column named with its table, always. drizzle leaves columns bare in the select list of a
 * one-table query, where a subquery reading other tables would resolve a bare name to its own
 * tables first (`"id"` of a joined lookup rather than the company's).
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

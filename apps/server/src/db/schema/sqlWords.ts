import { sql } from "drizzle-orm";

/** A quoted SQL list of fixed words, for CHECK constraints. */
export function sqlWordList(words: readonly string[]) {
  return sql.raw(words.map((word) => `'${word.replace(/'/g, "''")}'`).join(", "));
}

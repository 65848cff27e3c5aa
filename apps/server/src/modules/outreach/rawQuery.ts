// This module's raw SQL sends ids as one parameter; its rows are read back with db/rows.ts.

/** Ids as one Postgres array literal: a single parameter however many there are (cast it in the SQL). */
export function idArray(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}

// The two sides of this module's raw SQL: ids sent as one parameter, and rows read back.

/** The rows of a raw query, typed as its select list names them: the driver answers them untyped. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Ids as one Postgres array literal: a single parameter however many there are (cast it in the SQL). */
export function idArray(ids: readonly number[]): string {
  return `{${ids.join(",")}}`;
}

import type { SQLWrapper } from "drizzle-orm";
import type { Database } from "./database";

/** The rows of a raw query, typed as its select list names them: the driver answers them untyped. */
export async function rowsOf<Row>(db: Database, query: SQLWrapper): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

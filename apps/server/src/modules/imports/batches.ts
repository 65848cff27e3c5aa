import { type SheetCompany, sheetMatchKeys } from "@pipeline/contract";

/**
 * Rows of the sheet planned and written together, by default. Each batch reads the companies its
 * rows may match in one query, which compares the domain of every stored website: fewer, larger
 * batches read the table fewer times (progress then moves in steps of this many rows).
 */
export const DEFAULT_BATCH_ROWS = 5000;

export type Batch = {
  companies: SheetCompany[];
  keys: { companies: Set<string>; members: Set<string> };
  /** Data rows in it. */
  rows: number;
  /** The last row of its last company. */
  lastRow: number;
};

/**
 * Collects companies of the sheet into batches of about `maxRows` rows. With `splitOnRepeat`, a
 * company whose match key or member e-mail is in the batch already starts the next one, so that a
 * batch never plans against a record it is itself about to write.
 */
export function createBatcher(
  maxRows: number,
  flush: (batch: Batch) => Promise<void>,
  { splitOnRepeat }: { splitOnRepeat: boolean },
) {
  let batch: Batch | null = null;
  const empty = (): Batch => ({
    companies: [],
    keys: { companies: new Set(), members: new Set() },
    rows: 0,
    lastRow: 0,
  });
  async function close() {
    const full = batch;
    batch = null;
    if (full && full.companies.length > 0) await flush(full);
  }
  return {
    async add(company: SheetCompany) {
      const keys = sheetMatchKeys(company);
      if (
        splitOnRepeat &&
        batch &&
        ((keys.company !== null && batch.keys.companies.has(keys.company)) ||
          keys.members.some((key) => batch?.keys.members.has(key)))
      ) {
        await close();
      }
      batch ??= empty();
      batch.companies.push(company);
      if (keys.company !== null) batch.keys.companies.add(keys.company);
      for (const key of keys.members) batch.keys.members.add(key);
      batch.rows += company.rows.length;
      // A loop, not a spread: a company may span more rows than a call takes arguments.
      for (const row of company.rows) if (row.row > batch.lastRow) batch.lastRow = row.row;
      if (batch.rows >= maxRows) await close();
    },
    /** Writes what is left. */
    end: close,
  };
}

import { and, type AnyColumn, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import {
  type DateFilterType,
  dayRangeBounds,
  type FilterRule,
  type FilterValue,
  LIST_LIMITS,
  type ListParams,
  MAX_PAGE_SIZE,
  type SortDirection,
} from "@pipeline/contract";
import type { Database } from "./database";

// ListParams turned into SQL the same way for every paged list: search, flags, date range, sort
// and page. Lists add their own conditions for the filters only they have.

export type Expression = SQL | AnyColumn;

/**
 * A text a search looks in: an expression lower-cased by the search, or `{ lowered }`, a column
 * that holds the text already lower-cased (a stored generated column), which a search over many
 * rows reads without lower-casing each one again.
 */
export type SearchText = Expression | { lowered: AnyColumn };

export type ListSpec = {
  /** What each sortable field sorts on; text is given lower-cased so case does not order it. */
  sort: Record<string, readonly Expression[]>;
  defaultSort: { field: string; direction: SortDirection };
  /** The last sort key, so that pages never overlap or skip a row. */
  id: AnyColumn;
  /** The texts a search looks in, case aside. */
  search: readonly SearchText[];
  dates: Record<DateFilterType, AnyColumn>;
  /** Filters on a true / false column, by filter name. */
  flags?: Record<string, AnyColumn>;
  /**
   * Sort fields whose keys are never null. They sort without NULLS LAST, which an index read
   * backwards cannot give, so that a descending sort walks the index too.
   */
  notNullSorts?: readonly string[];
};

/** The query-string names a list accepts, for `queryToListParams`. */
export function listFields<F extends string>(
  spec: ListSpec,
  filters: readonly F[],
  filterRules: Partial<Record<F, FilterRule>> = {},
) {
  return { sortFields: Object.keys(spec.sort), filters, filterRules };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

export function searchCondition(term: string | undefined, within: readonly SearchText[]): SQL | undefined {
  const needle = term?.trim();
  if (!needle) return undefined;
  const pattern = `%${escapeLike(needle)}%`;
  // Both sides lowercased and matched with `like`: what `ilike` matches, in about half its time
  // on the embedded database, where a search reads every row of a list.
  return or(
    ...within.map((text) =>
      "lowered" in text
        ? sql`${text.lowered} like lower(${pattern})`
        : sql`lower(${text}) like lower(${pattern})`,
    ),
  );
}

export function dateCondition(range: ListParams["dateRange"], dates: ListSpec["dates"]): SQL | undefined {
  if (!range) return undefined;
  const column = dates[range.type ?? "created"];
  // Bare days are whole days in IST; the end is the first instant after the range.
  const { start, end } = dayRangeBounds(range);
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

/** True and false as a filter carries them; anything else is ignored. */
export function readFlags(values: readonly FilterValue[] | undefined): boolean[] {
  const flags = new Set<boolean>();
  for (const value of values ?? []) {
    if (value === true || value === "true") flags.add(true);
    if (value === false || value === "false") flags.add(false);
  }
  return [...flags];
}

/** Whole positive ids as a filter carries them; anything else is ignored. */
export function readIds(values: readonly FilterValue[] | undefined): number[] {
  const ids = new Set<number>();
  for (const value of values ?? []) {
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

export function flagCondition(
  column: AnyColumn,
  values: readonly FilterValue[] | undefined,
): SQL | undefined {
  const flags = readFlags(values);
  return flags.length === 0 ? undefined : inArray(column, flags);
}

/** Search, flag filters and date range, with whatever the list adds. */
export function listWhere(
  params: ListParams,
  spec: ListSpec,
  extra: ReadonlyArray<SQL | undefined> = [],
): SQL | undefined {
  const flags = Object.entries(spec.flags ?? {}).map(([name, column]) =>
    flagCondition(column, params.filters?.[name]),
  );
  return and(
    searchCondition(params.search, spec.search),
    dateCondition(params.dateRange, spec.dates),
    ...flags,
    ...extra,
  );
}

/** The sort asked for, or the list's default; empty values last in both directions. */
export function listOrderBy(params: ListParams, spec: ListSpec): SQL[] {
  const asked = params.sort && spec.sort[params.sort.field] ? params.sort : spec.defaultSort;
  const keys = spec.sort[asked.field] ?? [];
  const direction = sql.raw(asked.direction === "desc" ? "desc" : "asc");
  const nulls = spec.notNullSorts?.includes(asked.field) ? sql.raw("") : sql.raw(" nulls last");
  // The id is a primary key, never null.
  return [...keys.map((expression) => sql`${expression} ${direction}${nulls}`), sql`${spec.id} ${direction}`];
}

export function listPage(params: ListParams): { limit: number; offset: number } {
  const size = params.pageSize ?? LIST_LIMITS.defaultPageSize;
  const limit =
    Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : LIST_LIMITS.defaultPageSize;
  const page =
    params.page !== undefined && Number.isInteger(params.page) && params.page >= 1 ? params.page : 1;
  return { limit, offset: (page - 1) * limit };
}

export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(table)
    .where(where);
  return row?.count ?? 0;
}

/**
 * The count of every match, known from a page without counting when the page is the last one
 * and not empty (or the first and empty); null when it takes a count.
 */
export function countFromPage(
  rows: number,
  { limit, offset }: { limit: number; offset: number },
): number | null {
  if (rows > 0 && rows < limit) return offset + rows;
  return rows === 0 && offset === 0 ? 0 : null;
}

/**
 * A list's page as `params` ask for it and the count of every row `where` matches: `query` is the
 * list's select (its columns, table and joins, made `$dynamic()`), filtered by `where`, sorted as
 * `spec` says and paged here; the count is of `table`, the table it selects from, and is read only
 * when the page cannot tell it (a full page, or one past the last).
 */
export async function listRows<Q extends PgSelect>(
  db: Database,
  params: ListParams,
  spec: ListSpec,
  { query, table, where }: { query: Q; table: PgTable; where: SQL | undefined },
): Promise<[Q["_"]["result"], number]> {
  const page = listPage(params);
  const rows = (await query
    .where(where)
    .orderBy(...listOrderBy(params, spec))
    .limit(page.limit)
    .offset(page.offset)) as Q["_"]["result"];
  return [rows, countFromPage(rows.length, page) ?? (await countWhere(db, table, where))];
}

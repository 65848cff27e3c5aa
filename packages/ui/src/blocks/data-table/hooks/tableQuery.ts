import { LIST_LIMITS, type ListParams } from "@pipeline/contract";
import type { DataTableQuery } from "../types";

export function initialQuery<F extends string>(partial: Partial<DataTableQuery<F>> = {}): DataTableQuery<F> {
  return {
    page: 1,
    pageSize: LIST_LIMITS.defaultPageSize,
    search: "",
    sort: null,
    filters: {},
    dateRange: { start: "", end: "", type: "created" },
    ...partial,
  };
}

/** The table's state as the adapter's list params; empty parts are left out. */
export function toListParams<F extends string>(query: DataTableQuery<F>): ListParams<F> {
  const params: ListParams<F> = { page: query.page, pageSize: query.pageSize };
  const search = query.search.trim();
  if (search) params.search = search;
  if (query.sort) params.sort = query.sort;
  const filters = Object.entries(query.filters).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
  );
  if (filters.length > 0) params.filters = Object.fromEntries(filters) as unknown as ListParams<F>["filters"];
  const { start, end, type } = query.dateRange;
  if (start || end) params.dateRange = { ...(start ? { start } : {}), ...(end ? { end } : {}), type };
  return params;
}

export type QueryChange<F extends string> =
  | { type: "page"; page: number }
  | { type: "pageSize"; pageSize: number }
  | { type: "search"; search: string }
  | { type: "sort"; field: string }
  | { type: "filter"; id: F; values: string[] }
  | { type: "dateRange"; dateRange: DataTableQuery<F>["dateRange"] }
  | { type: "reset"; query: DataTableQuery<F> };

/** Every change but paging itself goes back to the first page (admin-portal section 4). */
export function reduceQuery<F extends string>(
  query: DataTableQuery<F>,
  change: QueryChange<F>,
): DataTableQuery<F> {
  switch (change.type) {
    case "page":
      return { ...query, page: Math.max(1, change.page) };
    case "pageSize":
      return { ...query, page: 1, pageSize: change.pageSize };
    case "search":
      return { ...query, page: 1, search: change.search };
    case "sort": {
      // Ascending, then descending, then the server's own order.
      const current = query.sort?.field === change.field ? query.sort.direction : null;
      const sort =
        current === null
          ? { field: change.field, direction: "asc" as const }
          : current === "asc"
            ? { field: change.field, direction: "desc" as const }
            : null;
      return { ...query, page: 1, sort };
    }
    case "filter":
      return { ...query, page: 1, filters: { ...query.filters, [change.id]: change.values } };
    case "dateRange":
      return { ...query, page: 1, dateRange: change.dateRange };
    case "reset":
      return change.query;
    default:
      return change satisfies never;
  }
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

import { LIST_LIMITS, LIST_QUERY_KEYS } from "@pipeline/contract";
import type { DataTableQuery } from "../types";

// A list's search, sort, filters, dates, page and page size as its address's query string, with the
// spec's parameter names (admin-portal 2.4, 7): search, page, page_size, sortfield, sortdirection,
// start_date, end_date, date_filter_type, and each filter by its query name, values comma-joined.

const DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

function day(value: string | null): string {
  return value ? (DAY.exec(value.trim())?.[1] ?? "") : "";
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export type ListAddressOptions<F extends string> = {
  /** The filters read from and written to the address, by query name. */
  filterIds: readonly F[];
  /** The page sizes offered: another one in the address is ignored. Default: LIST_LIMITS.pageSizeOptions. */
  pageSizeOptions?: readonly number[];
  /** The page size left out of the address. Default: LIST_LIMITS.defaultPageSize. */
  defaultPageSize?: number;
};

/** The parts of a table's query the address holds; what it leaves out stays as the table starts. */
export function queryFromAddress<F extends string>(
  search: string,
  options: ListAddressOptions<F>,
): Partial<DataTableQuery<F>> {
  const address = new URLSearchParams(search);
  const query: Partial<DataTableQuery<F>> = {};

  const text = address.get("search")?.trim();
  if (text) query.search = text;
  const page = positive(address.get("page"));
  if (page !== null) query.page = page;
  const pageSize = positive(address.get("page_size"));
  if (pageSize !== null && (options.pageSizeOptions ?? LIST_LIMITS.pageSizeOptions).includes(pageSize))
    query.pageSize = pageSize;
  const field = address.get("sortfield")?.trim();
  if (field) query.sort = { field, direction: address.get("sortdirection") === "desc" ? "desc" : "asc" };

  const filters: Partial<Record<F, string[]>> = {};
  for (const name of options.filterIds) {
    const values = address
      .getAll(name)
      .flatMap((raw) => raw.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (values.length > 0) filters[name] = [...new Set(values)];
  }
  if (Object.keys(filters).length > 0) query.filters = filters;

  const start = day(address.get("start_date"));
  const end = day(address.get("end_date"));
  const type = address.get("date_filter_type") === "modified" ? "modified" : "created";
  if (start || end || type === "modified") query.dateRange = { start, end, type };
  return query;
}

/**
 * The address's query string with the table's query in it: the list's own parameters rewritten in
 * one order (values at their defaults left out), any other parameter kept. "" for none.
 */
export function addressOfQuery<F extends string>(
  search: string,
  query: DataTableQuery<F>,
  options: ListAddressOptions<F>,
): string {
  const address = new URLSearchParams(search);
  for (const name of [...LIST_QUERY_KEYS, ...options.filterIds]) address.delete(name);
  const text = query.search.trim();
  if (text) address.set("search", text);
  if (query.page > 1) address.set("page", String(query.page));
  if (query.pageSize !== (options.defaultPageSize ?? LIST_LIMITS.defaultPageSize))
    address.set("page_size", String(query.pageSize));
  if (query.sort) {
    address.set("sortfield", query.sort.field);
    address.set("sortdirection", query.sort.direction);
  }
  for (const name of [...options.filterIds].sort()) {
    const values = query.filters[name] ?? [];
    if (values.length > 0) address.set(name, values.join(","));
  }
  const { start, end, type } = query.dateRange;
  if (start) address.set("start_date", start);
  if (end) address.set("end_date", end);
  if (type === "modified") address.set("date_filter_type", type);
  const written = address.toString();
  return written ? `?${written}` : "";
}

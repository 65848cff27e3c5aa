import {
  AdapterError,
  type DateFilterType,
  dayRangeBounds,
  type FieldErrors,
  type FilterRule,
  type Id,
  type InstantBounds,
  type IsoDateTime,
  type ListParams,
  type ListResult,
  listParamsToQuery,
  queryToListParams,
  type SortDirection,
} from "@pipeline/contract";

// Paging, search, sort and filters over an array, read through the same query-string rules the
// server applies (listParamsToQuery then queryToListParams), so both refuse the same params.

export type SortValue = string | number | boolean | null | undefined;

export type ListSpec<T, F extends string> = {
  /** Fields a list may be sorted by, and the value each sorts on. */
  sort: Record<string, (item: T) => SortValue>;
  defaultSort: { field: string; direction: SortDirection };
  /** Whether an item passes a filter; values arrive as the query string carries them. */
  filters: Record<F, (item: T, values: readonly string[]) => boolean>;
  /** What the filters that refuse other values take, as the server's list does. */
  filterRules?: Partial<Record<F, FilterRule>>;
  /** The texts a search looks in, case aside. */
  search: (item: T) => ReadonlyArray<string | null | undefined>;
  /** The timestamps a date range applies to. */
  dates: Record<DateFilterType, (item: T) => IsoDateTime | null>;
  id: (item: T) => Id;
};

type ReadParams<F extends string> = ReturnType<typeof queryToListParams<F>>["params"];

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function readParams<T, F extends string>(params: ListParams<F>, spec: ListSpec<T, F>): ReadParams<F> {
  const { params: read, problems } = queryToListParams(listParamsToQuery(params), {
    sortFields: Object.keys(spec.sort),
    filters: Object.keys(spec.filters) as F[],
    ...(spec.filterRules ? { filterRules: spec.filterRules } : {}),
  });
  const [first] = problems;
  if (first) {
    const fieldErrors: FieldErrors = {};
    for (const problem of problems) (fieldErrors[problem.field] ??= []).push(problem.message);
    throw new AdapterError(first.message, { status: 400, fieldErrors });
  }
  return read;
}

function matches<T, F extends string>(
  item: T,
  read: ReadParams<F>,
  spec: ListSpec<T, F>,
  { start, end }: Partial<InstantBounds>,
): boolean {
  if (read.search) {
    const needle = read.search.toLowerCase();
    if (!spec.search(item).some((text) => text?.toLowerCase().includes(needle))) return false;
  }
  for (const [name, values] of Object.entries(read.filters ?? {}) as Array<[F, string[] | undefined]>) {
    if (values && !spec.filters[name](item, values)) return false;
  }
  const range = read.dateRange;
  if (range) {
    const stamp = spec.dates[range.type ?? "created"](item);
    const time = stamp === null ? Number.NaN : Date.parse(stamp);
    if (Number.isNaN(time)) return false;
    if (start && time < start.getTime()) return false;
    if (end && time >= end.getTime()) return false;
  }
  return true;
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  // Empty values go last whichever the direction, as a reader scanning a column expects.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortItems<T, F extends string>(items: T[], read: ReadParams<F>, spec: ListSpec<T, F>): T[] {
  const { field, direction } = read.sort ?? spec.defaultSort;
  const valueOf = spec.sort[field] ?? (() => null);
  const sign = direction === "desc" ? -1 : 1;
  const keyed = items.map((item) => ({ item, key: valueOf(item), id: spec.id(item) }));
  keyed.sort((a, b) => {
    const empty = (a.key ?? null) === null || (b.key ?? null) === null;
    const order = compareValues(a.key, b.key);
    return (empty ? order : sign * order) || a.id - b.id;
  });
  return keyed.map(({ item }) => item);
}

function select<T, F extends string>(items: readonly T[], read: ReadParams<F>, spec: ListSpec<T, F>): T[] {
  // Bare days are whole days in IST; the end is the first instant after the range.
  const bounds = read.dateRange ? dayRangeBounds(read.dateRange) : {};
  const matching = items.filter((item) => matches(item, read, spec, bounds));
  return sortItems(matching, read, spec);
}

/** Every item the params select, sorted, without paging. */
export function selectItems<T, F extends string>(
  items: readonly T[],
  params: ListParams<F>,
  spec: ListSpec<T, F>,
): T[] {
  return select(items, readParams(params, spec), spec);
}

/** One page of the items the params select, with the count of all of them. */
export function listItems<T, F extends string>(
  items: readonly T[],
  params: ListParams<F>,
  spec: ListSpec<T, F>,
): ListResult<T> {
  const read = readParams(params, spec);
  const selected = select(items, read, spec);
  const from = (read.page - 1) * read.pageSize;
  return { rows: selected.slice(from, from + read.pageSize), count: selected.length };
}

/** A filter on a flag: "true" and "false" as the query string has them. */
export function flagFilter<T>(valueOf: (item: T) => boolean) {
  return (item: T, values: readonly string[]) => values.includes(String(valueOf(item)));
}

/** A filter on one id, or on any of several ids an item holds. */
export function idFilter<T>(valueOf: (item: T) => Id | readonly Id[] | null) {
  return (item: T, values: readonly string[]) => {
    const value = valueOf(item);
    const ids = value === null ? [] : typeof value === "number" ? [value] : value;
    return ids.some((id) => values.includes(String(id)));
  };
}

import { INTEGER_LIMITS, LIST_LIMITS } from "../limits";
import { dateValueBounds } from "../time/dayBounds";

/** The largest page any list serves: the biggest page-size option of the tables. */
export const MAX_PAGE_SIZE = Math.max(...LIST_LIMITS.pageSizeOptions);

export type SortDirection = "asc" | "desc";

/** Which timestamp a date range applies to. */
export type DateFilterType = "created" | "modified";

export type FilterValue = string | number | boolean;

/** What every paged list takes, in the product's terms. Pages are 1-based. */
export type ListParams<F extends string = string> = {
  search?: string;
  page?: number;
  pageSize?: number;
  sort?: { field: string; direction: SortDirection };
  dateRange?: { start?: string; end?: string; type?: DateFilterType };
  filters?: Partial<Record<F, readonly FilterValue[]>>;
};

export type ListResult<T> = { rows: T[]; count: number };

/** Query-string names of the paged-list parameters (admin-portal section 7). */
export const LIST_QUERY_KEYS = [
  "search",
  "page",
  "page_size",
  "sortfield",
  "sortdirection",
  "start_date",
  "end_date",
  "date_filter_type",
] as const;

/** Puts list params on the wire: list filters joined with commas, empty ones left out. */
export function listParamsToQuery(params: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  const search = params.search?.trim();
  if (search) query.search = search;
  if (params.page !== undefined) query.page = String(params.page);
  if (params.pageSize !== undefined) query.page_size = String(params.pageSize);
  if (params.sort) {
    query.sortfield = params.sort.field;
    query.sortdirection = params.sort.direction;
  }
  const range = params.dateRange;
  if (range?.start) query.start_date = range.start;
  if (range?.end) query.end_date = range.end;
  if (range?.type && (range.start || range.end)) query.date_filter_type = range.type;
  for (const [name, values] of Object.entries(params.filters ?? {})) {
    if (values && values.length > 0) query[name] = values.map(String).join(",");
  }
  return query;
}

/**
 * The values a filter takes: record ids (and any `also` words, such as `none`), or one of a few
 * words. A filter without a rule takes any text.
 */
export type FilterRule =
  | { ids: true; also?: readonly string[] }
  | { oneOf: readonly string[] }
  /** One whole number from 0 to `max`; `label` names it in the message. */
  | { wholeNumber: { max: number; label: string } };

/** Record ids, comma-joined; `also` names the words taken beside them. */
export function idsFilter(...also: string[]): FilterRule {
  return { ids: true, also };
}

/** `true` or `false`. */
export const FLAG_FILTER: FilterRule = { oneOf: ["true", "false"] };

/** The companies list's `days_in_stage_gt`: one whole number of days. */
export const DAYS_IN_STAGE_FILTER: FilterRule = {
  wholeNumber: { max: LIST_LIMITS.daysInStageMax, label: "Days in stage" },
};

export type ListQueryOptions<F extends string> = {
  /** Fields a client may sort on; anything else is refused. */
  sortFields: readonly string[];
  /** Filters the list knows; unknown query keys are ignored. */
  filters: readonly F[];
  /** What each filter takes; a value outside it is refused with the filter's name. */
  filterRules?: Partial<Record<F, FilterRule>>;
  defaultPageSize?: number;
};

/** `last_stage_task` as a person reads it in a message: "Last stage task". */
function parameterLabel(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecordId(value: string): boolean {
  return (
    /^\d{1,10}$/.test(value) && Number(value) >= INTEGER_LIMITS.minId && Number(value) <= INTEGER_LIMITS.max
  );
}

function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** The message for a filter value its rule does not take; null when every value is taken. */
function filterProblem(name: string, rule: FilterRule, values: readonly string[]): string | null {
  if ("wholeNumber" in rule) {
    const { max, label } = rule.wholeNumber;
    const [value] = values;
    if (values.length === 1 && value !== undefined && /^\d{1,10}$/.test(value) && Number(value) <= max)
      return null;
    return `${label} must be a whole number from 0 to ${max}.`;
  }
  const label = parameterLabel(name);
  if ("ids" in rule) {
    const also = rule.also ?? [];
    if (values.every((value) => isRecordId(value) || also.includes(value))) return null;
    const extra = also.length > 0 ? `, or ${orList(also)}` : "";
    return `${label} must be record ids joined with commas${extra}.`;
  }
  if (values.every((value) => rule.oneOf.includes(value))) return null;
  return `${label} must be ${orList(rule.oneOf)}.`;
}

export type ListQueryProblem = { field: string; message: string };

function positiveInteger(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/**
 * Reads list params back from a query string, as the server does: unknown keys are ignored,
 * bad values are reported with the name of the parameter at fault.
 */
export function queryToListParams<F extends string>(
  query: Record<string, string | undefined>,
  options: ListQueryOptions<F>,
): { params: ListParams<F> & { page: number; pageSize: number }; problems: ListQueryProblem[] } {
  const problems: ListQueryProblem[] = [];
  const page = positiveInteger(query.page);
  if (page === null) problems.push({ field: "page", message: "Page must be a whole number from 1." });
  const pageSize = positiveInteger(query.page_size);
  if (pageSize === null || (pageSize !== undefined && pageSize > MAX_PAGE_SIZE)) {
    problems.push({
      field: "page_size",
      message: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    });
  }
  const params: ListParams<F> & { page: number; pageSize: number } = {
    page: page ?? 1,
    pageSize:
      pageSize && pageSize <= MAX_PAGE_SIZE
        ? pageSize
        : (options.defaultPageSize ?? LIST_LIMITS.defaultPageSize),
  };

  const search = query.search?.trim();
  if (search) params.search = search;

  if (query.sortfield) {
    const direction = query.sortdirection ?? "asc";
    if (!options.sortFields.includes(query.sortfield)) {
      // The field is named back only when it reads as one: a message never repeats arbitrary input.
      const named = /^[a-z_]{1,64}$/.test(query.sortfield) ? query.sortfield : "that field";
      problems.push({ field: "sortfield", message: `Cannot sort by ${named}.` });
    } else if (direction !== "asc" && direction !== "desc") {
      problems.push({ field: "sortdirection", message: "Sort direction must be asc or desc." });
    } else {
      params.sort = { field: query.sortfield, direction };
    }
  }

  const { start_date: start, end_date: end, date_filter_type: type } = query;
  if (start || end) {
    if (start && !dateValueBounds(start))
      problems.push({ field: "start_date", message: "Start date is not a valid date." });
    if (end && !dateValueBounds(end))
      problems.push({ field: "end_date", message: "End date is not a valid date." });
    if (type && type !== "created" && type !== "modified") {
      problems.push({ field: "date_filter_type", message: "Date filter type must be created or modified." });
    }
    params.dateRange = {
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      type: type === "modified" ? "modified" : "created",
    };
  }

  const filters: Partial<Record<F, string[]>> = {};
  for (const name of options.filters) {
    const raw = query[name];
    if (raw === undefined || raw === "") continue;
    const values = raw
      .split(",")
      .map((value) => value.trim())
      .filter((value) => value !== "");
    const rule = options.filterRules?.[name];
    const problem = rule ? filterProblem(name, rule, values) : null;
    if (problem) problems.push({ field: name, message: problem });
    else if (values.length > 0) filters[name] = values;
  }
  if (Object.keys(filters).length > 0) params.filters = filters;

  return { params, problems };
}

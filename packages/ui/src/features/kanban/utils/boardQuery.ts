import {
  type CompanyListFilter,
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  DASHBOARD_NONE_KEY,
  type DashboardParams,
  type DashboardView,
  type ListParams,
  MAX_PAGE_SIZE,
  NONE_FILTER_VALUE,
} from "@pipeline/contract";
import type { BoardFilters } from "../types";

// How the board's choices become the calls behind it and the links out of it.

type ListFilters = Partial<Record<CompanyListFilter, string[]>>;

/**
 * The list filters that hold exactly the companies of one column, from its dashboard row key. The
 * first row's key, `none`, is also the filter value of "none": `stage=none` lists the companies
 * with no journey item yet, `confidence_level=none` those without a level.
 */
export function columnFilters(view: DashboardView, key: string): ListFilters {
  switch (view) {
    case "stage":
      return { stage: [key] };
    case "stage_task": {
      if (key === DASHBOARD_NONE_KEY) return { stage: [key] };
      const [stage = "", task] = key.split(":");
      return task === undefined ? { last_stage_task: [stage] } : { stage: [stage], last_stage_task: [task] };
    }
    case "confidence_level":
      return { confidence_level: [key] };
    default:
      return view satisfies never;
  }
}

function chosen(filters: BoardFilters): { country?: string[]; created_by?: string[] } {
  return {
    ...(filters.country ? { country: [filters.country] } : {}),
    ...(filters.createdBy ? { created_by: [filters.createdBy] } : {}),
  };
}

function dateRange({ dateRange: range }: BoardFilters): ListParams["dateRange"] {
  if (!range.start && !range.end) return undefined;
  return {
    ...(range.start ? { start: range.start } : {}),
    ...(range.end ? { end: range.end } : {}),
    type: range.type,
  };
}

/** The summary rows: every row on one page, narrowed by country, creator and dates. */
export function dashboardParams(filters: BoardFilters): DashboardParams {
  const range = dateRange(filters);
  return {
    view: filters.view,
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    filters: chosen(filters),
    ...(range ? { dateRange: range } : {}),
  };
}

/** The country select's counts: narrowed like the summary, but never by the country itself. */
export function countriesParams(filters: BoardFilters): ListParams<"created_by" | "industry"> {
  const range = dateRange(filters);
  return {
    ...(filters.createdBy ? { filters: { created_by: [filters.createdBy] } } : {}),
    ...(range ? { dateRange: range } : {}),
  };
}

/** One column's companies: the most recently changed first, up to the dashboard's limit. */
export function columnParams(filters: BoardFilters, key: string): ListParams<CompanyListFilter> {
  const range = dateRange(filters);
  const search = filters.search.trim();
  return {
    page: 1,
    pageSize: DASHBOARD_LIMITS.companiesPerColumn,
    sort: { field: "modified", direction: "desc" },
    filters: { ...columnFilters(filters.view, key), ...chosen(filters) },
    ...(search ? { search } : {}),
    ...(range ? { dateRange: range } : {}),
  };
}

/** The `country` filter value of a summary cell's key: the country's id, or "none" for the cell without. */
export function countryFilterValue(cellKey: string, countryIds: ReadonlyMap<string, string>): string | null {
  return cellKey === DASHBOARD_NO_COUNTRY_KEY ? NONE_FILTER_VALUE : (countryIds.get(cellKey) ?? null);
}

/**
 * The companies list with the query-string prefilters it reads (admin-portal 2.4): one summary
 * cell's column and country, and the board's creator and dates.
 */
export function companiesListHref(
  companiesPath: string,
  filters: BoardFilters,
  key: string,
  countryId: string,
): string {
  const query = new URLSearchParams();
  for (const [name, values] of Object.entries(columnFilters(filters.view, key))) {
    query.set(name, values.join(","));
  }
  query.set("country", countryId);
  if (filters.createdBy) query.set("created_by", filters.createdBy);
  const range = dateRange(filters);
  if (range) {
    if (range.start) query.set("start_date", range.start);
    if (range.end) query.set("end_date", range.end);
    query.set("date_filter_type", range.type ?? "created");
  }
  return `${companiesPath}?${query.toString()}`;
}

/** The company page a card or a summary cell opens. */
export function companyHref(companiesPath: string, id: number): string {
  return `${companiesPath}/${id}`;
}

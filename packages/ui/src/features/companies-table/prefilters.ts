import { COMPANY_LIST_FILTERS, type CompanyListFilter } from "@pipeline/contract";
import type { DataTableQuery } from "../../blocks/data-table";

const DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

function day(value: string | null): string {
  return value ? (DAY.exec(value.trim())?.[1] ?? "") : "";
}

/**
 * The filters a link to the companies list carries in its query string (country, last_stage_task,
 * created_by, stage, start_date, end_date, date_filter_type, and any other filter of the table by
 * its query name), as the table's starting query. Lists are comma-joined; bad dates are ignored.
 */
export function prefiltersFromSearch(search: string | undefined): Partial<DataTableQuery<CompanyListFilter>> {
  const query = new URLSearchParams(search ?? "");
  const prefilters: Partial<DataTableQuery<CompanyListFilter>> = {};

  const filters: Partial<Record<CompanyListFilter, string[]>> = {};
  for (const name of COMPANY_LIST_FILTERS) {
    const values = query
      .getAll(name)
      .flatMap((raw) => raw.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (values.length > 0) filters[name] = [...new Set(values)];
  }
  if (Object.keys(filters).length > 0) prefilters.filters = filters;

  const start = day(query.get("start_date"));
  const end = day(query.get("end_date"));
  if (start || end) {
    prefilters.dateRange = {
      start,
      end,
      type: query.get("date_filter_type") === "modified" ? "modified" : "created",
    };
  }
  return prefilters;
}

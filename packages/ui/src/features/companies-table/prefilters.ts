import { COMPANY_LIST_FILTERS, type CompanyListFilter } from "@pipeline/contract";
import { type DataTableQuery, queryFromAddress } from "../../blocks/data-table";

/**
 * The filters a link to the companies list carries in its query string (country, last_stage_task,
 * created_by, stage, start_date, end_date, date_filter_type, and any other filter of the table by
 * its query name), as the table's starting query. Lists are comma-joined; bad dates are ignored.
 */
export function prefiltersFromSearch(search: string | undefined): Partial<DataTableQuery<CompanyListFilter>> {
  const { filters, dateRange } = queryFromAddress(search ?? "", { filterIds: COMPANY_LIST_FILTERS });
  return {
    ...(filters ? { filters } : {}),
    ...(dateRange && (dateRange.start || dateRange.end) ? { dateRange } : {}),
  };
}

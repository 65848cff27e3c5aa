import type { CompanyListFilter, Id, ListParams } from "@pipeline/contract";
import { selectedCount, type DataTableSelection, type RowId } from "../../blocks/data-table";
import type { CompanyMatchParams, CompanySelection } from "./types";

const toIds = (ids: Iterable<RowId>): Id[] => Array.from(ids, Number).sort((a, b) => a - b);

/** The part of a table's params that decides which companies match: search, filters, dates. */
export function matchParams(params: ListParams<CompanyListFilter>): CompanyMatchParams {
  const match: CompanyMatchParams = {};
  if (params.search !== undefined) match.search = params.search;
  if (params.filters !== undefined) match.filters = params.filters;
  if (params.dateRange !== undefined) match.dateRange = params.dateRange;
  return match;
}

/** The table's selection as Bulk Initial Outreach receives it. */
export function toCompanySelection(selection: DataTableSelection): CompanySelection {
  if (selection.kind === "ids") return { kind: "ids", ids: toIds(selection.ids) };
  return {
    kind: "all-matching",
    params: matchParams(selection.params as ListParams<CompanyListFilter>),
    excludedIds: toIds(selection.excluded),
    count: selectedCount(selection),
  };
}

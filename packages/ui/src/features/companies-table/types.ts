import type { CompanyListFilter, Id, ListParams } from "@pipeline/contract";

/** What "every company matching" means: the table's search, filters and date range, without paging or order. */
export type CompanyMatchParams = Pick<ListParams<CompanyListFilter>, "search" | "filters" | "dateRange">;

/**
 * The companies Bulk Initial Outreach acts on: some picked by id (on any page), or every company
 * matching the table's params but a few unticked ones, without listing them.
 */
export type CompanySelection =
  | { kind: "ids"; ids: Id[] }
  | { kind: "all-matching"; params: CompanyMatchParams; excludedIds: Id[]; count: number };

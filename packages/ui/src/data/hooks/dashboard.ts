import type { CompanyListFilter, DashboardParams, ListParams } from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
import { useAdapterQuery } from "../useAdapterQuery";

/** The rows of the stage dashboard (`company/dashboard-view`): the board's columns and its summary. */
export function useDashboard(params: DashboardParams) {
  return useAdapterQuery(
    ["companies", "dashboard", params],
    (adapter, options) => requirePort(adapter, "companies").dashboard(params, options),
    { keepPrevious: true },
  );
}

/** Companies per country (`company/get_stage_names?country_added=true`): the country select. */
export function useCompanyCountries(params: ListParams<"created_by" | "industry">) {
  return useAdapterQuery(
    ["companies", "countries", params],
    (adapter, options) => requirePort(adapter, "companies").countries(params, options),
    { keepPrevious: true },
  );
}

/**
 * The companies of one dashboard column (the company list with its filters, up to a page). No
 * previous page is kept: a column shows its skeleton again while new filters load.
 */
export function useDashboardColumn(params: ListParams<CompanyListFilter>) {
  return useAdapterQuery(["companies", "dashboardColumn", params], (adapter, options) =>
    requirePort(adapter, "companies").list(params, options),
  );
}

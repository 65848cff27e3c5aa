import type { CompanyListFilter, DashboardParams, ListParams } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import { useAdapterQuery } from "../useAdapterQuery";
import { companyListRead } from "./companies";

const dashboardRead = (params: DashboardParams) =>
  adapterRead(["companies", "dashboard", params], (companies, options) =>
    companies.dashboard(params, options),
  );
export type DashboardSlice = SliceOf<typeof dashboardRead>;

/** The rows of the stage dashboard (`company/dashboard-view`): the board's columns and its summary. */
export function useDashboard(params: DashboardParams) {
  return useAdapterQuery(dashboardRead(params), { keepPrevious: true });
}

const companyCountriesRead = (params: ListParams<"created_by" | "industry">) =>
  adapterRead(["companies", "countries", params], (companies, options) =>
    companies.countries(params, options),
  );
export type CompanyCountriesSlice = SliceOf<typeof companyCountriesRead>;

/** Companies per country (`company/get_stage_names?country_added=true`): the country select. */
export function useCompanyCountries(params: ListParams<"created_by" | "industry">) {
  return useAdapterQuery(companyCountriesRead(params), { keepPrevious: true });
}

export type DashboardColumnSlice = SliceOf<typeof companyListRead>;

/**
 * The companies of one dashboard column (the company list with its filters, up to a page). No
 * previous page is kept: a column shows its skeleton again while new filters load.
 */
export function useDashboardColumn(params: ListParams<CompanyListFilter>) {
  return useAdapterQuery(companyListRead(params));
}

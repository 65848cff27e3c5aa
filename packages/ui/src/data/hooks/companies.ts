import {
  type CallOptions,
  type CompanyCreateInput,
  type CompanyListFilter,
  type CompanyOption,
  type CompanyUpdateInput,
  type Id,
  type ListParams,
} from "@pipeline/contract";
import { useCallback } from "react";
import { requireMethod, useDataAdapter } from "../AdapterContext";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

// In a module of its own: reading a website's domain brings the contract's form schemas (yup,
// validator), which the pages that only list companies do without.
export { type SameWebsiteSlice, useSameWebsiteCompanies } from "./companyWebsite";

/** A page of the companies list: the companies table's rows, and a dashboard column's. */
export const companyListRead = (params: ListParams<CompanyListFilter>) =>
  adapterRead(["companies", "list", params], (companies, options) => companies.list(params, options));
export type CompanyListSlice = SliceOf<typeof companyListRead>;

const companyRead = (id: Id | null) =>
  adapterRead(["companies", "get", id], (companies, options) => companies.get(id ?? 0, options));
export type CompanySlice = SliceOf<typeof companyRead>;

export function useCompany(id: Id | null) {
  return useAdapterQuery(companyRead(id), { enabled: id !== null });
}

export type SaveCompanySlice = PortSlice<"companies", "create" | "update">;
type CompanyChange = { id: null; input: CompanyCreateInput } | { id: Id; input: CompanyUpdateInput };

/** Adds a company without an id, updates one with it; the company's timeline shows it too. */
export function useSaveCompany() {
  return useAdapterMutation(
    "companies",
    (companies: SaveCompanySlice["companies"], change: CompanyChange) =>
      change.id === null ? companies.create(change.input) : companies.update(change.id, change.input),
    ["companies", "journey"],
  );
}

export type CompanySearchSlice = PortSlice<"companies", "search">;

/**
 * The company picker's search, for a control that runs its own debounce and aborts: a few
 * companies by name or website.
 */
export function useCompanySearch(): (text: string, options?: CallOptions) => Promise<CompanyOption[]> {
  const adapter = useDataAdapter();
  return useCallback(
    (text: string, options?: CallOptions) =>
      requireMethod(adapter, "companies", "search").search(text, options),
    [adapter],
  );
}

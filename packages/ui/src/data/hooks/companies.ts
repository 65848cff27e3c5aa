import type {
  CallOptions,
  CompanyCreateInput,
  CompanyListFilter,
  CompanyOption,
  CompanyUpdateInput,
  Id,
  ListParams,
} from "@pipeline/contract";
import { useCallback } from "react";
import { requirePort, useDataAdapter } from "../AdapterContext";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

export function useCompanyList(params: ListParams<CompanyListFilter>) {
  return useAdapterQuery(
    ["companies", "list", params],
    (adapter, options) => requirePort(adapter, "companies").list(params, options),
    { keepPrevious: true },
  );
}

export function useCompany(id: Id | null) {
  return useAdapterQuery(
    ["companies", "get", id],
    (adapter, options) => requirePort(adapter, "companies").get(id ?? 0, options),
    { enabled: id !== null },
  );
}

export function useSaveCompany() {
  return useAdapterMutation(
    (adapter, change: { id: null; input: CompanyCreateInput } | { id: Id; input: CompanyUpdateInput }) => {
      const companies = requirePort(adapter, "companies");
      return change.id === null ? companies.create(change.input) : companies.update(change.id, change.input);
    },
    ["companies", "journey"],
  );
}

/**
 * The company picker's search, for a control that runs its own debounce and aborts: a few
 * companies by name or website.
 */
export function useCompanySearch(): (text: string, options?: CallOptions) => Promise<CompanyOption[]> {
  const adapter = useDataAdapter();
  return useCallback(
    (text: string, options?: CallOptions) => requirePort(adapter, "companies").search(text, options),
    [adapter],
  );
}

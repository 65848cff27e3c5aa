import type {
  CompanyCreateInput,
  CompanyListFilter,
  CompanyMemberInput,
  CompanyUpdateInput,
  Id,
  ListParams,
} from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
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
    (
      adapter,
      change: { id: null; input: CompanyCreateInput } | { id: Id; input: CompanyUpdateInput },
    ) => {
      const companies = requirePort(adapter, "companies");
      return change.id === null ? companies.create(change.input) : companies.update(change.id, change.input);
    },
    ["companies", "journey"],
  );
}

export function useCompanyMemberList(params: ListParams<"is_active" | "cmd">) {
  return useAdapterQuery(
    ["companyMembers", "list", params],
    (adapter, options) => requirePort(adapter, "companyMembers").list(params, options),
    { keepPrevious: true },
  );
}

export function useCompanyMember(id: Id | null) {
  return useAdapterQuery(
    ["companyMembers", "get", id],
    (adapter, options) => requirePort(adapter, "companyMembers").get(id ?? 0, options),
    { enabled: id !== null },
  );
}

export function useSaveCompanyMember() {
  return useAdapterMutation((adapter, { id, input }: { id: Id | null; input: CompanyMemberInput }) => {
    const members = requirePort(adapter, "companyMembers");
    return id === null ? members.create(input) : members.update(id, input);
  }, ["companyMembers", "companies"]);
}

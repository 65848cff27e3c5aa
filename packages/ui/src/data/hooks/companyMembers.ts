import type { CompanyMemberInput, Id, ListParams } from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

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

/** Creates without an id, updates with one; members also appear on companies, so both are refreshed. */
export function useSaveCompanyMember() {
  return useAdapterMutation(
    (adapter, { id, input }: { id: Id | null; input: CompanyMemberInput }) => {
      const members = requirePort(adapter, "companyMembers");
      return id === null ? members.create(input) : members.update(id, input);
    },
    ["companyMembers", "companies"],
  );
}

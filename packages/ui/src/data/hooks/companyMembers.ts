import type { CompanyMemberInput, Id, ListParams } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

/** A page of the company members: the admin table's rows. */
export const companyMemberListRead = (params: ListParams<"is_active" | "cmd">) =>
  adapterRead(["companyMembers", "list", params], (members, options) => members.list(params, options));
export type CompanyMemberListSlice = SliceOf<typeof companyMemberListRead>;

const companyMemberRead = (id: Id | null) =>
  adapterRead(["companyMembers", "get", id], (members, options) => members.get(id ?? 0, options));
export type CompanyMemberSlice = SliceOf<typeof companyMemberRead>;

export function useCompanyMember(id: Id | null) {
  return useAdapterQuery(companyMemberRead(id), { enabled: id !== null });
}

export type SaveCompanyMemberSlice = PortSlice<"companyMembers", "create" | "update">;

/** Creates without an id, updates with one; members also appear on companies, so both are refreshed. */
export function useSaveCompanyMember() {
  return useAdapterMutation(
    "companyMembers",
    (
      members: SaveCompanyMemberSlice["companyMembers"],
      { id, input }: { id: Id | null; input: CompanyMemberInput },
    ) => (id === null ? members.create(input) : members.update(id, input)),
    ["companyMembers", "companies"],
  );
}

import type { Id, ListParams, UserInput } from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

export function useCurrentUser(enabled = true) {
  return useAdapterQuery(
    ["users", "current"],
    (adapter, options) => requirePort(adapter, "users").current(options),
    { enabled },
  );
}

export function useUserList(params: ListParams<"is_active">) {
  return useAdapterQuery(
    ["users", "list", params],
    (adapter, options) => requirePort(adapter, "users").list(params, options),
    { keepPrevious: true },
  );
}

/** Reviewers, moderators and created-by filters: pk and names only. */
export function useUsersShort(scope: { companyAdded?: boolean; dashboardView?: boolean } = {}) {
  return useAdapterQuery(["users", "short", scope], (adapter, options) =>
    requirePort(adapter, "users").short(scope, options),
  );
}

export function useUser(id: Id | null) {
  return useAdapterQuery(
    ["users", "get", id],
    (adapter, options) => requirePort(adapter, "users").get(id ?? 0, options),
    { enabled: id !== null },
  );
}

export function useSaveUser() {
  return useAdapterMutation(
    (adapter, { id, input }: { id: Id | null; input: UserInput }) => {
      const users = requirePort(adapter, "users");
      return id === null ? users.create(input) : users.update(id, input);
    },
    ["users"],
  );
}

import type { Id, ListParams, UserInput, UserListFilter } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

const currentUserRead = () => adapterRead(["users", "current"], (users, options) => users.current(options));
export type CurrentUserSlice = SliceOf<typeof currentUserRead>;

export function useCurrentUser(enabled = true) {
  return useAdapterQuery(currentUserRead(), { enabled });
}

/** A page of the users: the admin table's rows. */
export const userListRead = (params: ListParams<UserListFilter>) =>
  adapterRead(["users", "list", params], (users, options) => users.list(params, options));
export type UserListSlice = SliceOf<typeof userListRead>;

/**
 * Which users the short list holds: every active one by default, or those who added a company or
 * show on the dashboard.
 */
export type UsersScope = { companyAdded?: boolean; dashboardView?: boolean };

export const usersShortRead = (scope: UsersScope) =>
  adapterRead(["users", "short", scope], (users, options) => users.short(scope, options));
export type UsersShortSlice = SliceOf<typeof usersShortRead>;

/** Reviewers, moderators and created-by filters: pk and names only. */
export function useUsersShort(scope: UsersScope = {}) {
  return useAdapterQuery(usersShortRead(scope));
}

const userRead = (id: Id | null) =>
  adapterRead(["users", "get", id], (users, options) => users.get(id ?? 0, options));
export type UserSlice = SliceOf<typeof userRead>;

export function useUser(id: Id | null) {
  return useAdapterQuery(userRead(id), { enabled: id !== null });
}

const rolesRead = () => adapterRead(["users", "roles"], (users, options) => users.roles(options));
export type RolesSlice = SliceOf<typeof rolesRead>;

/** The installation's roles with what each allows: the choices of the user form and the users filter. */
export function useRoles() {
  return useAdapterQuery(rolesRead());
}

export type SaveUserSlice = PortSlice<"users", "create" | "update">;

export function useSaveUser() {
  return useAdapterMutation(
    "users",
    (users: SaveUserSlice["users"], { id, input }: { id: Id | null; input: UserInput }) =>
      id === null ? users.create(input) : users.update(id, input),
    ["users"],
  );
}

export type SendPasswordLinkSlice = PortSlice<"users", "sendPasswordLink">;

/** E-mails the user a set-password link; the e-mail log shows it after. */
export function useSendPasswordLink() {
  return useAdapterMutation(
    "users",
    (users: SendPasswordLinkSlice["users"], id: Id) => users.sendPasswordLink(id),
    ["emailLogs"],
  );
}

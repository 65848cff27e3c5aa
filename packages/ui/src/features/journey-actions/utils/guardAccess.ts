import type { CurrentUser, RoleName } from "@pipeline/contract";

/** What a guarded part asks of the user. */
export type GuardRule = {
  /** Roles allowed in; the user must hold one and be acting as one. */
  roles: readonly string[];
  /** When any are given, the user must hold at least one of them. Default: none. */
  permissions?: readonly string[];
};

/** The roles a user holds; an entry marked inactive is not held. */
function heldRoles(user: CurrentUser): RoleName[] {
  return user.role.filter((entry) => entry.is_active).map((entry) => entry.role_name);
}

/** The role the user acts as: the one the server decided with, else the first role held. */
export function actingRole(user: CurrentUser): RoleName | null {
  return user.active_role ?? heldRoles(user)[0] ?? null;
}

/**
 * The permission guard's rule (spec section 6): the user holds an allowed role, holds one of the
 * required permissions when any are given, and the active role is among the allowed ones.
 */
export function guardGrants(
  user: CurrentUser | null | undefined,
  { roles, permissions = [] }: GuardRule,
): boolean {
  if (!user) return false;
  const held = heldRoles(user);
  if (!roles.some((role) => held.includes(role))) return false;
  if (permissions.length > 0 && !permissions.some((code) => user.permissions.includes(code))) return false;
  const active = actingRole(user);
  return active !== null && roles.includes(active);
}

/**
 * Whether the user may revoke a grant: its creator, or a SUPER_ADMIN acting as one. A grant whose
 * creator the adapter does not report is offered to all, and the server decides; one with no
 * creator (null) only to a SUPER_ADMIN.
 */
export function canRevoke(
  grant: { created_by?: { pk: number } | null },
  user: CurrentUser | null | undefined,
): boolean {
  if (!user) return false;
  if (actingRole(user) === "SUPER_ADMIN" && heldRoles(user).includes("SUPER_ADMIN")) return true;
  if (grant.created_by === undefined) return true;
  return grant.created_by !== null && grant.created_by.pk === user.pk;
}

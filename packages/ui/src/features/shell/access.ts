import type { CurrentUser, KnownRole, RoleName } from "@pipeline/contract";

export const SUPER_ADMIN: KnownRole = "SUPER_ADMIN";

/** What a guarded screen asks of the user. */
export type AccessRule = {
  /** Roles allowed in; the user must hold one and be acting as one. */
  roles: readonly string[];
  /** When any are given, the user must hold at least one of them. Default: none. */
  permissions?: readonly string[];
};

/** The names of the roles a user holds; an entry marked inactive is not held (as on the server). */
export function heldRoles(user: CurrentUser): RoleName[] {
  const names = user.role.filter((entry) => entry.is_active).map((entry) => entry.role_name);
  return [...new Set(names)];
}

/**
 * The permission guard's rule (spec section 6): the user holds an allowed role, holds one of the
 * required permissions when any are given, and the active role is among the allowed ones.
 */
export function hasAccess(
  user: CurrentUser | null | undefined,
  activeRole: string | null | undefined,
  { roles, permissions = [] }: AccessRule,
): boolean {
  if (!user || !activeRole) return false;
  const held = heldRoles(user);
  if (!roles.some((role) => held.includes(role))) return false;
  if (permissions.length > 0 && !permissions.some((code) => user.permissions.includes(code))) return false;
  return roles.includes(activeRole);
}

/** SUPER_ADMIN menus show only while the user, holding that role, acts as it. */
export function actsAsSuperAdmin(user: CurrentUser, activeRole: string): boolean {
  return activeRole === SUPER_ADMIN && heldRoles(user).includes(SUPER_ADMIN);
}

/** The role switcher is offered to a SUPER_ADMIN who holds more than one role. */
export function switchableRoles(user: CurrentUser): RoleName[] {
  const held = heldRoles(user);
  return held.includes(SUPER_ADMIN) && held.length > 1 ? held : [];
}

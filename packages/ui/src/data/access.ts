import type { ActionActor, CurrentUser, RoleName } from "@pipeline/contract";

// The permission guard's rule, one copy for every guard (the shell's screens, the company
// journey): read from the signed-in user as the server answers it.

/** What a guarded part asks of the user. */
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

/** The role the user acts as: the one the server decided with, else the first role held. */
export function actingRole(user: CurrentUser): RoleName | null {
  return user.active_role ?? heldRoles(user)[0] ?? null;
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

/** The signed-in user as the contract's action rules read them: who, acting as which role. */
export function actionActorOf(user: CurrentUser): ActionActor {
  return { pk: user.pk, activeRole: actingRole(user) };
}

import type { CurrentUser } from "@pipeline/contract";
import { type AccessRule, actingRole, hasAccess, heldRoles } from "../../../data/access";

export { actingRole };

/** What a guarded part asks of the user. */
export type GuardRule = AccessRule;

/** The permission guard's rule, the user acting as the role the server decided with. */
export function guardGrants(user: CurrentUser | null | undefined, rule: GuardRule): boolean {
  return user ? hasAccess(user, actingRole(user), rule) : false;
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

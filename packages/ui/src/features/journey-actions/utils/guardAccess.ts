import { canChangeGrant, type CurrentUser } from "@pipeline/contract";
import { type AccessRule, actingRole, actionActorOf, hasAccess } from "../../../data/access";

export { actingRole };

/** What a guarded part asks of the user. */
export type GuardRule = AccessRule;

/** The permission guard's rule, the user acting as the role the server decided with. */
export function guardGrants(user: CurrentUser | null | undefined, rule: GuardRule): boolean {
  return user ? hasAccess(user, actingRole(user), rule) : false;
}

/**
 * Whether the user may revoke a grant: its creator, or a SUPER_ADMIN acting as one (the contract's
 * rule, which the server applies to the same call). A grant whose creator the adapter does not
 * report is offered to all, and the server decides; one with no creator (null) only to a SUPER_ADMIN.
 */
export function canRevoke(
  grant: { created_by?: { pk: number } | null },
  user: CurrentUser | null | undefined,
): boolean {
  if (!user) return false;
  if (grant.created_by === undefined) return true;
  return canChangeGrant(actionActorOf(user), { grantedBy: grant.created_by?.pk ?? null });
}

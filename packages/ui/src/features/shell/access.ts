import type { CurrentUser, KnownRole, RoleName } from "@pipeline/contract";
import { heldRoles } from "../../data/access";

export const SUPER_ADMIN: KnownRole = "SUPER_ADMIN";

export { type AccessRule, hasAccess, heldRoles } from "../../data/access";

/** SUPER_ADMIN menus show only while the user, holding that role, acts as it. */
export function actsAsSuperAdmin(user: CurrentUser, activeRole: string): boolean {
  return activeRole === SUPER_ADMIN && heldRoles(user).includes(SUPER_ADMIN);
}

/**
 * The roles the switcher offers: every active role of a user who holds more than one, whichever
 * they are (an FSD_Admin who is also a USER switches too); none for a single role.
 */
export function switchableRoles(user: CurrentUser): RoleName[] {
  const held = heldRoles(user);
  return held.length > 1 ? held : [];
}

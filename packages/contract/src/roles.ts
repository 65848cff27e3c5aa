import type { KnownPermission, KnownRole, Role } from "./entities/user";
import { ADAPTER_MESSAGES } from "./messages";

// The roles and permissions the product ships with: the server seeds them on a new installation
// (an operator may grant differently afterwards), and the memory adapter serves them as they are.

export const KNOWN_ROLES: readonly KnownRole[] = ["USER", "SUPER_ADMIN", "FSD_Admin"];

export const KNOWN_PERMISSIONS: ReadonlyArray<{ code: KnownPermission; description: string }> = [
  { code: "can_view_journey", description: "See the journey timeline of a company." },
  { code: "can_view_email_logs", description: "Read the e-mail logs (with the FSD_Admin role)." },
];

/** What each role grants on a new installation. */
export const KNOWN_ROLE_GRANTS: Readonly<Record<KnownRole, readonly KnownPermission[]>> = {
  USER: ["can_view_journey"],
  SUPER_ADMIN: ["can_view_journey"],
  FSD_Admin: ["can_view_journey", "can_view_email_logs"],
};

/**
 * What each shipped role allows, as the user form shows it beside the role. A role's permissions
 * do not say it all: SUPER_ADMIN's administration comes with the role itself, not a permission.
 */
export const KNOWN_ROLE_DESCRIPTIONS: Readonly<Record<KnownRole, string>> = {
  USER: "Works on the companies assigned to them: the dashboard, each company's journey timeline and its tasks, imports and bulk outreach.",
  SUPER_ADMIN:
    "Manages users, reference lists, senders, Journey Settings and the Audit Log, and sees every company; everything a USER can do as well.",
  FSD_Admin: "Reads the Email Logs; everything a USER can do as well.",
};

/**
 * What a role allows, in the words the user form shows: a shipped role's description, or for a
 * role an installation added, the descriptions of the permissions it grants (empty when none).
 */
export function roleDescriptions(role: Role): string[] {
  const known = (KNOWN_ROLES as readonly string[]).includes(role.name)
    ? KNOWN_ROLE_DESCRIPTIONS[role.name as KnownRole]
    : undefined;
  return known ? [known] : role.permissions.map((permission) => permission.description);
}

/** The shipped roles as `GET roles` lists them on a new installation. */
export function knownRoles(): Role[] {
  return KNOWN_ROLES.map((name) => ({
    name,
    permissions: KNOWN_PERMISSIONS.filter((permission) =>
      KNOWN_ROLE_GRANTS[name].includes(permission.code),
    ).map((permission) => ({ ...permission })),
  }));
}

/**
 * The 403 of a call acting as a role (`X-Active-Role`) the user no longer holds, taken away since
 * they switched to it. A client that reads it forgets the role and acts as the user's default.
 */
export const ROLE_NOT_HELD_MESSAGE = "You no longer hold the role you were acting as.";

/** The role that administers the installation; the last active holder cannot give it up. */
export const ADMIN_ROLE: KnownRole = "SUPER_ADMIN";

/** A user's standing as the rule below reads it. */
export type AdminStanding = { roles: readonly string[]; is_active: boolean };

const isActiveAdmin = (user: AdminStanding) => user.is_active && user.roles.includes(ADMIN_ROLE);

/**
 * Why a change to a user is refused for leaving the installation without an active SUPER_ADMIN,
 * or null: the last one may neither give up the role nor deactivate themselves.
 */
export function adminLossRefusal(
  before: AdminStanding,
  after: AdminStanding,
  otherActiveAdmins: number,
): { field: "roles" | "is_active"; message: string } | null {
  if (otherActiveAdmins > 0 || !isActiveAdmin(before) || isActiveAdmin(after)) return null;
  return after.roles.includes(ADMIN_ROLE)
    ? { field: "is_active", message: ADAPTER_MESSAGES.lastSuperAdminActive }
    : { field: "roles", message: ADAPTER_MESSAGES.lastSuperAdminRole };
}

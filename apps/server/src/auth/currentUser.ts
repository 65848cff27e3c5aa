import { eq, sql } from "drizzle-orm";
import type { CurrentUser, Id, PermissionCode, UserRole } from "@pipeline/contract";
import type { Database } from "../db/database";
import { permissions, rolePermissions, userPermissions, userRoles, roles, users } from "../db/schema";
import { qualified as q } from "../db/sqlRefs";
import { iso } from "../db/wire";

// The signed-in user as every call reads them: with their session (modules/auth), on their own
// (modules/users), in one statement either way.

/** A user's roles in order and the permission codes they hold, as columns of a select from users. */
export const accessColumns = {
  role: sql<UserRole[]>`coalesce((
    select json_agg(json_build_object('role_name', ${q(roles.name)}, 'is_active', ${q(userRoles.isActive)})
      order by ${q(userRoles.position)}, ${q(roles.id)})
    from ${userRoles} join ${roles} on ${q(roles.id)} = ${q(userRoles.roleId)}
    where ${q(userRoles.userId)} = ${q(users.id)}), '[]'::json)`,
  permissions: sql<PermissionCode[]>`coalesce((
    select json_agg(${q(permissions.code)} order by ${q(permissions.code)}) from ${permissions}
    where exists (
        select 1 from ${rolePermissions} join ${userRoles} on ${q(userRoles.roleId)} = ${q(rolePermissions.roleId)}
        where ${q(rolePermissions.permissionId)} = ${q(permissions.id)} and ${q(userRoles.userId)} = ${q(users.id)}
          and ${q(userRoles.isActive)})
      or exists (
        select 1 from ${userPermissions}
        where ${q(userPermissions.permissionId)} = ${q(permissions.id)} and ${q(userPermissions.userId)} = ${q(users.id)})
  ), '[]'::json)`,
};

/** The columns of a select from users that make the signed-in user (`toCurrentUser`). */
export const currentUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  isStaff: users.isStaff,
  created: users.created,
  modified: users.modified,
  ...accessColumns,
};

type CurrentUserRow = {
  id: Id;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  isStaff: boolean;
  created: Date;
  modified: Date;
  role: UserRole[];
  permissions: PermissionCode[];
};

/** The signed-in user as every call reads them, from a row of `currentUserColumns`. */
export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  return {
    pk: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    permissions: row.permissions,
    joined_date: iso(row.created),
    update_date: iso(row.modified),
    is_active: row.isActive,
    is_staff: row.isStaff,
    active_role: row.role.find((role) => role.is_active)?.role_name ?? null,
  };
}

/**
 * The signed-in user in one statement: the account, its roles in order and the permission codes
 * its active roles (or the user directly) hold. Null for an unknown id.
 */
export async function loadCurrentUser(db: Database, userId: Id): Promise<CurrentUser | null> {
  const [row] = await db.select(currentUserColumns).from(users).where(eq(users.id, userId));
  return row ? toCurrentUser(row) : null;
}

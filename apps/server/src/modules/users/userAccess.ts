import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  ADMIN_ROLE,
  type CurrentUser,
  type Id,
  type PermissionCode,
  type Role,
  type RoleName,
  type UserRole,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { permissions, rolePermissions, roles, userPermissions, userRoles, users } from "../../db/schema";
import { qualified as q } from "../../db/sqlRefs";
import { iso, uniqueIds } from "../../db/wire";

function currentUserQuery(db: Database) {
  return db
    .select({
      pk: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      isStaff: users.isStaff,
      created: users.created,
      modified: users.modified,
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
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("pipeline_current_user");
}

/**
 * Reads the signed-in user as every call reads them, in one statement: the account, its roles in
 * order and the permission codes its active roles (or the user directly) hold; null for an unknown
 * id. The statement is built once, when the reader is made, and prepared.
 */
export function currentUserReader(db: Database): (userId: Id) => Promise<CurrentUser | null> {
  const query = currentUserQuery(db);
  return async (userId) => {
    const [row] = await query.execute({ userId });
    if (!row) return null;
    return {
      pk: row.pk,
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
  };
}

/** Role ids by name, creating the roles an installation does not have yet. */
export async function ensureRoles(db: Database, names: readonly RoleName[]): Promise<Map<string, Id>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map();
  await db
    .insert(roles)
    .values(wanted.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, wanted));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Gives a user these roles, in this order, after any they already hold. */
export async function grantRoles(db: Database, userId: Id, names: readonly RoleName[]): Promise<void> {
  const ids = await ensureRoles(db, names);
  const held = await db
    .select({ roleId: userRoles.roleId, position: userRoles.position })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const heldIds = new Set(held.map((row) => row.roleId));
  const start = held.reduce((last, row) => Math.max(last, row.position + 1), 0);
  const added = uniqueIds(names.flatMap((name) => ids.get(name) ?? [])).filter((id) => !heldIds.has(id));
  if (added.length === 0) return;
  await db
    .insert(userRoles)
    .values(added.map((roleId, index) => ({ userId, roleId, position: start + index, isActive: true })));
}

/** The names of the roles each user holds, in order (the admin list's Roles column). */
export async function loadRoleNames(db: Database, userIds: readonly Id[]): Promise<Map<Id, RoleName[]>> {
  const ids = uniqueIds(userIds);
  const held = new Map<Id, RoleName[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return held;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, ids), eq(userRoles.isActive, true)))
    .orderBy(asc(userRoles.userId), asc(userRoles.position), asc(roles.id));
  for (const row of rows) held.get(row.userId)?.push(row.name);
  return held;
}

/** Whether every one of these role names is a role the installation has. */
export async function rolesExist(db: Database, names: readonly RoleName[]): Promise<boolean> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return true;
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, wanted));
  return rows.length === wanted.length;
}

/** Replaces a user's roles with these existing ones, in this order. */
export async function replaceRoles(db: Database, userId: Id, names: readonly RoleName[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await grantRoles(db, userId, names);
}

/**
 * Holds the SUPER_ADMIN role's row until the transaction ends, so that two changes that could
 * each leave the other the last active SUPER_ADMIN are made one after the other. FOR NO KEY
 * UPDATE: the role's key checks (a user given the role meanwhile) do not wait for it.
 */
export async function holdAdminRole(db: Database): Promise<void> {
  await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE)).for("no key update");
}

/** How many active users other than this one hold SUPER_ADMIN. */
export async function otherActiveAdmins(db: Database, userId: Id): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.isActive, true),
        eq(userRoles.isActive, true),
        eq(roles.name, ADMIN_ROLE),
        ne(users.id, userId),
      ),
    );
  return row?.count ?? 0;
}

/** The installation's roles, by name, each with the permissions it grants. */
export async function listRoles(db: Database): Promise<Role[]> {
  const rows = await db
    .select({ name: roles.name, code: permissions.code, description: permissions.description })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .orderBy(asc(roles.id), asc(permissions.code));
  const byName = new Map<string, Role>();
  for (const row of rows) {
    const role = byName.get(row.name) ?? { name: row.name, permissions: [] };
    byName.set(row.name, role);
    if (row.code !== null) role.permissions.push({ code: row.code, description: row.description ?? "" });
  }
  return [...byName.values()];
}

import { and, asc, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Id, PermissionCode, RoleName, UserRole } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { permissions, rolePermissions, roles, userPermissions, userRoles } from "../../db/schema";
import { uniqueIds } from "../../db/wire";

/** A user's roles in order: the first active one is the default. */
export async function loadRoles(db: Database, userId: Id): Promise<UserRole[]> {
  const rows = await db
    .select({ name: roles.name, isActive: userRoles.isActive })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.position), asc(roles.id));
  return rows.map((row) => ({ role_name: row.name, is_active: row.isActive }));
}

/** Codes granted through the user's active roles or to the user directly. */
export async function loadPermissions(db: Database, userId: Id): Promise<PermissionCode[]> {
  const throughRole = exists(
    db
      .select({ one: sql`1` })
      .from(rolePermissions)
      .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
      .where(
        and(
          eq(rolePermissions.permissionId, permissions.id),
          eq(userRoles.userId, userId),
          eq(userRoles.isActive, true),
        ),
      ),
  );
  const direct = exists(
    db
      .select({ one: sql`1` })
      .from(userPermissions)
      .where(and(eq(userPermissions.permissionId, permissions.id), eq(userPermissions.userId, userId))),
  );
  const rows = await db
    .select({ code: permissions.code })
    .from(permissions)
    .where(or(throughRole, direct))
    .orderBy(asc(permissions.code));
  return rows.map((row) => row.code);
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

import { inArray } from "drizzle-orm";
import { KNOWN_PERMISSIONS, KNOWN_ROLE_GRANTS, KNOWN_ROLES, type KnownRole } from "@pipeline/contract";
import type { Database } from "../db/database";
import { permissions, rolePermissions, roles } from "../db/schema";
import { once } from "./seedMarks";

/** The shipped roles and permissions (the contract's) always exist; the grants are made once. */
export async function seedAccess(db: Database): Promise<{ granted: boolean }> {
  await db
    .insert(roles)
    .values(KNOWN_ROLES.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
  await db
    .insert(permissions)
    .values([...KNOWN_PERMISSIONS])
    .onConflictDoNothing({ target: permissions.code });
  const granted = await once(db, "role-permissions", async () => {
    const roleIds = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.name, [...KNOWN_ROLES]));
    const codes = KNOWN_PERMISSIONS.map((permission) => permission.code);
    const permissionIds = await db
      .select({ id: permissions.id, code: permissions.code })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    const permissionId = new Map(permissionIds.map((row) => [row.code, row.id]));
    const pairs = roleIds.flatMap((role) =>
      (KNOWN_ROLE_GRANTS[role.name as KnownRole] ?? []).flatMap((code) => {
        const id = permissionId.get(code);
        return id === undefined ? [] : [{ roleId: role.id, permissionId: id }];
      }),
    );
    if (pairs.length > 0) await db.insert(rolePermissions).values(pairs).onConflictDoNothing();
  });
  return { granted };
}

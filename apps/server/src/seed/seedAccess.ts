import { inArray } from "drizzle-orm";
import type { KnownPermission, KnownRole } from "@pipeline/contract";
import type { Database } from "../db/database";
import { permissions, rolePermissions, roles } from "../db/schema";
import { once } from "./seedMarks";

export const SEED_ROLES: readonly KnownRole[] = ["USER", "SUPER_ADMIN", "FSD_Admin"];

export const SEED_PERMISSIONS: ReadonlyArray<{ code: KnownPermission; description: string }> = [
  { code: "can_view_journey", description: "See the journey timeline of a company." },
  { code: "can_view_email_logs", description: "Read the e-mail logs (with the FSD_Admin role)." },
];

/** What each role grants at first start; an operator may change it afterwards. */
const GRANTS: Record<KnownRole, readonly KnownPermission[]> = {
  USER: ["can_view_journey"],
  SUPER_ADMIN: ["can_view_journey"],
  FSD_Admin: ["can_view_journey", "can_view_email_logs"],
};

/** Roles and permissions the code names always exist; the grants are made once. */
export async function seedAccess(db: Database): Promise<{ granted: boolean }> {
  await db
    .insert(roles)
    .values(SEED_ROLES.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
  await db
    .insert(permissions)
    .values([...SEED_PERMISSIONS])
    .onConflictDoNothing({ target: permissions.code });
  const granted = await once(db, "role-permissions", async () => {
    const roleIds = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.name, [...SEED_ROLES]));
    const codes = SEED_PERMISSIONS.map((permission) => permission.code);
    const permissionIds = await db
      .select({ id: permissions.id, code: permissions.code })
      .from(permissions)
      .where(inArray(permissions.code, codes));
    const permissionId = new Map(permissionIds.map((row) => [row.code, row.id]));
    const pairs = roleIds.flatMap((role) =>
      (GRANTS[role.name as KnownRole] ?? []).flatMap((code) => {
        const id = permissionId.get(code);
        return id === undefined ? [] : [{ roleId: role.id, permissionId: id }];
      }),
    );
    if (pairs.length > 0) await db.insert(rolePermissions).values(pairs).onConflictDoNothing();
  });
  return { granted };
}

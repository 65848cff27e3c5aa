import { randomBytes } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { ServerConfig } from "../config";
import { hashPassword } from "../auth/authenticator";
import type { Database } from "../db/database";
import { roles, userRoles, users } from "../db/schema";
import { DuplicateError } from "../db/errors";
import { createUserRepository, grantRoles } from "../modules/users";

export type SeededAdmin = {
  username: string;
  /** Set when no ADMIN_PASSWORD was given: the caller shows it once, it is stored nowhere else. */
  generatedPassword: string | null;
};

const ADMIN_ROLES = ["SUPER_ADMIN", "USER"] as const;
const DEFAULT_USERNAME = "admin";
const DEFAULT_EMAIL = "admin@example.com";

async function hasSuperAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, "SUPER_ADMIN"))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the first SUPER_ADMIN (also a USER) when there is none. An existing account named by
 * ADMIN_USERNAME or ADMIN_EMAIL is promoted instead, its password left alone.
 */
export async function seedAdmin(db: Database, admin: ServerConfig["admin"]): Promise<SeededAdmin | null> {
  if (await hasSuperAdmin(db)) return null;
  const username = admin.username ?? DEFAULT_USERNAME;
  const email = (admin.email ?? DEFAULT_EMAIL).toLowerCase();

  const promote = async (): Promise<SeededAdmin | null> => {
    const [existing] = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (!existing) return null;
    await grantRoles(db, existing.id, ADMIN_ROLES);
    await db
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.id, existing.id), eq(users.isActive, false)));
    return { username: existing.username, generatedPassword: null };
  };

  const promoted = await promote();
  if (promoted) return promoted;

  const generatedPassword = admin.password ? null : randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(admin.password ?? generatedPassword ?? "");
  try {
    await createUserRepository(db).create(
      {
        first_name: "Super",
        middle_name: null,
        last_name: "Admin",
        email,
        username,
        country: [],
        practice: [],
        company: [],
        is_active: true,
      },
      passwordHash,
      ADMIN_ROLES,
    );
  } catch (error) {
    // Another server process starting at the same moment created it first.
    if (error instanceof DuplicateError && (await hasSuperAdmin(db))) return null;
    throw error;
  }
  return { username, generatedPassword };
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { excelImports, roles, userRoles } from "../../db/schema";
import type { Importer } from "./types";

export type ImportRecord = typeof excelImports.$inferSelect;

export async function loadImport(db: Database, importId: number): Promise<ImportRecord | null> {
  const [row] = await db.select().from(excelImports).where(eq(excelImports.id, importId));
  return row ?? null;
}

/**
 * The importer of a queued run: its creator, seeing every company when they hold SUPER_ADMIN (the
 * role a request acts as is not kept with the import).
 */
export async function importerOf(db: Database, userId: number | null): Promise<Importer | null> {
  if (userId === null) return null;
  const [row] = await db
    .select({ superAdmin: sql<boolean>`bool_or(${roles.name} = 'SUPER_ADMIN' and ${userRoles.isActive})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return { userId, seesAll: row?.superAdmin === true };
}

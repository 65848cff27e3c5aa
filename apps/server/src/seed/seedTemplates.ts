import { and, eq, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { emailTemplates } from "../db/schema";
import type { SeedTemplate } from "./seedFiles";

/**
 * Makes the stored task templates match the file: upserted by key, and keys gone from the file
 * turned off. Returns how many rows changed; an unchanged file writes nothing.
 */
export async function seedTemplates(db: Database, templates: readonly SeedTemplate[]): Promise<number> {
  const upserted =
    templates.length === 0
      ? []
      : await db
          .insert(emailTemplates)
          .values(templates.map((template) => ({ ...template, isActive: true })))
          .onConflictDoUpdate({
            target: emailTemplates.key,
            set: { subject: sql`excluded.subject`, body: sql`excluded.body`, isActive: sql`true` },
            setWhere: or(
              sql`${emailTemplates.subject} is distinct from excluded.subject`,
              sql`${emailTemplates.body} is distinct from excluded.body`,
              eq(emailTemplates.isActive, false),
            ),
          })
          .returning({ key: emailTemplates.key });
  const retired = await db
    .update(emailTemplates)
    .set({ isActive: false })
    .where(
      and(
        eq(emailTemplates.isActive, true),
        templates.length === 0
          ? undefined
          : notInArray(
              emailTemplates.key,
              templates.map((template) => template.key),
            ),
      ),
    )
    .returning({ key: emailTemplates.key });
  return upserted.length + retired.length;
}

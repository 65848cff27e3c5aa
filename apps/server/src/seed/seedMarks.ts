import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { seedMarks } from "../db/schema";

/** Runs a seed step once per installation: true when it ran now. */
export async function once(db: Database, key: string, step: () => Promise<void>): Promise<boolean> {
  const [done] = await db.select({ key: seedMarks.key }).from(seedMarks).where(eq(seedMarks.key, key));
  if (done) return false;
  await step();
  await db.insert(seedMarks).values({ key }).onConflictDoNothing();
  return true;
}

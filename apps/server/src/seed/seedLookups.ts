import { LOOKUP_KINDS } from "@pipeline/contract";
import type { Database } from "../db/database";
import { lookups } from "../db/schema";
import { lookupName } from "../modules/lookups";
import type { SeedLookups } from "./seedFiles";
import { once } from "./seedMarks";

/**
 * Fills each reference list from the file the first time only: from then on the lists belong to
 * the operator, whose renames and deactivations a later start must not undo.
 */
export async function seedLookups(db: Database, file: SeedLookups): Promise<number> {
  let added = 0;
  for (const kind of LOOKUP_KINDS) {
    await once(db, `lookups:${kind}`, async () => {
      const entries = file[kind];
      if (entries.length === 0) return;
      const inserted = await db
        .insert(lookups)
        .values(
          entries.map((entry) => ({
            kind,
            label: entry.label,
            name: lookupName(kind, entry),
            order: entry.order,
            isActive: entry.is_active,
          })),
        )
        // An entry the operator already made under that label stays as it is.
        .onConflictDoNothing()
        .returning({ id: lookups.id });
      added += inserted.length;
    });
  }
  return added;
}

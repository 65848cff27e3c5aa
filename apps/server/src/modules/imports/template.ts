import { asc, eq, sql } from "drizzle-orm";
import { LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { lookups } from "../../db/schema";
import type { ImportDeps } from "./types";
import { writeTemplate } from "./workbook";

/** The template workbook, with the active labels of each reference list as they are ordered, streamed to `out`. */
export async function writeImportTemplate(deps: ImportDeps, out: NodeJS.WritableStream): Promise<void> {
  const rows = await deps.db
    .select({ kind: lookups.kind, label: lookups.label })
    .from(lookups)
    .where(eq(lookups.isActive, true))
    .orderBy(asc(lookups.kind), asc(lookups.order), asc(sql`lower(${lookups.label})`), asc(lookups.id));
  const lists: Partial<Record<LookupKind, string[]>> = {};
  for (const kind of LOOKUP_KINDS) lists[kind] = [];
  for (const row of rows) lists[row.kind as LookupKind]?.push(row.label);
  await writeTemplate(out, lists);
}

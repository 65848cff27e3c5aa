import { eq } from "drizzle-orm";
import { type Id, recordCompanyRefusal } from "@pipeline/contract";
import type { Database } from "../../db/database";
import type { journeyCallNotes, journeySummaries } from "../../db/schema";
import { notFound } from "../../http/HttpError";
import { type JourneyActor, requireItemRead, requireJourneyWrite } from "./access";
import { refuse } from "./messages";

// What a summary and call notes have alike: a record of text fields, named on the wire in
// snake_case and in the schema in camelCase, belonging to one journey item of one company.

/** A snake_case wire name as the schema's camelCase key: `key_team_members`, `keyTeamMembers`. */
export type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

function camel<S extends string>(name: S): Camel<S> {
  // The replacement spells out Camel<S> letter by letter.
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as Camel<S>;
}

/** A record with one entry per key of K; the callers make the entries from the whole list of keys. */
function recordOf<K extends string, V>(entries: ReadonlyArray<readonly [K, V]>): Record<K, V> {
  return Object.fromEntries(entries) as Record<K, V>;
}

/** The form's text fields as the record's columns; a field left out (or not text) is empty. */
export function textColumns<F extends string>(fields: readonly F[], values: Record<string, unknown>) {
  return recordOf(
    fields.map((field) => {
      const value = values[field];
      return [camel(field), typeof value === "string" ? value : ""] as const;
    }),
  );
}

/** The record's text columns as the wire's fields. */
export function textFields<F extends string>(fields: readonly F[], row: Record<Camel<F>, string>) {
  return recordOf(fields.map((field) => [field, row[camel(field)]] as const));
}

type RecordTable = typeof journeySummaries | typeof journeyCallNotes;

/** The company and journey item a summary or call notes belong to; 404 with `missing` when none. */
async function recordPlace(
  db: Database,
  table: RecordTable,
  id: Id,
  missing: string,
): Promise<{ companyId: Id; itemId: Id }> {
  const [row] = await db
    .select({ companyId: table.companyId, itemId: table.journeyItemId })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(missing);
  return row;
}

/** Throws unless the record is there and the actor may read its item (a read through a grant is recorded). */
export async function requireRecordRead(
  db: Database,
  table: RecordTable,
  id: Id,
  missing: string,
  actor: JourneyActor,
): Promise<void> {
  const row = await recordPlace(db, table, id, missing);
  await requireItemRead(db, row.companyId, row.itemId, actor);
}

/**
 * Where a save writes, once the actor may write the journey of the company it names: nowhere yet
 * for a new record (null), else the record with its item, which must be of that company.
 */
export async function savedPlace(
  db: Database,
  table: RecordTable,
  id: Id | null,
  missing: string,
  companyId: Id,
  actor: JourneyActor,
): Promise<{ id: Id; itemId: Id } | null> {
  if (id === null) {
    await requireJourneyWrite(db, companyId, actor);
    return null;
  }
  const row = await recordPlace(db, table, id, missing);
  const refusal = recordCompanyRefusal(row.companyId, companyId);
  if (refusal) throw refuse(refusal.field, refusal.message);
  await requireJourneyWrite(db, row.companyId, actor);
  return { id, itemId: row.itemId };
}

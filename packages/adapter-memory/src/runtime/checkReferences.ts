import { AdapterError, type FieldErrors, type Id } from "@pipeline/contract";
import { ADAPTER_MESSAGES } from "@pipeline/contract";

/** A field holding ids, and the ids that exist. */
export type Reference = { field: string; ids: Id | readonly Id[] | null | undefined; known: ReadonlySet<Id> };

/** Refuses, with 400 on every field at fault, ids that point at no record (as a foreign key would). */
export function checkReferences(references: readonly Reference[]): void {
  const fieldErrors: FieldErrors = {};
  for (const { field, ids, known } of references) {
    const list = ids === null || ids === undefined ? [] : typeof ids === "number" ? [ids] : ids;
    if (list.some((id) => !known.has(id))) fieldErrors[field] = [ADAPTER_MESSAGES.invalidChoice];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AdapterError(ADAPTER_MESSAGES.invalidChoice, { status: 400, fieldErrors });
  }
}

/** The ids of a collection, for checkReferences. */
export function idsOf(records: ReadonlyArray<{ id: Id }>): Set<Id> {
  return new Set(records.map((record) => record.id));
}

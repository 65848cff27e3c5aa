import { mixed, object, type ObjectSchema, string } from "yup";
import type { EntryStatus } from "../entities/common";

/** How an entry of an already saved list (members, priorities, additional fields) was changed. */
export const LIST_ENTRY_STATUSES = ["EDITED", "DELETED"] as const satisfies readonly EntryStatus[];

/** The status of a list entry: none for an untouched or new entry, else EDITED or DELETED. */
export function listEntryStatusSchema() {
  return string().oneOf(LIST_ENTRY_STATUSES, "Status must be EDITED or DELETED").nullable().optional();
}

/** Whether a list entry is marked DELETED. */
export function isDeletedEntry(entry: unknown): boolean {
  return typeof entry === "object" && entry !== null && "status" in entry && entry.status === "DELETED";
}

/** The entries of a list that are not marked DELETED: what the user still sees. */
export function activeEntries<Entry>(entries: readonly Entry[] | null | undefined): Entry[] {
  return (entries ?? []).filter((entry) => !isDeletedEntry(entry));
}

// A deleted entry is hidden from the user, who therefore could not correct it: it is only a request
// to remove the saved entry named by its id, so its content is not checked. The id is kept as sent,
// also where unknown keys are stripped, and left to the caller, which refuses one naming no entry.
const deletedEntrySchema = object({ id: mixed(), status: string().oneOf(["DELETED"]).required() });

/**
 * An entry schema that checks nothing but the status of an entry marked DELETED. The inferred type
 * stays the full entry, as a deleted entry is the saved entry with its status changed.
 */
export function skipWhenDeleted<Entry extends ObjectSchema<object>>(entrySchema: Entry): Entry {
  return entrySchema.when((_: unknown[], schema: Entry, options) =>
    isDeletedEntry(options.value) ? deletedEntrySchema : schema,
  );
}

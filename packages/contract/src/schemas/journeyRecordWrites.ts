import { object } from "yup";
import type { Id } from "../entities/common";
import { CALL_NOTES_TEXT_FIELDS, SUMMARY_TEXT_FIELDS } from "../entities/journey";
import { TEXT_LIMITS } from "../limits";
import { ADAPTER_MESSAGES } from "../messages";
import { callNotesSchema } from "./callNotesSchema";
import { journeyTargetSchema } from "./journeyTargetSchema";
import { summarySchema } from "./summarySchema";
import { trimmedText } from "./trimmedText";

// How a summary and call notes are written, whoever stores them: what a save takes, what it
// stores, the comment a summary's journey item carries, and how a save of a summary's lists
// (priorities, additional fields) changes the saved ones. Who may write a company's journey is
// the server's to decide; these rules start once it has.

/** What a save of a summary takes: the summary, where it belongs, and the Add Item form's comment. */
export const summaryWriteSchema = summarySchema.concat(journeyTargetSchema).concat(
  object({
    message: trimmedText().nullable().max(TEXT_LIMITS.comment, "Message must be at most 4000 characters"),
  }),
);

/** What a save of call notes takes: the notes and where they belong (refused empty: callNotesHaveContent). */
export const callNotesWriteSchema = callNotesSchema.concat(journeyTargetSchema);

/** A rule broken by one field of a save: answered 400 with the message on that field. */
export type FieldRefusal = { field: string; message: string };

/** A change of a saved summary or call notes must name the company they belong to. */
export function recordCompanyRefusal(savedCompanyId: Id, sentCompanyId: Id): FieldRefusal | null {
  return savedCompanyId === sentCompanyId
    ? null
    : { field: "company_id", message: ADAPTER_MESSAGES.invalidChoice };
}

type SummaryTextField = (typeof SUMMARY_TEXT_FIELDS)[number];
type CallNotesTextField = (typeof CALL_NOTES_TEXT_FIELDS)[number];

function texts<Field extends string>(fields: readonly Field[], values: Record<string, unknown>) {
  const entries = fields.map((field) => [field, typeof values[field] === "string" ? values[field] : ""]);
  return Object.fromEntries(entries) as Record<Field, string>;
}

/** The summary's text fields as stored: each as sent, one left out (or not text) empty. */
export function summaryStoredTexts(values: Record<string, unknown>): Record<SummaryTextField, string> {
  return texts(SUMMARY_TEXT_FIELDS, values);
}

/** The call notes as stored: their text fields so, and the funding projection done only when sent as true. */
export function callNotesStoredValues(
  values: Record<string, unknown>,
): Record<CallNotesTextField, string> & { funding_projection_done: boolean } {
  return {
    ...texts(CALL_NOTES_TEXT_FIELDS, values),
    funding_projection_done: values.funding_projection_done === true,
  };
}

/**
 * The comment a summary's journey item carries. A new summary's item takes the Add Item form's
 * comment, else the summary's own Comments, else none; a change sets the comment it is sent with,
 * and leaves the item's as it is (undefined) when sent none.
 */
export function summaryItemMessage(
  values: { message?: string | null; comments?: unknown },
  isNew: boolean,
): string | null | undefined {
  if (!isNew) return values.message || undefined;
  return values.message || (typeof values.comments === "string" ? values.comments : "") || null;
}

/** The lists of a summary whose entries the form adds, changes and removes. */
export type SummaryListName = "priority" | "additional_fields";

/** An entry of a summary list as a save sends it. */
export type SentSummaryEntry = { id?: Id | null; status?: string | null };

/** One write a save makes to a summary list; `position` orders the list as it is read. */
export type SummaryEntryWrite<Entry> =
  | { kind: "insert"; entry: Entry; position: number }
  | { kind: "update"; id: Id; entry: Entry; position: number }
  | { kind: "remove"; id: Id };

/**
 * What a save of a summary list does (journey spec, "Priority and additional-field entries in a
 * summary"). On a new summary (`saved` null) every entry not marked DELETED joins, in order, ids
 * set aside. On a change, an entry without an id joins at its place in the list sent (one marked
 * DELETED is dropped), one with an id marked EDITED is changed and takes its place, one marked
 * DELETED is removed (kept, no longer read), and unmarked ones stay as they are. An id naming no
 * entry of the saved summary is refused, and nothing is written.
 */
export function summaryEntryWrites<Entry extends SentSummaryEntry>(
  list: SummaryListName,
  sent: readonly Entry[],
  saved: ReadonlySet<Id> | null,
): { writes: SummaryEntryWrite<Entry>[] } | { refusal: FieldRefusal } {
  if (saved === null) {
    const kept = sent.filter((entry) => entry.status !== "DELETED");
    return {
      writes: kept.map((entry, position) => ({
        kind: "insert",
        entry: { ...entry, id: undefined },
        position,
      })),
    };
  }
  const writes: SummaryEntryWrite<Entry>[] = [];
  for (const [position, entry] of sent.entries()) {
    if (entry.id === undefined || entry.id === null) {
      if (entry.status !== "DELETED") writes.push({ kind: "insert", entry, position });
      continue;
    }
    if (!saved.has(entry.id)) {
      return { refusal: { field: `${list}.${position}.id`, message: ADAPTER_MESSAGES.invalidChoice } };
    }
    if (entry.status === "DELETED") writes.push({ kind: "remove", id: entry.id });
    else if (entry.status === "EDITED") writes.push({ kind: "update", id: entry.id, entry, position });
  }
  return { writes };
}

/** A saved entry of a summary list, as the list is read. */
export type SavedSummaryEntry = { id: Id; position: number; status?: string | null };

/** A summary list as it is read: its entries not marked DELETED, by their place, then by id. */
export function summaryListAsRead<Entry extends SavedSummaryEntry>(entries: readonly Entry[]): Entry[] {
  return entries
    .filter((entry) => entry.status !== "DELETED")
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

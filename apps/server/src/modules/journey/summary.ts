import { and, asc, type Column, eq, isNull, ne, or } from "drizzle-orm";
import {
  type Id,
  type Summary,
  SUMMARY_TEXT_FIELDS,
  type SummaryEntryWrite,
  summaryEntryWrites,
  summaryItemMessage,
  type SummaryListName,
  summaryStoredTexts,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { journeySummaries, journeySummaryFields, journeySummaryPriorities } from "../../db/schema";
import { notFound } from "../../http/HttpError";
import type { JourneyActor } from "./access";
import { addItem, type JourneyTargetValues, touchItem } from "./items";
import { refuse } from "./messages";
import { requireRecordRead, savedPlace, textColumns, textFields } from "./records";

// A company's structured summary: a journey item of its own holding the summary's text fields and
// two lists (priorities, additional fields) whose entries the form adds, changes and removes.

const SUMMARY_NOT_FOUND = "Summary not found.";

type Entry = { id?: Id | undefined; status?: string | null | undefined };
export type SummaryValues = JourneyTargetValues &
  Record<string, unknown> & {
    priority: Array<Entry & { prio: string }>;
    additional_fields: Array<Entry & { field_name: string; field_value: string }>;
    /** The Add Item form's comment, kept on the journey item. */
    message?: string | null | undefined;
  };

/** A list entry's mark as the wire reads it: only EDITED shows; a DELETED one is not read. */
const editedMark = (status: string | null): { status?: "EDITED" } => (status === "EDITED" ? { status } : {});

/** A list entry still in the list: a DELETED one is kept, but no longer read. */
const notDeleted = (status: Column) => or(isNull(status), ne(status, "DELETED"));

export async function readSummary(db: Database, id: Id): Promise<Summary> {
  const [row] = await db.select().from(journeySummaries).where(eq(journeySummaries.id, id));
  if (!row) throw notFound(SUMMARY_NOT_FOUND);
  const [priorities, additional] = await Promise.all([
    db
      .select()
      .from(journeySummaryPriorities)
      .where(and(eq(journeySummaryPriorities.summaryId, id), notDeleted(journeySummaryPriorities.status)))
      .orderBy(asc(journeySummaryPriorities.position), asc(journeySummaryPriorities.id)),
    db
      .select()
      .from(journeySummaryFields)
      .where(and(eq(journeySummaryFields.summaryId, id), notDeleted(journeySummaryFields.status)))
      .orderBy(asc(journeySummaryFields.position), asc(journeySummaryFields.id)),
  ]);
  return {
    id: row.id,
    ...textFields(SUMMARY_TEXT_FIELDS, row),
    priority: priorities.map((entry) => ({ id: entry.id, prio: entry.prio, ...editedMark(entry.status) })),
    additional_fields: additional.map((entry) => ({
      id: entry.id,
      field_name: entry.fieldName,
      field_value: entry.fieldValue,
      ...editedMark(entry.status),
    })),
  };
}

/** A list's writes as the contract rules them; an id naming no entry of this summary is refused. */
function entryWrites<E extends Entry>(
  list: SummaryListName,
  sent: readonly E[],
  saved: ReadonlySet<Id> | null,
) {
  const result = summaryEntryWrites(list, sent, saved);
  if ("refusal" in result) throw refuse(result.refusal.field, result.refusal.message);
  return result.writes;
}

/** Carries out a list's writes with the statements of its table. */
async function carryOut<E>(
  writes: readonly SummaryEntryWrite<E>[],
  statements: {
    insert(entry: E, position: number): Promise<void>;
    update(id: Id, entry: E, position: number): Promise<void>;
    remove(id: Id): Promise<void>;
  },
) {
  for (const write of writes) {
    if (write.kind === "insert") await statements.insert(write.entry, write.position);
    else if (write.kind === "update") await statements.update(write.id, write.entry, write.position);
    else await statements.remove(write.id);
  }
}

/** The summary's priorities and additional fields as the form sends them, on a new summary or not. */
async function saveEntries(tx: Database, summaryId: Id, values: SummaryValues, isNew: boolean) {
  const [priorities, extra] = isNew
    ? [null, null]
    : await Promise.all([
        tx
          .select({ id: journeySummaryPriorities.id })
          .from(journeySummaryPriorities)
          .where(eq(journeySummaryPriorities.summaryId, summaryId)),
        tx
          .select({ id: journeySummaryFields.id })
          .from(journeySummaryFields)
          .where(eq(journeySummaryFields.summaryId, summaryId)),
      ]);
  const savedIds = (rows: Array<{ id: Id }> | null) =>
    rows === null ? null : new Set(rows.map((row) => row.id));
  await carryOut(entryWrites("priority", values.priority, savedIds(priorities)), {
    insert: async (entry, position) => {
      await tx.insert(journeySummaryPriorities).values({ summaryId, prio: entry.prio, position });
    },
    update: async (id, entry, position) => {
      await tx
        .update(journeySummaryPriorities)
        .set({ prio: entry.prio, status: "EDITED", position })
        .where(eq(journeySummaryPriorities.id, id));
    },
    remove: async (id) => {
      await tx
        .update(journeySummaryPriorities)
        .set({ status: "DELETED" })
        .where(eq(journeySummaryPriorities.id, id));
    },
  });
  const field = (entry: { field_name: string; field_value: string }) => ({
    fieldName: entry.field_name,
    fieldValue: entry.field_value,
  });
  await carryOut(entryWrites("additional_fields", values.additional_fields, savedIds(extra)), {
    insert: async (entry, position) => {
      await tx.insert(journeySummaryFields).values({ summaryId, ...field(entry), position });
    },
    update: async (id, entry, position) => {
      await tx
        .update(journeySummaryFields)
        .set({ ...field(entry), status: "EDITED", position })
        .where(eq(journeySummaryFields.id, id));
    },
    remove: async (id) => {
      await tx.update(journeySummaryFields).set({ status: "DELETED" }).where(eq(journeySummaryFields.id, id));
    },
  });
}

export function summaryMethods(db: Database) {
  /** A new summary (`id` null) with its item, or the change of one, marking its item changed. */
  async function saveSummary(id: Id | null, values: SummaryValues, actor: JourneyActor): Promise<Summary> {
    const place = await savedPlace(db, journeySummaries, id, SUMMARY_NOT_FOUND, values.company_id, actor);
    const columns = {
      ...textColumns(SUMMARY_TEXT_FIELDS, summaryStoredTexts(values)),
      modifiedBy: actor.userId,
    };
    const summaryId = await db.transaction(async (tx) => {
      if (place === null) {
        const message = summaryItemMessage(values, true);
        const itemId = await addItem(tx, values, "SUMMARY", actor, { message });
        const [row] = await tx
          .insert(journeySummaries)
          .values({
            ...columns,
            journeyItemId: itemId,
            companyId: values.company_id,
            createdBy: actor.userId,
          })
          .returning({ id: journeySummaries.id });
        if (!row) throw new Error("The insert returned no row.");
        await saveEntries(tx, row.id, values, true);
        return row.id;
      }
      await tx
        .update(journeySummaries)
        .set({ ...columns, modified: new Date() })
        .where(eq(journeySummaries.id, place.id));
      await saveEntries(tx, place.id, values, false);
      const message = summaryItemMessage(values, false);
      await touchItem(tx, place.itemId, actor, message === undefined ? {} : { message });
      return place.id;
    });
    return readSummary(db, summaryId);
  }

  return {
    async getSummary(id: Id, actor: JourneyActor): Promise<Summary> {
      await requireRecordRead(db, journeySummaries, id, SUMMARY_NOT_FOUND, actor);
      return readSummary(db, id);
    },
    createSummary: (values: SummaryValues, actor: JourneyActor) => saveSummary(null, values, actor),
    updateSummary: (id: Id, values: SummaryValues, actor: JourneyActor) => saveSummary(id, values, actor),
  };
}

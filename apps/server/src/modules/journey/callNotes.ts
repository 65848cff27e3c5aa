import { eq } from "drizzle-orm";
import { CALL_NOTES_TEXT_FIELDS, type CallNotes, callNotesStoredValues, type Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { journeyCallNotes } from "../../db/schema";
import { notFound } from "../../http/HttpError";
import type { JourneyActor } from "./access";
import { addItem, type JourneyTargetValues, touchItem } from "./items";
import { requireRecordRead, savedPlace, textColumns, textFields } from "./records";

// The notes of a call with a company: a journey item of its own holding the notes' text fields
// and whether the funding projection was done.

const CALL_NOTES_NOT_FOUND = "Call notes not found.";

export type CallNotesValues = JourneyTargetValues & Record<string, unknown>;

export async function readCallNotes(db: Database, id: Id): Promise<CallNotes> {
  const [row] = await db.select().from(journeyCallNotes).where(eq(journeyCallNotes.id, id));
  if (!row) throw notFound(CALL_NOTES_NOT_FOUND);
  return {
    id: row.id,
    ...textFields(CALL_NOTES_TEXT_FIELDS, row),
    funding_projection_done: row.fundingProjectionDone,
  };
}

export function callNotesMethods(db: Database) {
  /** New call notes (`id` null) with their item, or the change of them, marking their item changed. */
  async function saveCallNotes(
    id: Id | null,
    values: CallNotesValues,
    actor: JourneyActor,
  ): Promise<CallNotes> {
    const place = await savedPlace(db, journeyCallNotes, id, CALL_NOTES_NOT_FOUND, values.company_id, actor);
    const stored = callNotesStoredValues(values);
    const columns = {
      ...textColumns(CALL_NOTES_TEXT_FIELDS, stored),
      fundingProjectionDone: stored.funding_projection_done,
      modifiedBy: actor.userId,
    };
    const notesId = await db.transaction(async (tx) => {
      if (place === null) {
        const itemId = await addItem(tx, values, "CALL NOTES", actor, {});
        const [row] = await tx
          .insert(journeyCallNotes)
          .values({
            ...columns,
            journeyItemId: itemId,
            companyId: values.company_id,
            createdBy: actor.userId,
          })
          .returning({ id: journeyCallNotes.id });
        if (!row) throw new Error("The insert returned no row.");
        return row.id;
      }
      await tx
        .update(journeyCallNotes)
        .set({ ...columns, modified: new Date() })
        .where(eq(journeyCallNotes.id, place.id));
      await touchItem(tx, place.itemId, actor);
      return place.id;
    });
    return readCallNotes(db, notesId);
  }

  return {
    async getCallNotes(id: Id, actor: JourneyActor): Promise<CallNotes> {
      await requireRecordRead(db, journeyCallNotes, id, CALL_NOTES_NOT_FOUND, actor);
      return readCallNotes(db, id);
    },
    createCallNotes: (values: CallNotesValues, actor: JourneyActor) => saveCallNotes(null, values, actor),
    updateCallNotes: (id: Id, values: CallNotesValues, actor: JourneyActor) =>
      saveCallNotes(id, values, actor),
  };
}

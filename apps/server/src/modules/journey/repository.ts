import type { Database } from "../../db/database";
import { callNotesMethods } from "./callNotes";
import { commentMethods } from "./comments";
import { type DecisionRecorder, evaluationMethods } from "./evaluations";
import { grantMethods } from "./grants";
import { itemMethods } from "./items";
import { summaryMethods } from "./summary";
import { templateMethods } from "./templates";

/**
 * A company's journey as its routes read and write it: the items and timeline, evaluations,
 * summary, call notes, comments, task templates and the grants that open one item to someone else.
 * `committee.recordDecision` freezes the record of a gate's decision in the answer's transaction.
 */
export function createJourneyItemRepository(db: Database, committee: { recordDecision: DecisionRecorder }) {
  return {
    ...itemMethods(db),
    ...evaluationMethods(db, committee.recordDecision),
    ...summaryMethods(db),
    ...callNotesMethods(db),
    ...commentMethods(db),
    ...templateMethods(db),
    ...grantMethods(db),
  };
}

export type JourneyItemRepository = ReturnType<typeof createJourneyItemRepository>;

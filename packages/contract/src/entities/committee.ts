import type { Static } from "typebox";
import type {
  DecisionDocumentSchema,
  DecisionRecordEntrySchema,
  DecisionRecordSchema,
  EvaluationReopenBody,
  JourneySettingsBody,
  JourneySettingsSchema,
  JourneySettingsStageSchema,
  JourneySettingsTaskSchema,
  ReviewRequestSchema,
} from "../wire/committee";
import type { DecisionRecordRefSchema, EvaluationReopeningRefSchema, GateSchema } from "../wire/gate";

/** An EVALUATION task that gates its stage: its quorum of approvals, and whether it is blind. */
export type Gate = Static<typeof GateSchema>;
export type DecisionStatus = DecisionRecordEntry["status"];
export type DecisionRecordRef = Static<typeof DecisionRecordRefSchema>;
export type EvaluationReopening = Static<typeof EvaluationReopeningRefSchema>;
/** A decision record as `GET company/{id}/decisions` lists it. */
export type DecisionRecordEntry = Static<typeof DecisionRecordEntrySchema>;
export type DecisionDocument = Static<typeof DecisionDocumentSchema>;
/** What a gate's committee saw and decided, frozen at the decision. */
export type DecisionRecord = Static<typeof DecisionRecordSchema>;
export type EvaluationReopenInput = Static<typeof EvaluationReopenBody>;
/** An evaluation waiting for the signed-in user's answer (My Reviews). */
export type ReviewRequest = Static<typeof ReviewRequestSchema>;
export type JourneySettings = Static<typeof JourneySettingsSchema>;
export type JourneySettingsStage = Static<typeof JourneySettingsStageSchema>;
export type JourneySettingsTask = Static<typeof JourneySettingsTaskSchema>;
export type JourneySettingsInput = Static<typeof JourneySettingsBody>;

// The journey: its stages and tasks, each company's items on the timeline, evaluations, comments,
// summary and call notes, and the grants that open one item to someone else. Documents, meetings
// and e-mails are journey items of their own modules, added and read through what this one exports.
export { journeyRoutes } from "./routes";
export { journeyDefinitionRoutes } from "./definitionRoutes";
export { createJourneyRepository, type JourneyRepository } from "./definitions";
export { createJourneySettingsRepository, type JourneySettingsRepository } from "./journeySettings";
export { createJourneyItemRepository, type JourneyItemRepository } from "./repository";
export { type DecidedGate, type DecisionRecorder } from "./evaluations";
export { readSummary } from "./summary";
export { readCallNotes } from "./callNotes";
export { storedWord } from "./storedWords";
export { addItem, type JourneyTargetValues } from "./items";
export { MEMBERS_NOT_OF_COMPANY_MESSAGE, SELECT_VALID_CHOICE } from "./messages";
export {
  type JourneyActor,
  journeyActorOf,
  journeyReadAccess,
  recordReads,
  requireItemRead,
  requireJourneyWrite,
} from "./access";
export { actionActorOf, refuseIf } from "./actionRefusals";
export { readItem, readTimeline } from "./timeline";
export { companiesHeldByGates } from "./gates";
export { requireActiveUsers, requireCompanyMembers } from "./participants";
export { companyDocumentOf, documentVisible } from "./timelineShapes";

// The investment committee: gates that hold a company's later stages back until approved, and the
// records their decisions freeze. Evaluations themselves (quorum, blind, reopen) are the journey's.
export { decisionRoutes } from "./decisionRoutes";
export { createDecisionRepository, type DecisionRepository } from "./decisions";

// The investment committee's records: what a gate's decision froze, written in the transaction of
// the answer that decided it, and read back. The rules themselves (gates, quorum, blind, reopen)
// are the journey's, where evaluations are.
export { decisionRoutes } from "./decisionRoutes";
export { createDecisionRepository, type DecisionRepository, writeDecisionRecord } from "./decisions";

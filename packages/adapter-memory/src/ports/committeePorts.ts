import { AdapterError, type DecisionsPort, type EvaluationsPort, type JourneyPort } from "@pipeline/contract";

// The committee's calls the memory adapter does not answer yet: each refuses as a server would a
// call it does not know.
const unknownCall = () => Promise.reject(new AdapterError("Not found.", { status: 404 }));

export const pendingCommitteeCalls: Pick<EvaluationsPort, "reopen" | "mine"> &
  Pick<JourneyPort, "settings" | "saveSettings"> = {
  reopen: unknownCall,
  mine: unknownCall,
  settings: unknownCall,
  saveSettings: unknownCall,
};

export const pendingDecisionsPort: DecisionsPort = { list: unknownCall, get: unknownCall, pdf: unknownCall };

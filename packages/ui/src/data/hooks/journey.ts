import type { Id } from "@pipeline/contract";
import { requirePort } from "../AdapterContext";
import { useAdapterQuery } from "../useAdapterQuery";

/** The stages and their tasks, as the journey is configured. */
export function useJourneyDefinitions() {
  return useAdapterQuery(["journey", "definitions"], (adapter, options) =>
    requirePort(adapter, "journey").definitions(options),
  );
}

export function useTimeline(companyId: Id, enabled = true) {
  return useAdapterQuery(
    ["journey", "timeline", companyId],
    (adapter, options) => requirePort(adapter, "journey").timeline(companyId, options),
    { enabled },
  );
}

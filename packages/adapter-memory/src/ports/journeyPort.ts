import type { JourneyPort } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";

export function createJourneyPort({ state, call }: MemoryRuntime): JourneyPort {
  return {
    definitions: (options) =>
      call(options, () => [...state.journey].sort((a, b) => a.stage.order - b.stage.order)),
    // No journey items are kept here yet: every company's timeline is empty.
    timeline: (companyId, options) =>
      call(options, () => {
        if (!state.companies.some((company) => company.id === companyId)) throw notFound();
        return [];
      }),
  };
}

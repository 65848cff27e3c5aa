import {
  PipelineCompaniesTableElement,
  PipelineJourneyTimelineElement,
  PipelineKanbanElement,
} from "./elements";

export { PipelineCompaniesTableElement, PipelineJourneyTimelineElement, PipelineKanbanElement };
export type { JourneyTimelineView } from "./elements";
export { PipelineElement, type ElementAdapter } from "./PipelineElement";
export type { PipelineErrorDetail, PipelineNavigateDetail, PipelineOpenCompanyDetail } from "./events";

/** The elements by tag name; defining them again (a second copy of the script) changes nothing. */
export const PIPELINE_ELEMENTS = {
  "pipeline-kanban": PipelineKanbanElement,
  "pipeline-journey-timeline": PipelineJourneyTimelineElement,
  "pipeline-companies-table": PipelineCompaniesTableElement,
} as const;

for (const [name, element] of Object.entries(PIPELINE_ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- the DOM's maps are interfaces, widened by merging
  interface HTMLElementTagNameMap {
    "pipeline-kanban": PipelineKanbanElement;
    "pipeline-journey-timeline": PipelineJourneyTimelineElement;
    "pipeline-companies-table": PipelineCompaniesTableElement;
  }
}

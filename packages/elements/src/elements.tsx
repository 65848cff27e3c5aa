import type { ReactNode } from "react";
import { CompaniesTable, JourneyTimeline, KanbanBoard } from "@pipeline/ui";
import { COMPANIES_PATH, PipelineElement, SHARED_ATTRIBUTES } from "./PipelineElement";

/** How the journey is laid out: accordions per stage, or the vertical alternating timeline. */
export type JourneyTimelineView = "collapsed" | "expanded";

/**
 * `<pipeline-kanban api-base="https://pipeline.example.com/api/v1/">`: the stage dashboard, its
 * columns of company cards and the summary per country. A card fires `pipeline-open-company`.
 */
export class PipelineKanbanElement extends PipelineElement {
  static observedAttributes = [...SHARED_ATTRIBUTES];

  /** @internal */
  protected renderWidget(): ReactNode {
    return <KanbanBoard companiesPath={COMPANIES_PATH} />;
  }
}

/**
 * `<pipeline-journey-timeline company-id="42" view="expanded">`: a company's journey, its stages
 * in order with the tasks done in each, read-only.
 */
export class PipelineJourneyTimelineElement extends PipelineElement {
  static observedAttributes = [...SHARED_ATTRIBUTES, "company-id", "view"];

  /** The company whose journey shows (attribute `company-id`); null until set. */
  get companyId(): number | null {
    const value = this.getAttribute("company-id");
    return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
  }

  set companyId(value: number | null) {
    if (value === null) this.removeAttribute("company-id");
    else this.setAttribute("company-id", String(value));
  }

  /** Accordions per stage ("collapsed", the default) or the alternating timeline ("expanded"): attribute `view`. */
  get view(): JourneyTimelineView {
    return this.getAttribute("view") === "expanded" ? "expanded" : "collapsed";
  }

  set view(value: JourneyTimelineView) {
    this.setAttribute("view", value);
  }

  /** @internal */
  protected renderWidget(): ReactNode {
    const { companyId } = this;
    if (companyId === null) {
      this.reportError(`company-id must be a company's id, not "${this.getAttribute("company-id") ?? ""}".`);
      return null;
    }
    return <JourneyTimeline companyId={companyId} view={this.view} />;
  }
}

/**
 * `<pipeline-companies-table>`: the companies list, server-paged, with its filters, search and
 * dates. A company's name fires `pipeline-open-company`; Add Company fires `pipeline-navigate`.
 */
export class PipelineCompaniesTableElement extends PipelineElement {
  static observedAttributes = [...SHARED_ATTRIBUTES, "search"];

  /** @internal */
  protected renderWidget(): ReactNode {
    // The table starts from the attribute's query (`?country=2&stage=1`), never from the host's address.
    return <CompaniesTable basePath={COMPANIES_PATH} search={this.getAttribute("search") ?? ""} />;
  }
}

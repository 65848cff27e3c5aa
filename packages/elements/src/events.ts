/** `pipeline-open-company`: the widget would open a company's page (a card, a name). */
export type PipelineOpenCompanyDetail = {
  /** The company's id. */
  id: number;
  /** The widget meant a new tab (kanban cards, as in the portal). */
  newTab: boolean;
};

/** `pipeline-navigate`: the widget would open another page of Pipeline, e.g. Add Company or a filtered list. */
export type PipelineNavigateDetail = {
  /** The path under the companies list: `/companies/add/`, `/companies?stage=3&country=2`. */
  path: string;
  newTab: boolean;
};

/** `pipeline-error`: a call failed (a refused or missing token, a server out of reach, a refusal). */
export type PipelineErrorDetail = {
  /** What went wrong, as the widget would say it. */
  message: string;
  /** The HTTP status of the failed call; null when no answer came. */
  status: number | null;
};

export const OPEN_COMPANY_EVENT = "pipeline-open-company";
export const NAVIGATE_EVENT = "pipeline-navigate";
export const ERROR_EVENT = "pipeline-error";

/** An event the host hears on the element or any of its ancestors: it crosses the shadow root. */
export function dispatch<T>(target: HTMLElement, type: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- the DOM's maps are interfaces, widened by merging
  interface HTMLElementEventMap {
    "pipeline-open-company": CustomEvent<PipelineOpenCompanyDetail>;
    "pipeline-navigate": CustomEvent<PipelineNavigateDetail>;
    "pipeline-error": CustomEvent<PipelineErrorDetail>;
  }
}

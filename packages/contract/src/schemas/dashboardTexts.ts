import type { DateFilterType } from "../api/listParams";
import { DASHBOARD_NONE_KEY, type DashboardView } from "../entities/dashboard";

/** The stage dashboard's words (admin-portal.md 2.3), shared by the board, its tests and the e2e run. */
export const DASHBOARD_TEXTS = {
  allCountries: "All Countries",
  allUsers: "All Users",
  emptyColumn: "No companies in this stage",
  /** The summary's column of the companies without a country. */
  noCountry: "No country",
  /** What a failed lookup of the dashboard logs to the console; the screen shows nothing more. */
  lookupFailed: "something went wrong",
} as const;

/** The view select's choices. */
export const DASHBOARD_VIEW_LABELS: Record<DashboardView, string> = {
  stage: "Stage View",
  stage_task: "Stage + Task View",
  confidence_level: "Confidence Level",
};

/** The title of each view's first column: the companies with no journey item yet, or no level. */
export const DASHBOARD_NONE_LABELS: Record<DashboardView, string> = {
  stage: "Not started",
  stage_task: "Not started",
  confidence_level: "No level",
};

/** A view's first row, ordered before every stage, task or level: the companies with none. */
export function dashboardNoneColumn(view: DashboardView): { key: string; label: string; order: number } {
  return { key: DASHBOARD_NONE_KEY, label: DASHBOARD_NONE_LABELS[view], order: 0 };
}

/** The date range's type select. */
export const DATE_FILTER_TYPE_LABELS: Record<DateFilterType, string> = {
  created: "Created",
  modified: "Modified",
};

/** The link of a summary-table cell to the rest of its companies: "+1 more company", "+3 more companies". */
export function moreCompaniesText(count: number): string {
  return `+${count} more ${count === 1 ? "company" : "companies"}`;
}

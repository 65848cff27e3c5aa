import type { DateFilterType } from "../api/list-params";
import type { DashboardView } from "../entities/dashboard";

/** The stage dashboard's words (admin-portal.md 2.3), shared by the board, its tests and the e2e run. */
export const DASHBOARD_TEXTS = {
  allCountries: "All Countries",
  allUsers: "All Users",
  emptyColumn: "No companies in this stage",
  /** What a failed lookup of the dashboard logs to the console; the screen shows nothing more. */
  lookupFailed: "something went wrong",
} as const;

/** The view select's choices. */
export const DASHBOARD_VIEW_LABELS: Record<DashboardView, string> = {
  stage: "Stage View",
  stage_task: "Stage + Task View",
  confidence_level: "Confidence Level",
};

/** The date range's type select. */
export const DATE_FILTER_TYPE_LABELS: Record<DateFilterType, string> = {
  created: "Created",
  modified: "Modified",
};

/** The link of a summary-table cell to the rest of its companies. */
export function moreCompaniesText(count: number): string {
  return `+${count} more companies`;
}

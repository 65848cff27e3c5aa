import type { DashboardView } from "@pipeline/contract";
import type { DateRange } from "../../blocks/toolbar/toolbarControls";

/** What the dashboard's controls have chosen; empty strings and null mean "any". */
export type BoardFilters = {
  view: DashboardView;
  /** Part of a company name, applied a second after typing stops. */
  search: string;
  /** A country (location) id. */
  country: string | null;
  /** A creator's pk. */
  createdBy: string | null;
  /** Days as `YYYY-MM-DD`, on the creation or the modification date. */
  dateRange: DateRange;
};

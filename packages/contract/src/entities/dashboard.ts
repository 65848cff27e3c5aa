import { NONE_FILTER_VALUE } from "../schemas/companyListVocabulary";
import type { Static } from "typebox";
import type {
  CountryCountSchema,
  DashboardCellSchema,
  DashboardRowSchema,
  LastStageTaskEntrySchema,
  StageNameEntrySchema,
} from "../wire/companies";

export const DASHBOARD_VIEWS = ["stage", "stage_task", "confidence_level"] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/**
 * The key of a view's first row, the companies with no value for the view: in the stage views
 * those whose journey has not started (no journey item yet), in the confidence-level view those
 * without a level. As a value of the companies list's `stage` or `confidence_level` filter it
 * selects the same companies, so the row's column and links read them like any other row's.
 */
export const DASHBOARD_NONE_KEY = NONE_FILTER_VALUE;

/**
 * The key of a row's cell for the companies without a country, beside the cells keyed by country
 * label (no label is empty). The list's `country` filter reads it as NONE_FILTER_VALUE.
 */
export const DASHBOARD_NO_COUNTRY_KEY = "";

/** One cell of the summary table: how many companies, and the first few by name. */
export type DashboardCell = Static<typeof DashboardCellSchema>;

/**
 * A row of `company/dashboard-view`: a stage, a stage and task, or a confidence level (or, first,
 * the companies with none), with its companies counted per country (by country label).
 */
export type DashboardRow = Static<typeof DashboardRowSchema>;

export type StageNameEntry = Static<typeof StageNameEntrySchema>;

export type LastStageTaskEntry = Static<typeof LastStageTaskEntrySchema>;

/** A country with how many visible companies it holds (the dashboard's country select). */
export type CountryCount = Static<typeof CountryCountSchema>;

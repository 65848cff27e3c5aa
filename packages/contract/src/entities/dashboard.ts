import { NONE_FILTER_VALUE } from "../schemas/companyListVocabulary";
import type { Id } from "./common";

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
export type DashboardCell = { count: number; companies: Array<{ id: Id; company_name: string }> };

/**
 * A row of `company/dashboard-view`: a stage, a stage and task, or a confidence level (or, first,
 * the companies with none), with its companies counted per country (by country label).
 */
export type DashboardRow = {
  /** `stage_id`, `stage_id:task_id` or `confidence_level_id`, by the view; DASHBOARD_NONE_KEY for the first row. */
  key: string;
  label: string;
  order: number;
  total: number;
  /** Cells by country label; DASHBOARD_NO_COUNTRY_KEY for the companies without a country. */
  countries: Record<string, DashboardCell>;
};

export type StageNameEntry = { stage_id: Id; stage_name: string; stage_order: number };

export type LastStageTaskEntry = {
  last_stage_task_id: Id;
  last_stage_task_name: string;
  last_stage_task_order: number;
};

/** A country with how many visible companies it holds (the dashboard's country select). */
export type CountryCount = { id: Id; label: string; count: number };

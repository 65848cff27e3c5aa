import type { Id } from "./common";

export const DASHBOARD_VIEWS = ["stage", "stage_task", "confidence_level"] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** One cell of the summary table: how many companies, and the first few by name. */
export type DashboardCell = { count: number; companies: Array<{ id: Id; company_name: string }> };

/**
 * A row of `company/dashboard-view`: a stage, a stage and task, or a confidence level, with
 * its companies counted per country (by country label).
 */
export type DashboardRow = {
  /** `stage_id`, `stage_id:task_id` or `confidence_level_id`, by the view. */
  key: string;
  label: string;
  order: number;
  total: number;
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

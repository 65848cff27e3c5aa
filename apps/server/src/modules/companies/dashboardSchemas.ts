import { Type } from "typebox";
import {
  type CountryCount,
  DASHBOARD_VIEWS,
  type DashboardRow,
  type LastStageTaskEntry,
  type StageNameEntry,
} from "@pipeline/contract";
import { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS } from "./dashboard";
import { agreesWith, Flag } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

const DashboardCell = Type.Object({
  count: Type.Integer(),
  companies: Type.Array(Type.Object({ id: Type.Integer(), company_name: Type.String() }), {
    description: "The first few by name",
  }),
});

/** A row of `company/dashboard-view`: a stage, a stage and task, or a confidence level. */
export const DashboardRowSchema = agreesWith<DashboardRow>()(
  Type.Object({
    key: Type.String(),
    label: Type.String(),
    order: Type.Integer(),
    total: Type.Integer(),
    countries: Type.Record(Type.String(), DashboardCell, { description: "Cells by country label" }),
  }),
);

export const StageNameEntrySchema = agreesWith<StageNameEntry>()(
  Type.Object({ stage_id: Type.Integer(), stage_name: Type.String(), stage_order: Type.Integer() }),
);

export const LastStageTaskEntrySchema = agreesWith<LastStageTaskEntry>()(
  Type.Object({
    last_stage_task_id: Type.Integer(),
    last_stage_task_name: Type.String(),
    last_stage_task_order: Type.Integer(),
  }),
);

/** A country with how many visible companies it holds (the dashboard's country select). */
export const CountryCountSchema = agreesWith<CountryCount>()(
  Type.Object({ id: Type.Integer(), label: Type.String(), count: Type.Integer() }),
);

/** The filters the dashboard narrows its counts with. */
const dashboardFilters = ListQuery({
  sortFields: DASHBOARD_SORT_FIELDS,
  filters: DASHBOARD_FILTERS,
}).properties;

export const DashboardQuery = Type.Object({
  ...dashboardFilters,
  view_type: Type.Optional(
    Type.Enum(DASHBOARD_VIEWS, { title: "View type", description: "stage by default" }),
  ),
});

/** The journey's stage names, or (`country_added`) the dashboard's per-country counts. */
export const StageNamesQuery = Type.Object({
  ...dashboardFilters,
  country_added: Flag("The visible companies counted per country, narrowed by the dashboard's filters"),
});

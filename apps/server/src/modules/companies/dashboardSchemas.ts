import { Type } from "typebox";
import { DASHBOARD_VIEWS } from "@pipeline/contract";
import { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS } from "./dashboard";
import { Flag } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

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

import { and, type AnyColumn, isNull, type SQL, sql } from "drizzle-orm";
import {
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  type DashboardCell,
  type DashboardRow,
  type DashboardView,
  dashboardNoneColumn,
  type Id,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";
import { companies, journeyStages, journeyTasks, lookups } from "../../db/schema";
import { companyJoins, companyWhere } from "./query";
import type { CompanyViewer } from "../../auth/companyVisibility";
import { listPage } from "../../db/listQuery";

// The stage dashboard (admin-portal 2.3, `company/dashboard-view`): one row per column of the view,
// with its visible companies counted per country and the first few named. Rows do not depend on
// the filters, only their counts do, so the board keeps its columns while the user narrows it.
// The first row holds the companies with no value for the view (no journey item yet, no level), so
// every company is on the board and the rows add up to the companies the filters match.
// The board is one statement: the view's columns, and its cells. Counting is one GROUP BY over the
// companies' journey summary; the names of each cell come from a LATERAL subquery that walks the
// board index of the view (column, country, name) and stops at the last name the cell shows.

/** The sortable fields of the dashboard's rows. */
export const DASHBOARD_SORT_FIELDS = ["order", "label", "total"] as const;

/** The filters of `company/dashboard-view` and of the country counts. */
export const DASHBOARD_FILTERS = ["created_by", "industry", "country"] as const;

export type DashboardQuery = ListParams & { view: DashboardView };

/** A column of a view; `id` is the value it groups companies by, null for the first column. */
type Column = { key: string; label: string; order: number; id: Id | null };

/**
 * What a view groups companies by, and its columns: `listed` is SQL giving them as one JSON
 * array, which `columns` turns into the board's columns, the first one included.
 */
type View<Listed> = {
  groupBy: AnyColumn;
  listed: SQL;
  // A method, so that a view of any listing is a View<unknown>.
  columns(listed: Listed[]): Column[];
};

const defineView = <Listed>(definition: View<Listed>): View<unknown> => definition;

type Cell = {
  group_id: Id | null;
  country: string | null;
  count: number;
  named: Array<{ id: Id; company_name: string }> | null;
};

const none = (view: DashboardView): Column => ({ ...dashboardNoneColumn(view), id: null });

const { country } = companyJoins;

// The stage views' columns are the journey's as its definitions list them: the active stages in
// journey order, or each active task of an active stage along the journey.
const VIEWS: Record<DashboardView, View<unknown>> = {
  stage: defineView<{ id: Id; label: string; order: number }>({
    groupBy: companies.lastStageId,
    listed: sql`select json_agg(json_build_object('id', ${journeyStages.id}, 'label', ${journeyStages.label},
        'order', ${journeyStages.order}) order by ${journeyStages.order}, ${journeyStages.id})
      from ${journeyStages} where ${journeyStages.isActive}`,
    columns: (stages) => [none("stage"), ...stages.map((stage) => ({ ...stage, key: String(stage.id) }))],
  }),
  stage_task: defineView<{ stage_id: Id; id: Id; label: string }>({
    groupBy: companies.lastTaskId,
    listed: sql`select json_agg(json_build_object('stage_id', ${journeyStages.id}, 'id', ${journeyTasks.id},
        'label', ${journeyStages.label} || ' - ' || ${journeyTasks.label})
        order by ${journeyStages.order}, ${journeyStages.id}, ${journeyTasks.order}, ${journeyTasks.id})
      from ${journeyStages}
      join ${journeyTasks} on ${journeyTasks.stageId} = ${journeyStages.id} and ${journeyTasks.isActive}
      where ${journeyStages.isActive}`,
    columns: (tasks) => [
      none("stage_task"),
      ...tasks.map((task, index) => ({
        key: `${task.stage_id}:${task.id}`,
        label: task.label,
        order: index + 1,
        id: task.id,
      })),
    ],
  }),
  confidence_level: defineView<{ id: Id | null; label: string; order: number }>({
    groupBy: companies.confidenceLevelId,
    // Every level some company holds, active or not, so that no company drops off the board;
    // first, by the same rule, "No level" (id null) while some company holds none.
    listed: sql`select json_agg(json_build_object('id', level.id, 'label', level.label, 'order', level.position)
        order by level.id is not null, level.position, lower(level.label), level.id)
      from (
        select null::integer as id, null::text as label, 0 as position
        where exists (select 1 from ${companies} where ${isNull(companies.confidenceLevelId)})
        union all
        select ${lookups.id}, ${lookups.label}, ${lookups.order} from ${lookups}
        where ${lookups.kind} = 'confidence-level'
          and exists (select 1 from ${companies} where ${companies.confidenceLevelId} = ${lookups.id})
      ) as level`,
    columns: (levels) =>
      levels.map((level) =>
        level.id === null ? none("confidence_level") : { ...level, key: String(level.id) },
      ),
  }),
};

/**
 * The first companies by name of one cell (column and country) of `cells`, as JSON. A cell's
 * column and country are each a value or null: one branch per pairing of "equal" and "is null",
 * of which the cell's own values leave one running, the others stop at their test on the cell.
 * Each walks the view's board index in its order, which for the cell's column and country is name
 * order, and stops at the cell's last name: ordering by the whole index key says so to the
 * planner for a null too, for which `is null` does not make the column a constant of the order.
 */
function namedInCell(groupBy: AnyColumn, where: SQL | undefined): SQL {
  const column = {
    equal: sql`${groupBy} = cells.group_id`,
    bothNull: sql`cells.group_id is null and ${groupBy} is null`,
  };
  const inCountry = {
    equal: sql`${companies.countryId} = cells.country_id`,
    bothNull: sql`cells.country_id is null and ${companies.countryId} is null`,
  };
  const byBoard = sql`${groupBy}, ${companies.countryId}, lower(${companies.companyName}), ${companies.id}`;
  const branches = [
    [column.equal, inCountry.equal],
    [column.equal, inCountry.bothNull],
    [column.bothNull, inCountry.equal],
    [column.bothNull, inCountry.bothNull],
  ].map(
    (conditions) => sql`(select ${companies.id} as id, ${companies.companyName} as company_name,
        lower(${companies.companyName}) as sort_name
      from ${companies}
      where ${and(where, ...conditions)}
      order by ${byBoard} limit ${DASHBOARD_LIMITS.companiesPerSummaryCell})`,
  );
  return sql`select json_agg(json_build_object('id', top.id, 'company_name', top.company_name)
      order by top.sort_name, top.id) as named
    from (${sql.join(branches, sql` union all `)}) as top`;
}

/**
 * The view's columns as `listed` gives them, and its cells: per column id (null: the companies
 * with no value for the view) and country, the companies matching `where` counted and the first
 * few named. Countries come by name, those without a country last.
 */
function boardQuery(view: View<unknown>, where: SQL | undefined): SQL {
  const { groupBy } = view;
  return sql`select (${view.listed}) as columns, (
      select json_agg(json_build_object('group_id', cells.group_id, 'country', ${country.label},
          'count', cells.count, 'named', first.named)
        order by cells.group_id, lower(${country.label}), ${country.label}, cells.country_id)
      from (
        select ${groupBy} as group_id, ${companies.countryId} as country_id, cast(count(*) as integer) as count
        from ${companies}
        where ${where ?? sql`true`}
        group by 1, 2
      ) as cells
      left join ${lookups} as ${sql.identifier("country")} on ${country.id} = cells.country_id
      left join lateral (${namedInCell(groupBy, where)}) as first on true
    ) as cells`;
}

type Counted = { total: number; countries: Record<string, DashboardCell> };

/** Per column id, its companies' total and cells keyed by country label (DASHBOARD_NO_COUNTRY_KEY for none). */
function countCells(cells: Cell[]): Map<Id | null, Counted> {
  const byColumn = new Map<Id | null, Counted>();
  for (const cell of cells) {
    const column = byColumn.get(cell.group_id) ?? { total: 0, countries: {} };
    column.total += cell.count;
    column.countries[cell.country ?? DASHBOARD_NO_COUNTRY_KEY] = {
      count: cell.count,
      companies: cell.named ?? [],
    };
    byColumn.set(cell.group_id, column);
  }
  return byColumn;
}

function compareRows(field: string): (a: DashboardRow, b: DashboardRow) => number {
  if (field === "label") return (a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base" });
  if (field === "total") return (a, b) => a.total - b.total;
  return (a, b) => a.order - b.order;
}

/**
 * The rows of a view with the counts of the visible companies matching the params; the rows
 * themselves are paged and sorted (by order unless asked) after counting, as there are few.
 */
export async function dashboardView(
  db: Database,
  query: DashboardQuery,
  viewer: CompanyViewer,
): Promise<ListResult<DashboardRow>> {
  const view = VIEWS[query.view];
  const { page, pageSize, sort, view: _view, ...narrowing } = query;
  const [board] = await rowsOf<{ columns: unknown[] | null; cells: Cell[] | null }>(
    db,
    boardQuery(view, companyWhere(narrowing, viewer)),
  );
  const columns = view.columns(board?.columns ?? []);
  const cells = countCells(board?.cells ?? []);
  const rows = columns.map((column, position): DashboardRow & { position: number } => {
    const counted = cells.get(column.id);
    return {
      key: column.key,
      label: column.label,
      order: column.order,
      total: counted?.total ?? 0,
      countries: counted?.countries ?? {},
      position,
    };
  });
  const field = sort?.field ?? "order";
  const sign = sort?.direction === "desc" ? -1 : 1;
  const compare = compareRows(field);
  rows.sort((a, b) => sign * compare(a, b) || a.position - b.position);
  const { limit, offset } = listPage({ page, pageSize });
  return {
    rows: rows.slice(offset, offset + limit).map(({ position: _position, ...row }) => row),
    count: rows.length,
  };
}

import { and, asc, type AnyColumn, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import {
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  type DashboardCell,
  type DashboardRow,
  type DashboardView,
  dashboardNoneColumn,
  type Id,
  type JourneyItemDefinition,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";
import { companies, lookups } from "../../db/schema";
import { companyJoins, companyWhere } from "./query";
import type { CompanyViewer } from "../../auth/companyVisibility";
import { listPage } from "../../db/listQuery";

// The stage dashboard (admin-portal 2.3, `company/dashboard-view`): one row per column of the view,
// with its visible companies counted per country and the first few named. Rows do not depend on
// the filters, only their counts do, so the board keeps its columns while the user narrows it.
// The first row holds the companies with no value for the view (no journey item yet, no level), so
// every company is on the board and the rows add up to the companies the filters match.
// Counting is one GROUP BY over the companies' journey summary; the names of each cell come from a
// LATERAL subquery that walks the board index of the view (column, country, name) and stops early.

/** The sortable fields of the dashboard's rows. */
export const DASHBOARD_SORT_FIELDS = ["order", "label", "total"] as const;

/** The filters of `company/dashboard-view` and of the country counts. */
export const DASHBOARD_FILTERS = ["created_by", "industry", "country"] as const;

export type DashboardQuery = ListParams & { view: DashboardView };

/** A column of a view; `id` is the value it groups companies by, null for the first column. */
type Column = { key: string; label: string; order: number; id: Id | null };

/** What a view groups companies by, and the columns it shows. */
type View = {
  groupBy: AnyColumn;
  columns: (journey: JourneyItemDefinition[]) => Promise<Column[]> | Column[];
};

type CellRow = {
  group_id: number | null;
  country: string | null;
  count: number;
  named: Array<{ id: Id; company_name: string }> | null;
};

function views(db: Database): Record<DashboardView, View> {
  return {
    stage: {
      groupBy: companies.lastStageId,
      columns: (journey) => [
        { ...dashboardNoneColumn("stage"), id: null },
        ...journey.map(({ stage }) => ({
          key: String(stage.id),
          label: stage.label,
          order: stage.order,
          id: stage.id,
        })),
      ],
    },
    stage_task: {
      groupBy: companies.lastTaskId,
      columns: (journey) => [
        { ...dashboardNoneColumn("stage_task"), id: null },
        ...journey
          .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
          .map(({ stage, task }, index) => ({
            key: `${stage.id}:${task.id}`,
            label: `${stage.label} - ${task.label}`,
            order: index + 1,
            id: task.id,
          })),
      ],
    },
    confidence_level: {
      groupBy: companies.confidenceLevelId,
      // Every level some company holds, active or not, so that no company drops off the board;
      // first, by the same rule, "No level" while some company holds none.
      columns: async () => {
        const [levelless, levels] = await Promise.all([
          db.select({ id: companies.id }).from(companies).where(isNull(companies.confidenceLevelId)).limit(1),
          db
            .select({ id: lookups.id, label: lookups.label, order: lookups.order })
            .from(lookups)
            .where(
              and(
                eq(lookups.kind, "confidence-level"),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(companies)
                    .where(eq(companies.confidenceLevelId, lookups.id)),
                ),
              ),
            )
            .orderBy(asc(lookups.order), asc(sql`lower(${lookups.label})`), asc(lookups.id)),
        ]);
        return [
          ...(levelless.length > 0 ? [{ ...dashboardNoneColumn("confidence_level"), id: null }] : []),
          ...levels.map((level) => ({ key: String(level.id), ...level })),
        ];
      },
    },
  };
}

/**
 * `column` holds the cell's value `outer`, null included, as two conditions of which a cell's own
 * value keeps one: `is not distinct from` would say it at once, but no index serves it.
 */
function sameValue(column: AnyColumn, outer: SQL): { equal: SQL; bothNull: SQL } {
  return { equal: sql`${column} = ${outer}`, bothNull: sql`${outer} is null and ${column} is null` };
}

/** The first companies by name of one cell (column and country) of `cells`, as JSON. */
function namedInCell(groupBy: AnyColumn, where: SQL | undefined): SQL {
  const inColumn = sameValue(groupBy, sql`cells.group_id`);
  const inCountry = sameValue(companies.countryId, sql`cells.country_id`);
  const limit = DASHBOARD_LIMITS.companiesPerSummaryCell;
  const cell = (...conditions: SQL[]) => sql`select ${companies.id} as id,
      ${companies.companyName} as company_name, lower(${companies.companyName}) as sort_name
    from ${companies}
    where ${and(where, ...conditions)}`;
  // One branch per pairing of "equal" and "both null"; the cell's values leave one running, the
  // others stop at their test on the cell. Equal values walk the board index in name order and
  // stop at the third. No index gives a null's companies in name order, so they are fetched and
  // sorted; `offset 0` keeps the planner from walking the name index instead, which for a small
  // cell means reading every company, once per cell.
  const branches = [
    sql`(${cell(inColumn.equal, inCountry.equal)} order by lower(${companies.companyName}), ${companies.id} limit ${limit})`,
    ...[
      [inColumn.equal, inCountry.bothNull],
      [inColumn.bothNull, inCountry.equal],
      [inColumn.bothNull, inCountry.bothNull],
    ].map(
      (conditions) =>
        sql`(select * from (${cell(...conditions)} offset 0) as cell order by sort_name, id limit ${limit})`,
    ),
  ];
  return sql`select json_agg(json_build_object('id', top.id, 'company_name', top.company_name)
      order by top.sort_name, top.id) as named
    from (${sql.join(branches, sql` union all `)}) as top`;
}

type Counted = { total: number; countries: Record<string, DashboardCell> };

/**
 * Per column id (null: the companies with no value for the view), its companies counted per
 * country label, those without a country under DASHBOARD_NO_COUNTRY_KEY.
 */
async function countCells(
  db: Database,
  groupBy: AnyColumn,
  where: SQL | undefined,
): Promise<Map<Id | null, Counted>> {
  const country = companyJoins.country;
  const rows = await rowsOf<CellRow>(
    db,
    sql`select cells.group_id, ${country.label} as country, cells.count, first.named
    from (
      select ${groupBy} as group_id, ${companies.countryId} as country_id, cast(count(*) as integer) as count
      from ${companies}
      where ${where ?? sql`true`}
      group by 1, 2
    ) as cells
    left join ${lookups} as ${sql.identifier("country")} on ${country.id} = cells.country_id
    left join lateral (${namedInCell(groupBy, where)}) as first on true`,
  );
  const byColumn = new Map<Id | null, Counted>();
  for (const row of rows) {
    const column = byColumn.get(row.group_id) ?? { total: 0, countries: {} };
    column.total += row.count;
    column.countries[row.country ?? DASHBOARD_NO_COUNTRY_KEY] = {
      count: row.count,
      companies: row.named ?? [],
    };
    byColumn.set(row.group_id, column);
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
  journey: JourneyItemDefinition[],
): Promise<ListResult<DashboardRow>> {
  const view = views(db)[query.view];
  const { page, pageSize, sort, view: _view, ...narrowing } = query;
  const [columns, cells] = await Promise.all([
    view.columns(journey),
    countCells(db, view.groupBy, companyWhere(narrowing, viewer)),
  ]);
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

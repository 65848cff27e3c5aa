import {
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  DASHBOARD_NONE_KEY,
  type DashboardCell,
  dashboardNoneColumn,
  type DashboardParams,
  type DashboardRow,
  type DashboardView,
  type IsoDateTime,
  type ListResult,
} from "@pipeline/contract";
import { listItems, type ListSpec, selectItems } from "../list";
import { companyListSpec } from "../ports/companyListSpec";
import type { SeedCompany } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { type CompanyContext, companyContext } from "./companyViews";

// The summary behind the stage dashboard: one row per column of the chosen view, its companies
// counted per country. Rows do not depend on the filters, only their counts do, so the board keeps
// its columns while the user narrows it. The first row holds the companies with no value for the
// view (no journey item yet, no level), so every company is on the board.

type Column = { key: string; label: string; order: number };

type View = {
  columns: (state: MemoryState) => Column[];
  /** The column a company sits in; DASHBOARD_NONE_KEY when it has no journey item yet, or no level. */
  keyOf: (company: SeedCompany) => string;
};

function journeyInOrder(state: MemoryState) {
  return [...state.journey].sort((a, b) => a.stage.order - b.stage.order);
}

const VIEWS: Record<DashboardView, View> = {
  stage: {
    columns: (state) => [
      dashboardNoneColumn("stage"),
      ...journeyInOrder(state).map(({ stage }) => ({
        key: String(stage.id),
        label: stage.label,
        order: stage.order,
      })),
    ],
    keyOf: (company) =>
      company.last_stage_task ? String(company.last_stage_task.stage_id) : DASHBOARD_NONE_KEY,
  },
  stage_task: {
    columns: (state) => [
      dashboardNoneColumn("stage_task"),
      ...journeyInOrder(state)
        .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
        .map(({ stage, task }, index) => ({
          key: `${stage.id}:${task.id}`,
          label: `${stage.label} - ${task.label}`,
          order: index + 1,
        })),
    ],
    keyOf: (company) =>
      company.last_stage_task
        ? `${company.last_stage_task.stage_id}:${company.last_stage_task.task_id}`
        : DASHBOARD_NONE_KEY,
  },
  confidence_level: {
    // Every level some company holds, active or not, so no company drops off the board; first,
    // by the same rule, "No level" while some company holds none.
    columns: (state) => {
      const held = new Set(state.companies.map((company) => company.confidence_level));
      const levels = state.lookups["confidence-level"]
        .filter((level) => held.has(level.id))
        .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
        .map((level) => ({ key: String(level.id), label: level.label, order: level.order }));
      return held.has(null) ? [dashboardNoneColumn("confidence_level"), ...levels] : levels;
    },
    keyOf: (company) =>
      company.confidence_level === null ? DASHBOARD_NONE_KEY : String(company.confidence_level),
  },
};

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function toRow(column: Column, companies: readonly SeedCompany[], context: CompanyContext): DashboardRow {
  const byCountry = new Map<string, SeedCompany[]>();
  for (const company of companies) {
    const country =
      company.country === null
        ? DASHBOARD_NO_COUNTRY_KEY
        : (context.labels.location.get(company.country) ?? DASHBOARD_NO_COUNTRY_KEY);
    const held = byCountry.get(country);
    if (held) held.push(company);
    else byCountry.set(country, [company]);
  }
  const countries: Record<string, DashboardCell> = {};
  for (const [country, held] of byCountry) {
    const named = [...held].sort((a, b) => collator.compare(a.company_name, b.company_name) || a.id - b.id);
    countries[country] = {
      count: held.length,
      companies: named
        .slice(0, DASHBOARD_LIMITS.companiesPerSummaryCell)
        .map(({ id, company_name }) => ({ id, company_name })),
    };
  }
  return { ...column, total: companies.length, countries };
}

type Positioned = { row: DashboardRow; position: number };

/** Paging and sorting of the rows themselves; their filters were applied to the companies. */
const ROW_LIST: ListSpec<Positioned, never> = {
  sort: {
    order: ({ row }) => row.order,
    label: ({ row }) => row.label,
    total: ({ row }) => row.total,
  },
  defaultSort: { field: "order", direction: "asc" },
  filters: {},
  search: () => [],
  dates: { created: () => null, modified: () => null },
  id: ({ position }) => position,
};

export function dashboardView(
  state: MemoryState,
  params: DashboardParams,
  now: IsoDateTime,
): ListResult<DashboardRow> {
  const { view, page, pageSize, sort, ...narrowing } = params;
  const context = companyContext(state);
  const spec = VIEWS[view];
  const grouped = new Map<string, SeedCompany[]>();
  for (const company of selectItems(state.companies, narrowing, companyListSpec(context, now))) {
    const key = spec.keyOf(company);
    const held = grouped.get(key);
    if (held) held.push(company);
    else grouped.set(key, [company]);
  }
  const rows = spec
    .columns(state)
    .map((column, position) => ({ row: toRow(column, grouped.get(column.key) ?? [], context), position }));
  const listed = listItems(rows, { page, pageSize, sort }, ROW_LIST);
  return { rows: listed.rows.map(({ row }) => row), count: listed.count };
}

// Renders the real CompaniesTable and KanbanBoard of @pipeline/ui over a test adapter that answers
// after 50 ms, and reports how long their rows and cards take to paint once the data has arrived.
//   ?widget=table[&columns=all]  the table as the portal shows it (10 rows on mount); then 500 rows
//                                a page, chosen in its Rows per page control; then the next 500-row page.
//                                `columns=all` shows the columns that start hidden too.
//   ?widget=kanban[&columnDelay=ms|late]  the board with 10 columns of 100 companies; each column's
//                                companies answer after `columnDelay` ms (default: 50), or `late`:
//                                100 ms after the skeleton's minimum, so that data, not the timer, shows them.
import "@pipeline/ui/font.css";
import {
  DASHBOARD_LIMITS,
  type CompanyListFilter,
  type CompanyListRow,
  type CountryCount,
  type DashboardCell,
  type DashboardRow,
  type EmailStatus,
  type LabelRef,
  type LastStageTaskEntry,
  type ListParams,
  type ListResult,
  type LookupKind,
  type LookupOption,
  type StageNameEntry,
  type UserShort,
} from "@pipeline/contract";
import { CompaniesTable, COMPANY_COLUMNS_HIDDEN_AT_FIRST, KanbanBoard } from "@pipeline/ui";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { type Paint, paintOnceReady } from "../paint";

const DELAY_MS = 50;
const PAGE = 500;
const TOTAL_COMPANIES = 100_000;
const COLUMNS = 10;
const CARDS_PER_COLUMN = 100;
const COLUMNS_KEY = "pipeline.bench.companies.columns";

// Reference data as the seeded server holds it (apps/server/seed), and a ten-stage journey.

const labelled = (first: number, labels: string[]): LabelRef[] =>
  labels.map((label, index) => ({ id: first + index, label }));

const LOCATIONS = labelled(1, [
  "India",
  "United Kingdom",
  "Singapore",
  "United States",
  "United Arab Emirates",
  "Germany",
  "Australia",
]);
const CONFIDENCE_LEVELS = labelled(20, ["Very High", "High", "Medium", "Low", "Very Low"]);
const INDUSTRIES = labelled(30, [
  "Software",
  "Fintech",
  "Healthcare",
  "Education",
  "E-commerce",
  "Manufacturing",
  "Logistics",
  "Renewable Energy",
  "Agriculture",
  "Media and Entertainment",
]);
const CURRENCIES = labelled(50, ["INR", "GBP", "USD", "EUR", "SGD", "AED"]);
const COMPANY_TYPES = labelled(60, [
  "Private Limited",
  "Public Limited",
  "Limited Liability Partnership",
  "Partnership",
  "Sole Proprietorship",
]);
const LOOKUPS: Partial<Record<LookupKind, LabelRef[]>> = {
  location: LOCATIONS,
  "confidence-level": CONFIDENCE_LEVELS,
  industry: INDUSTRIES,
  currency: CURRENCIES,
  "company-type": COMPANY_TYPES,
};
const USERS: UserShort[] = [
  { pk: 2, first_name: "Asha", last_name: "Raman" },
  { pk: 3, first_name: "Vikram", last_name: "Menon" },
  { pk: 4, first_name: "Priya", last_name: "Natarajan" },
  { pk: 5, first_name: "Daniel", last_name: "Okafor" },
  { pk: 6, first_name: "Mei Ling", last_name: "Tan" },
  { pk: 7, first_name: "Oliver", last_name: "Hughes" },
];

const JOURNEY: { label: string; tasks: string[] }[] = [
  {
    label: "Sourcing",
    tasks: ["LinkedIn Connect", "Initial Outreach", "Follow-up Email", "Introductory Call"],
  },
  {
    label: "Screening",
    tasks: ["Pitch Deck", "Screening Call Notes", "Company Summary", "Screening Review"],
  },
  {
    label: "Evaluation",
    tasks: [
      "Management Meeting",
      "Financial Statements",
      "Evaluation Call Notes",
      "Investment Committee Review",
    ],
  },
  {
    label: "Due Diligence",
    tasks: ["Information Request", "Financial Due Diligence", "Legal Due Diligence", "Site Visit"],
  },
  { label: "Decision", tasks: ["Investment Memo", "Final Approval", "Term Sheet", "Decision Email"] },
  { label: "Negotiation", tasks: ["Valuation Call", "Revised Term Sheet", "Negotiation Review"] },
  { label: "Closing", tasks: ["Shareholder Agreement", "Conditions Precedent", "Funds Transfer"] },
  { label: "Onboarding", tasks: ["Board Seat", "Reporting Setup", "Onboarding Call"] },
  { label: "Portfolio", tasks: ["Quarterly Review", "Annual Meeting", "Follow-on Review"] },
  { label: "Exit", tasks: ["Exit Options", "Buyer Outreach", "Exit Closing"] },
];
const STAGES = JOURNEY.map((stage, index) => ({ id: index + 1, label: stage.label }));
const TASKS: { stage: LabelRef; task: LabelRef; order: number }[] = [];
JOURNEY.forEach((stage, stageIndex) => {
  for (const label of stage.tasks) {
    TASKS.push({
      stage: STAGES[stageIndex] as LabelRef,
      task: { id: TASKS.length + 1, label },
      order: TASKS.length + 1,
    });
  }
});
const STAGE_NAMES: StageNameEntry[] = STAGES.map((stage) => ({
  stage_id: stage.id,
  stage_name: stage.label,
  stage_order: stage.id,
}));
const STAGE_TASK_NAMES: LastStageTaskEntry[] = TASKS.map((step) => ({
  last_stage_task_id: step.task.id,
  last_stage_task_name: `${step.stage.label} - ${step.task.label}`,
  last_stage_task_order: step.order,
}));

// Companies: every field of a list row filled, names, notes and numbers of realistic length.

const NAME_HEADS = [
  "Aurora",
  "Banyan",
  "Coral",
  "Deccan",
  "Everest",
  "Falcon",
  "Ganges",
  "Harbour",
  "Indus",
  "Juniper",
  "Kestrel",
  "Lotus",
  "Monsoon",
  "Nimbus",
  "Orchid",
  "Peregrine",
  "Quartz",
  "Saffron",
  "Teakwood",
  "Vermilion",
];
const NAME_TAILS = [
  "Biotech",
  "Mobility",
  "Fintech",
  "Agritech",
  "Logistics",
  "Health",
  "Energy",
  "Robotics",
  "Foods",
  "Analytics",
  "Learning",
  "Textiles",
];
const NAME_ENDS = ["Private Limited", "Labs", "Systems", "Technologies", "Ventures", "Holdings"];
const NOTES = [
  "Intro call done; waiting for the deck.",
  "Founders shared FY25 audited financials: revenue up 38% year on year, EBITDA positive since Q3.",
  "Second meeting booked with the CFO to walk through unit economics and the working-capital cycle.",
  "Not raising before next spring; keep warm and check in after their Series A extension closes.",
  "Data room opened. Legal DD flagged two pending IP assignments from the early contractors.",
  "Strong fit for the climate fund; IC pre-read circulated to partners on Monday.",
];
const STATUSES: EmailStatus[] = ["sent", "delivered", "opened", "clicked", "opened", "delivered", "bounced"];
const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 1, 10, 30);

const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A company; `step` places it at a stage and task, `rank` orders a column by last change. */
function company(id: number, step = pick(TASKS, id * 7), rank = id): CompanyListRow {
  const head = pick(NAME_HEADS, id);
  const tail = pick(NAME_TAILS, Math.floor(id / NAME_HEADS.length));
  const name = `${head} ${tail} ${pick(NAME_ENDS, Math.floor(id / 240))}`;
  const created = NOW - (id % 900) * DAY_MS - (id % 1440) * 60_000;
  return {
    id,
    company_name: name,
    website: `https://www.${head.toLowerCase()}${tail.toLowerCase()}${id}.com`,
    country: pick(LOCATIONS, id),
    confidence_level: pick(CONFIDENCE_LEVELS, id * 3),
    industry: pick(INDUSTRIES, id * 7),
    company_type: [
      pick(COMPANY_TYPES, id).label,
      ...(id % 4 === 0 ? [pick(COMPANY_TYPES, id + 2).label] : []),
    ],
    currency: pick(CURRENCIES, id),
    revenue: 1_500_000 + ((id * 7919) % 95_000_000),
    fte: 12 + ((id * 13) % 4800),
    foundation_year: 1975 + (id % 50),
    last_update: pick(NOTES, id),
    last_stage_task: { stage: step.stage, task: step.task },
    status: pick(STATUSES, id),
    follow_up_email: id % 3 !== 0,
    has_scheduled_meeting: id % 5 === 0,
    stage_entered: new Date(created + (id % 30) * DAY_MS).toISOString(),
    stage_sla_days: id % 2 === 0 ? 30 : null,
    created_by: pick(USERS, id),
    created: new Date(created).toISOString(),
    modified: new Date(NOW - rank * 37 * 60_000).toISOString(),
    created_date: new Date(created).toISOString(),
  };
}

/** The data after `ms`, made up front so that the time until it resolves is the network's alone. */
function answer<T>(ms: number, value: T, onAnswer?: () => void): Promise<T> {
  return new Promise((resolve) => {
    setTimeout(() => {
      onAnswer?.();
      resolve(value);
    }, ms);
  });
}

const lookupPort = {
  inUse: (kind: LookupKind) => answer(DELAY_MS, options(kind)),
  options: (kind: LookupKind) => answer(DELAY_MS, options(kind)),
};
function options(kind: LookupKind): LookupOption[] {
  return (LOOKUPS[kind] ?? []).map((entry) => ({ ...entry, is_active: true }));
}

// Measuring: from the moment the data resolves to the frame after the DOM shows it.

function waitFor<T>(find: () => T | null | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const found = find();
      if (found) resolve(found);
      else if (performance.now() - started > timeoutMs) reject(new Error(`no ${what} after ${timeoutMs} ms`));
      else setTimeout(poll, 5);
    };
    poll();
  });
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A combobox by its accessible name (its aria-labelledby text). */
function comboboxNamed(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="combobox"]')].find((box) => {
    const ids = box.getAttribute("aria-labelledby")?.split(/\s+/) ?? [];
    return (
      ids
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim() === name
    );
  });
}

function render(adapter: ReturnType<typeof createTestAdapter>, widget: ReactNode) {
  const root = document.getElementById("root");
  if (!root) throw new Error("no root");
  createRoot(root).render(<PipelineProvider adapter={adapter}>{widget}</PipelineProvider>);
}

// The companies table.

type TableResult = {
  mount: Paint;
  first: Paint;
  next: Paint;
  domRows: number;
  columnsShown: number;
};

async function tableBench(allColumns: boolean): Promise<TableResult> {
  localStorage.setItem(
    COLUMNS_KEY,
    JSON.stringify(
      allColumns ? Object.fromEntries(COMPANY_COLUMNS_HIDDEN_AT_FIRST.map((id) => [id, true])) : {},
    ),
  );
  let dataAt = 0;
  const list = (params: ListParams<CompanyListFilter>): Promise<ListResult<CompanyListRow>> => {
    const size = params.pageSize ?? 10;
    const first = ((params.page ?? 1) - 1) * size + 1;
    const rows = Array.from({ length: size }, (_, index) => company(first + index));
    return answer(DELAY_MS, { rows, count: TOTAL_COMPANIES }, () => {
      dataAt = performance.now();
    });
  };
  const adapter = createTestAdapter({
    companies: {
      list,
      stageNames: () => answer(DELAY_MS, STAGE_NAMES),
      lastStageTaskNames: () => answer(DELAY_MS, STAGE_TASK_NAMES),
    },
    lookups: lookupPort,
    users: { short: () => answer(DELAY_MS, USERS) },
  });
  // The table has fetched (aria-busy went true, then false: the commit that brings the rows) and
  // shows the page's first row. The rows of a 10-row and a 500-row page 1 are the same, and rows
  // further down may leave the DOM before an observer hears of them (the grid drops rows it
  // measures out of view), so rows alone cannot tell the new page.
  const pageShown = (first: number) => {
    let fetched = false;
    return () => {
      const busy = document.querySelector('section[aria-label="Companies"]')?.getAttribute("aria-busy");
      if (busy === "true") fetched = true;
      return fetched && busy === "false" && document.querySelector(`[data-row-id="${first}"]`) !== null;
    };
  };
  const since = () => dataAt;

  // As the portal mounts it: 10 rows a page.
  const mounted = paintOnceReady("the 10-row page", pageShown(1), since);
  render(adapter, <CompaniesTable search="" columnVisibilityKey={COLUMNS_KEY} />);
  const mount = await mounted;

  // 500 a page, as a user picks it in the Rows per page control.
  const pageSize = await waitFor(() => comboboxNamed("Rows per page"), "Rows per page control");
  pageSize.click();
  const listbox = await waitFor(
    () => document.getElementById(pageSize.getAttribute("aria-controls") ?? ""),
    "Rows per page options",
  );
  const option = await waitFor(
    () =>
      [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find(
        (item) => item.textContent?.trim() === String(PAGE),
      ),
    `option ${PAGE}`,
  );
  const firstPainted = paintOnceReady("the first 500-row page", pageShown(1), since);
  option.click();
  const first = await firstPainted;

  const nextButton = await waitFor(
    () => document.querySelector<HTMLButtonElement>('button[aria-label="Next page"]:not(:disabled)'),
    "Next page button",
  );
  const nextPainted = paintOnceReady("the next 500-row page", pageShown(PAGE + 1), since);
  nextButton.click();
  const next = await nextPainted;

  return {
    mount,
    first,
    next,
    domRows: document.querySelectorAll("[data-row-id]").length,
    columnsShown: document.querySelectorAll('thead th[scope="col"]').length,
  };
}

// The kanban board.

type KanbanResult = Paint & {
  domCards: number;
  columnsInDom: number;
  columnsFetched: number;
  fetchesAfterPaint: number;
};

async function kanbanBench(columnDelayMs: number): Promise<KanbanResult> {
  const columns = STAGES.slice(0, COLUMNS).map((stage, column) => {
    const steps = TASKS.filter((step) => step.stage.id === stage.id);
    return Array.from({ length: CARDS_PER_COLUMN }, (_, index) =>
      company((column + 1) * 1000 + index, pick(steps, index), index),
    );
  });
  const rows: DashboardRow[] = STAGES.slice(0, COLUMNS).map((stage, column) => {
    const companies = columns[column] ?? [];
    const cells: Record<string, DashboardCell> = {};
    for (const row of companies) {
      const country = row.country?.label ?? "";
      const cell = (cells[country] ??= { count: 0, companies: [] });
      cell.count += 1;
      if (cell.companies.length < 3) cell.companies.push({ id: row.id, company_name: row.company_name });
    }
    return {
      key: String(stage.id),
      label: stage.label,
      order: stage.id,
      total: companies.length,
      countries: cells,
    };
  });
  const countries: CountryCount[] = LOCATIONS.map((location) => ({
    ...location,
    count: columns.flat().filter((row) => row.country?.id === location.id).length,
  }));

  let asked = 0;
  let answered = 0;
  let lastAnswerAt = 0;
  const list = (params: ListParams<CompanyListFilter>): Promise<ListResult<CompanyListRow>> => {
    asked += 1;
    const stage = Number(params.filters?.stage?.[0]);
    const companies = columns[stage - 1] ?? [];
    return answer(columnDelayMs, { rows: companies, count: companies.length }, () => {
      answered += 1;
      lastAnswerAt = performance.now();
    });
  };
  const adapter = createTestAdapter({
    companies: {
      list,
      dashboard: () => answer(DELAY_MS, { rows, count: rows.length }),
      countries: () => answer(DELAY_MS, countries),
    },
    users: { short: () => answer(DELAY_MS, USERS) },
  });

  // Every column the board has mounted has answered and shows its cards.
  const cardsShown = () => {
    if (asked === 0 || answered < asked) return false;
    const sections = [...document.querySelectorAll<HTMLElement>("section[aria-busy]")];
    return (
      sections.length > 0 &&
      sections.every(
        (section) =>
          section.getAttribute("aria-busy") === "false" &&
          section.querySelector('[role="listitem"]') !== null,
      )
    );
  };
  const painted = paintOnceReady("the cards", cardsShown, () => lastAnswerAt);
  render(adapter, <KanbanBoard />);
  const paint = await painted;
  const askedAtPaint = asked;
  // A column mounted later would fetch and answer later: give it time to show up.
  await settle(DELAY_MS + columnDelayMs + 500);
  return {
    ...paint,
    domCards: document.querySelectorAll('section[aria-busy] [role="listitem"]').length,
    columnsInDom: document.querySelectorAll("section[aria-busy]").length,
    columnsFetched: asked,
    fetchesAfterPaint: asked - askedAtPaint,
  };
}

const target = window as unknown as { benchResult?: TableResult | KanbanResult; benchError?: string };
const query = new URLSearchParams(location.search);
try {
  target.benchResult =
    query.get("widget") === "kanban"
      ? await kanbanBench(
          query.get("columnDelay") === "late"
            ? DASHBOARD_LIMITS.skeletonMinMs + 100
            : Number(query.get("columnDelay") ?? DELAY_MS),
        )
      : await tableBench(query.get("columns") === "all");
} catch (error) {
  target.benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
}

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CountryCount, DashboardRow, Id, LastStageTaskEntry, StageNameEntry } from "@pipeline/contract";
import { companies, journeyStages, journeyTasks } from "../../src/db/schema";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  addJourneyItem,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  createRefs,
  minutesAgo,
  type Refs,
  rowIds,
} from "./companyWorld";
import { injectedApp } from "./injectApp";

// The stage dashboard over HTTP (admin-portal 2.3 and 7): `company/dashboard-view` in its three
// views, the names and counts its selects read, and the per-column fetch of the kanban board.

const server = injectedApp();
let admin: Caller;
let one: Refs;
let two: Refs;
let creatorId: Id;
const ids: Record<string, Id> = {};
const ONE = "Dash one location";
const TWO = "Dash two location";

/** [name, country, confidence level, industry, task reached (none: no journey yet)] */
type Plan = [string, "one" | "two" | null, "one" | "two" | null, "one" | "two", number | null];
const PLANS: Plan[] = [
  ["Alpha", "one", "one", "one", 2],
  ["Bravo", "two", "one", "one", 2],
  ["Charlie", "one", "two", "two", 5],
  ["Delta", "one", "one", "one", 4],
  ["Echo", "one", "one", "one", 4],
  ["Foxtrot", "one", "one", "one", 4],
  ["Golf", null, null, "one", 2],
  ["Hotel", "two", "one", "one", null],
];

const named = (...words: string[]) => words.map((word) => ({ id: ids[word], company_name: `Dash ${word}` }));

async function board(query: string): Promise<DashboardRow[]> {
  const answer = await admin.get(`company/dashboard-view?page_size=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results?.data as DashboardRow[];
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

async function totals(query: string): Promise<Record<string, number>> {
  return Object.fromEntries((await board(query)).map((row) => [row.key, row.total]));
}

beforeAll(async () => {
  ({ admin, one, two } = await companyWorld(server, "Dash one", "Dash two"));
  const creator = await createAccount(server, { roles: ["SUPER_ADMIN"] });
  creatorId = creator.id;
  const sets = { one, two };
  for (const [word, country, level, industry, task] of PLANS) {
    const as = word === "Echo" ? caller(server, creator.token) : admin;
    ids[word] = await as.create(
      companyBody(one, {
        company_name: `Dash ${word}`,
        country: country ? sets[country].location : null,
        confidence_level: level ? sets[level]["confidence-level"] : null,
        industry: sets[industry].industry,
      }),
    );
    if (task !== null)
      await addJourneyItem(server, { companyId: ids[word] ?? 0, taskId: task, created: minutesAgo(5) });
  }
  await server.database.db
    .update(companies)
    .set({ created: new Date("2024-01-15T10:00:00Z"), modified: new Date("2024-06-15T10:00:00Z") })
    .where(eq(companies.id, ids.Charlie ?? 0));
}, SETUP_TIMEOUT_MS);

describe("GET company/dashboard-view", () => {
  it("stage view: Not started, then a row per stage, its companies counted per country, the first three named", async () => {
    const rows = await board("view_type=stage");
    expect(rows.map(({ key, label, order }) => [key, label, order])).toEqual([
      ["none", "Not started", 0],
      ["1", "Sourcing", 1],
      ["2", "Screening", 2],
      ["3", "Evaluation", 3],
      ["4", "Due Diligence", 4],
      ["5", "Decision", 5],
    ]);
    // Hotel has no journey item yet.
    expect(rows[0]).toEqual({
      key: "none",
      label: "Not started",
      order: 0,
      total: 1,
      countries: { [TWO]: { count: 1, companies: named("Hotel") } },
    });
    // Golf has no country: its cell is keyed "".
    expect(rows[1]).toEqual({
      key: "1",
      label: "Sourcing",
      order: 1,
      total: 6,
      countries: {
        [ONE]: { count: 4, companies: named("Alpha", "Delta", "Echo") },
        [TWO]: { count: 1, companies: named("Bravo") },
        "": { count: 1, companies: named("Golf") },
      },
    });
    expect(rows[2]?.countries).toEqual({ [ONE]: { count: 1, companies: named("Charlie") } });
    expect(rows.slice(3).map((row) => [row.total, row.countries])).toEqual([
      [0, {}],
      [0, {}],
      [0, {}],
    ]);
  });

  it("stage + task view: Not started, then a row per task along the journey, keyed stage:task", async () => {
    const rows = await board("view_type=stage_task");
    expect(rows).toHaveLength(22);
    expect(rows.slice(0, 6).map(({ key, label, order, total }) => [key, label, order, total])).toEqual([
      ["none", "Not started", 0, 1],
      ["1:1", "Sourcing - LinkedIn Connect", 1, 0],
      ["1:2", "Sourcing - Initial Outreach", 2, 3],
      ["1:3", "Sourcing - Follow-up Email", 3, 0],
      ["1:4", "Sourcing - Introductory Call", 4, 3],
      ["2:5", "Screening - Pitch Deck", 5, 1],
    ]);
    expect(rows[2]?.countries).toEqual({
      [ONE]: { count: 1, companies: named("Alpha") },
      [TWO]: { count: 1, companies: named("Bravo") },
      "": { count: 1, companies: named("Golf") },
    });
  });

  it("confidence level view: No level while some company has none, then a row per level some company holds", async () => {
    const rows = await board("view_type=confidence_level");
    expect(rows).toEqual([
      {
        key: "none",
        label: "No level",
        order: 0,
        total: 1,
        countries: { "": { count: 1, companies: named("Golf") } },
      },
      {
        key: String(one["confidence-level"]),
        label: "Dash one confidence-level",
        order: 1,
        total: 6,
        countries: {
          [ONE]: { count: 4, companies: named("Alpha", "Delta", "Echo") },
          [TWO]: { count: 2, companies: named("Bravo", "Hotel") },
        },
      },
      {
        key: String(two["confidence-level"]),
        label: "Dash two confidence-level",
        order: 1,
        total: 1,
        countries: { [ONE]: { count: 1, companies: named("Charlie") } },
      },
    ]);
  });

  it("puts every company the filters match in one row of each view, and in one cell of it", async () => {
    for (const filters of ["", `country=${two.location}`, `industry=${one.industry}`, "country=none"]) {
      const matching = (await admin.get(`company?page_size=1&${filters}`)).body.count as number;
      expect(matching, filters).toBeGreaterThan(0);
      for (const view of ["stage", "stage_task", "confidence_level"]) {
        const rows = await board(`view_type=${view}&${filters}`);
        expect(sum(rows.map((row) => row.total)), `${view} ${filters}`).toBe(matching);
        for (const row of rows) {
          const cells = Object.values(row.countries).map((cell) => cell.count);
          expect(sum(cells), `${view} ${row.label} ${filters}`).toBe(row.total);
        }
      }
    }
  });

  it("narrows the counts by creator, industry, country, search and dates, keeping every row", async () => {
    const stages = (counts: Partial<Record<string, number>>) => ({
      none: 0,
      1: 0,
      2: 0,
      3: 0,
      4: 0,
      5: 0,
      ...counts,
    });
    expect(await totals(`view_type=stage&created_by=${creatorId}`)).toEqual(stages({ 1: 1 }));
    expect(await totals(`view_type=stage&industry=${two.industry}`)).toEqual(stages({ 2: 1 }));
    expect(await totals(`view_type=stage&country=${two.location}`)).toEqual(stages({ none: 1, 1: 1 }));
    expect(await totals("view_type=stage&country=none")).toEqual(stages({ 1: 1 }));
    expect(
      await totals(`view_type=stage&industry=${one.industry},${two.industry}&country=${one.location}`),
    ).toEqual(stages({ 1: 4, 2: 1 }));
    expect(await totals("view_type=stage&search=foxtrot")).toEqual(stages({ 1: 1 }));
    expect(await totals("view_type=stage&start_date=2024-01-01&end_date=2024-01-31")).toEqual(
      stages({ 2: 1 }),
    );
    expect(
      await totals("view_type=stage&start_date=2024-01-01&end_date=2024-01-31&date_filter_type=modified"),
    ).toEqual(stages({}));
  });

  it("refuses a day that does not exist", async () => {
    const answer = await admin.get("company/dashboard-view?view_type=stage&start_date=2024-02-30");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ start_date: ["Start date is not a valid date."] });
  });

  it("pages and sorts the rows", async () => {
    const page = await admin.get("company/dashboard-view?view_type=stage_task&page=2&page_size=2");
    expect(page.body.count).toBe(22);
    expect((page.body.results?.data as DashboardRow[]).map((row) => row.key)).toEqual(["1:2", "1:3"]);
    expect((await board("view_type=stage&sortfield=total&sortdirection=desc")).map((row) => row.key)).toEqual(
      ["1", "none", "2", "3", "4", "5"],
    );
    expect(
      (await board("view_type=stage&sortfield=label&sortdirection=asc")).map((row) => row.label),
    ).toEqual(["Decision", "Due Diligence", "Evaluation", "Not started", "Screening", "Sourcing"]);
  });

  it("refuses an unknown view and an unknown sort field", async () => {
    const view = await admin.get("company/dashboard-view?view_type=kanban");
    expect(view.status).toBe(400);
    expect(view.body.errors).toEqual({
      view_type: ["View type must be one of stage, stage_task, confidence_level."],
    });
    const sort = await admin.get("company/dashboard-view?view_type=stage&sortfield=company_name");
    expect(sort.status).toBe(400);
  });
});

describe("the dashboard's names and counts", () => {
  it("names the stages in journey order", async () => {
    const answer = await admin.get("company/get_stage_names");
    expect(answer.body.data as StageNameEntry[]).toEqual([
      { stage_id: 1, stage_name: "Sourcing", stage_order: 1 },
      { stage_id: 2, stage_name: "Screening", stage_order: 2 },
      { stage_id: 3, stage_name: "Evaluation", stage_order: 3 },
      { stage_id: 4, stage_name: "Due Diligence", stage_order: 4 },
      { stage_id: 5, stage_name: "Decision", stage_order: 5 },
    ]);
  });

  it("names every task with its stage, along the journey", async () => {
    const entries = (await admin.get("company/get_last_stage_task_names")).body.data as LastStageTaskEntry[];
    expect(entries).toHaveLength(21);
    expect(entries.slice(0, 2)).toEqual([
      {
        last_stage_task_id: 1,
        last_stage_task_name: "Sourcing - LinkedIn Connect",
        last_stage_task_order: 1,
      },
      {
        last_stage_task_id: 2,
        last_stage_task_name: "Sourcing - Initial Outreach",
        last_stage_task_order: 2,
      },
    ]);
    expect(entries.at(-1)).toEqual({
      last_stage_task_id: 21,
      last_stage_task_name: "Decision - Decision Email",
      last_stage_task_order: 21,
    });
  });

  it("counts the companies per country for the country select, narrowed like the board", async () => {
    const counts = async (query: string) =>
      (await admin.get(`company/get_stage_names?country_added=true&${query}`)).body.data as CountryCount[];
    expect(await counts(`industry=${one.industry}`)).toEqual([
      { id: one.location, label: ONE, count: 4 },
      { id: two.location, label: TWO, count: 2 },
    ]);
    expect(await counts(`created_by=${creatorId}`)).toEqual([{ id: one.location, label: ONE, count: 1 }]);
    expect(await counts("start_date=2024-01-01&end_date=2024-01-31")).toEqual([
      { id: one.location, label: ONE, count: 1 },
    ]);
  });
});

describe("a kanban column: GET company?page_size=100 with the column's filters", () => {
  it("lists a stage's companies in one country, a task's, or a level's", async () => {
    const column = async (query: string) => {
      const answer = await admin.get(`company?page_size=100&sortfield=company_name&${query}`);
      return rowIds(answer);
    };
    expect(await column(`stage=1&country=${one.location}`)).toEqual(
      ["Alpha", "Delta", "Echo", "Foxtrot"].map((word) => ids[word]),
    );
    expect(await column(`last_stage_task=4&created_by=${creatorId}`)).toEqual([ids.Echo]);
    expect(
      await column(
        `confidence_level=${one["confidence-level"]}&industry=${one.industry}&country=${two.location}`,
      ),
    ).toEqual([ids.Bravo, ids.Hotel]);
    expect(
      await column("stage=2&start_date=2024-06-01&end_date=2024-06-30&date_filter_type=modified"),
    ).toEqual([ids.Charlie]);
  });

  it("lists the companies without a journey item, a level or a country under none", async () => {
    const column = async (query: string) =>
      rowIds(await admin.get(`company?page_size=100&sortfield=company_name&${query}`));
    expect(await column("stage=none")).toEqual([ids.Hotel]);
    expect(await column("stage=none&last_stage_task=none")).toEqual([ids.Hotel]);
    expect(await column("confidence_level=none")).toEqual([ids.Golf]);
    expect(await column("country=none")).toEqual([ids.Golf]);
    expect(await column(`country=none,${two.location}`)).toEqual([ids.Bravo, ids.Golf, ids.Hotel]);
    expect(await column("stage=none,2")).toEqual([ids.Charlie, ids.Hotel]);
  });

  it("has columns whose counts add up to the companies the filters match", async () => {
    const count = async (query: string) =>
      (await admin.get(`company?page_size=1&${query}`)).body.count as number;
    for (const filters of ["", `country=${one.location}`, `created_by=${creatorId}`]) {
      const columns = await Promise.all(
        ["none", "1", "2", "3", "4", "5"].map((key) => count(`stage=${key}&${filters}`)),
      );
      expect(sum(columns), filters).toBe(await count(filters));
    }
  });
});

// Last in the file: the companies it adds would change the boards the tests above count.
describe("the dashboard's cells of companies without a value, and its columns", () => {
  let three: Refs;
  const own: Record<string, Id> = {};
  /** [name, with a country, with a confidence level, task reached (none: no journey yet)] */
  const OWN: Array<[string, boolean, boolean, number | null]> = [
    ["Dash zulu", true, true, null],
    ["Dash Yankee", true, true, null],
    ["dash whiskey", true, true, null],
    ["Dash Whiskey", true, true, null],
    ["Dash xray", true, true, null],
    ["Dash victor", false, false, null],
    ["Dash Uniform", false, false, null],
    ["Dash tango", false, false, null],
    ["Dash Sierra", false, false, null],
    ["Dash romeo", false, true, 2],
    ["Dash Quebec", false, true, 2],
    ["Dash papa", false, true, 2],
    ["Dash Oscar", false, true, 2],
  ];
  const ownNamed = (...names: string[]) => names.map((name) => ({ id: own[name], company_name: name }));
  const THREE = "Dash three location";

  beforeAll(async () => {
    three = await createRefs(server, "Dash three");
    for (const [index, [name, withCountry, withLevel, task]] of OWN.entries()) {
      own[name] = await admin.create(
        companyBody(three, {
          company_name: name,
          website: `https://w${index}.test`,
          country: withCountry ? three.location : null,
          confidence_level: withLevel ? three["confidence-level"] : null,
          industry: three.industry,
        }),
      );
      if (task !== null) await addJourneyItem(server, { companyId: own[name] ?? 0, taskId: task });
    }
  }, SETUP_TIMEOUT_MS);

  it("names the first three of a cell by name, whatever the case, then by id, with no value or no country", async () => {
    const rows = await board(`view_type=stage&industry=${three.industry}`);
    // "dash whiskey" and "Dash Whiskey" are the same name: the older first.
    expect(rows[0]).toEqual({
      key: "none",
      label: "Not started",
      order: 0,
      total: 9,
      countries: {
        [THREE]: { count: 5, companies: ownNamed("dash whiskey", "Dash Whiskey", "Dash xray") },
        "": { count: 4, companies: ownNamed("Dash Sierra", "Dash tango", "Dash Uniform") },
      },
    });
    expect(rows[1]?.countries).toEqual({
      "": { count: 4, companies: ownNamed("Dash Oscar", "Dash papa", "Dash Quebec") },
    });
    const levels = await board(`view_type=confidence_level&industry=${three.industry}`);
    expect(levels[0]).toEqual({
      key: "none",
      label: "No level",
      order: 0,
      total: 4,
      countries: { "": { count: 4, companies: ownNamed("Dash Sierra", "Dash tango", "Dash Uniform") } },
    });
    expect(levels.find((row) => row.key === String(three["confidence-level"]))?.countries).toEqual({
      [THREE]: { count: 5, companies: ownNamed("dash whiskey", "Dash Whiskey", "Dash xray") },
      "": { count: 4, companies: ownNamed("Dash Oscar", "Dash papa", "Dash Quebec") },
    });
  });

  it("names the cell's first three among the companies the filters match", async () => {
    // "i" is in no website, and in five names: Dash tango is passed over.
    const rows = await board(`view_type=stage&industry=${three.industry}&search=i`);
    expect(rows.map((row) => row.total)).toEqual([5, 0, 0, 0, 0, 0]);
    expect(rows[0]?.countries).toEqual({
      [THREE]: { count: 2, companies: ownNamed("dash whiskey", "Dash Whiskey") },
      "": { count: 3, companies: ownNamed("Dash Sierra", "Dash Uniform", "Dash victor") },
    });
  });

  it("has a column per active stage, or per active task of an active stage, numbered along the journey", async () => {
    const { db } = server.database;
    // Stage 3 (Evaluation) and task 1 (Sourcing - LinkedIn Connect) leave the journey.
    await db.update(journeyStages).set({ isActive: false }).where(eq(journeyStages.id, 3));
    await db.update(journeyTasks).set({ isActive: false }).where(eq(journeyTasks.id, 1));
    try {
      const stages = await board("view_type=stage");
      expect(stages.map(({ key, order }) => [key, order])).toEqual([
        ["none", 0],
        ["1", 1],
        ["2", 2],
        ["4", 4],
        ["5", 5],
      ]);
      const tasks = await board("view_type=stage_task");
      const evaluation = await db
        .select({ id: journeyTasks.id })
        .from(journeyTasks)
        .where(eq(journeyTasks.stageId, 3));
      expect(tasks).toHaveLength(21 - 1 - evaluation.length + 1);
      expect(tasks.slice(0, 4).map(({ key, label, order }) => [key, label, order])).toEqual([
        ["none", "Not started", 0],
        ["1:2", "Sourcing - Initial Outreach", 1],
        ["1:3", "Sourcing - Follow-up Email", 2],
        ["1:4", "Sourcing - Introductory Call", 3],
      ]);
      expect(tasks.map((row) => row.order)).toEqual(tasks.map((_row, index) => index));
      expect(tasks.some((row) => row.key.startsWith("3:"))).toBe(false);
    } finally {
      await db.update(journeyStages).set({ isActive: true }).where(eq(journeyStages.id, 3));
      await db.update(journeyTasks).set({ isActive: true }).where(eq(journeyTasks.id, 1));
    }
  });
});

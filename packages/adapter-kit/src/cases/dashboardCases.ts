import {
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  DASHBOARD_NONE_KEY,
  DASHBOARD_NONE_LABELS,
  type DashboardParams,
  type DashboardRow,
  DASHBOARD_VIEWS,
  type DataAdapter,
  type Id,
  NONE_FILTER_VALUE,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createLookups, type SuiteLookups } from "../support/createLookups";
import { companyInput } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

// The stage dashboard (`company/dashboard-view`), as the kanban board and its summary table read it:
// - one row per column of the view: `stage` a row per journey stage (key `stage_id`); `stage_task`
//   a row per task, stages in order and tasks as each stage lists them (key `stage_id:task_id`,
//   label "Stage - Task", order 1, 2, ... along the journey); `confidence_level` a row per level
//   some company holds (key `confidence_level_id`, the level's label and order);
// - before them, key `none` and order 0, the companies with no value for the view: "Not started"
//   (no journey item yet) in both stage views, always; "No level" while some company has none;
// - rows do not depend on the filters, only their counts do; rows come by `order` unless sorted;
// - a row counts the companies in it (`total`) and, per country label, how many and the first
//   three by name; the companies without a country under the key ""; so every company the
//   filters match is counted in one row, and in one cell of it;
// - the companies list reads `none` as "without one" in its id filters (`stage=none`...), so a
//   column of the board lists the companies its row counts;
// - filters `created_by`, `industry` and `country` (ids, comma-joined on the wire) and the date
//   range on created or modified narrow the companies counted; paging pages the rows.
// Cases filter on an industry of their own, so other records on a shared database never count.

type Board = {
  adapter: DataAdapter;
  token: string;
  one: SuiteLookups;
  two: SuiteLookups;
  /** Labels of the two sets' countries, as the rows key their cells. */
  countryOne: string;
  countryTwo: string;
  ids: Record<string, Id>;
};

/**
 * Companies of the case's own industry (set `one`): Alpha, Beta and Gamma at confidence level one
 * (Alpha and Gamma in country one, Beta in country two), Delta at level two in country one.
 */
async function board(makeAdapter: MakeAdapter): Promise<Board> {
  const adapter = await makeAdapter();
  const token = uniqueToken();
  const otherToken = uniqueToken();
  const one = await createLookups(adapter, token);
  const two = await createLookups(adapter, otherToken);
  const rows = [
    ["Alpha", one.location, one["confidence-level"]],
    ["Beta", two.location, one["confidence-level"]],
    ["Gamma", one.location, one["confidence-level"]],
    ["Delta", one.location, two["confidence-level"]],
  ] as const;
  const ids: Record<string, Id> = {};
  for (const [word, country, level] of rows) {
    const saved = await adapter.companies.create(
      companyInput(
        token,
        { location: country, designation: one["company-member-designation"] },
        {
          company_name: `Zq ${token} ${word}`,
          website: `https://${word.toLowerCase()}${token}.example.com`,
          country,
          industry: one.industry,
          confidence_level: level,
        },
      ),
    );
    ids[word] = saved.data.id;
  }
  return {
    adapter,
    token,
    one,
    two,
    countryOne: `Zq ${token} location`,
    countryTwo: `Zq ${otherToken} location`,
    ids,
  };
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/** A view's first row, of the companies with no value for it. */
const noneRow = (rows: DashboardRow[]) => rows.find((row) => row.key === DASHBOARD_NONE_KEY);

/** Every row of a view, on one page. */
function allRows(adapter: DataAdapter, params: Omit<DashboardParams, "pageSize">) {
  return adapter.companies.dashboard({ ...params, pageSize: 100 });
}

/** The totals of the fixture's two levels, narrowed by the params besides its industry. */
async function levelTotals(
  { adapter, one, two }: Board,
  params: Pick<DashboardParams, "filters" | "dateRange"> = {},
): Promise<[number | undefined, number | undefined]> {
  const result = await allRows(adapter, {
    ...params,
    view: "confidence_level",
    filters: { ...params.filters, industry: [one.industry] },
  });
  const total = (level: Id) => result.rows.find((row) => row.key === String(level))?.total;
  return [total(one["confidence-level"]), total(two["confidence-level"])];
}

export function describeDashboardCases(makeAdapter: MakeAdapter): void {
  describe("companies: the dashboard", () => {
    it("has a row per journey stage in stage order, keyed by the stage id", async () => {
      const adapter = await makeAdapter();
      const stages = await adapter.journey.definitions();
      const result = await allRows(adapter, { view: "stage" });

      expect(result.count).toBe(stages.length + 1);
      expect(result.rows.map(({ key, label, order }) => ({ key, label, order }))).toEqual([
        { key: DASHBOARD_NONE_KEY, label: DASHBOARD_NONE_LABELS.stage, order: 0 },
        ...[...stages]
          .sort((a, b) => a.stage.order - b.stage.order)
          .map(({ stage }) => ({ key: String(stage.id), label: stage.label, order: stage.order })),
      ]);
    });

    it("has a row per task in the Stage + Task view, along the journey", async () => {
      const adapter = await makeAdapter();
      const stages = [...(await adapter.journey.definitions())].sort((a, b) => a.stage.order - b.stage.order);
      const result = await allRows(adapter, { view: "stage_task" });

      const expected = [
        { key: DASHBOARD_NONE_KEY, label: DASHBOARD_NONE_LABELS.stage_task, order: 0 },
        ...stages
          .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
          .map(({ stage, task }, index) => ({
            key: `${stage.id}:${task.id}`,
            label: `${stage.label} - ${task.label}`,
            order: index + 1,
          })),
      ];
      expect(result.count).toBe(expected.length);
      expect(result.rows.map(({ key, label, order }) => ({ key, label, order }))).toEqual(expected);
    });

    it("pages the rows, 1-based, counting them all", async () => {
      const adapter = await makeAdapter();
      const everything = await allRows(adapter, { view: "stage_task" });
      const second = await adapter.companies.dashboard({ view: "stage_task", page: 2, pageSize: 2 });
      expect(second.count).toBe(everything.count);
      expect(second.rows.map((row) => row.key)).toEqual(everything.rows.slice(2, 4).map((row) => row.key));
    });

    it("counts a company without a journey item in Not started, the first row of both stage views", async () => {
      const fixture = await board(makeAdapter);
      const { adapter, one, ids, token } = fixture;
      const named = (...words: string[]) =>
        words.map((word) => ({ id: ids[word], company_name: `Zq ${token} ${word}` }));
      for (const view of ["stage", "stage_task"] as const) {
        const result = await allRows(adapter, { view, filters: { industry: [one.industry] } });
        expect(result.rows[0], view).toEqual({
          key: DASHBOARD_NONE_KEY,
          label: DASHBOARD_NONE_LABELS[view],
          order: 0,
          total: 4,
          countries: {
            [fixture.countryOne]: { count: 3, companies: named("Alpha", "Delta", "Gamma") },
            [fixture.countryTwo]: { count: 1, companies: named("Beta") },
          },
        });
        for (const row of result.rows.slice(1)) expect(row.total, `${view} ${row.label}`).toBe(0);
      }
    });

    it("counts every company the filters match once in each view, and once in a row's cells", async () => {
      const fixture = await board(makeAdapter);
      const { adapter, one, two } = fixture;
      // A company without a country or a level, to be counted all the same.
      await adapter.companies.create(
        companyInput(
          fixture.token,
          { location: one.location, designation: one["company-member-designation"] },
          {
            company_name: `Zq ${fixture.token} Echo`,
            website: `https://echo${fixture.token}.example.com`,
            country: null,
            industry: one.industry,
            confidence_level: null,
          },
        ),
      );
      for (const filters of [
        { industry: [one.industry] },
        { industry: [one.industry], country: [two.location] },
        { industry: [one.industry], country: [NONE_FILTER_VALUE] },
      ]) {
        const { count } = await adapter.companies.list({ filters, pageSize: 1 });
        expect(count, JSON.stringify(filters)).toBeGreaterThan(0);
        for (const view of DASHBOARD_VIEWS) {
          const { rows } = await allRows(adapter, { view, filters });
          expect(sum(rows.map((row) => row.total)), `${view} ${JSON.stringify(filters)}`).toBe(count);
          for (const row of rows) {
            const cells = Object.values(row.countries).map((cell) => cell.count);
            expect(sum(cells), `${view} ${row.label}`).toBe(row.total);
          }
        }
      }
      const { rows } = await allRows(adapter, {
        view: "confidence_level",
        filters: { industry: [one.industry] },
      });
      expect(noneRow(rows)).toEqual({
        key: DASHBOARD_NONE_KEY,
        label: DASHBOARD_NONE_LABELS.confidence_level,
        order: 0,
        total: 1,
        countries: {
          [DASHBOARD_NO_COUNTRY_KEY]: {
            count: 1,
            companies: [{ id: expect.any(Number), company_name: `Zq ${fixture.token} Echo` }],
          },
        },
      });
    });

    it("lists a row's companies through the list's none filters, as a column of the board does", async () => {
      const { adapter, one, ids } = await board(makeAdapter);
      const listed = async (filters: Record<string, string[]>) =>
        (
          await adapter.companies.list({
            filters: { industry: [String(one.industry)], ...filters },
            sort: { field: "id", direction: "asc" },
            pageSize: 100,
          })
        ).rows.map((row) => row.id);
      const all = [ids.Alpha, ids.Beta, ids.Gamma, ids.Delta];
      expect(await listed({ stage: [NONE_FILTER_VALUE] })).toEqual(all);
      expect(await listed({ last_stage_task: [NONE_FILTER_VALUE] })).toEqual(all);
      expect(await listed({ confidence_level: [NONE_FILTER_VALUE] })).toEqual([]);
      expect(await listed({ country: [NONE_FILTER_VALUE] })).toEqual([]);
      // The fixture's companies were given no company type.
      expect(await listed({ company_type: [NONE_FILTER_VALUE] })).toEqual(all);
      expect(await listed({ company_type: [NONE_FILTER_VALUE, String(UNKNOWN_ID)] })).toEqual(all);
      expect(
        await listed({ confidence_level: [NONE_FILTER_VALUE, String(one["confidence-level"])] }),
      ).toEqual([ids.Alpha, ids.Beta, ids.Gamma]);
    });

    it("counts each confidence level's companies per country, naming them", async () => {
      const fixture = await board(makeAdapter);
      const { adapter, one, two, ids, token } = fixture;
      const result = await allRows(adapter, {
        view: "confidence_level",
        filters: { industry: [one.industry] },
      });
      const named = (...words: string[]) =>
        words.map((word) => ({ id: ids[word], company_name: `Zq ${token} ${word}` }));

      expect(result.rows.find((row) => row.key === String(one["confidence-level"]))).toEqual({
        key: String(one["confidence-level"]),
        label: `Zq ${token} confidence-level`,
        order: 1,
        total: 3,
        countries: {
          [fixture.countryOne]: { count: 2, companies: named("Alpha", "Gamma") },
          [fixture.countryTwo]: { count: 1, companies: named("Beta") },
        },
      });
      expect(result.rows.find((row) => row.key === String(two["confidence-level"]))).toMatchObject({
        total: 1,
        countries: { [fixture.countryOne]: { count: 1, companies: named("Delta") } },
      });
    });

    it("has no row for a confidence level no company holds", async () => {
      const adapter = await makeAdapter();
      const unused = await createLookups(adapter, uniqueToken());
      const result = await allRows(adapter, { view: "confidence_level" });
      expect(result.rows.map((row) => row.key)).not.toContain(String(unused["confidence-level"]));
    });

    it("keeps its rows when the filters leave them empty", async () => {
      const fixture = await board(makeAdapter);
      expect(await levelTotals(fixture, { filters: { created_by: [UNKNOWN_ID] } })).toEqual([0, 0]);
    });

    it("filters on the creator, the country and the dates", async () => {
      const fixture = await board(makeAdapter);
      const me = await fixture.adapter.users.current();

      expect(await levelTotals(fixture)).toEqual([3, 1]);
      expect(await levelTotals(fixture, { filters: { created_by: [me.pk] } })).toEqual([3, 1]);
      expect(await levelTotals(fixture, { filters: { country: [fixture.two.location] } })).toEqual([1, 0]);
      expect(await levelTotals(fixture, { filters: { country: [fixture.one.location] } })).toEqual([2, 1]);
      expect(await levelTotals(fixture, { dateRange: { start: "2000-01-01", type: "created" } })).toEqual([
        3, 1,
      ]);
      expect(await levelTotals(fixture, { dateRange: { end: "2000-01-01", type: "created" } })).toEqual([
        0, 0,
      ]);
      expect(
        await levelTotals(fixture, {
          dateRange: { start: "2000-01-01", end: "2999-12-31", type: "modified" },
        }),
      ).toEqual([3, 1]);
    });

    it(`names at most ${DASHBOARD_LIMITS.companiesPerSummaryCell} companies in a cell, counting them all`, async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const set = await createLookups(adapter, token);
      const words = ["Echo", "Alpha", "Delta", "Bravo", "Charlie"];
      for (const word of words) {
        await adapter.companies.create(
          companyInput(
            token,
            { location: set.location, designation: set["company-member-designation"] },
            {
              company_name: `Zq ${token} ${word}`,
              website: `https://${word.toLowerCase()}${token}.example.com`,
              country: set.location,
              industry: set.industry,
              confidence_level: set["confidence-level"],
            },
          ),
        );
      }
      const result = await allRows(adapter, {
        view: "confidence_level",
        filters: { industry: [set.industry] },
      });
      const cell = result.rows.find((row) => row.key === String(set["confidence-level"]))?.countries[
        `Zq ${token} location`
      ];

      expect(cell?.count).toBe(words.length);
      expect(cell?.companies.map((company) => company.company_name)).toEqual(
        ["Alpha", "Bravo", "Charlie"].map((word) => `Zq ${token} ${word}`),
      );
    });

    it("counts companies per country for the country select, narrowed like the board", async () => {
      const fixture = await board(makeAdapter);
      const { adapter, one, two } = fixture;
      const counts = await adapter.companies.countries({ filters: { industry: [one.industry] } });

      expect(counts).toEqual(
        [
          { id: one.location, label: fixture.countryOne, count: 3 },
          { id: two.location, label: fixture.countryTwo, count: 1 },
        ].sort((a, b) => a.label.localeCompare(b.label)),
      );
      expect(
        await adapter.companies.countries({
          filters: { industry: [one.industry], created_by: [UNKNOWN_ID] },
        }),
      ).toEqual([]);
    });
  });
}

import {
  ADAPTER_STATUS,
  CREATED_BY_PORTAL,
  EMAIL_STATUS_FILTER,
  OPENED_FILTER,
  type CompanyListFilter,
  type DataAdapter,
  type FilterValue,
  type Id,
  LIST_LIMITS,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createLookups, type SuiteLookups } from "../support/createLookups";
import { expectRefused } from "../support/expectRefused";
import { companyInput } from "../support/inputs";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

type Fixture = {
  adapter: DataAdapter;
  token: string;
  one: SuiteLookups;
  two: SuiteLookups;
  ids: Record<string, Id>;
};

/** Three companies of the case's own: Alpha and Gamma share a country, Beta and Gamma an industry. */
async function threeCompanies(makeAdapter: MakeAdapter): Promise<Fixture> {
  const adapter = await makeAdapter();
  const token = uniqueToken();
  const one = await createLookups(adapter, token);
  const two = await createLookups(adapter, uniqueToken());
  const refs = (set: SuiteLookups) => ({
    location: set.location,
    designation: set["company-member-designation"],
  });
  const rows = [
    ["Alpha", one, one.industry, [one["company-type"]], 100, 12, 2001],
    ["Beta", two, two.industry, [two["company-type"]], 300, 5, 2010],
    ["Gamma", one, two.industry, [one["company-type"], two["company-type"]], 200, 40, 1999],
  ] as const;
  const ids: Record<string, Id> = {};
  for (const [word, set, industry, types, revenue, fte, year] of rows) {
    const saved = await adapter.companies.create(
      companyInput(token, refs(set), {
        company_name: `Zq ${token} ${word}`,
        website: `https://${word.toLowerCase()}${token}.example.com`,
        country: set.location,
        industry,
        confidence_level: set["confidence-level"],
        company_type: [...types],
        currency: set.currency,
        revenue,
        fte,
        foundation_year: year,
      }),
    );
    ids[word] = saved.data.id;
  }
  return { adapter, token, one, two, ids };
}

async function namesWhere(
  { adapter, token }: Fixture,
  filters: Partial<Record<CompanyListFilter, readonly FilterValue[]>>,
): Promise<string[]> {
  const page = await adapter.companies.list({
    search: token,
    filters,
    sort: { field: "company_name", direction: "asc" },
  });
  expect(page.count).toBe(page.rows.length);
  return page.rows.map((row) => row.company_name.replace(`Zq ${token} `, ""));
}

export function describeCompanyListCases(makeAdapter: MakeAdapter): void {
  describe("companies: the table", () => {
    it("pages a search, 1-based, and sorts it both ways", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const { adapter, token } = fixture;
      const first = await adapter.companies.list({ search: token, page: 1, pageSize: 2 });
      const second = await adapter.companies.list({ search: token, page: 2, pageSize: 2 });
      expect([first.count, second.count]).toEqual([3, 3]);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.id))).toEqual(
        new Set(Object.values(fixture.ids)),
      );

      const sorted = async (field: string, direction: "asc" | "desc") =>
        (await adapter.companies.list({ search: token, sort: { field, direction } })).rows.map((row) =>
          row.company_name.replace(`Zq ${token} `, ""),
        );
      expect(await sorted("company_name", "asc")).toEqual(["Alpha", "Beta", "Gamma"]);
      expect(await sorted("company_name", "desc")).toEqual(["Gamma", "Beta", "Alpha"]);
      expect(await sorted("revenue", "asc")).toEqual(["Alpha", "Gamma", "Beta"]);
      expect(await sorted("fte", "desc")).toEqual(["Gamma", "Alpha", "Beta"]);
    });

    it("searches the website too", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const page = await fixture.adapter.companies.list({ search: `beta${fixture.token}.example` });
      expect(page.rows.map((row) => row.id)).toEqual([fixture.ids.Beta]);
    });

    it("filters on country, industry, confidence level, company type and creator", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const { one, two } = fixture;
      const me = await fixture.adapter.users.current();

      expect(await namesWhere(fixture, { country: [one.location] })).toEqual(["Alpha", "Gamma"]);
      expect(await namesWhere(fixture, { industry: [two.industry] })).toEqual(["Beta", "Gamma"]);
      expect(await namesWhere(fixture, { confidence_level: [two["confidence-level"]] })).toEqual(["Beta"]);
      expect(await namesWhere(fixture, { company_type: [two["company-type"]] })).toEqual(["Beta", "Gamma"]);
      expect(await namesWhere(fixture, { country: [one.location, two.location] })).toEqual([
        "Alpha",
        "Beta",
        "Gamma",
      ]);
      expect(await namesWhere(fixture, { country: [one.location], industry: [two.industry] })).toEqual([
        "Gamma",
      ]);
      expect(await namesWhere(fixture, { created_by: [me.pk] })).toEqual(["Alpha", "Beta", "Gamma"]);
    });

    it("filters on the creation and modification dates", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const count = async (dateRange: { start?: string; end?: string; type: "created" | "modified" }) =>
        (await fixture.adapter.companies.list({ search: fixture.token, dateRange })).count;

      expect(await count({ start: "2000-01-01", type: "created" })).toBe(3);
      expect(await count({ end: "2000-01-01", type: "created" })).toBe(0);
      expect(await count({ start: "2000-01-01", end: "2999-12-31", type: "modified" })).toBe(3);
    });

    it("gives each row the labels the table shows", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const { adapter, token, one } = fixture;
      const me = await adapter.users.current();
      const [row] = (await adapter.companies.list({ search: `alpha${token}` })).rows;

      expect(row).toMatchObject({
        id: fixture.ids.Alpha,
        company_name: `Zq ${token} Alpha`,
        website: `https://alpha${token}.example.com`,
        country: { id: one.location, label: `Zq ${token} location` },
        industry: { id: one.industry, label: `Zq ${token} industry` },
        confidence_level: { id: one["confidence-level"], label: `Zq ${token} confidence-level` },
        currency: { id: one.currency, label: `Zq ${token} currency` },
        company_type: [`Zq ${token} company-type`],
        revenue: 100,
        fte: 12,
        foundation_year: 2001,
        created_by: { first_name: me.first_name, last_name: me.last_name },
      });
    });

    it("reads the e-mail, PORTAL, flag and journey filters as the table sends them", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const all = ["Alpha", "Beta", "Gamma"];
      const me = await fixture.adapter.users.current();
      const [firstStep] = await fixture.adapter.companies.lastStageTaskNames();
      const [firstStage] = await fixture.adapter.companies.stageNames();

      // A new company has sent no e-mail, has no follow-up or meeting, and has not started its journey.
      expect(await namesWhere(fixture, { initial_email_status: [EMAIL_STATUS_FILTER.none] })).toEqual(all);
      expect(
        await namesWhere(fixture, { initial_email_status: [EMAIL_STATUS_FILTER.sent, "bounced"] }),
      ).toEqual([]);
      expect(
        await namesWhere(fixture, {
          opened_initial_email_status: [OPENED_FILTER.opened, OPENED_FILTER.notOpened],
        }),
      ).toEqual([]);
      expect(await namesWhere(fixture, { created_by: [CREATED_BY_PORTAL] })).toEqual([]);
      expect(await namesWhere(fixture, { created_by: [CREATED_BY_PORTAL, me.pk] })).toEqual(all);
      expect(await namesWhere(fixture, { follow_up_email: [false], has_scheduled_meeting: [false] })).toEqual(
        all,
      );
      expect(await namesWhere(fixture, { has_scheduled_meeting: [true] })).toEqual([]);
      expect(await namesWhere(fixture, { last_stage_task: [firstStep?.last_stage_task_id ?? 0] })).toEqual(
        [],
      );
      expect(await namesWhere(fixture, { stage: [firstStage?.stage_id ?? 0] })).toEqual([]);
      // Nor is it in any stage, so it has been in one for no days at all.
      expect(await namesWhere(fixture, { days_in_stage_gt: [0] })).toEqual([]);
      const rows = (await fixture.adapter.companies.list({ search: fixture.token })).rows;
      expect(rows.map((row) => [row.stage_entered, row.stage_sla_days])).toEqual([
        [null, null],
        [null, null],
        [null, null],
      ]);
    });

    it('refuses an "in stage more than N days" that is not one whole number from 0 (400)', async () => {
      const fixture = await threeCompanies(makeAdapter);
      for (const value of ["-1", "two", "1.5", String(LIST_LIMITS.daysInStageMax + 1)]) {
        await expectRefused(
          fixture.adapter.companies.list({ search: fixture.token, filters: { days_in_stage_gt: [value] } }),
          ADAPTER_STATUS.invalid,
          ["days_in_stage_gt"],
        );
      }
      await expectRefused(
        fixture.adapter.companies.matchingIds({ filters: { days_in_stage_gt: [1, 2] } }, []),
        ADAPTER_STATUS.invalid,
        ["days_in_stage_gt"],
      );
    });

    it("names every company matching a filter, less the unticked ones, without paging", async () => {
      const fixture = await threeCompanies(makeAdapter);
      const { adapter, token, one, ids } = fixture;
      const all = await adapter.companies.matchingIds({ search: token }, []);
      expect(all).toEqual({
        count: 3,
        ids: [ids.Alpha, ids.Beta, ids.Gamma].sort((a, b) => (a ?? 0) - (b ?? 0)),
      });

      const inCountry = await adapter.companies.matchingIds(
        { search: token, filters: { country: [one.location] } },
        [ids.Alpha ?? 0],
      );
      expect(inCountry).toEqual({ count: 1, ids: [ids.Gamma] });

      const none = await adapter.companies.matchingIds(
        { search: token, dateRange: { end: "2000-01-01", type: "created" } },
        [],
      );
      expect(none).toEqual({ count: 0, ids: [] });
    });

    it("sorts on every column of the table", async () => {
      const fixture = await threeCompanies(makeAdapter);
      for (const field of COMPANY_TABLE_SORT_FIELDS) {
        for (const direction of ["asc", "desc"] as const) {
          const page = await fixture.adapter.companies.list({
            search: fixture.token,
            sort: { field, direction },
          });
          expect({ field, count: page.count }).toEqual({ field, count: 3 });
        }
      }
    });
  });
}

/** The sort field of each column of the companies table (admin-portal section 2.4). */
const COMPANY_TABLE_SORT_FIELDS = [
  "company_name",
  "website",
  "country",
  "confidence_level",
  "industry",
  "company_type",
  "currency",
  "revenue",
  "fte",
  "foundation_year",
  "last_update",
  "last_stage_task",
  "status",
  "opened_initial_email_status",
  "follow_up_email",
  "has_scheduled_meeting",
  "created_by",
  "modified",
] as const;

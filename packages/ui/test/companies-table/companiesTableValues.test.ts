import type { CompanyListRow } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import type { DataTableSelection } from "../../src/blocks/data-table";
import { lastStageTaskText } from "../../src/format";
import { createdByText } from "../../src/format";
import { prefiltersFromSearch } from "../../src/features/companies-table/prefilters";
import { toCompanySelection } from "../../src/features/companies-table/selection";

describe("prefilters from the query string", () => {
  it("reads the spec's prefilters, comma-joined lists and dates", () => {
    expect(
      prefiltersFromSearch(
        "?country=1,4&last_stage_task=2&created_by=PORTAL,3&stage=1&start_date=2024-01-01&end_date=2024-03-31&date_filter_type=modified",
      ),
    ).toEqual({
      filters: { country: ["1", "4"], last_stage_task: ["2"], created_by: ["PORTAL", "3"], stage: ["1"] },
      dateRange: { start: "2024-01-01", end: "2024-03-31", type: "modified" },
    });
  });

  it("takes any other filter of the table by its query name, repeated keys and stray commas too", () => {
    expect(prefiltersFromSearch("industry=2&industry=5,&confidence_level=,3&search=x&page=4")).toEqual({
      filters: { industry: ["2", "5"], confidence_level: ["3"] },
    });
  });

  it("keeps the day of a date-time, reads the range as created unless told, and drops bad dates", () => {
    expect(prefiltersFromSearch("?start_date=2024-02-01T18:30:00.000Z&end_date=yesterday")).toEqual({
      dateRange: { start: "2024-02-01", end: "", type: "created" },
    });
    expect(prefiltersFromSearch("?date_filter_type=modified")).toEqual({});
  });

  it("starts from nothing without a query string", () => {
    expect(prefiltersFromSearch(undefined)).toEqual({});
    expect(prefiltersFromSearch("")).toEqual({});
  });
});

describe("the selection Bulk Initial Outreach receives", () => {
  it("lists picked ids in order", () => {
    const picked: DataTableSelection = { kind: "ids", ids: new Set([12, 3, 7]) };
    expect(toCompanySelection(picked)).toEqual({ kind: "ids", ids: [3, 7, 12] });
  });

  it("names every company matching the params, without paging or order, minus the unticked", () => {
    const all: DataTableSelection = {
      kind: "all-matching",
      excluded: new Set([9, 4]),
      matching: 120,
      params: {
        page: 3,
        pageSize: 50,
        sort: { field: "company_name", direction: "asc" },
        search: "labs",
        filters: { country: ["1"] },
        dateRange: { start: "2024-01-01", type: "created" },
      },
    };
    expect(toCompanySelection(all)).toEqual({
      kind: "all-matching",
      params: {
        search: "labs",
        filters: { country: ["1"] },
        dateRange: { start: "2024-01-01", type: "created" },
      },
      excludedIds: [4, 9],
      count: 118,
    });
  });
});

const ROW = {
  created_by: null,
  last_stage_task: { stage: { id: 2, label: "Screening" }, task: { id: 4, label: "Intro Call" } },
} satisfies Pick<CompanyListRow, "created_by" | "last_stage_task">;

describe("cells", () => {
  it("shows PORTAL for a company without a creator, else the creator's name", () => {
    expect(createdByText(ROW)).toBe("PORTAL");
    expect(createdByText({ created_by: { first_name: "Asha", last_name: "Raman" } })).toBe("Asha Raman");
  });

  it("names the last stage and task as the filter does", () => {
    expect(lastStageTaskText(ROW)).toBe("Screening - Intro Call");
    expect(lastStageTaskText({ last_stage_task: null })).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import type { BoardFilters } from "../../src/features/kanban/types";
import {
  columnFilters,
  columnParams,
  companiesListHref,
  countriesParams,
  countryFilterValue,
  dashboardParams,
} from "../../src/features/kanban/utils/boardQuery";
import { truncateText } from "../../src/features/kanban/utils/truncateText";

const ANY: BoardFilters = {
  view: "stage",
  search: "",
  country: null,
  createdBy: null,
  dateRange: { start: "", end: "", type: "created" },
};

const NARROWED: BoardFilters = {
  view: "stage_task",
  search: " kav ",
  country: "3",
  createdBy: "2",
  dateRange: { start: "2024-03-01", end: "", type: "modified" },
};

describe("the dashboard's calls", () => {
  it("puts a company in a column by the row key of each view", () => {
    expect(columnFilters("stage", "4")).toEqual({ stage: ["4"] });
    expect(columnFilters("stage_task", "2:5")).toEqual({ stage: ["2"], last_stage_task: ["5"] });
    expect(columnFilters("confidence_level", "7")).toEqual({ confidence_level: ["7"] });
  });

  it("lists the first column's companies, those with none, through the list's none filters", () => {
    expect(columnFilters("stage", "none")).toEqual({ stage: ["none"] });
    expect(columnFilters("stage_task", "none")).toEqual({ stage: ["none"] });
    expect(columnFilters("confidence_level", "none")).toEqual({ confidence_level: ["none"] });
    expect(companiesListHref("/companies", NARROWED, "none", "none")).toBe(
      "/companies?stage=none&country=none&created_by=2&start_date=2024-03-01&date_filter_type=modified",
    );
  });

  it("filters a summary cell on its country's id, or on none for the cell without a country", () => {
    const ids = new Map([["India", "3"]]);
    expect(countryFilterValue("India", ids)).toBe("3");
    expect(countryFilterValue("", ids)).toBe("none");
    expect(countryFilterValue("Atlantis", ids)).toBeNull();
  });

  it("asks for every summary row, narrowed by country, creator and dates but not by the search", () => {
    expect(dashboardParams(ANY)).toEqual({ view: "stage", page: 1, pageSize: 500, filters: {} });
    expect(dashboardParams(NARROWED)).toEqual({
      view: "stage_task",
      page: 1,
      pageSize: 500,
      filters: { country: ["3"], created_by: ["2"] },
      dateRange: { start: "2024-03-01", type: "modified" },
    });
  });

  it("counts countries without narrowing by the country itself", () => {
    expect(countriesParams(ANY)).toEqual({});
    expect(countriesParams(NARROWED)).toEqual({
      filters: { created_by: ["2"] },
      dateRange: { start: "2024-03-01", type: "modified" },
    });
  });

  it("fetches up to 100 companies of a column, most recently changed first", () => {
    expect(columnParams(NARROWED, "2:5")).toEqual({
      page: 1,
      pageSize: 100,
      sort: { field: "modified", direction: "desc" },
      search: "kav",
      filters: { stage: ["2"], last_stage_task: ["5"], country: ["3"], created_by: ["2"] },
      dateRange: { start: "2024-03-01", type: "modified" },
    });
  });

  it("links a summary cell to the companies list with its prefilters", () => {
    expect(companiesListHref("/companies", ANY, "1", "3")).toBe("/companies?stage=1&country=3");
    expect(companiesListHref("/companies", NARROWED, "2:5", "3")).toBe(
      "/companies?stage=2&last_stage_task=5&country=3&created_by=2&start_date=2024-03-01&date_filter_type=modified",
    );
    expect(companiesListHref("/crm/companies", { ...ANY, view: "confidence_level" }, "7", "1")).toBe(
      "/crm/companies?confidence_level=7&country=1",
    );
  });
});

describe("truncateText", () => {
  it("keeps a short text whole and cuts a long one at the limit with an ellipsis", () => {
    expect(truncateText("Deck reviewed by the team.", 30)).toBe("Deck reviewed by the team.");
    expect(truncateText("x".repeat(30), 30)).toBe("x".repeat(30));
    expect(truncateText("Intro call done; founders sharing the data room next week.", 30)).toBe(
      "Intro call done; founders shar…",
    );
  });

  it("never splits a character made of two code units", () => {
    expect(truncateText(`${"a".repeat(29)}😀😀`, 30)).toBe(`${"a".repeat(29)}😀…`);
  });
});

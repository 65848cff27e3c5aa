import { describe, expect, it } from "vitest";
import { FLAG_FILTER, idsFilter, listParamsToQuery, queryToListParams } from "../src/api/listParams";

const options = { sortFields: ["label", "order", "created"], filters: ["is_active", "country"] as const };

describe("listParamsToQuery", () => {
  it("uses the spec's query names and joins list filters with commas", () => {
    expect(
      listParamsToQuery({
        search: "  acme ",
        page: 2,
        pageSize: 50,
        sort: { field: "company_name", direction: "desc" },
        dateRange: { start: "2026-01-01", end: "2026-01-31", type: "modified" },
        filters: { country: [3, 7], has_scheduled_meeting: [true], stage: [] },
      }),
    ).toEqual({
      search: "acme",
      page: "2",
      page_size: "50",
      sortfield: "company_name",
      sortdirection: "desc",
      start_date: "2026-01-01",
      end_date: "2026-01-31",
      date_filter_type: "modified",
      country: "3,7",
      has_scheduled_meeting: "true",
    });
  });

  it("leaves out a blank search, empty filters and a date type without dates", () => {
    expect(
      listParamsToQuery({ search: "   ", dateRange: { type: "created" }, filters: { country: [] } }),
    ).toEqual({});
  });
});

describe("queryToListParams", () => {
  it("defaults to the first page of 10", () => {
    const { params, problems } = queryToListParams({}, options);
    expect(problems).toEqual([]);
    expect(params).toEqual({ page: 1, pageSize: 10 });
  });

  it("reads back what listParamsToQuery wrote", () => {
    const query = listParamsToQuery({
      search: "acme",
      page: 3,
      pageSize: 500,
      sort: { field: "order", direction: "desc" },
      dateRange: { start: "2026-02-01", type: "modified" },
      filters: { is_active: [true], country: [1, 2] },
    });
    const { params, problems } = queryToListParams(query, options);
    expect(problems).toEqual([]);
    expect(params).toEqual({
      search: "acme",
      page: 3,
      pageSize: 500,
      sort: { field: "order", direction: "desc" },
      dateRange: { start: "2026-02-01", type: "modified" },
      filters: { is_active: ["true"], country: ["1", "2"] },
    });
  });

  it("accepts a page size of 500 and refuses 501", () => {
    expect(queryToListParams({ page_size: "500" }, options).problems).toEqual([]);
    expect(queryToListParams({ page_size: "501" }, options).problems).toEqual([
      { field: "page_size", message: "Page size must be a whole number from 1 to 500." },
    ]);
  });

  it("names the parameter at fault for bad values", () => {
    const { problems } = queryToListParams(
      {
        page: "0",
        sortfield: "password",
        start_date: "yesterday",
        end_date: "2026-13-01T00:00:00Z",
        date_filter_type: "deleted",
      },
      options,
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      "page",
      "sortfield",
      "start_date",
      // Month 13 does not exist.
      "end_date",
      "date_filter_type",
    ]);
    expect(problems[1]?.message).toBe("Cannot sort by password.");
  });

  it("refuses a sort direction other than asc or desc", () => {
    expect(queryToListParams({ sortfield: "label", sortdirection: "up" }, options).problems).toEqual([
      { field: "sortdirection", message: "Sort direction must be asc or desc." },
    ]);
  });

  it("ignores unknown keys and empty filter values", () => {
    const { params, problems } = queryToListParams({ colour: "red", country: "4,,5, " }, options);
    expect(problems).toEqual([]);
    expect(params.filters).toEqual({ country: ["4", "5"] });
  });

  it("names a sort field back only when it reads as one", () => {
    const long = `x${"y".repeat(5000)}`;
    expect(queryToListParams({ sortfield: long }, options).problems).toEqual([
      { field: "sortfield", message: "Cannot sort by that field." },
    ]);
  });
});

describe("filter rules", () => {
  const ruled = {
    ...options,
    filters: ["is_active", "country", "created_by", "colour"] as const,
    filterRules: { is_active: FLAG_FILTER, country: idsFilter("none"), created_by: idsFilter("PORTAL") },
  };

  it("takes ids, the words beside them, and any text where a filter has no rule", () => {
    const { params, problems } = queryToListParams(
      { is_active: "true,false", country: "1,none,2147483647", created_by: "PORTAL,7", colour: "teal" },
      ruled,
    );
    expect(problems).toEqual([]);
    expect(params.filters).toEqual({
      is_active: ["true", "false"],
      country: ["1", "none", "2147483647"],
      created_by: ["PORTAL", "7"],
      colour: ["teal"],
    });
  });

  it.each([
    ["country", "1,abc", "Country must be record ids joined with commas, or none."],
    ["country", "2147483648", "Country must be record ids joined with commas, or none."],
    ["country", "0", "Country must be record ids joined with commas, or none."],
    ["country", "1.5", "Country must be record ids joined with commas, or none."],
    ["created_by", "PORTAL,none", "Created by must be record ids joined with commas, or PORTAL."],
    ["is_active", "yes", "Is active must be true or false."],
  ])("refuses %s=%s instead of dropping the bad value, naming the filter", (name, value, message) => {
    const { params, problems } = queryToListParams({ [name]: value }, ruled);
    expect(problems).toEqual([{ field: name, message }]);
    expect(params.filters).toBeUndefined();
  });
});

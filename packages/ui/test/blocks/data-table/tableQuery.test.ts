import { describe, expect, it } from "vitest";
import {
  initialQuery,
  pageCount,
  reduceQuery,
  toListParams,
} from "../../../src/blocks/data-table/hooks/tableQuery";

describe("table query", () => {
  it("starts on page 1 of 10 with nothing else", () => {
    expect(toListParams(initialQuery())).toEqual({ page: 1, pageSize: 10 });
  });

  it("goes back to page 1 on every change but paging", () => {
    const onPage3 = reduceQuery(initialQuery<"country">(), { type: "page", page: 3 });
    expect(onPage3.page).toBe(3);
    expect(reduceQuery(onPage3, { type: "search", search: "acme" }).page).toBe(1);
    expect(reduceQuery(onPage3, { type: "pageSize", pageSize: 50 }).page).toBe(1);
    expect(reduceQuery(onPage3, { type: "sort", field: "label" }).page).toBe(1);
    expect(reduceQuery(onPage3, { type: "filter", id: "country", values: ["1"] }).page).toBe(1);
    expect(
      reduceQuery(onPage3, {
        type: "dateRange",
        dateRange: { start: "2026-01-01", end: "", type: "modified" },
      }).page,
    ).toBe(1);
  });

  it("cycles a column's sort: ascending, descending, then none", () => {
    let query = initialQuery();
    query = reduceQuery(query, { type: "sort", field: "label" });
    expect(query.sort).toEqual({ field: "label", direction: "asc" });
    query = reduceQuery(query, { type: "sort", field: "label" });
    expect(query.sort).toEqual({ field: "label", direction: "desc" });
    query = reduceQuery(query, { type: "sort", field: "label" });
    expect(query.sort).toBeNull();
    query = reduceQuery(reduceQuery(query, { type: "sort", field: "label" }), {
      type: "sort",
      field: "order",
    });
    expect(query.sort).toEqual({ field: "order", direction: "asc" });
  });

  it("sends only what is set", () => {
    const query = initialQuery<"country" | "industry">({
      page: 2,
      pageSize: 500,
      search: "  acme ",
      sort: { field: "company_name", direction: "desc" },
      filters: { country: ["1", "4"], industry: [] },
      dateRange: { start: "2026-01-01", end: "", type: "modified" },
    });
    expect(toListParams(query)).toEqual({
      page: 2,
      pageSize: 500,
      search: "acme",
      sort: { field: "company_name", direction: "desc" },
      filters: { country: ["1", "4"] },
      dateRange: { start: "2026-01-01", type: "modified" },
    });
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(100000, 500)).toBe(200);
  });
});

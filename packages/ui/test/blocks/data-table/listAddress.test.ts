import { describe, expect, it } from "vitest";
import { addressOfQuery, queryFromAddress } from "../../../src/blocks/data-table";
import { initialQuery } from "../../../src/blocks/data-table/hooks/tableQuery";

const options = { filterIds: ["country", "stage"] as const };

describe("a list's query in its address", () => {
  it("writes the spec's parameter names, defaults left out, other parameters kept, and reads them back", () => {
    const query = initialQuery<"country" | "stage">({
      search: " Heron ",
      page: 3,
      pageSize: 20,
      sort: { field: "company_name", direction: "desc" },
      filters: { country: ["2", "5"], stage: [] },
      dateRange: { start: "2024-03-01", end: "", type: "modified" },
    });
    const written = addressOfQuery("?tab=open&page=9", query, options);
    expect(written).toBe(
      "?tab=open&search=Heron&page=3&page_size=20&sortfield=company_name&sortdirection=desc&country=2%2C5&start_date=2024-03-01&date_filter_type=modified",
    );
    expect(initialQuery(queryFromAddress(written, options))).toEqual({
      ...query,
      search: "Heron",
      filters: { country: ["2", "5"] },
    });
    expect(addressOfQuery("", initialQuery(), options)).toBe("");
  });

  it("ignores what it cannot read: a page size not offered, a bad page, a bad date, unknown filters", () => {
    expect(queryFromAddress("?page=-2&page_size=7&start_date=yesterday&industry=4", options)).toEqual({});
  });
});

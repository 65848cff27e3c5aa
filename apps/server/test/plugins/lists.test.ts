import { describe, expect, it } from "vitest";
import { paged, readListQuery } from "../../src/http/lists";
import { HttpError } from "../../src/http/HttpError";

const options = { sortFields: ["label", "order"], filters: ["is_active"] as const };

describe("the paged-list contract", () => {
  it("reads the spec's query names", () => {
    expect(
      readListQuery(
        {
          page: "2",
          page_size: "50",
          sortfield: "order",
          sortdirection: "desc",
          is_active: "true",
          colour: "red",
        },
        options,
      ),
    ).toEqual({
      page: 2,
      pageSize: 50,
      sort: { field: "order", direction: "desc" },
      filters: { is_active: ["true"] },
    });
  });

  it("refuses a bad value with a 400 naming the parameter", () => {
    try {
      readListQuery({ page_size: "9999" }, options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).errors).toEqual({
        page_size: ["Page size must be a whole number from 1 to 500."],
      });
    }
  });

  it("answers rows under results.data with the count", () => {
    expect(paged({ rows: [{ id: 1 }], count: 31 })).toEqual({ results: { data: [{ id: 1 }] }, count: 31 });
  });
});

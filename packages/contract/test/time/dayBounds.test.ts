import { describe, expect, it } from "vitest";
import { dateValueBounds, dayRangeBounds, dayStart, queryToListParams } from "../../src";

const iso = (date: Date | null | undefined) => date?.toISOString();

describe("day bounds in IST", () => {
  it("starts a day at midnight in Kolkata, 5 h 30 before UTC's", () => {
    expect(iso(dayStart("2024-01-15"))).toBe("2024-01-14T18:30:00.000Z");
    // A leap day exists in a leap year.
    expect(iso(dayStart("2024-02-29"))).toBe("2024-02-28T18:30:00.000Z");
  });

  it("has no start for a day that does not exist or is not written YYYY-MM-DD", () => {
    for (const bad of ["2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-1-5", "yesterday", ""]) {
      expect(dayStart(bad), bad).toBeNull();
    }
    // A timestamp is not a day.
    expect(dayStart("2024-01-15T10:00:00Z")).toBeNull();
  });

  it("covers a whole day, up to the first instant of the next, across a year's end", () => {
    expect(dayRangeBounds({ start: "2024-12-31", end: "2024-12-31" })).toEqual({
      start: new Date("2024-12-30T18:30:00.000Z"),
      end: new Date("2024-12-31T18:30:00.000Z"),
    });
  });

  it("leaves a side open when it is not given", () => {
    expect(dayRangeBounds({ start: "2024-03-01" })).toEqual({ start: new Date("2024-02-29T18:30:00.000Z") });
    expect(dayRangeBounds({ end: "2024-03-01" })).toEqual({ end: new Date("2024-03-01T18:30:00.000Z") });
    expect(dayRangeBounds({})).toEqual({});
  });

  it("takes a full timestamp as given, its end the next millisecond", () => {
    expect(dayRangeBounds({ start: "2024-03-01T10:15:00Z", end: "2024-03-01T10:15:00.250+05:30" })).toEqual({
      start: new Date("2024-03-01T10:15:00.000Z"),
      end: new Date("2024-03-01T04:45:00.251Z"),
    });
    expect(iso(dateValueBounds("2024-03-01 23:59:59-0800")?.start)).toBe("2024-03-02T07:59:59.000Z");
  });

  it("reads a timestamp without an offset in IST, whatever the machine's zone", () => {
    expect(iso(dateValueBounds("2024-03-01T09:00")?.start)).toBe("2024-03-01T03:30:00.000Z");
  });

  it("refuses a value that is not a date instead of widening the range", () => {
    expect(() => dayRangeBounds({ start: "2024-02-30" })).toThrow(RangeError);
    expect(() => dayRangeBounds({ end: "2024-03-01T25:00:00Z" })).toThrow(RangeError);
  });

  it("is the rule list params are checked by: a day that does not exist is a bad date", () => {
    const { problems } = queryToListParams(
      { start_date: "2024-02-30", end_date: "2024-03-01" },
      { sortFields: [], filters: [] },
    );
    expect(problems).toEqual([{ field: "start_date", message: "Start date is not a valid date." }]);
  });
});

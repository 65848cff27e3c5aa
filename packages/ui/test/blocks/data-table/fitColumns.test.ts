import { describe, expect, it } from "vitest";
import { fitColumns } from "../../../src/blocks/data-table/hooks/fitColumns";

const column = (desired: number, floor = 120, fixed = false) => ({ desired, floor, fixed });
const total = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0);

describe("fitColumns", () => {
  it("sizes columns that fit to their content and shares the room left in proportion, filling the box", () => {
    // An ID, a name and a date, 400 px of content in a 600 px box.
    const widths = fitColumns([column(40), column(240), column(120)], 600);
    expect(widths).toEqual([60, 360, 180]);
  });

  it("keeps the row's actions at their width and shrinks the longest text first when the box is too narrow", () => {
    // 180 px too many: the name gives up 164 of them, the e-mail 16, each by what it has above its floor.
    const widths = fitColumns([column(40), column(320), column(140), column(96, 96, true)], 416);
    expect(widths).toEqual([40, 156, 124, 96]);
  });

  it("keeps every column at its floor below the sum of the floors, so the table scrolls inside its box", () => {
    const widths = fitColumns([column(40), column(320), column(320), column(100, 100, true)], 300);
    expect(widths).toEqual([40, 120, 120, 100]);
  });

  it("never gives a column less than its content when its content is under the floor", () => {
    const widths = fitColumns([column(30), column(300)], 200);
    expect(widths[0]).toBe(30);
    expect(widths[1]).toBe(170);
  });

  it("adds up to the box exactly, rounding included", () => {
    const widths = fitColumns([column(33), column(77), column(101)], 1001);
    expect(widths.every(Number.isInteger)).toBe(true);
    expect(total(widths)).toBe(1001);
  });
});

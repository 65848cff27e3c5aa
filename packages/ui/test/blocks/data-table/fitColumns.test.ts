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

  it("keeps the row's actions at their width and shortens the widest text first when the box is too narrow", () => {
    // 180 px too many: the name comes down to the e-mail's 140, which keeps all of its own.
    const widths = fitColumns([column(40), column(320), column(140), column(96, 96, true)], 416);
    expect(widths).toEqual([40, 140, 140, 96]);
  });

  it("brings the widest columns down to one level, none under its floor", () => {
    // 200 px too many over a 300, a 260 and a 160: the two widest meet at 180, the 160 stays whole.
    const widths = fitColumns([column(300), column(260), column(160)], 520);
    expect(widths).toEqual([180, 180, 160]);
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

/** What a column asks for, in pixels, measured from its header and the rows on the page. */
export type ColumnNeed = {
  /** The width its widest content wants (capped for columns that truncate). */
  desired: number;
  /** The narrowest it may get before the table scrolls sideways instead (at most `desired`). */
  floor: number;
  /** Kept at its width (the row's actions, a column of a set width): never shrunk, never stretched. */
  fixed: boolean;
};

/**
 * The widths of the columns in a box `available` pixels wide. Columns that fit are sized to their
 * content and share what is left in proportion to it, so the table fills its box; columns that do not
 * fit give up width in proportion to what each has above its floor, so a long text column shrinks
 * before a short one; below the sum of the floors, every column keeps its floor and the table scrolls
 * sideways inside its box. Fixed columns keep their desired width throughout.
 */
export function fitColumns(needs: readonly ColumnNeed[], available: number): number[] {
  const fixedWidth = sum(needs.filter((need) => need.fixed).map((need) => need.desired));
  const flexible = needs.filter((need) => !need.fixed);
  const room = Math.max(0, available - fixedWidth);
  const desired = sum(flexible.map((need) => need.desired));
  const floors = sum(flexible.map((need) => Math.min(need.floor, need.desired)));

  const widthOf = (need: ColumnNeed): number => {
    if (need.fixed) return need.desired;
    const floor = Math.min(need.floor, need.desired);
    if (desired <= room) return desired === 0 ? room / flexible.length : (need.desired * room) / desired;
    if (floors >= room) return floor;
    return floor + ((need.desired - floor) * (room - floors)) / (desired - floors);
  };
  // Whole pixels, with what rounding leaves given to the last flexible column, so the sum is exact.
  const widths = needs.map((need) => Math.floor(widthOf(need)));
  const lastFlexible = needs.findLastIndex((need) => !need.fixed);
  const total = Math.max(available, sum(needs.map(widthOf)));
  if (lastFlexible >= 0)
    widths[lastFlexible] = (widths[lastFlexible] ?? 0) + Math.max(0, Math.floor(total) - sum(widths));
  return widths;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

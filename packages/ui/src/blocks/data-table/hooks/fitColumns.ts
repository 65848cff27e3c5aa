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
 * fit are shortened widest first, down to one level that no column passes (a column under it keeps
 * all of its content, none goes under its floor); below the sum of the floors, every column keeps its
 * floor and the table scrolls sideways inside its box. Fixed columns keep their desired width.
 */
export function fitColumns(needs: readonly ColumnNeed[], available: number): number[] {
  const fixedWidth = sum(needs.filter((need) => need.fixed).map((need) => need.desired));
  const flexible = needs.filter((need) => !need.fixed);
  const room = Math.max(0, available - fixedWidth);
  const desired = sum(flexible.map((need) => need.desired));
  const floors = sum(flexible.map((need) => Math.min(need.floor, need.desired)));

  // Too wide: the widest columns come down to one level, each no lower than its floor.
  const level = desired > room && floors < room ? levelFor(flexible, room) : 0;
  const widthOf = (need: ColumnNeed): number => {
    if (need.fixed) return need.desired;
    const floor = Math.min(need.floor, need.desired);
    if (desired <= room) return desired === 0 ? room / flexible.length : (need.desired * room) / desired;
    if (floors >= room) return floor;
    return Math.max(floor, Math.min(need.desired, level));
  };
  // Whole pixels, with what rounding leaves given to the last flexible column, so the sum is exact.
  const widths = needs.map((need) => Math.round(widthOf(need)));
  const lastFlexible = needs.findLastIndex((need) => !need.fixed);
  const total = Math.max(available, sum(needs.map(widthOf)));
  if (lastFlexible >= 0)
    widths[lastFlexible] = Math.max(0, (widths[lastFlexible] ?? 0) + Math.round(total) - sum(widths));
  return widths;
}

/** The width no flexible column may pass for them all to take `room`, found by halving. */
function levelFor(flexible: readonly ColumnNeed[], room: number): number {
  const taken = (level: number) =>
    sum(flexible.map((need) => Math.max(Math.min(need.floor, need.desired), Math.min(need.desired, level))));
  let [low, high] = [0, Math.max(...flexible.map((need) => need.desired))];
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (taken(middle) > room) high = middle;
    else low = middle;
  }
  return low;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

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
  const floors = sum(flexible.map(floorOf));

  let widthOf: (need: ColumnNeed) => number;
  if (desired <= room) {
    widthOf = (need) => (desired === 0 ? room / flexible.length : (need.desired * room) / desired);
  } else if (floors >= room) {
    widthOf = floorOf;
  } else {
    // Too wide: the widest columns come down to one level, each no lower than its floor.
    const level = levelFor(flexible, room);
    widthOf = (need) => capped(need, level);
  }
  const exact = needs.map((need) => (need.fixed ? need.desired : widthOf(need)));
  // Whole pixels, with what rounding leaves given to the last flexible column, so the sum is exact.
  const widths = exact.map(Math.round);
  const lastFlexible = needs.findLastIndex((need) => !need.fixed);
  const total = Math.round(Math.max(available, sum(exact)));
  if (lastFlexible >= 0)
    widths[lastFlexible] = Math.max(0, (widths[lastFlexible] ?? 0) + total - sum(widths));
  return widths;
}

/** The narrowest a column may get: its floor, or all of its content when that is narrower. */
function floorOf(need: ColumnNeed): number {
  return Math.min(need.floor, need.desired);
}

/** A column's width when no column may pass `level`, unless its floor is above it. */
function capped(need: ColumnNeed, level: number): number {
  return Math.max(floorOf(need), Math.min(need.desired, level));
}

/** The width no flexible column may pass for them all to take `room`, found by halving. */
function levelFor(flexible: readonly ColumnNeed[], room: number): number {
  let [low, high] = [0, Math.max(...flexible.map((need) => need.desired))];
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (sum(flexible.map((need) => capped(need, middle))) > room) high = middle;
    else low = middle;
  }
  return low;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

import { tz } from "@date-fns/tz";
import { addDays, isValid, parseISO } from "date-fns";
import { IST_TIME_ZONE } from "../limits";

// A list's date range names days as the screens show them, in the product's time zone (IST). Here
// they become instants through the zone's own rules, never a fixed offset, for the server and the
// memory adapter alike.

/** From the first instant of a date-range value, inclusive, to the first instant after it. */
export type InstantBounds = { start: Date; end: Date };

const IN_IST = tz(IST_TIME_ZONE);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Only calendar dates and times: the other ISO forms date-fns reads (weeks, ordinal days, a year
// alone) are not dates a range picker sends.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * What one value of a date range covers: a bare day (`YYYY-MM-DD`) the whole day in IST; a
 * timestamp its millisecond, in its own offset or, without one, in IST. Null when the value is not
 * a date that exists (`2024-02-30`, `2024-1-5`, `yesterday`).
 */
export function dateValueBounds(value: string): InstantBounds | null {
  const text = value.trim();
  const isDay = DAY.test(text);
  if (!isDay && !TIMESTAMP.test(text)) return null;
  const parsed = parseISO(text, { in: IN_IST });
  if (!isValid(parsed)) return null;
  const start = parsed.getTime();
  // The next day's first instant, not start + 24 h: a day is not 24 h long in every zone.
  const end = isDay ? addDays(parsed, 1, { in: IN_IST }).getTime() : start + 1;
  return { start: new Date(start), end: new Date(end) };
}

/** The first instant of a calendar day (`YYYY-MM-DD`) in IST; null when no such day exists. */
export function dayStart(day: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day.trim()) ? (dateValueBounds(day)?.start ?? null) : null;
}

/**
 * The instants a list's date range covers: from its start, inclusive, to the first instant after
 * its end (a bare end day counts whole). A side not given is open. Values are checked where list
 * params are read (`queryToListParams`), so one that is not a date here is a caller's mistake and
 * throws a RangeError rather than quietly widening the range.
 */
export function dayRangeBounds(range: { start?: string; end?: string }): Partial<InstantBounds> {
  const bounds: Partial<InstantBounds> = {};
  for (const side of ["start", "end"] as const) {
    const value = range[side];
    if (!value) continue;
    const covered = dateValueBounds(value);
    if (!covered) throw new RangeError(`Not a date: ${value}`);
    bounds[side] = covered[side];
  }
  return bounds;
}

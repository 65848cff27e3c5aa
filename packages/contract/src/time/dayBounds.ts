import { TZDate } from "@date-fns/tz";
import { IST_TIME_ZONE } from "../limits";

// A list's date range names days as the screens show them, in the product's time zone (IST). Here
// they become instants through the zone's own rules, never a fixed offset, for the server and the
// memory adapter alike.

/** From the first instant of a date-range value, inclusive, to the first instant after it. */
export type InstantBounds = { start: Date; end: Date };

const DATE_VALUE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const MINUTE_MS = 60 * 1000;

/** Minutes east of UTC of a `Z`, `+05:30` or `-0800` suffix. */
function offsetMinutes(zone: string): number {
  if (zone === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith("-") ? -minutes : minutes;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What one value of a date range covers: a bare day (`YYYY-MM-DD`) the whole day in IST; a
 * timestamp its millisecond, in its own offset or, without one, in IST. Null when the value is not
 * a date that exists (`2024-02-30`, `2024-1-5`, `yesterday`).
 */
export function dateValueBounds(value: string): InstantBounds | null {
  const match = DATE_VALUE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds, fraction, zone] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hours: Number(hours ?? 0),
    minutes: Number(minutes ?? 0),
    seconds: Number(seconds ?? 0),
    ms: Number((fraction ?? "0").padEnd(3, "0")),
  };
  const real =
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month) &&
    parts.hours < 24 &&
    parts.minutes < 60 &&
    parts.seconds < 60;
  if (!real) return null;
  const { year: y, month: m, day: d, hours: h, minutes: min, seconds: s, ms } = parts;

  if (hours === undefined) {
    // The next day's first instant, not start + 24 h: a day is not 24 h long in every zone.
    const start = new TZDate(y, m - 1, d, IST_TIME_ZONE).getTime();
    const end = new TZDate(y, m - 1, d + 1, IST_TIME_ZONE).getTime();
    return { start: new Date(start), end: new Date(end) };
  }
  const start =
    zone === undefined
      ? new TZDate(y, m - 1, d, h, min, s, ms, IST_TIME_ZONE).getTime()
      : Date.UTC(y, m - 1, d, h, min, s, ms) - offsetMinutes(zone) * MINUTE_MS;
  return { start: new Date(start), end: new Date(start + 1) };
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

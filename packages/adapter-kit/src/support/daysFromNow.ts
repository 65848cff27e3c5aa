const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * An instant `days` from now on a whole minute, as an ISO string: a date always in the future (or
 * past) whatever day the suite runs, and one every adapter stores as it was given.
 */
export function daysFromNow(days: number): string {
  return new Date(Math.floor((Date.now() + days * DAY_MS) / MINUTE_MS) * MINUTE_MS).toISOString();
}

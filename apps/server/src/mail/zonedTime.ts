import { tz } from "@date-fns/tz";
import { parseISO } from "date-fns";

/**
 * The instant a meeting starts: a Date as it is, or an ISO date-time, one without an offset
 * ("2026-12-01T10:00") read in `timeZone` with that zone's rules for that day (daylight saving
 * included). A date that does not exist (2026-02-30) is refused.
 */
export function zonedInstant(start: Date | string, timeZone: string): Date {
  const instant = start instanceof Date ? start : parseISO(start, { in: tz(timeZone) });
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(
      `The meeting's start must be a real date-time such as 2026-12-01T10:00, not "${String(start)}".`,
    );
  }
  return new Date(instant.getTime());
}

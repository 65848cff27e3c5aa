const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in ms, by the zone's own rules. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field("year"),
    field("month") - 1,
    field("day"),
    field("hour"),
    field("minute"),
    field("second"),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a meeting starts: a Date as it is, or a wall-clock time without offset
 * ("2026-12-01T10:00") read in `timeZone` with that zone's rules for that day.
 */
export function zonedInstant(start: Date | string, timeZone: string): Date {
  if (start instanceof Date) {
    if (Number.isNaN(start.getTime())) throw new RangeError("The meeting's start is not a valid date.");
    return start;
  }
  const match = LOCAL.exec(start);
  if (!match) {
    const parsed = new Date(start);
    if (/(Z|[+-]\d{2}:?\d{2})$/i.test(start) && !Number.isNaN(parsed.getTime())) return parsed;
    throw new RangeError(`The meeting's start must be a date-time such as 2026-12-01T10:00, not "${start}".`);
  }
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((field) => Number(field ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const read = new Date(wall);
  if (
    read.getUTCMonth() !== month - 1 ||
    read.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw new RangeError(`The meeting's start is not a real date-time: "${start}".`);
  }
  // A first guess takes the offset at the wall time read as UTC; a second look at the guessed
  // instant corrects it when the zone changes its offset in between.
  let utc = wall - zoneOffsetMs(wall, timeZone);
  utc = wall - zoneOffsetMs(utc, timeZone);
  return new Date(utc);
}

import type { IsoDateTime } from "@pipeline/contract";
import { accessValidity, type AccessValidity } from "../../../primitives/StatusPill";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days a grant still runs at `now`, counting a part day as a day: 1 until the last moment,
 * 0 from valid_until on. An unreadable date counts as expired.
 */
export function daysLeft(validUntil: IsoDateTime, now: Date): number {
  const until = Date.parse(validUntil);
  if (Number.isNaN(until)) return 0;
  return Math.ceil((until - now.getTime()) / DAY_MS);
}

/** The grant's badge at `now`: expired, warning (1 to 3 days left) or ok. */
export function grantValidity(validUntil: IsoDateTime, now: Date): AccessValidity {
  return accessValidity(daysLeft(validUntil, now));
}

/** What the badge says: "Expired", "1 day left", "12 days left". */
export function daysLeftText(days: number): string {
  if (days <= 0) return "Expired";
  return days === 1 ? "1 day left" : `${days} days left`;
}

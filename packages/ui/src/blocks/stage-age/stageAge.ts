import { type CompanyListRow, daysBetween } from "@pipeline/contract";

// How long a company has been in its current stage, counted by the client from the row's
// `stage_entered` with its own clock, so a row read earlier does not go stale.

/** A company's days in its current stage, its stage's SLA, and whether it is past it. */
export type StageAge = { days: number; slaDays: number | null; overdue: boolean };

/** The age of a row's stage at `now`; null for a company in no stage yet. */
export function stageAgeOf(
  row: Pick<CompanyListRow, "stage_entered" | "stage_sla_days">,
  now: Date,
): StageAge | null {
  if (!row.stage_entered) return null;
  const days = daysBetween(row.stage_entered, now.toISOString());
  const slaDays = row.stage_sla_days;
  return { days, slaDays, overdue: slaDays !== null && days > slaDays };
}

/** "1 day", "12 days". */
export function dayCount(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** "Today", "1 day", "12 days". */
export function daysInStageText(days: number): string {
  return days === 0 ? "Today" : dayCount(days);
}

/** "Over SLA (30 days)". */
export function overSlaText(slaDays: number): string {
  return `Over SLA (${dayCount(slaDays)})`;
}

import { IST_TIME_ZONE, type IsoDateTime } from "@pipeline/contract";

const IST_DAY = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, dateStyle: "medium" });

/** The day of a stored instant in IST, as cards show it: "1 Mar 2024"; empty when unreadable. */
export function formatDay(value: IsoDateTime | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? "" : IST_DAY.format(time);
}

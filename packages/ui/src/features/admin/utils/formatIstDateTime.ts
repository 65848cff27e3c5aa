import { IST_TIME_ZONE, type IsoDateTime } from "@pipeline/contract";

const IST_DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** A stored instant as the tables show it, in IST: "8 Jan 2024, 10:00 am"; empty when unreadable. */
export function formatIstDateTime(value: IsoDateTime | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? "" : IST_DATE_TIME.format(time);
}

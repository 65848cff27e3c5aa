// How the widgets write stored values: days and times in IST, numbers with Indian digit grouping,
// phone numbers in international format, people by name, and who created a company.
import {
  COMPANY_LIST_TEXTS,
  IST_TIME_ZONE,
  type CompanyListRow,
  type IsoDateTime,
  type PersonRef,
} from "@pipeline/contract";

const IST_DAY = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, dateStyle: "medium" });
const IST_DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});
const NUMBER = new Intl.NumberFormat("en-IN");

// In a module of its own: its phone metadata loads only with the screens that show a number.
export { formatPhone } from "./phone";

function format(value: IsoDateTime | null | undefined, as: Intl.DateTimeFormat): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? "" : as.format(time);
}

/** The day of a stored instant in IST: "15 Jan 2024"; empty when unreadable. */
export function formatDay(value: IsoDateTime | null | undefined): string {
  return format(value, IST_DAY);
}

/** A stored instant as the tables show it, in IST: "8 Jan 2024, 10:00 am"; empty when unreadable. */
export function formatIstDateTime(value: IsoDateTime | null | undefined): string {
  return format(value, IST_DATE_TIME);
}

/** A count or an amount with Indian digit grouping: "8,50,000"; empty when there is none. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : NUMBER.format(value);
}

/** The parts of a person's name a record may carry; a form's draft may not have them all yet. */
export type PersonNameParts = {
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
};

/** "Asha Raman", "Sara Noor Khan": the parts of the name that are set, in order; empty for nobody. */
export function personName(person: PersonNameParts | null | undefined): string {
  if (!person) return "";
  return [person.first_name, person.middle_name, person.last_name]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}

/** "Asha Raman", or PORTAL for a company that came from outside the portal. */
export function createdByText(record: { created_by: PersonRef | null }): string {
  return record.created_by ? personName(record.created_by) : COMPANY_LIST_TEXTS.portal;
}

/** "Sourcing - Initial Outreach", as the Last Stage & Task filter names it; empty before any step. */
export function lastStageTaskText(row: Pick<CompanyListRow, "last_stage_task">): string {
  const step = row.last_stage_task;
  return step ? `${step.stage.label} - ${step.task.label}` : "";
}

import {
  type CompanyListFilter,
  CREATED_BY_PORTAL,
  DAYS_IN_STAGE_FILTER,
  daysBetween,
  EMAIL_STATUS_FILTER,
  type EmailStatus,
  type Id,
  type IsoDateTime,
  NONE_FILTER_VALUE,
  NOT_OPENED_EMAIL_STATUSES,
  OPENED_EMAIL_STATUSES,
  OPENED_FILTER,
  SENT_EMAIL_STATUSES,
} from "@pipeline/contract";
import { flagFilter, idFilter, type ListSpec } from "../list";
import type { SeedCompany } from "../state/MemorySeed";
import type { CompanyContext } from "../views/companyViews";

const isOneOf = (statuses: readonly EmailStatus[], status: EmailStatus | null) =>
  status !== null && statuses.includes(status);

/**
 * Filter values of the e-mail columns, as the table shows them: `sent` is any of the statuses
 * shown as Sent, `none` is not sent; other values name one provider status.
 */
function initialEmailStatus(company: SeedCompany, values: readonly string[]): boolean {
  return values.some((value) => {
    if (value === EMAIL_STATUS_FILTER.none) return company.status === null;
    if (value === EMAIL_STATUS_FILTER.sent) return isOneOf(SENT_EMAIL_STATUSES, company.status);
    return company.status === value;
  });
}

/** `opened` is opened or clicked; `not_opened` is sent or delivered, as the Opened column shows. */
function openedInitialEmail(company: SeedCompany, values: readonly string[]): boolean {
  return (
    (values.includes(OPENED_FILTER.opened) && isOneOf(OPENED_EMAIL_STATUSES, company.status)) ||
    (values.includes(OPENED_FILTER.notOpened) && isOneOf(NOT_OPENED_EMAIL_STATUSES, company.status))
  );
}

/** Creator pks; `PORTAL` stands for companies that came from outside the portal. */
function createdBy(company: SeedCompany, values: readonly string[]): boolean {
  return company.created_by === null
    ? values.includes(CREATED_BY_PORTAL)
    : values.includes(String(company.created_by));
}

/** Ids, and `none` for a company that holds none (no country, no journey item yet...). */
function idOrNoneFilter(valueOf: (company: SeedCompany) => Id | readonly Id[] | null) {
  const byId = idFilter(valueOf);
  return (company: SeedCompany, values: readonly string[]) => {
    if (byId(company, values)) return true;
    const value = valueOf(company);
    return (
      values.includes(NONE_FILTER_VALUE) && (value === null || (Array.isArray(value) && value.length === 0))
    );
  };
}

/**
 * In its current stage more than N whole days at `now`, as the server counts them; a company with
 * no stage is in none.
 */
function daysInStageOver(now: IsoDateTime) {
  return (company: SeedCompany, values: readonly string[]) => {
    const over = Number(values[0]);
    return (
      company.last_stage_task !== null &&
      company.stage_entered !== null &&
      daysBetween(company.stage_entered, now) > over
    );
  };
}

/**
 * The companies table over the stored companies; labels come from the context, and `now` is the
 * clock "in stage more than N days" counts by.
 */
export function companyListSpec(
  context: CompanyContext,
  now: IsoDateTime,
): ListSpec<SeedCompany, CompanyListFilter> {
  const { labels } = context;
  const label = (map: ReadonlyMap<Id, string>, id: Id | null) => (id === null ? null : (map.get(id) ?? null));
  // The last stage and task sorts by how far along the journey it is.
  const taskPosition = new Map(context.taskOrder.map((taskId, index) => [taskId, index]));
  const creatorName = (company: SeedCompany) => {
    const user = company.created_by === null ? undefined : context.users.get(company.created_by);
    return user ? `${user.first_name} ${user.last_name}` : null;
  };

  return {
    sort: {
      id: (company) => company.id,
      company_name: (company) => company.company_name,
      website: (company) => company.website,
      country: (company) => label(labels.location, company.country),
      confidence_level: (company) => label(labels["confidence-level"], company.confidence_level),
      industry: (company) => label(labels.industry, company.industry),
      company_type: (company) => label(labels["company-type"], company.company_type[0] ?? null),
      currency: (company) => label(labels.currency, company.currency),
      revenue: (company) => company.revenue,
      fte: (company) => company.fte,
      foundation_year: (company) => company.foundation_year,
      last_update: (company) => company.last_update,
      last_stage_task: (company) =>
        company.last_stage_task ? (taskPosition.get(company.last_stage_task.task_id) ?? null) : null,
      stage_entered: (company) =>
        company.last_stage_task && company.stage_entered ? Date.parse(company.stage_entered) : null,
      status: (company) => company.status,
      // Not Opened before Opened; a company whose e-mail never arrived has no value.
      opened_initial_email_status: (company) =>
        isOneOf(OPENED_EMAIL_STATUSES, company.status)
          ? 1
          : isOneOf(NOT_OPENED_EMAIL_STATUSES, company.status)
            ? 0
            : null,
      follow_up_email: (company) => company.follow_up_email,
      has_scheduled_meeting: (company) => company.has_scheduled_meeting,
      created_by: creatorName,
      // Numbers sort far faster than text, which matters with many generated companies.
      created: (company) => Date.parse(company.created),
      modified: (company) => Date.parse(company.modified),
    },
    defaultSort: { field: "modified", direction: "desc" },
    filters: {
      country: idOrNoneFilter((company) => company.country),
      confidence_level: idOrNoneFilter((company) => company.confidence_level),
      industry: idOrNoneFilter((company) => company.industry),
      company_type: idOrNoneFilter((company) => company.company_type),
      created_by: createdBy,
      initial_email_status: initialEmailStatus,
      opened_initial_email_status: openedInitialEmail,
      follow_up_email: flagFilter((company) => company.follow_up_email),
      has_scheduled_meeting: flagFilter((company) => company.has_scheduled_meeting),
      last_stage_task: idOrNoneFilter((company) => company.last_stage_task?.task_id ?? null),
      stage: idOrNoneFilter((company) => company.last_stage_task?.stage_id ?? null),
      days_in_stage_gt: daysInStageOver(now),
    },
    filterRules: { days_in_stage_gt: DAYS_IN_STAGE_FILTER },
    search: (company) => [company.company_name, company.website],
    dates: { created: (company) => company.created, modified: (company) => company.modified },
    id: (company) => company.id,
  };
}

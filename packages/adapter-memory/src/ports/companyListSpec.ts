import type { CompanyListFilter, EmailStatus, Id } from "@pipeline/contract";
import { flagFilter, idFilter, type ListSpec } from "../list";
import type { SeedCompany } from "../state/MemorySeed";
import type { CompanyContext } from "../views/companyViews";

/** Statuses the table shows as 'Sent'. */
const SENT: ReadonlyArray<EmailStatus | null> = ["sent", "delivered", "opened", "clicked"];
const OPENED: ReadonlyArray<EmailStatus | null> = ["opened", "clicked"];
const NOT_OPENED: ReadonlyArray<EmailStatus | null> = ["sent", "delivered"];

/**
 * Filter values of the e-mail columns, as the table shows them: `sent` is any of the statuses
 * shown as Sent, `none` is not sent; other values name one provider status.
 */
function initialEmailStatus(company: SeedCompany, values: readonly string[]): boolean {
  return values.some((value) => {
    if (value === "none") return company.status === null;
    if (value === "sent") return SENT.includes(company.status);
    return company.status === value;
  });
}

/** `opened` is opened or clicked; `not_opened` is sent or delivered, as the Opened column shows. */
function openedInitialEmail(company: SeedCompany, values: readonly string[]): boolean {
  return (
    (values.includes("opened") && OPENED.includes(company.status)) ||
    (values.includes("not_opened") && NOT_OPENED.includes(company.status))
  );
}

/** Creator pks; `PORTAL` stands for companies that came from outside the portal. */
function createdBy(company: SeedCompany, values: readonly string[]): boolean {
  return company.created_by === null
    ? values.includes("PORTAL")
    : values.includes(String(company.created_by));
}

/** The companies table over the stored companies; labels come from the context. */
export function companyListSpec(context: CompanyContext): ListSpec<SeedCompany, CompanyListFilter> {
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
      status: (company) => company.status,
      // Not Opened before Opened; a company whose e-mail never arrived has no value.
      opened_initial_email_status: (company) =>
        OPENED.includes(company.status) ? 1 : NOT_OPENED.includes(company.status) ? 0 : null,
      follow_up_email: (company) => company.follow_up_email,
      has_scheduled_meeting: (company) => company.has_scheduled_meeting,
      created_by: creatorName,
      // Numbers sort far faster than text, which matters with many generated companies.
      created: (company) => Date.parse(company.created),
      modified: (company) => Date.parse(company.modified),
    },
    defaultSort: { field: "modified", direction: "desc" },
    filters: {
      country: idFilter((company) => company.country),
      confidence_level: idFilter((company) => company.confidence_level),
      industry: idFilter((company) => company.industry),
      company_type: idFilter((company) => company.company_type),
      created_by: createdBy,
      initial_email_status: initialEmailStatus,
      opened_initial_email_status: openedInitialEmail,
      follow_up_email: flagFilter((company) => company.follow_up_email),
      has_scheduled_meeting: flagFilter((company) => company.has_scheduled_meeting),
      last_stage_task: idFilter((company) => company.last_stage_task?.task_id ?? null),
      stage: idFilter((company) => company.last_stage_task?.stage_id ?? null),
    },
    search: (company) => [company.company_name, company.website],
    dates: { created: (company) => company.created, modified: (company) => company.modified },
    id: (company) => company.id,
  };
}

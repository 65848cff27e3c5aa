import { and, type AnyColumn, eq, inArray, isNull, not, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import {
  COMPANY_LIST_FILTERS,
  CREATED_BY_PORTAL,
  DAYS_IN_STAGE_FILTER,
  EMAIL_STATUS_FILTER,
  FLAG_FILTER,
  idsFilter,
  type FilterValue,
  type Id,
  type ListParams,
  NONE_FILTER_VALUE,
  NOT_OPENED_EMAIL_STATUSES,
  OPENED_EMAIL_STATUSES,
  OPENED_FILTER,
  SENT_EMAIL_STATUSES,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, companyCompanyTypes, journeyStages, journeyTasks, lookups, users } from "../../db/schema";
import { type CompanyViewer, visibleCompanies } from "../../auth/companyVisibility";
import { listFields, type ListSpec, listWhere, readFlags, readIds } from "../../db/listQuery";
import { qualified as q } from "../../db/sqlRefs";

// The companies table's query (admin-portal 2.4): its filters, search, dates and sorts as SQL, and
// the same selection as a set of ids for actions on "every company matching this filter". The
// journey columns (last stage and task, e-mail status, follow-up, meeting, last update) are the
// summary the database keeps on each company (migration 0001), so they filter and sort like any
// other column.

/** The reference lists and people a row names, joined under names of their own. */
export const companyJoins = {
  country: alias(lookups, "country"),
  confidenceLevel: alias(lookups, "confidence_level"),
  industry: alias(lookups, "industry"),
  currency: alias(lookups, "currency"),
  practice: alias(lookups, "practice"),
  creator: alias(users, "creator"),
  lastStage: alias(journeyStages, "last_stage"),
  lastTask: alias(journeyTasks, "last_task"),
};

const { country, confidenceLevel, industry, currency, creator, lastStage, lastTask } = companyJoins;

type Join = { table: PgTable; on: SQL };

// A page shows its labels through small subqueries evaluated for its rows only (see listColumns in
// companies.ts); the table joins only what its sort needs, so that PostgreSQL has few join orders
// to weigh: with every label joined, planning took longer than running the query.
const SORT_JOINS: Record<string, Join[]> = {
  country: [{ table: country, on: eq(country.id, companies.countryId) }],
  confidence_level: [{ table: confidenceLevel, on: eq(confidenceLevel.id, companies.confidenceLevelId) }],
  industry: [{ table: industry, on: eq(industry.id, companies.industryId) }],
  currency: [{ table: currency, on: eq(currency.id, companies.currencyId) }],
  created_by: [{ table: creator, on: eq(creator.id, companies.createdBy) }],
  last_stage_task: [
    { table: lastStage, on: eq(lastStage.id, companies.lastStageId) },
    { table: lastTask, on: eq(lastTask.id, companies.lastTaskId) },
  ],
};

/** The tables the list's sort (the one asked for, else the default) reads besides `companies`. */
export function companySortJoins(params: ListParams): Join[] {
  const field =
    params.sort && COMPANY_LIST.sort[params.sort.field] ? params.sort.field : COMPANY_LIST.defaultSort.field;
  return SORT_JOINS[field] ?? [];
}

const lower = (expression: SQL | AnyColumn) => sql`lower(${expression})`;
const statusList = (statuses: readonly string[]) => inArray(companies.initialEmailStatus, [...statuses]);

/** The label of a company's first type, as the Company Type column shows it first. */
const firstCompanyType = sql`(select lower(${q(lookups.label)}) from ${companyCompanyTypes}
  join ${lookups} on ${q(lookups.id)} = ${q(companyCompanyTypes.companyTypeId)}
  where ${q(companyCompanyTypes.companyId)} = ${q(companies.id)}
  order by ${q(companyCompanyTypes.position)}, ${q(lookups.id)} limit 1)`;

/** What a search of companies looks in: the name and website, stored lower-cased. */
export const COMPANY_SEARCH: ListSpec["search"] = [
  { lowered: companies.searchName },
  { lowered: companies.searchWebsite },
];

export const COMPANY_LIST: ListSpec = {
  sort: {
    id: [companies.id],
    company_name: [lower(companies.companyName)],
    website: [lower(companies.website)],
    country: [lower(country.label)],
    confidence_level: [lower(confidenceLevel.label)],
    industry: [lower(industry.label)],
    company_type: [firstCompanyType],
    currency: [lower(currency.label)],
    revenue: [companies.revenue],
    fte: [companies.fte],
    foundation_year: [companies.foundationYear],
    // By when the last update was written: the freshest news first when descending.
    last_update: [companies.lastUpdateAt],
    // By how far along the journey the company is.
    last_stage_task: [lastStage.order, lastTask.order],
    // By when the company entered its current stage: the longest in its stage first when ascending.
    stage_entered: [companies.stageEnteredAt],
    status: [companies.initialEmailStatus],
    // Not Opened before Opened; a company whose e-mail never arrived has no value.
    opened_initial_email_status: [
      sql`case when ${statusList(OPENED_EMAIL_STATUSES)} then 1
        when ${statusList(NOT_OPENED_EMAIL_STATUSES)} then 0 end`,
    ],
    follow_up_email: [companies.followUpEmail],
    has_scheduled_meeting: [companies.hasScheduledMeeting],
    created_by: [lower(creator.firstName), lower(creator.lastName)],
    created: [companies.created],
    modified: [companies.modified],
  },
  defaultSort: { field: "modified", direction: "desc" },
  id: companies.id,
  search: COMPANY_SEARCH,
  dates: { created: companies.created, modified: companies.modified },
  notNullSorts: [
    "id",
    "company_name",
    "website",
    "follow_up_email",
    "has_scheduled_meeting",
    "created",
    "modified",
  ],
};

/** What the id filters take: ids, and `none` for companies without a value. */
const IDS_OR_NONE = idsFilter(NONE_FILTER_VALUE);

/**
 * What each filter of the companies table (and the dashboard) takes; `initial_email_status` also
 * takes a provider's status by name, so any text.
 */
export const COMPANY_FILTER_RULES = {
  country: IDS_OR_NONE,
  confidence_level: IDS_OR_NONE,
  industry: IDS_OR_NONE,
  company_type: IDS_OR_NONE,
  created_by: idsFilter(CREATED_BY_PORTAL),
  opened_initial_email_status: { oneOf: [OPENED_FILTER.opened, OPENED_FILTER.notOpened] },
  follow_up_email: FLAG_FILTER,
  has_scheduled_meeting: FLAG_FILTER,
  last_stage_task: IDS_OR_NONE,
  stage: IDS_OR_NONE,
  days_in_stage_gt: DAYS_IN_STAGE_FILTER,
} as const;

/** Sort fields and filters of the companies table, for `queryToListParams`. */
export const COMPANY_LIST_FIELDS = listFields(COMPANY_LIST, COMPANY_LIST_FILTERS, COMPANY_FILTER_RULES);

/** Matches nothing: a filter that was given values, none of them valid, leaves no company. */
const NOTHING = sql`false`;

function texts(values: readonly FilterValue[] | undefined): string[] {
  return [...new Set((values ?? []).map((value) => String(value).trim()).filter((value) => value !== ""))];
}

/** Whether the values hold `none`, which stands for companies without a value. */
function wantsNone(values: readonly FilterValue[]): boolean {
  return texts(values).includes(NONE_FILTER_VALUE);
}

/** Ids, and `none` for companies without one (no country, no journey item yet...). */
function idsIn(column: AnyColumn, values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const ids = readIds(values);
  return (
    or(ids.length > 0 ? inArray(column, ids) : undefined, wantsNone(values) ? isNull(column) : undefined) ??
    NOTHING
  );
}

function flagIs(column: AnyColumn, values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const flags = readFlags(values);
  return flags.length > 0 ? inArray(column, flags) : NOTHING;
}

/** Type ids, and `none` for companies without a type. */
function companyTypeIn(values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const ids = readIds(values);
  const typed = (condition: SQL | undefined) => sql`exists (select 1 from ${companyCompanyTypes}
    where ${and(sql`${q(companyCompanyTypes.companyId)} = ${q(companies.id)}`, condition)})`;
  return (
    or(
      ids.length > 0 ? typed(inArray(q(companyCompanyTypes.companyTypeId), ids)) : undefined,
      wantsNone(values) ? not(typed(undefined)) : undefined,
    ) ?? NOTHING
  );
}

/** Creator pks; PORTAL stands for the companies that came from outside the portal. */
function createdByIn(values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const ids = readIds(values);
  const portal = texts(values).includes(CREATED_BY_PORTAL);
  const conditions = [ids.length > 0 ? inArray(companies.createdBy, ids) : undefined];
  if (portal) conditions.push(isNull(companies.createdBy));
  return or(...conditions) ?? NOTHING;
}

/** `sent`: any status shown as Sent; `none`: not sent; another value: that provider status. */
function emailStatusIn(values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const wanted = texts(values);
  const named = wanted.filter(
    (value) => value !== EMAIL_STATUS_FILTER.sent && value !== EMAIL_STATUS_FILTER.none,
  );
  return (
    or(
      wanted.includes(EMAIL_STATUS_FILTER.sent) ? statusList(SENT_EMAIL_STATUSES) : undefined,
      wanted.includes(EMAIL_STATUS_FILTER.none) ? isNull(companies.initialEmailStatus) : undefined,
      named.length > 0 ? statusList(named) : undefined,
    ) ?? NOTHING
  );
}

/** `opened`: opened or clicked; `not_opened`: sent or delivered, as the Opened column shows. */
function openedIn(values: readonly FilterValue[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  const wanted = texts(values);
  return (
    or(
      wanted.includes(OPENED_FILTER.opened) ? statusList(OPENED_EMAIL_STATUSES) : undefined,
      wanted.includes(OPENED_FILTER.notOpened) ? statusList(NOT_OPENED_EMAIL_STATUSES) : undefined,
    ) ?? NOTHING
  );
}

/**
 * In the current stage more than N whole days by the database's clock: entered at least N + 1 days
 * ago, as `daysBetween` counts them. A company with no journey item yet is in no stage.
 */
function daysInStageOver(values: readonly FilterValue[] | undefined): SQL | undefined {
  const [value] = values ?? [];
  if (value === undefined) return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) return NOTHING;
  return sql`${companies.stageEnteredAt} <= now() - cast(${days + 1} as integer) * interval '1 day'`;
}

/**
 * Every condition of a companies query: what the viewer may see, then the search, the dates and
 * each filter of the table. The dashboard, its country counts and the id selection use it too.
 */
export function companyWhere(params: ListParams, viewer: CompanyViewer): SQL | undefined {
  const filters = params.filters ?? {};
  return listWhere(params, COMPANY_LIST, [
    visibleCompanies(viewer),
    idsIn(companies.countryId, filters.country),
    idsIn(companies.confidenceLevelId, filters.confidence_level),
    idsIn(companies.industryId, filters.industry),
    companyTypeIn(filters.company_type),
    createdByIn(filters.created_by),
    emailStatusIn(filters.initial_email_status),
    openedIn(filters.opened_initial_email_status),
    flagIs(companies.followUpEmail, filters.follow_up_email),
    flagIs(companies.hasScheduledMeeting, filters.has_scheduled_meeting),
    idsIn(companies.lastTaskId, filters.last_stage_task),
    idsIn(companies.lastStageId, filters.stage),
    daysInStageOver(filters.days_in_stage_gt),
  ]);
}

/**
 * The ids of every company the viewer sees that matches the table's search, dates and filters,
 * less `excludeIds`: a subquery ("select id from companies where ...") that an action on a whole
 * selection (bulk outreach, say) puts in its own statement, so no id list ever travels.
 */
export function companyIdsMatching(
  db: Database,
  params: ListParams,
  viewer: CompanyViewer,
  excludeIds: readonly Id[] = [],
) {
  const excluded = [...new Set(excludeIds)];
  return db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(companyWhere(params, viewer), excluded.length > 0 ? notInArray(companies.id, excluded) : undefined),
    );
}

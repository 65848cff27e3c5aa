// The companies table's rows: the columns a page reads (lookup labels only for the rows shown) and
// each row as the table receives it.
import { type AnyColumn, sql } from "drizzle-orm";
import { type CompanyListRow, type Id } from "@pipeline/contract";
import { companies, companyCompanyTypes, journeyStages, journeyTasks, lookups, users } from "../../db/schema";
import { qualified } from "../../db/sqlRefs";
import { iso } from "../../db/wire";

const q = qualified;

/** A lookup's label, read for the rows of a page only. */
const labelOf = (column: AnyColumn) =>
  sql<string | null>`(select ${q(lookups.label)} from ${lookups} where ${q(lookups.id)} = ${q(column)})`;

export const listColumns = {
  id: companies.id,
  companyName: companies.companyName,
  website: companies.website,
  revenue: companies.revenue,
  fte: companies.fte,
  foundationYear: companies.foundationYear,
  lastUpdate: companies.lastUpdate,
  status: companies.initialEmailStatus,
  followUpEmail: companies.followUpEmail,
  hasScheduledMeeting: companies.hasScheduledMeeting,
  created: companies.created,
  modified: companies.modified,
  countryId: companies.countryId,
  countryLabel: labelOf(companies.countryId),
  confidenceLevelId: companies.confidenceLevelId,
  confidenceLevelLabel: labelOf(companies.confidenceLevelId),
  industryId: companies.industryId,
  industryLabel: labelOf(companies.industryId),
  currencyId: companies.currencyId,
  currencyLabel: labelOf(companies.currencyId),
  stageId: companies.lastStageId,
  stageLabel: sql<string | null>`(select ${q(journeyStages.label)} from ${journeyStages}
    where ${q(journeyStages.id)} = ${q(companies.lastStageId)})`,
  stageEntered: companies.stageEnteredAt,
  stageSlaDays: sql<number | null>`(select ${q(journeyStages.slaDays)} from ${journeyStages}
    where ${q(journeyStages.id)} = ${q(companies.lastStageId)})`,
  taskId: companies.lastTaskId,
  taskLabel: sql<string | null>`(select ${q(journeyTasks.label)} from ${journeyTasks}
    where ${q(journeyTasks.id)} = ${q(companies.lastTaskId)})`,
  creator: sql<{ first_name: string; last_name: string } | null>`(select json_build_object(
      'first_name', ${q(users.firstName)}, 'last_name', ${q(users.lastName)})
    from ${users} where ${q(users.id)} = ${q(companies.createdBy)})`,
  companyTypes: sql<string[]>`array(select ${q(lookups.label)} from ${companyCompanyTypes}
    join ${lookups} on ${q(lookups.id)} = ${q(companyCompanyTypes.companyTypeId)}
    where ${q(companyCompanyTypes.companyId)} = ${q(companies.id)}
    order by ${q(companyCompanyTypes.position)}, ${q(lookups.id)})`,
};

type ListRow = {
  id: Id;
  companyName: string;
  website: string;
  revenue: number | null;
  fte: number | null;
  foundationYear: number | null;
  lastUpdate: string | null;
  status: string | null;
  followUpEmail: boolean;
  hasScheduledMeeting: boolean;
  created: Date;
  modified: Date;
  countryId: Id | null;
  countryLabel: string | null;
  confidenceLevelId: Id | null;
  confidenceLevelLabel: string | null;
  industryId: Id | null;
  industryLabel: string | null;
  currencyId: Id | null;
  currencyLabel: string | null;
  stageId: Id | null;
  stageLabel: string | null;
  stageEntered: Date | null;
  stageSlaDays: number | null;
  taskId: Id | null;
  taskLabel: string | null;
  creator: { first_name: string; last_name: string } | null;
  companyTypes: string[];
};

function ref(id: Id | null, label: string | null) {
  return id === null || label === null ? null : { id, label };
}

export function toListRow(row: ListRow): CompanyListRow {
  const stage = ref(row.stageId, row.stageLabel);
  const task = ref(row.taskId, row.taskLabel);
  return {
    id: row.id,
    company_name: row.companyName,
    website: row.website,
    country: ref(row.countryId, row.countryLabel),
    confidence_level: ref(row.confidenceLevelId, row.confidenceLevelLabel),
    industry: ref(row.industryId, row.industryLabel),
    company_type: row.companyTypes,
    currency: ref(row.currencyId, row.currencyLabel),
    revenue: row.revenue,
    fte: row.fte,
    foundation_year: row.foundationYear,
    last_update: row.lastUpdate,
    last_stage_task: stage && task ? { stage, task } : null,
    status: row.status,
    follow_up_email: row.followUpEmail,
    has_scheduled_meeting: row.hasScheduledMeeting,
    stage_entered: row.stageEntered === null ? null : iso(row.stageEntered),
    stage_sla_days: row.stageSlaDays,
    created_by: row.creator,
    created: iso(row.created),
    modified: iso(row.modified),
    // The dashboard's cards show the creation day.
    created_date: iso(row.created),
  };
}

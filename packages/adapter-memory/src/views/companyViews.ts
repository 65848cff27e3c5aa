import {
  type Company,
  companyApproved,
  type CompanyListRow,
  type Id,
  type JourneyAccessLevel,
  type LabelRef,
  LOOKUP_KINDS,
  type LookupKind,
  type StageRef,
} from "@pipeline/contract";
import type { SeedCompany, SeedUser } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { lookupLabels, refIn, refsIn } from "./lookupRefs";
import { evaluationOutcome } from "./journeyViews";
import { toCompanyMember } from "./memberViews";

/** Everything a company refers to, indexed once per call rather than once per company. */
export type CompanyContext = {
  labels: Record<LookupKind, Map<Id, string>>;
  users: Map<Id, SeedUser>;
  stages: Map<Id, StageRef>;
  /** Each stage's SLA in days, for the stages that have one. */
  stageSlaDays: Map<Id, number>;
  tasks: Map<Id, LabelRef>;
  /** Task ids along the journey: stages by order, tasks as each stage lists them. */
  taskOrder: Id[];
};

export function companyContext(state: MemoryState): CompanyContext {
  const labels = Object.fromEntries(LOOKUP_KINDS.map((kind) => [kind, lookupLabels(state, kind)])) as Record<
    LookupKind,
    Map<Id, string>
  >;
  return {
    labels,
    users: new Map(state.users.map((user) => [user.pk, user])),
    stages: new Map(state.journey.map(({ stage }) => [stage.id, stage])),
    stageSlaDays: new Map(
      state.journey.flatMap(({ stage }) => (stage.sla_days ? [[stage.id, stage.sla_days] as const] : [])),
    ),
    tasks: new Map(
      state.journey.flatMap(({ tasks }) =>
        tasks.map((task) => [task.id, { id: task.id, label: task.label }]),
      ),
    ),
    taskOrder: [...state.journey]
      .sort((a, b) => a.stage.order - b.stage.order)
      .flatMap(({ tasks }) => tasks.map((task) => task.id)),
  };
}

function lastStageTask(company: SeedCompany, context: CompanyContext): CompanyListRow["last_stage_task"] {
  if (!company.last_stage_task) return null;
  const stage = context.stages.get(company.last_stage_task.stage_id);
  const task = context.tasks.get(company.last_stage_task.task_id);
  return stage && task ? { stage: { id: stage.id, label: stage.label }, task } : null;
}

export function toCompanyListRow(company: SeedCompany, context: CompanyContext): CompanyListRow {
  const { labels } = context;
  const creator = company.created_by === null ? undefined : context.users.get(company.created_by);
  return {
    id: company.id,
    company_name: company.company_name,
    website: company.website,
    country: refIn(labels.location, company.country),
    confidence_level: refIn(labels["confidence-level"], company.confidence_level),
    industry: refIn(labels.industry, company.industry),
    company_type: refsIn(labels["company-type"], company.company_type).map((ref) => ref.label),
    currency: refIn(labels.currency, company.currency),
    revenue: company.revenue,
    fte: company.fte,
    foundation_year: company.foundation_year,
    last_update: company.last_update,
    last_stage_task: lastStageTask(company, context),
    status: company.status,
    follow_up_email: company.follow_up_email,
    has_scheduled_meeting: company.has_scheduled_meeting,
    stage_entered: company.last_stage_task ? company.stage_entered : null,
    stage_sla_days: company.last_stage_task
      ? (context.stageSlaDays.get(company.last_stage_task.stage_id) ?? null)
      : null,
    created_by: creator ? { first_name: creator.first_name, last_name: creator.last_name } : null,
    created: company.created,
    modified: company.modified,
  };
}

/** The company as a user reads it, with what they may do with its journey. */
export function toCompany(
  state: MemoryState,
  company: SeedCompany,
  journeyAccess: JourneyAccessLevel,
): Company {
  const { labels, users } = companyContext(state);
  const items = new Set(
    state.journeyItems.filter((item) => item.company_id === company.id).map((item) => item.id),
  );
  const creator = company.created_by === null ? undefined : users.get(company.created_by);
  return {
    id: company.id,
    company_name: company.company_name,
    website: company.website,
    email: company.email,
    contact_number: company.contact_number,
    location: refsIn(labels.location, company.location),
    foundation_year: company.foundation_year,
    fte: company.fte,
    revenue: company.revenue,
    currency: refIn(labels.currency, company.currency),
    promoter_holding: company.promoter_holding,
    industry: refIn(labels.industry, company.industry),
    street: company.street,
    city: company.city,
    state: company.state,
    country: refIn(labels.location, company.country),
    practice: refIn(labels.practice, company.practice),
    company_type: refsIn(labels["company-type"], company.company_type),
    confidence_level: refIn(labels["confidence-level"], company.confidence_level),
    business_description: company.business_description,
    pitch_line: company.pitch_line,
    created_by: creator
      ? { pk: creator.pk, first_name: creator.first_name, last_name: creator.last_name }
      : null,
    created: company.created,
    modified: company.modified,
    company_members: state.members
      .filter((member) => member.company_id === company.id && !member.deleted)
      .map(toCompanyMember),
    // The evaluation decided last decides.
    approved: companyApproved(
      state.evaluations
        .filter((evaluation) => items.has(evaluation.journey_item))
        .map((evaluation) => {
          const outcome = evaluationOutcome(evaluation);
          return { status: outcome.status, decided: outcome.since };
        }),
    ),
    journey_access: journeyAccess,
  };
}

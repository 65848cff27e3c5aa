import {
  COMPANY_PICKER_LIMITS,
  type CompaniesPort,
  type CountryCount,
  type Id,
  SAME_WEBSITE_LIMIT,
  websiteDomain,
} from "@pipeline/contract";
import { listItems, selectItems } from "../list";
import { createdMessage, RECORD_TITLES, updatedMessage } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";
import { auditCompany, auditMembers, membersOf } from "../state/auditRows";
import type { SeedCompany, SeedUser } from "../state/MemorySeed";
import { companyContext, toCompany, toCompanyListRow } from "../views/companyViews";
import { dashboardView } from "../views/dashboardViews";
import { applyMembers, checkCompany, insertCompany } from "./companyFields";
import { journeyAccessLevel, seesCompanyItself } from "./journeyRules";
import { companyListSpec } from "./companyListSpec";

export function createCompaniesPort({ state, call, now }: MemoryRuntime): CompaniesPort {
  function find(id: Id): SeedCompany {
    const company = state.companies.find((entry) => entry.id === id);
    if (!company) throw notFound();
    return company;
  }

  /**
   * The company as the user reads it, with what they may do with its journey. A guest (who reaches
   * it only through a grant) gets no contact data: neither its e-mail and number nor its members.
   */
  function read(company: SeedCompany, user: SeedUser) {
    const access = journeyAccessLevel(state, user, company, now());
    const read = toCompany(state, company, access);
    if (access !== "shared" || seesCompanyItself(user, company)) return read;
    return { ...read, email: null, contact_number: null, company_members: [] };
  }

  function stagesInOrder() {
    return [...state.journey].sort((a, b) => a.stage.order - b.stage.order);
  }

  return {
    list: (params, options) =>
      call(options, () => {
        const context = companyContext(state);
        const page = listItems(state.companies, params, companyListSpec(context, now()));
        return { rows: page.rows.map((company) => toCompanyListRow(company, context)), count: page.count };
      }),
    matchingIds: (params, excludedIds, options) =>
      call(options, () => {
        const excluded = new Set(excludedIds);
        const ids = selectItems(state.companies, params, companyListSpec(companyContext(state), now()))
          .map((company) => company.id)
          .filter((id) => !excluded.has(id))
          .sort((a, b) => a - b);
        return { count: ids.length, ids };
      }),
    search: (text, options) =>
      call(options, () => {
        const search = text.trim();
        if (search === "") return [];
        const page = listItems(
          state.companies,
          {
            search,
            pageSize: COMPANY_PICKER_LIMITS.resultsPerSearch,
            sort: { field: "company_name", direction: "asc" },
          },
          companyListSpec(companyContext(state), now()),
        );
        return page.rows.map(({ id, company_name, website }) => ({ id, company_name, website }));
      }),
    sameWebsite: (website, options) =>
      call(options, () => {
        const domain = websiteDomain(website);
        if (domain === null) return [];
        return state.companies
          .filter((company) => websiteDomain(company.website) === domain)
          .sort((a, b) => a.company_name.localeCompare(b.company_name) || a.id - b.id)
          .slice(0, SAME_WEBSITE_LIMIT)
          .map(({ id, company_name, website: stored }) => ({ id, company_name, website: stored }));
      }),
    get: (id, options) => call(options, (user) => read(find(id), user)),
    create: (input, options) =>
      call(options, async (user) => {
        const { location_id, ...rest } = input;
        const { fields, members } = await checkCompany(state, { ...rest, location: location_id }, null);
        const stamp = now();
        const company = insertCompany(state, fields, user.pk, stamp);
        applyMembers(state, company.id, members, stamp);
        const audit = { state, at: stamp, actor: user };
        auditCompany(audit, null, company);
        auditMembers(audit, [], company.id);
        return { message: createdMessage(RECORD_TITLES.company), data: read(company, user) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const { fields, members } = await checkCompany(state, input, id);
        const company = find(id);
        const stamp = now();
        const before = { company: structuredClone(company), members: membersOf(state, id) };
        Object.assign(company, fields, { modified: stamp });
        applyMembers(state, id, members, stamp);
        const audit = { state, at: stamp, actor: user };
        auditCompany(audit, before.company, company);
        auditMembers(audit, before.members, id);
        return { message: updatedMessage(RECORD_TITLES.company), data: read(company, user) };
      }),
    dashboard: (params, options) => call(options, () => dashboardView(state, params, now())),
    stageNames: (options) =>
      call(options, () =>
        stagesInOrder().map(({ stage }) => ({
          stage_id: stage.id,
          stage_name: stage.label,
          stage_order: stage.order,
        })),
      ),
    countries: (params, options) =>
      call(options, () => {
        const context = companyContext(state);
        const counts = new Map<Id, CountryCount>();
        for (const company of selectItems(state.companies, params, companyListSpec(context, now()))) {
          const label = company.country === null ? undefined : context.labels.location.get(company.country);
          if (company.country === null || label === undefined) continue;
          const entry = counts.get(company.country) ?? { id: company.country, label, count: 0 };
          entry.count += 1;
          counts.set(company.country, entry);
        }
        return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
      }),
    lastStageTaskNames: (options) =>
      call(options, () =>
        stagesInOrder()
          .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
          .map(({ stage, task }, index) => ({
            last_stage_task_id: task.id,
            last_stage_task_name: `${stage.label} - ${task.label}`,
            last_stage_task_order: index + 1,
          })),
      ),
  };
}

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import {
  calls,
  ADAPTER_MESSAGES,
  canReadCompanyHistory,
  type Company,
  companyNotAssignedMessage,
  COMPANY_PICKER_LIMITS,
  companySchema,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
} from "@pipeline/contract";
import { badRequest, forbidden, notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import type { Principal } from "../../auth/plugin";
import { viewerOf } from "../../auth/companyVisibility";
import { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS } from "./dashboard";
import { COMPANY_FILTER_RULES, COMPANY_LIST_FIELDS } from "./query";
import type { CompanyRecord } from "./record";
import { answers, Data, IdParams, MAX_ID, Paged } from "../../http/schemas/common";
import { createRoute, queryRoute, readRoute, updateRoute } from "../../http/recordRoutes";
import { CompaniesQuery, CompanyIdsQuery, SameWebsiteQuery } from "./schemas";
import { DashboardQuery, StageNamesQuery } from "./dashboardSchemas";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { CompanyRepository } from "./repository";
import type { JourneyItemRepository, JourneyRepository } from "../journey";
import { type AuditRepository, COMPANY_HISTORY_LIST_FIELDS, CompanyHistoryQuery } from "../audit";
import { pathOf } from "../../http/callPath";
import { journeyActorOf } from "../journey";
import {
  CompanyCreateBody,
  AuditEntrySchema,
  CompanyIdsSchema,
  CompanyListRowSchema,
  CompanyOptionSchema,
  CompanySchema,
  CompanyUpdateBody,
  CountryCountSchema,
  DashboardRowSchema,
  LastStageTaskEntrySchema,
  StageNameEntrySchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = {
  companies: CompanyRepository;
  journey: JourneyRepository;
  journeyItems: JourneyItemRepository;
  audit: AuditRepository;
};

export const BAD_EXCLUDE_IDS_MESSAGE = "Excluded ids must be whole numbers from 1, comma-joined.";

const DASHBOARD_FIELDS = {
  sortFields: DASHBOARD_SORT_FIELDS,
  filters: DASHBOARD_FILTERS,
  filterRules: {
    created_by: COMPANY_FILTER_RULES.created_by,
    industry: COMPANY_FILTER_RULES.industry,
    country: COMPANY_FILTER_RULES.country,
  },
};

/**
 * The refusal of a company the caller does not see. A user who acts as a role that does not see it
 * while holding SUPER_ADMIN (which sees every company) is told why: not assigned to them in the role
 * they act as. They could open it by switching roles, so nothing is told they could not learn; to
 * anyone else the company is unknown (404), whether it exists or not.
 */
async function outOfSight(repos: Repos, id: number, principal: Principal) {
  const couldSee = principal.activeRole !== "SUPER_ADMIN" && principal.roles.includes("SUPER_ADMIN");
  if (couldSee && (await repos.companies.get(id, { userId: principal.user.pk, seesAll: true }))) {
    return forbidden(companyNotAssignedMessage(principal.activeRole));
  }
  return notFound(ADAPTER_MESSAGES.notFound);
}

/** `exclude_ids`: ids joined with commas, as the table's selection sends them; blank excludes none. */
function readExcludeIds(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === "") return [];
  const ids = raw.split(",").map((part) => part.trim());
  if (!ids.every((id) => /^\d+$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_ID)) {
    throw badRequest(BAD_EXCLUDE_IDS_MESSAGE, { exclude_ids: [BAD_EXCLUDE_IDS_MESSAGE] });
  }
  return ids.map(Number);
}

/**
 * Companies (journey-and-sign-in 3-5, admin-portal 2.3, 2.4 and 7): the form's create, read and
 * update with its same-website warning, the table, the picker, the id selection behind "every
 * company matching this filter", and the stage dashboard with its names and counts. Every one of
 * them shows only the companies the caller sees (README, "Which companies a user sees"); any
 * other id is a 404.
 */
export async function companyRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["companies"];

  /**
   * The company as the caller reads it: with what they may do with its journey. A guest (who
   * reaches it only through a grant on one item) gets no contact data: neither the company's
   * e-mail and number nor its members.
   */
  const withJourneyAccess = async (company: CompanyRecord, principal: Principal): Promise<Company> => {
    const actor = journeyActorOf(principal);
    const access = await repos.journeyItems.accessLevel(company.id, actor);
    const guest = access === "shared" && !(await repos.journeyItems.seesCompany(company.id, actor));
    return {
      ...company,
      ...(guest ? { email: null, contact_number: null, company_members: [] } : {}),
      journey_access: access,
    };
  };

  app.get(
    pathOf(calls.companies.list),
    {
      schema: {
        tags,
        summary: "The companies table, or the company picker (`short_details`)",
        security: SIGNED_IN,
        querystring: CompaniesQuery,
        // The table's rows first: a picker's row lacks their fields, so it never reads as one.
        response: answers(Type.Union([Paged(CompanyListRowSchema), Paged(CompanyOptionSchema)])),
      },
    },
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { query } = request;
      if (query.short_details) {
        const params = readListQuery(query, {
          sortFields: [],
          filters: [],
          defaultPageSize: COMPANY_PICKER_LIMITS.resultsPerSearch,
        });
        return paged(await repos.companies.picker(params, viewer));
      }
      return paged(await repos.companies.list(readListQuery(query, COMPANY_LIST_FIELDS), viewer));
    },
  );

  // The selection "every company matching this filter": the table's query string (paging and
  // sorting aside) less `exclude_ids`. Actions on a selection run the same query in SQL.
  app.get(
    pathOf(calls.companies.ids),
    queryRoute(
      { tags, summary: "The ids of every company the table's query matches, less `exclude_ids`" },
      CompanyIdsQuery,
      Data(CompanyIdsSchema),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { query } = request;
      const excluded = readExcludeIds(query.exclude_ids);
      const ids = await repos.companies.ids(readListQuery(query, COMPANY_LIST_FIELDS), viewer, excluded);
      return { data: { count: ids.length, ids } };
    },
  );

  // The company form's warning: a second company with the same website can be saved, but the
  // user is shown the ones already there. Text that is no website matches none (never an error).
  app.get(
    pathOf(calls.companies.sameWebsite),
    queryRoute(
      { tags, summary: "A few companies the caller sees whose website names the same domain, by name" },
      SameWebsiteQuery,
      Data(Type.Array(CompanyOptionSchema)),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      return { data: await repos.companies.sameWebsite(request.query.website, viewer) };
    },
  );

  app.get(
    pathOf(calls.companies.dashboardView),
    queryRoute(
      {
        tags: ["dashboard"],
        summary: "The dashboard: a row per stage, task or confidence level, counted per country",
      },
      DashboardQuery,
      Paged(DashboardRowSchema),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { query } = request;
      const params = { ...readListQuery(query, DASHBOARD_FIELDS), view: query.view_type ?? "stage" };
      return paged(await repos.companies.dashboard(params, viewer));
    },
  );

  // The filters of the table and the dashboard name the stages and tasks of the journey; with
  // `country_added`, the dashboard's country select reads its per-country counts here.
  app.get(
    pathOf(calls.companies.stageNames),
    {
      schema: {
        tags: ["dashboard"],
        summary: "The journey's stages, or the companies counted per country (`country_added`)",
        security: SIGNED_IN,
        querystring: StageNamesQuery,
        response: answers(
          Type.Union([Data(Type.Array(StageNameEntrySchema)), Data(Type.Array(CountryCountSchema))]),
        ),
      },
    },
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { query } = request;
      if (query.country_added) {
        return { data: await repos.companies.countries(readListQuery(query, DASHBOARD_FIELDS), viewer) };
      }
      const stages = await repos.journey.definitions();
      return {
        data: stages.map(({ stage }) => ({
          stage_id: stage.id,
          stage_name: stage.label,
          stage_order: stage.order,
        })),
      };
    },
  );

  app.get(
    pathOf(calls.companies.lastStageTaskNames),
    {
      schema: {
        tags: ["dashboard"],
        summary: "Every task of the journey as `Stage - Task`, in journey order",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(LastStageTaskEntrySchema))),
      },
    },
    async (request) => {
      app.requireUser(request);
      const stages = await repos.journey.definitions();
      return {
        data: stages
          .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
          .map(({ stage, task }, index) => ({
            last_stage_task_id: task.id,
            last_stage_task_name: `${stage.label} - ${task.label}`,
            last_stage_task_order: index + 1,
          })),
      };
    },
  );

  app.get(
    pathOf(calls.companies.get),
    readRoute({ tags, summary: "One company the caller sees, with its members" }, CompanySchema),
    async (request) => {
      const principal = app.requireUser(request);
      const company = await repos.companies.get(request.params.id, viewerOf(principal));
      if (!company) throw await outOfSight(repos, request.params.id, principal);
      return { data: await withJourneyAccess(company, principal) };
    },
  );

  app.get(
    pathOf(calls.auditLog.companyHistory),
    {
      schema: {
        tags,
        summary:
          "What was changed in one company the caller sees (not through a grant alone), its members and its journey, newest first",
        security: SIGNED_IN,
        params: IdParams,
        querystring: CompanyHistoryQuery,
        response: answers(Paged(AuditEntrySchema)),
      },
    },
    async (request) => {
      const principal = app.requireUser(request);
      const company = await repos.companies.get(request.params.id, viewerOf(principal));
      if (!company) throw await outOfSight(repos, request.params.id, principal);
      // The history holds the journey and the contact data: for those who hold the whole journey.
      const access = await repos.journeyItems.accessLevel(company.id, journeyActorOf(principal));
      if (!canReadCompanyHistory(access)) throw forbidden();
      const params = readListQuery(request.query, COMPANY_HISTORY_LIST_FIELDS);
      // A blind evaluation's answers stay out of it for a user who has not given theirs.
      const shown = await repos.journeyItems.historyShownTo(company.id, principal.user.pk);
      return paged(await repos.audit.companyHistory(request.params.id, params, shown));
    },
  );

  // The create call sends the locations as `location_id`, the update call as `location`; both are
  // checked as the form's `location`, so its messages land on the form's field.
  app.post(
    pathOf(calls.companies.create),
    createRoute({ tags, summary: "Add a company with its members" }, CompanySchema, CompanyCreateBody),
    async (request) => {
      const principal = app.requireUser(request);
      const body = request.body ?? {};
      const values = await validateBody(
        companySchema,
        { ...body, location: body.location_id ?? body.location },
        { wireNames: { location: "location_id" } },
      );
      return {
        message: createdMessage(RECORD_TITLES.company),
        data: await withJourneyAccess(
          await repos.companies.createWithMembers(values, viewerOf(principal)),
          principal,
        ),
      };
    },
  );

  app.put(
    pathOf(calls.companies.update),
    updateRoute(
      {
        tags,
        summary: "Update a company the caller sees; members marked EDITED or DELETED, new ones without an id",
      },
      CompanySchema,
      CompanyUpdateBody,
    ),
    async (request) => {
      const principal = app.requireUser(request);
      const body = request.body ?? {};
      const values = await validateBody(companySchema, {
        ...body,
        location: body.location ?? body.location_id,
      });
      const viewer = viewerOf(principal);
      const company = await repos.companies.update(request.params.id, values, viewer);
      if (!company) {
        // Seen through a grant only: the company is there, but not theirs to edit.
        if (await repos.companies.get(request.params.id, viewer)) throw forbidden();
        throw await outOfSight(repos, request.params.id, principal);
      }
      return {
        message: updatedMessage(RECORD_TITLES.company),
        data: await withJourneyAccess(company, principal),
      };
    },
  );
}

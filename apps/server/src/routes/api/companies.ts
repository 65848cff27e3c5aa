import type { FastifyInstance } from "fastify";
import {
  ADAPTER_MESSAGES,
  COMPANY_PICKER_LIMITS,
  companySchema,
  createdMessage,
  DASHBOARD_VIEWS,
  type DashboardView,
  RECORD_TITLES,
  updatedMessage,
} from "@pipeline/contract";
import { badRequest, notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import type { Principal } from "../../plugins/app/auth";
import {
  COMPANY_LIST_FIELDS,
  type CompanyViewer,
  DASHBOARD_FILTERS,
  DASHBOARD_SORT_FIELDS,
} from "../../repositories";
import { idParam, type RouteContext } from "./context";

export const BAD_VIEW_TYPE_MESSAGE = `View type must be one of ${DASHBOARD_VIEWS.join(", ")}.`;
export const BAD_EXCLUDE_IDS_MESSAGE = "Excluded ids must be whole numbers from 1, comma-joined.";

function flag(value: unknown): boolean {
  return value === "true";
}

/** The signed-in user as the companies see them: a SUPER_ADMIN (acting as one) sees them all. */
export function viewerOf(principal: Principal): CompanyViewer {
  return { userId: principal.user.pk, seesAll: principal.activeRole === "SUPER_ADMIN" };
}

function queryOf(request: { query: unknown }): Record<string, string> {
  return (request.query ?? {}) as Record<string, string>;
}

function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function readExcludeIds(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === "") return [];
  const parts = raw.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part) && Number(part) >= 1)) {
    throw badRequest(BAD_EXCLUDE_IDS_MESSAGE, { exclude_ids: [BAD_EXCLUDE_IDS_MESSAGE] });
  }
  return parts.map(Number);
}

/**
 * Companies (journey-and-sign-in 3-5, admin-portal 2.3, 2.4 and 7): the form's create, read and
 * update, the table, the picker, the id selection behind "every company matching this filter",
 * and the stage dashboard with its names and counts. Every one of them shows only the companies
 * the caller sees (README, "Which companies a user sees"); any other id is a 404.
 */
export async function companyRoutes(app: FastifyInstance, { repos }: RouteContext) {
  const dashboardQuery = (query: Record<string, string>) =>
    readListQuery(query, { sortFields: DASHBOARD_SORT_FIELDS, filters: DASHBOARD_FILTERS });

  app.get("/company", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const query = queryOf(request);
    if (flag(query.short_details)) {
      const params = readListQuery(query, {
        sortFields: [],
        filters: [],
        defaultPageSize: COMPANY_PICKER_LIMITS.resultsPerSearch,
      });
      return paged(await repos.companies.picker(params, viewer));
    }
    return paged(await repos.companies.list(readListQuery(query, COMPANY_LIST_FIELDS), viewer));
  });

  // The selection "every company matching this filter": the table's query string (paging and
  // sorting aside) less `exclude_ids`. Actions on a selection run the same query in SQL.
  app.get("/company/ids", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const query = queryOf(request);
    const excluded = readExcludeIds(query.exclude_ids);
    const ids = await repos.companies.ids(readListQuery(query, COMPANY_LIST_FIELDS), viewer, excluded);
    return { data: { count: ids.length, ids } };
  });

  app.get("/company/dashboard-view", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const query = queryOf(request);
    const view = query.view_type ?? "stage";
    if (!(DASHBOARD_VIEWS as readonly string[]).includes(view)) {
      throw badRequest(BAD_VIEW_TYPE_MESSAGE, { view_type: [BAD_VIEW_TYPE_MESSAGE] });
    }
    const params = { ...dashboardQuery(query), view: view as DashboardView };
    return paged(await repos.companies.dashboard(params, viewer));
  });

  // The filters of the table and the dashboard name the stages and tasks of the journey; with
  // `country_added`, the dashboard's country select reads its per-country counts here.
  app.get("/company/get_stage_names", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const query = queryOf(request);
    if (flag(query.country_added)) {
      return { data: await repos.companies.countries(dashboardQuery(query), viewer) };
    }
    const stages = await repos.journey.definitions();
    return {
      data: stages.map(({ stage }) => ({
        stage_id: stage.id,
        stage_name: stage.label,
        stage_order: stage.order,
      })),
    };
  });

  app.get("/company/get_last_stage_task_names", async (request) => {
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
  });

  app.get("/company/:id", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const id = idParam(request.params);
    const company = id === null ? null : await repos.companies.get(id, viewer);
    if (!company) throw notFound(ADAPTER_MESSAGES.notFound);
    return { data: company };
  });

  // The create call sends the locations as `location_id`, the update call as `location`; both are
  // checked as the form's `location`, so its messages land on the form's field.
  app.post("/company/", async (request) => {
    const author = viewerOf(app.requireUser(request));
    const body = bodyObject(request.body);
    const values = await validateBody(companySchema, {
      ...body,
      location: body.location_id ?? body.location,
    });
    return {
      message: createdMessage(RECORD_TITLES.company),
      data: await repos.companies.createWithMembers(values, author),
    };
  });

  app.put("/company/:id/", async (request) => {
    const viewer = viewerOf(app.requireUser(request));
    const body = bodyObject(request.body);
    const values = await validateBody(companySchema, {
      ...body,
      location: body.location ?? body.location_id,
    });
    const id = idParam(request.params);
    const company = id === null ? null : await repos.companies.update(id, values, viewer);
    if (!company) throw notFound(ADAPTER_MESSAGES.notFound);
    return { message: updatedMessage(RECORD_TITLES.company), data: company };
  });
}

import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import countries from "i18n-iso-countries";
import { COMPANY_PICKER_LIMITS } from "@pipeline/contract";
import { paged, readListQuery } from "../../http/lists";
import { EMAIL_LOG_LIST_FIELDS } from "../../repositories";
import type { RouteContext } from "./context";

// The country names travel with the server, so the sender form never reaches out to a third party.
countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/en.json"));
const COUNTRY_NAMES = Object.values(countries.getNames("en", { select: "official" })).sort((a, b) =>
  a.localeCompare(b, "en"),
);

const EMAIL_LOG_READERS = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] } as const;

/** Journey definitions, countries, the company picker and e-mail logs. */
export async function referenceRoutes(app: FastifyInstance, { repos }: RouteContext) {
  app.get("/journey-item", async (request) => {
    app.requireUser(request);
    return { data: await repos.journey.definitions() };
  });

  // The filters of the companies table and dashboard name stages and tasks of the journey.
  app.get("/company/get_stage_names", async (request) => {
    app.requireUser(request);
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
    let order = 0;
    return {
      data: stages.flatMap(({ tasks }) =>
        tasks.map((task) => ({
          last_stage_task_id: task.id,
          last_stage_task_name: task.label,
          last_stage_task_order: ++order,
        })),
      ),
    };
  });

  app.get("/countries", async (request) => {
    app.requireUser(request);
    return { data: COUNTRY_NAMES };
  });

  app.get("/company", async (request) => {
    app.requireUser(request);
    const query = (request.query ?? {}) as Record<string, string>;
    const params = readListQuery(query, {
      sortFields: [],
      filters: [],
      defaultPageSize: COMPANY_PICKER_LIMITS.resultsPerSearch,
    });
    return paged(await repos.companies.picker(params));
  });

  app.get("/email-logs", async (request) => {
    app.requireAccess(request, EMAIL_LOG_READERS);
    return paged(await repos.emailLogs.list(readListQuery(request.query, EMAIL_LOG_LIST_FIELDS)));
  });
}

import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import countries from "i18n-iso-countries";
import { paged, readListQuery } from "../../http/lists";
import { EMAIL_LOG_LIST_FIELDS } from "../../repositories";
import type { RouteContext } from "./context";

// The country names travel with the server, so the sender form never reaches out to a third party.
countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/en.json"));
const COUNTRY_NAMES = Object.values(countries.getNames("en", { select: "official" })).sort((a, b) =>
  a.localeCompare(b, "en"),
);

const EMAIL_LOG_READERS = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] } as const;

/** Journey definitions, countries and e-mail logs. */
export async function referenceRoutes(app: FastifyInstance, { repos }: RouteContext) {
  app.get("/journey-item", async (request) => {
    app.requireUser(request);
    return { data: await repos.journey.definitions() };
  });

  app.get("/countries", async (request) => {
    app.requireUser(request);
    return { data: COUNTRY_NAMES };
  });

  app.get("/email-logs", async (request) => {
    app.requireAccess(request, EMAIL_LOG_READERS);
    return paged(await repos.emailLogs.list(readListQuery(request.query, EMAIL_LOG_LIST_FIELDS)));
  });
}

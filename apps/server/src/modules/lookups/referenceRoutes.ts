import { createRequire } from "node:module";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import countries from "i18n-iso-countries";
import { Type } from "typebox";
import { paged, readListQuery } from "../../http/lists";
import { EMAIL_LOG_LIST_FIELDS } from "../../repositories";
import { answers, Data, Paged } from "../../http/schemas/common";
import { EmailLogSchema, EmailLogsQuery, JourneyItemDefinitionSchema } from "./referenceSchemas";
import { SIGNED_IN } from "../../http/schemas/security";
import type { RouteContext } from "../context";

// The country names travel with the server, so the sender form never reaches out to a third party.
countries.registerLocale(createRequire(import.meta.url)("i18n-iso-countries/langs/en.json"));
const COUNTRY_NAMES = Object.values(countries.getNames("en", { select: "official" })).sort((a, b) =>
  a.localeCompare(b, "en"),
);

const EMAIL_LOG_READERS = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] } as const;

/** Journey definitions, countries and e-mail logs. */
export async function referenceRoutes(server: FastifyInstance, { repos }: RouteContext) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/journey-item",
    {
      schema: {
        tags: ["journey"],
        summary: "The journey: its stages in order, each with its tasks",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(JourneyItemDefinitionSchema))),
      },
    },
    async (request) => {
      app.requireUser(request);
      return { data: await repos.journey.definitions() };
    },
  );

  app.get(
    "/countries",
    {
      schema: {
        tags: ["reference lists"],
        summary: "Every country's official English name, sorted",
        security: SIGNED_IN,
        response: answers(Data(Type.Array(Type.String()))),
      },
    },
    async (request) => {
      app.requireUser(request);
      return { data: COUNTRY_NAMES };
    },
  );

  app.get(
    "/email-logs",
    {
      schema: {
        tags: ["e-mail logs"],
        summary: "The messages sent, paged (FSD_Admin with can_view_email_logs)",
        security: SIGNED_IN,
        querystring: EmailLogsQuery,
        response: answers(Paged(EmailLogSchema)),
      },
    },
    async (request) => {
      app.requireAccess(request, EMAIL_LOG_READERS);
      return paged(await repos.emailLogs.list(readListQuery(request.query, EMAIL_LOG_LIST_FIELDS)));
    },
  );
}

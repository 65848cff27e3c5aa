import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { object } from "yup";
import { addJourneyItemSchema, createdMessage, trimmedText } from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { Data } from "../../http/schemas/common";
import { createRoute, formRoute, readRoute } from "../../http/recordRoutes";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import { commentRoutes } from "./commentRoutes";
import { evaluationRoutes } from "./evaluationRoutes";
import { grantRoutes } from "./grantRoutes";
import { actorOf, companyId, optionalId, type Repos, tags } from "./routeParts";
import { summaryRoutes } from "./summaryRoutes";
import {
  CompanyActivitySchema,
  EmailTemplateBody,
  EmailTemplateSchema,
  JourneyItemSchema,
  JourneyTimelineSchema,
  LinkedinBody,
} from "@pipeline/contract/wire";

const INVALID_DATE = "Invalid date";

// The Add Item form's LinkedIn fields, with the form's own rules and words: its schema picked for
// the type's fields, with the type set as the chosen task's would be.
const linkedinSchema = addJourneyItemSchema
  .pick(["stage_id", "task_id", "task_type", "company_member_ids", "message", "date"])
  .concat(companyId);
const templateSchema = object({
  key: trimmedText().required("Key is required").max(100, "Key must be at most 100 characters"),
  company_id: optionalId("Company"),
  company_member_id: optionalId("Company member"),
});

/** A date PostgreSQL stores as the client meant it: years 1 to 9999. */
function checkDate(field: string, value: Date) {
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) throw badRequest(INVALID_DATE, { [field]: [INVALID_DATE] });
}

/**
 * The company journey (journey-and-sign-in 3-7): the timeline, evaluations and their decisions,
 * LinkedIn messages, summaries, call notes, comments, task templates and time-limited access to
 * one journey item. Who may do what: apps/server/README.md, "The company journey".
 */
export async function journeyRoutes(server: FastifyInstance, context: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const journey = context.repos.journeyItems;

  app.get(
    "/company/:id/journey",
    readRoute(
      {
        tags,
        summary:
          "The company's timeline: the whole of it with can_view_journey, or the items an unexpired grant opens (each read recorded)",
      },
      JourneyTimelineSchema,
    ),
    async (request, reply) => {
      const data = await journey.timeline(
        request.params.id,
        actorOf(app, request),
        context.services.publicUrl,
      );
      // The timeline is built field by field as the schema names them (a test holds it to that), and
      // it runs to megabytes of text: JSON.stringify writes it in a third of the schema's serializer's
      // time. Errors thrown before here are answered as everywhere else.
      reply.type("application/json; charset=utf-8").serializer(JSON.stringify);
      return { data };
    },
  );

  app.get(
    "/company/:id/activity",
    readRoute(
      {
        tags,
        summary:
          "The company's standalone comments and the files of its Upload dialog (who, when), oldest first; none through a grant alone",
      },
      CompanyActivitySchema,
    ),
    async (request) => ({ data: await journey.activity(request.params.id, actorOf(app, request)) }),
  );

  app.post(
    "/linkedin/",
    createRoute(
      { tags, summary: "Record a LinkedIn message to members of the company" },
      JourneyItemSchema,
      LinkedinBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
      const values = await validateBody(linkedinSchema, { ...request.body, task_type: "LINKEDIN" });
      const { date, message } = values;
      if (!date || typeof message !== "string")
        throw new Error("A LINKEDIN task requires a date and a message.");
      checkDate("date", date);
      const data = await journey.createLinkedin(
        {
          company_id: values.company_id,
          stage_id: values.stage_id,
          task_id: values.task_id,
          company_member_ids: values.company_member_ids,
          message,
          date,
        },
        actor,
      );
      return { message: createdMessage("LinkedIn message"), data };
    },
  );

  app.post(
    "/email-template/",
    formRoute(
      {
        tags,
        summary: "A task's template by its name, {{company_name}}, {{pitch_line}} and {{first_name}} filled",
      },
      Data(EmailTemplateSchema),
      EmailTemplateBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
      const values = await validateBody(templateSchema, request.body);
      return { data: await journey.template(values, actor) };
    },
  );

  await server.register(evaluationRoutes, context);
  await server.register(summaryRoutes, context);
  await server.register(commentRoutes, context);
  await server.register(grantRoutes, context);
}

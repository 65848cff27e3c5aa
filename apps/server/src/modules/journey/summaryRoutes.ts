import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import {
  CALL_NOTES_EMPTY_MESSAGE,
  callNotesHaveContent,
  callNotesWriteSchema,
  summaryWriteSchema,
} from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { readRoute } from "../../http/recordRoutes";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import { actorOf, recordWriteRoutes, type Repos, tags } from "./routeParts";
import { CallNotesBody, CallNotesSchema, SummaryBody, SummarySchema } from "@pipeline/contract/wire";

/** Call notes' body, refused when nothing in it is filled in, as the form refuses it. */
async function callNotesBody(body: unknown) {
  const values = await validateBody(callNotesWriteSchema, body);
  if (!callNotesHaveContent(values)) throw badRequest(CALL_NOTES_EMPTY_MESSAGE);
  return values;
}

/** The company summary and call notes: each read, added as a journey item, and changed. */
export async function summaryRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const journey = repos.journeyItems;

  app.get(
    "/summary/:id",
    readRoute({ tags, summary: "A company summary" }, SummarySchema),
    async (request) => ({ data: await journey.getSummary(request.params.id, actorOf(app, request)) }),
  );

  recordWriteRoutes(server, {
    path: "/summary/",
    title: "Summary",
    summaries: {
      create: "Add the company summary as a journey item",
      update:
        "Update a summary; priorities and additional fields marked EDITED or DELETED, new ones without an id",
    },
    response: SummarySchema,
    documentedBody: SummaryBody,
    values: (body) => validateBody(summaryWriteSchema, body),
    create: (values, actor) => journey.createSummary(values, actor),
    update: (id, values, actor) => journey.updateSummary(id, values, actor),
  });

  app.get(
    "/call-notes/:id",
    readRoute({ tags, summary: "Call notes of a company" }, CallNotesSchema),
    async (request) => ({ data: await journey.getCallNotes(request.params.id, actorOf(app, request)) }),
  );

  recordWriteRoutes(server, {
    path: "/call-notes/",
    title: "Call notes",
    summaries: { create: "Add call notes as a journey item", update: "Update call notes" },
    response: CallNotesSchema,
    documentedBody: CallNotesBody,
    values: callNotesBody,
    create: (values, actor) => journey.createCallNotes(values, actor),
    update: (id, values, actor) => journey.updateCallNotes(id, values, actor),
  });
}

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls } from "@pipeline/contract";
import { DecisionRecordEntrySchema, DecisionRecordSchema } from "@pipeline/contract/wire";
import { pathOf } from "../../http/callPath";
import { readRoute } from "../../http/recordRoutes";
import type { ModuleContext } from "../../services";
import { journeyActorOf } from "../journey";
import type { DecisionRepository } from "./decisions";

const tags = ["journey"];

/**
 * The records a gate's decisions froze: a company's list of them and one record, for a user who
 * reads the company's whole journey or holds an unexpired grant on the evaluation's item.
 */
export async function decisionRoutes(
  server: FastifyInstance,
  { repos }: ModuleContext<{ decisions: DecisionRepository }>,
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    pathOf(calls.decisions.byCompany),
    readRoute(
      {
        tags,
        summary:
          "The company's decision records, oldest first: all with its whole journey, those of the items an unexpired grant opens otherwise",
      },
      Type.Array(DecisionRecordEntrySchema),
    ),
    async (request) => ({
      data: await repos.decisions.list(request.params.id, journeyActorOf(app.requireUser(request))),
    }),
  );

  app.get(
    pathOf(calls.decisions.get),
    readRoute(
      { tags, summary: "One decision record as the gate's decision froze it: it never changes" },
      DecisionRecordSchema,
    ),
    async (request) => ({
      data: await repos.decisions.get(request.params.id, journeyActorOf(app.requireUser(request))),
    }),
  );
}

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls, decisionPdfName } from "@pipeline/contract";
import { DecisionRecordEntrySchema, DecisionRecordSchema } from "@pipeline/contract/wire";
import { pathOf } from "../../http/callPath";
import { readRoute } from "../../http/recordRoutes";
import { ErrorBody, IdParams } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import { contentDisposition } from "../../storage/signedLinks";
import type { ModuleContext } from "../../services";
import { journeyActorOf } from "../journey";
import { renderDecisionPdf } from "./decisionPdf";
import type { DecisionRepository } from "./decisions";

const tags = ["journey"];

const PdfAnswers = {
  200: Type.Unsafe<Buffer>({
    type: "string",
    format: "binary",
    description: "The decision record as a PDF (A4), as an attachment",
  }),
  "4xx": ErrorBody,
  "5xx": ErrorBody,
};

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

  app.get(
    pathOf(calls.decisions.pdf),
    {
      schema: {
        tags,
        summary: "One decision record as a PDF made on the server, for those who may read the record",
        security: SIGNED_IN,
        params: IdParams,
        response: PdfAnswers,
      },
    },
    async (request, reply) => {
      const record = await repos.decisions.get(request.params.id, journeyActorOf(app.requireUser(request)));
      const pdf = await renderDecisionPdf(record);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition(decisionPdfName(record), "attachment"))
        .send(pdf);
    },
  );
}

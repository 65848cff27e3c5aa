import type { FastifyInstance } from "fastify";
import { object } from "yup";
import { commentSchema } from "@pipeline/contract";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import { companyId, optionalId, recordWriteRoutes, type Repos } from "./routeParts";
import { CommentBody, CommentSchema } from "@pipeline/contract/wire";

const commentBodySchema = commentSchema
  .concat(companyId)
  .concat(object({ journey_item_id: optionalId("Journey item") }));

/** Comments on a company or one of its journey items; only a comment's author changes it. */
export async function commentRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const journey = repos.journeyItems;
  recordWriteRoutes(server, {
    path: "/comment/",
    title: "Comment",
    summaries: {
      create: "Comment on a company, or on one of its journey items (journey_item_id)",
      update: "Change a comment; only its author may",
    },
    response: CommentSchema,
    documentedBody: CommentBody,
    values: (body) => validateBody(commentBodySchema, body),
    create: (values, actor) => journey.createComment(values, actor),
    update: (id, values, actor) => journey.updateComment(id, values, actor),
  });
}

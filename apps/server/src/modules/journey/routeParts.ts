import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { number, object } from "yup";
import { createdMessage, type Id, recordIdTest, requiredIdSchema, updatedMessage } from "@pipeline/contract";
import { answers, FormBody, IdParams, Written } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import { type JourneyActor, journeyActorOf } from "./access";
import type { JourneyItemRepository } from "./repository";

// What the journey's route files share: their repository, tag, the fields many bodies name, and
// the pair of routes that adds a record and changes it.

/** The repositories these routes read. */
export type Repos = { journeyItems: JourneyItemRepository };

export const tags = ["journey"];
export const COMPANY_REQUIRED = "Company is required";
export const JOURNEY_ITEM_REQUIRED = "Journey item is required";

export const companyId = object({ company_id: requiredIdSchema(COMPANY_REQUIRED, "Company") });
export const optionalId = (field: string) =>
  number().typeError(`${field} must be a number.`).nullable().test(recordIdTest(field));

/** The signed-in user as the journey decides with it; 401 without one. */
export function actorOf(server: FastifyInstance, request: FastifyRequest): JourneyActor {
  return journeyActorOf(server.requireUser(request));
}

/** A record the form adds with `POST <path>` and changes with `PUT <path>:id/`, in the same body. */
type RecordWrites<Values, Answer extends TSchema> = {
  /** The path that adds one, ending with a slash: `/summary/`. */
  path: string;
  /** The record's name in the answer's message: "Summary" added (or updated) successfully. */
  title: string;
  summaries: { create: string; update: string };
  /** What the record answers as. */
  response: Answer;
  /** The body the document shows for both. */
  documentedBody: TSchema;
  /** The body's values, checked with the form's own schema. */
  values(body: unknown): Promise<Values>;
  create(values: Values, actor: JourneyActor): Promise<Static<Answer>>;
  update(id: Id, values: Values, actor: JourneyActor): Promise<Static<Answer>>;
};

/**
 * Registers the record's add and change routes, answered alike. What they answer is typed by
 * `create` and `update`, which give the record as `response` describes it.
 */
export function recordWriteRoutes<Values, Answer extends TSchema>(
  app: FastifyInstance,
  record: RecordWrites<Values, Answer>,
) {
  async function write(request: FastifyRequest, id: Id | null) {
    const actor = actorOf(app, request);
    const values = await record.values(request.body);
    if (id === null)
      return { message: createdMessage(record.title), data: await record.create(values, actor) };
    return { message: updatedMessage(record.title), data: await record.update(id, values, actor) };
  }

  app.post(
    record.path,
    {
      schema: {
        tags,
        summary: record.summaries.create,
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(record.response)),
      },
      config: { documentedBody: record.documentedBody },
    },
    (request) => write(request, null),
  );
  app.put<{ Params: Static<typeof IdParams> }>(
    `${record.path}:id/`,
    {
      schema: {
        tags,
        summary: record.summaries.update,
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(record.response)),
      },
      config: { documentedBody: record.documentedBody },
    },
    (request) => write(request, request.params.id),
  );
}

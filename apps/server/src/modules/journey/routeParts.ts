import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { number, object } from "yup";
import { type Id, recordIdTest, requiredIdSchema } from "@pipeline/contract";
import { formWriteRoutes } from "../../http/recordRoutes";
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
type JourneyRecordWrites<Values, Answer extends TSchema> = {
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
 * Registers the record's add and change routes, answered alike, for the signed-in user. What they
 * answer is typed by `create` and `update`, which give the record as `response` describes it.
 */
export function recordWriteRoutes<Values, Answer extends TSchema>(
  app: FastifyInstance,
  record: JourneyRecordWrites<Values, Answer>,
) {
  formWriteRoutes(app, {
    paths: { create: record.path, update: `${record.path}:id/` },
    tags,
    title: record.title,
    summaries: record.summaries,
    response: record.response,
    documentedBody: record.documentedBody,
    caller: (request) => actorOf(app, request),
    create: async (body, actor) => record.create(await record.values(body), actor),
    update: async (id, body, actor) => record.update(id, await record.values(body), actor),
  });
}

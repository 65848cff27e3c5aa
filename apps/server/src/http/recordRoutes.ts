import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { createdMessage, type Id, updatedMessage } from "@pipeline/contract";
import { found } from "./HttpError";
import { answers, Data, FormBody, IdParams, Written } from "./schemas/common";
import { SIGNED_IN } from "./schemas/security";

// The options of the record routes most modules serve (a list, one record by `:id`, the form that
// adds one and the form that changes one), for a signed-in caller. The document is generated from
// these schemas, so each route's part of it reads alike.

/** What the document says of a route: its group and its one line. */
export type RouteDoc = { tags: string[]; summary: string };

/** A read by its query string (a list, most often): `querystring` checks it, `response` is the 200 answer. */
export function queryRoute<Q extends TSchema, R extends TSchema>(doc: RouteDoc, querystring: Q, response: R) {
  return { schema: { ...doc, security: SIGNED_IN, querystring, response: answers(response) } };
}

/** One record by the `:id` of the path, answered as `{ data }`. */
export function readRoute<R extends TSchema>(doc: RouteDoc, record: R) {
  return { schema: { ...doc, security: SIGNED_IN, params: IdParams, response: answers(Data(record)) } };
}

/** A form whose body `documentedBody` shows, answered with `response`. */
export function formRoute<R extends TSchema>(doc: RouteDoc, response: R, documentedBody: TSchema) {
  return {
    schema: { ...doc, security: SIGNED_IN, body: FormBody, response: answers(response) },
    config: { documentedBody },
  };
}

/** A form that adds a record, answered with its message and the record. */
export function createRoute<R extends TSchema>(doc: RouteDoc, record: R, documentedBody: TSchema) {
  return formRoute(doc, Written(record), documentedBody);
}

/** An action on the record of the `:id` of the path, with no body to show, answered with `response`. */
export function actionRoute<R extends TSchema>(doc: RouteDoc, response: R) {
  return {
    schema: {
      ...doc,
      security: SIGNED_IN,
      params: IdParams,
      body: FormBody,
      response: answers(response),
    },
  };
}

/** A form that changes the record of the `:id` of the path, answered as `createRoute`'s. */
export function updateRoute<R extends TSchema>(doc: RouteDoc, record: R, documentedBody: TSchema) {
  return { ...actionRoute(doc, Written(record)), config: { documentedBody } };
}

/**
 * A multipart upload, its other values in the query string, answered with its message and the
 * record; `documentedBody` is the form the document shows.
 */
export function uploadRoute<Q extends TSchema, R extends TSchema>(
  doc: RouteDoc,
  querystring: Q,
  record: R,
  documentedBody: TSchema,
) {
  return {
    schema: {
      ...doc,
      security: SIGNED_IN,
      consumes: ["multipart/form-data"],
      querystring,
      response: answers(Written(record)),
    },
    config: { documentedBody },
  };
}

/** The record's add and change forms, answered alike with the record's message. */
export type FormWrites<Caller, Answer extends TSchema> = {
  /** `POST create` adds one; `PUT update`, a path ending with `:id/`, changes it. */
  paths: { create: string; update: string };
  tags: string[];
  /** The record's name in the answer's message: "User" added (or updated) successfully. */
  title: string;
  summaries: { create: string; update: string };
  /** What the record answers as. */
  response: Answer;
  /** The body the document shows for both, unless the change has its own. */
  documentedBody: TSchema;
  documentedUpdateBody?: TSchema;
  /** Who may write (it throws for anyone else): given to `create` and `update`. */
  caller(request: FastifyRequest): Caller;
  /** Checks the form's body and adds the record. */
  create(body: FormValues, caller: Caller): Promise<Static<Answer>>;
  /** Checks the form's body and changes the record; null when there is none with the id (404). */
  update(id: Id, body: FormValues, caller: Caller): Promise<Static<Answer> | null>;
};

type FormValues = Static<typeof FormBody>;

/**
 * Registers the record's add and change routes. What they answer is typed by `create` and
 * `update`, which give the record as `response` describes it.
 */
export function formWriteRoutes<Caller, Answer extends TSchema>(
  app: FastifyInstance,
  record: FormWrites<Caller, Answer>,
) {
  const { tags, summaries, response, documentedBody } = record;
  app.post<{ Body: FormValues }>(
    record.paths.create,
    createRoute({ tags, summary: summaries.create }, response, documentedBody),
    async (request) => {
      const caller = record.caller(request);
      return { message: createdMessage(record.title), data: await record.create(request.body, caller) };
    },
  );
  app.put<{ Params: Static<typeof IdParams>; Body: FormValues }>(
    record.paths.update,
    updateRoute({ tags, summary: summaries.update }, response, record.documentedUpdateBody ?? documentedBody),
    async (request) => {
      const caller = record.caller(request);
      const data = found(await record.update(request.params.id, request.body, caller));
      return { message: updatedMessage(record.title), data };
    },
  );
}

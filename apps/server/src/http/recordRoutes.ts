import type { TSchema } from "typebox";
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

/** A form that adds a record, answered with its message and the record; `documentedBody` is what the document shows. */
export function createRoute<R extends TSchema>(doc: RouteDoc, record: R, documentedBody: TSchema) {
  return {
    schema: { ...doc, security: SIGNED_IN, body: FormBody, response: answers(Written(record)) },
    config: { documentedBody },
  };
}

/** A form that changes the record of the `:id` of the path, answered as `createRoute`'s. */
export function updateRoute<R extends TSchema>(doc: RouteDoc, record: R, documentedBody: TSchema) {
  return {
    schema: {
      ...doc,
      security: SIGNED_IN,
      params: IdParams,
      body: FormBody,
      response: answers(Written(record)),
    },
    config: { documentedBody },
  };
}

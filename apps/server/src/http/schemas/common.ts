import { type TSchema, Type } from "typebox";
import { ErrorBody, Id, Nullable } from "@pipeline/contract/wire";

// Response schemas are allow-lists: Fastify's serializer writes only the properties they name, so a
// column added to a table never leaks by accident.

// The shared wire shapes live in the contract; the route-only pieces (path and query parameters,
// the answers by status, the form body Fastify checks) are the server's.
export {
  Data,
  ErrorBody,
  Id,
  IsoDateTime,
  LabelRef,
  MAX_ID,
  Nullable,
  Paged,
  PersonRef,
  Written,
} from "@pipeline/contract/wire";

/** `:id` of a path. Anything but a whole number from 1 to MAX_ID answers 404, as an unknown id does. */
export const IdParams = Type.Object({ id: Id });

/** A `true`/`false` query parameter: any other value is refused with a 400 naming it. */
export function Flag(description: string) {
  return Type.Optional(Type.Boolean({ description }));
}

/** The answers of a route by status: the given 200 and the error shape for every failure. */
export function answers<T extends TSchema>(ok: T) {
  return { 200: ok, "4xx": ErrorBody, "5xx": ErrorBody };
}

/**
 * What Fastify checks of a form's body: a JSON object, or none at all. The handler checks its
 * fields with the form's own yup schema from the contract, so the server refuses what the form
 * refuses in the same words; the route's `config.documentedBody` is the shape the document shows.
 */
export const FormBody = Nullable(Type.Record(Type.String(), Type.Unknown()));

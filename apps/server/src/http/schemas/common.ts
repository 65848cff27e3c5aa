import { type Static, type TSchema, Type } from "typebox";

// The building blocks every resource's schemas share: ids, references, the answer envelopes of
// DESIGN "Answers" and the error shape. Response schemas are allow-lists: Fastify's serializer
// writes only the properties they name, so a column added to a table never leaks by accident.

/** The largest id a PostgreSQL `integer` column holds; a larger one names no record. */
export const MAX_ID = 2_147_483_647;

/** A record's id as a client may send it (a path or query value). */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `:id` of a path. Anything but a whole number from 1 to MAX_ID answers 404, as an unknown id does. */
export const IdParams = Type.Object({ id: Id });

/** An instant as an ISO 8601 string in UTC. */
export const IsoDateTime = Type.String({ description: "ISO 8601 instant, UTC" });

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A `true`/`false` query parameter: any other value is refused with a 400 naming it. */
export function Flag(description: string) {
  return Type.Optional(Type.Boolean({ description }));
}

export const LabelRef = Type.Object({ id: Type.Integer(), label: Type.String() });
export const PersonRef = Type.Object({ first_name: Type.String(), last_name: Type.String() });

/** Every failure: the message shown as it comes, and messages per field (dotted paths for nested ones). */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { description: "A failure, with a real HTTP status" },
);

/** A page of a list: `results.data` holds the rows, `count` all rows matching. */
export function Paged<T extends TSchema>(row: T) {
  return Type.Object(
    { results: Type.Object({ data: Type.Array(row) }), count: Type.Integer() },
    { description: "A page of the list and the count of every row matching" },
  );
}

/** A single read, or an unpaged list. */
export function Data<T extends TSchema>(data: T) {
  return Type.Object({ data }, { description: "The record or list asked for" });
}

/** A create, update or action: the message is shown to the user as it comes. */
export function Written<T extends TSchema>(data: T) {
  return Type.Object(
    { message: Type.String(), data },
    { description: "Saved; the message is shown as it comes" },
  );
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

type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

type Agreement<Schema, Contract> = [Schema] extends [Contract]
  ? [Contract] extends [Schema]
    ? SameKeys<Schema, Contract> extends true
      ? unknown
      : "this schema and the contract's type name different fields"
    : "the contract's type allows values this schema does not"
  : "this schema allows values the contract's type does not";

/**
 * Ties a schema to the contract's type: it compiles only when each accepts the other's values and
 * both name the same fields, so an allow-list can neither drop a field the contract promises nor
 * serve one the contract does not know.
 */
export function agreesWith<Contract>() {
  return <S extends TSchema>(schema: S & Agreement<Static<S>, Contract>): S => schema;
}

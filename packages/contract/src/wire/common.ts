import { type TSchema, Type } from "typebox";

// The building blocks every record's wire shape shares: ids, instants, references and the answer
// envelopes of DESIGN "Answers". The server writes its answers through these schemas (an allow-list:
// a property they do not name never leaves it), and the contract's entity types are read off them.

/** The largest id a PostgreSQL `integer` column holds; a larger one names no record. */
export const MAX_ID = 2_147_483_647;

/** A record's id as a client may send it (a path or query value). */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** An instant as an ISO 8601 string in UTC; screens show it in IST. */
export const IsoDateTime = Type.String({ description: "ISO 8601 instant, UTC" });

/** A calendar day as `YYYY-MM-DD`. */
export const IsoDate = Type.String({ description: "A day, YYYY-MM-DD" });

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** An option of a reference list as other records embed it. */
export const LabelRef = Type.Object({ id: Type.Integer(), label: Type.String() });

/** A person as records name their author or editor. */
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

import { type TProperties, type TSchema, Type } from "typebox";

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

// The rules of the form schemas (contract/src/schemas) that a body's JSON Schema can state, so that
// the document says what the server takes. What JSON Schema cannot say (a valid e-mail address or
// phone number, a date not in the past, one field's rule on another) the field's description says.

// Forms trim text first (schemas/trimmedText.ts: spaces, and characters that take no room on
// screen), then count it: the patterns below count the same way.
const BLANK = "[\\s\\p{Zs}\\p{Cf}]";
const NOT_BLANK = "[^\\s\\p{Zs}\\p{Cf}]";

type TrimmedRule = {
  /** Fewest characters once trimmed; 0 lets it be empty. */
  readonly min?: number;
  /** Most characters once trimmed. */
  readonly max?: number;
  readonly description?: string;
};

/** A pattern for text whose trimmed length runs from `min` (at least 1) to `max`. */
function trimmedLength(min: number, max: number | undefined): string {
  if (max === undefined && min <= 1) return NOT_BLANK;
  if (max === 1) return `^${BLANK}*${NOT_BLANK}${BLANK}*$`;
  const inner = `[\\s\\S]{${Math.max(min - 2, 0)},${max === undefined ? "" : max - 2}}`;
  const body = min <= 1 ? `${NOT_BLANK}(?:${inner}${NOT_BLANK})?` : `${NOT_BLANK}${inner}${NOT_BLANK}`;
  return `^${BLANK}*${body}${BLANK}*$`;
}

/** Text a form trims, then requires (unless `min` is 0) and counts. */
export function TrimmedText({ min = 1, max, description }: TrimmedRule = {}) {
  const counted = min === 0 ? `^${BLANK}*$|${trimmedLength(1, max)}` : trimmedLength(min, max);
  const length = [min > 1 ? `at least ${min}` : "", max === undefined ? "" : `at most ${max}`].filter(
    Boolean,
  );
  const said = length.length > 0 ? `${length.join(", ")} characters once trimmed` : "";
  return Type.String({
    pattern: counted,
    ...(description || said ? { description: [description, said].filter(Boolean).join("; ") } : {}),
  });
}

/** Text a form requires: some character other than a space, at most `max` once trimmed. */
export function RequiredText(max?: number, description?: string) {
  return TrimmedText({
    ...(max === undefined ? {} : { max }),
    ...(description === undefined ? {} : { description }),
  });
}

/** Text that may be empty, at most `maxLength`. */
export function Text(maxLength: number, description?: string) {
  return Type.String({ maxLength, ...(description === undefined ? {} : { description }) });
}

/** Letters only, with their combining marks, no spaces: first and last names. */
const LETTERS_ONLY = "^\\p{L}[\\p{L}\\p{M}]*$";

/** A person's first or last name: letters only, from `min` to `max` characters. */
export function PersonName({ min, max }: { readonly min: number; readonly max: number }) {
  return Type.String({ pattern: LETTERS_ONLY, minLength: min, maxLength: max });
}

/** A saved entry of a list marked DELETED: a request to remove it, its other fields not checked. */
export const DeletedEntrySchema = Type.Object({
  id: Type.Optional(Type.Unknown({ description: "The saved entry's id" })),
  status: Type.Literal("DELETED"),
});

/**
 * An entry of a list as a form sends it: new (no id), changed (EDITED), or DELETED, and then
 * nothing else of it is checked.
 */
export function ListEntryInput<Fields extends TProperties>(id: TSchema, fields: Fields) {
  return Type.Union([
    Type.Object({
      id: Type.Optional(id),
      ...fields,
      status: Type.Optional(Nullable(Type.Literal("EDITED"))),
    }),
    DeletedEntrySchema,
  ]);
}

/** Record ids; a list left out is an empty one. */
export function IdList(description?: string) {
  return Type.Optional(Type.Array(Id, description === undefined ? {} : { description }));
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

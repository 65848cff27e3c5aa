import {
  defaultLocale,
  ValidationError,
  type AnySchema,
  type ArraySchema,
  type InferType,
  type MessageParams,
  type ObjectSchema,
} from "yup";
import type { FieldErrors } from "@pipeline/contract";
import { badRequest } from "./HttpError";

/** yup's `company_members[0].email` as FieldErrors names nested fields: `company_members.0.email`. */
function dottedPath(path: string): string {
  return path
    .replace(/\[(?:"([^"]*)"|(\d+))\]/g, (_match, key?: string, index?: string) => `.${key ?? index}`)
    .replace(/^\./, "");
}

export const WRONG_TYPE_MESSAGE = "The request body has a value of the wrong type.";

const defaultTypeMessage = defaultLocale.mixed?.notType;

/**
 * yup's own words for a value of the wrong type quote the value ("… but the final value was: …"),
 * which would send a client's text back, however long; a schema that sets its own words keeps them.
 */
function messageOf(item: ValidationError, message: string): string {
  if (item.type !== "typeError" || typeof defaultTypeMessage !== "function") return message;
  if (!item.params) return message;
  // yup types a failure's params loosely; they are the ones its message was formatted with.
  const params = item.params as unknown as MessageParams;
  return defaultTypeMessage(params) === message ? WRONG_TYPE_MESSAGE : message;
}

/** Field messages of a yup failure, by dotted path, in the order the schema reported them. */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const path = item.path ? dottedPath(item.path) : "non_field_errors";
    (errors[path] ??= []).push(...item.errors.map((message) => messageOf(item, message)));
  }
  return errors;
}

/** Schema types whose value is one scalar: yup would cast `[1, 2]` to 1 and `[[1]]` to true. */
const SCALAR_TYPES = new Set(["string", "number", "boolean", "date"]);

type ShapedSchema = Pick<AnySchema, "resolve">;

/**
 * The fields of `value` whose shape is not the schema's: an array or object where one scalar
 * belongs, a non-array where a list belongs, a non-object where an object belongs. yup's casting
 * would turn many of them into a scalar silently; they are refused instead, each field named.
 * Conditional schemas are resolved against the value and its parent, as yup itself does.
 */
function wrongShapes(
  schema: ShapedSchema,
  value: unknown,
  parent: unknown,
  path: string,
  errors: FieldErrors,
) {
  if (value === undefined || value === null) return;
  const resolved = schema.resolve({ value, parent }) as AnySchema;
  const refuse = () => {
    errors[path || "non_field_errors"] = [WRONG_TYPE_MESSAGE];
  };
  if (SCALAR_TYPES.has(resolved.type)) {
    if (typeof value === "object") refuse();
  } else if (resolved.type === "array") {
    if (!Array.isArray(value)) return refuse();
    const inner = (resolved as ArraySchema<unknown[], unknown>).innerType as ShapedSchema | undefined;
    if (inner) value.forEach((item, index) => wrongShapes(inner, item, value, `${path}.${index}`, errors));
  } else if (resolved.type === "object") {
    if (typeof value !== "object" || Array.isArray(value)) return refuse();
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries((resolved as ObjectSchema<object>).fields)) {
      wrongShapes(field as ShapedSchema, record[key], record, path ? `${path}.${key}` : key, errors);
    }
  }
}

export type ValidateOptions = {
  /** Fields the call sends under another name than the form's: `{ location: "location_id" }`. */
  wireNames?: Record<string, string>;
};

/** The errors with each form field's path told by the name the call sent it under. */
function onTheWire(errors: FieldErrors, wireNames: Record<string, string> = {}): FieldErrors {
  const named: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const [head = "", ...rest] = path.split(".");
    named[[wireNames[head] ?? head, ...rest].join(".")] = messages;
  }
  return named;
}

/**
 * Validates a request body with the same schema the form uses, so the browser and the server
 * refuse the same input with the same words. Unknown keys are dropped; a value of the wrong
 * shape (a list or object where one value belongs, and the like) is refused before yup casts it.
 */
export async function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
  { wireNames }: ValidateOptions = {},
): Promise<InferType<S>> {
  const shapes: FieldErrors = {};
  wrongShapes(schema, body ?? {}, undefined, "", shapes);
  if (Object.keys(shapes).length > 0) throw badRequest(WRONG_TYPE_MESSAGE, onTheWire(shapes, wireNames));
  try {
    return (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = onTheWire(fieldErrorsOf(error), wireNames);
      const first = Object.values(errors)[0]?.[0] ?? WRONG_TYPE_MESSAGE;
      throw badRequest(first, errors);
    }
    // yup runs transforms before its type checks: `string().trim()` calls `.trim()` on whatever
    // came, so an object or a number where text belongs throws a TypeError. That is the client's
    // body of the wrong shape, not a fault of the server.
    if (error instanceof TypeError) throw badRequest(WRONG_TYPE_MESSAGE);
    throw error;
  }
}

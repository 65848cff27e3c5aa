import { defaultLocale, ValidationError, type AnySchema, type InferType, type MessageParams } from "yup";
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

/**
 * Validates a request body with the same schema the form uses, so the browser and the server
 * refuse the same input with the same words. Unknown keys are dropped.
 */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = fieldErrorsOf(error);
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

import { ValidationError, type AnySchema, type InferType } from "yup";
import type { FieldErrors } from "@pipeline/contract";
import { badRequest } from "./HttpError";

/** yup's `company_members[0].email` as FieldErrors names nested fields: `company_members.0.email`. */
function dottedPath(path: string): string {
  return path
    .replace(/\[(?:"([^"]*)"|(\d+))\]/g, (_match, key?: string, index?: string) => `.${key ?? index}`)
    .replace(/^\./, "");
}

/** Field messages of a yup failure, by dotted path, in the order the schema reported them. */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const path = item.path ? dottedPath(item.path) : "non_field_errors";
    (errors[path] ??= []).push(...item.errors);
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
      const first = Object.values(errors)[0]?.[0] ?? error.message;
      throw badRequest(first, errors);
    }
    throw error;
  }
}

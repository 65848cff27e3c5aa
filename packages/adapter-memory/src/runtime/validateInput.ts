import { AdapterError, type FieldErrors } from "@pipeline/contract";

/** A contract schema, as far as validation needs it. */
export type InputSchema<T> = {
  validate(value: unknown, options: { abortEarly: false }): Promise<T>;
};

type ValidationFailure = { message: string; path?: string; errors: string[]; inner: ValidationFailure[] };

function isValidationFailure(error: unknown): error is ValidationFailure {
  return (
    error instanceof Error &&
    error.name === "ValidationError" &&
    Array.isArray((error as Partial<ValidationFailure>).inner) &&
    Array.isArray((error as Partial<ValidationFailure>).errors)
  );
}

/** `company_members[0].email` becomes `company_members.0.email`, as FieldErrors names nested fields. */
function dottedPath(path: string | undefined): string {
  return (path ?? "")
    .replace(/\[(?:"([^"]*)"|(\d+))\]/g, (_match, key?: string, index?: string) => `.${key ?? index}`)
    .replace(/^\./, "");
}

/**
 * The value as the schema casts it (trimmed, numbers parsed), or a 400 AdapterError with every
 * field's messages; the message is the first one, in the form's field order.
 */
export async function validateInput<T>(schema: InputSchema<T>, input: unknown): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false });
  } catch (error) {
    if (!isValidationFailure(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const fieldErrors: FieldErrors = {};
    for (const failure of failures) {
      const field = dottedPath(failure.path);
      for (const message of failure.errors) (fieldErrors[field] ??= []).push(message);
    }
    throw new AdapterError(error.errors[0] ?? error.message, { status: 400, fieldErrors, cause: error });
  }
}

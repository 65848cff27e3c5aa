import { ValidationError } from "yup";

type Validatable = {
  validate(value: unknown, options: { abortEarly: false }): Promise<unknown>;
};

/** Every message a schema reports for a value, by path; `{}` when the value is valid. */
export async function validationErrors(
  schema: Validatable,
  value: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      (errors[inner.path ?? ""] ??= []).push(inner.message);
    }
    return errors;
  }
}

/** A text of exactly `length` letters. */
export function text(length: number): string {
  return "a".repeat(length);
}

/** A file as a rule sees it. */
export function file(name: string, size = 1): { name: string; size: number } {
  return { name, size };
}

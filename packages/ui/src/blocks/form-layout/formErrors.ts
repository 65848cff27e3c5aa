import type { FieldErrors } from "@pipeline/contract";
import { type FormikErrors, setIn } from "formik";

/**
 * The server's field messages as formik errors: the first message of each field, nested by path.
 * `aliases` names the form's field where a call names it otherwise (location_id -> location).
 */
export function toFormErrors<Values>(
  fieldErrors: FieldErrors,
  aliases: Readonly<Record<string, string>> = {},
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [first] = messages;
    if (first !== undefined) errors = setIn(errors, aliases[path] ?? path, first);
  }
  return errors;
}

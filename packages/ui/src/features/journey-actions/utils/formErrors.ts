import type { FieldErrors } from "@pipeline/contract";
import { setIn, type FormikErrors } from "formik";

/** The server's field messages as formik errors: the first message of each field, nested by path. */
export function toFormErrors<Values>(fieldErrors: FieldErrors): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [first] = messages;
    if (first !== undefined) errors = setIn(errors, path, first);
  }
  return errors;
}

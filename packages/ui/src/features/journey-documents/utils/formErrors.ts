import type { FieldErrors } from "@pipeline/contract";
import { type FormikErrors, setIn } from "formik";

/** The server's field messages on the form's fields: the first message of each, nested by path. */
export function toFormErrors<Values>(fieldErrors: FieldErrors): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [first] = messages;
    if (first !== undefined) errors = setIn(errors, path, first);
  }
  return errors;
}

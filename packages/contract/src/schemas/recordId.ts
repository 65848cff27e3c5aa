import { array, number } from "yup";

/**
 * A required reference to another record by id. The same message covers a missing value and one
 * that is not a number, because an empty select reports "" and both mean nothing was chosen.
 */
export function requiredIdSchema(message: string) {
  return number().typeError(message).nullable().required(message);
}

/** A list of ids from a multi-select; emptiness is checked by each form with its own message. */
export function idListSchema() {
  return array(number().required()).default([]);
}

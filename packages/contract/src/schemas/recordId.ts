import { array, number } from "yup";
import { INTEGER_LIMITS } from "../limits";
import { storableIntegerTest } from "./numberSchema";

/** A test that a record id is a whole number from 1 to the largest the database holds. */
export function recordIdTest(field: string) {
  return storableIntegerTest(field, INTEGER_LIMITS.minId);
}

/**
 * A required reference to another record by id. The same message covers a missing value and one
 * that is not a number, because an empty select reports "" and both mean nothing was chosen.
 */
export function requiredIdSchema(message: string, field: string = "Id") {
  return number().typeError(message).nullable().required(message).test(recordIdTest(field));
}

/** A list of ids from a multi-select; emptiness is checked by each form with its own message. */
export function idListSchema(field: string = "Id") {
  return array(number().required().test(recordIdTest(field))).default([]);
}

import isEmail from "validator/lib/isEmail.js";
import { trimmedText } from "./trimmedText";
import { FIELD_LENGTH_LIMITS } from "../limits";

/** Whether a text is an e-mail address with a top-level domain (validator's isEmail, default options). */
export function isEmailAddress(value: string): boolean {
  return isEmail(value);
}

/** An e-mail field: empty values are left to required(), anything else must be an address. */
export function emailAddressSchema(invalidMessage: string) {
  return trimmedText()
    .max(FIELD_LENGTH_LIMITS.email, `Email must be at most ${FIELD_LENGTH_LIMITS.email} characters`)
    .test({
      name: "email",
      message: invalidMessage,
      // An address over the limit is reported by max() alone.
      test: (value) =>
        value == null || value === "" || value.length > FIELD_LENGTH_LIMITS.email || isEmailAddress(value),
    });
}

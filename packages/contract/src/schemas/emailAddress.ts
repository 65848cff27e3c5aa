import isEmail from "validator/lib/isEmail.js";
import { string } from "yup";

/** Whether a text is an e-mail address with a top-level domain (validator's isEmail, default options). */
export function isEmailAddress(value: string): boolean {
  return isEmail(value);
}

/** An e-mail field: empty values are left to required(), anything else must be an address. */
export function emailAddressSchema(invalidMessage: string) {
  return string()
    .trim()
    .test({
      name: "email",
      message: invalidMessage,
      test: (value) => value == null || value === "" || isEmailAddress(value),
    });
}

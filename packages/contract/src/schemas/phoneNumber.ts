import { string } from "yup";
import { PHONE_LIMITS } from "../limits";

// Characters people type between digits; anything else (letters, dots) makes the number invalid.
const PHONE_FORMATTING = /[\s()+-]/g;
const DIGITS_ONLY = /^\d+$/;

/** Whether a phone number has 10 to 15 digits once +, spaces, dashes and parentheses are set aside. */
export function isValidPhoneNumber(value: string): boolean {
  const digits = value.replace(PHONE_FORMATTING, "");
  return (
    DIGITS_ONLY.test(digits) &&
    digits.length >= PHONE_LIMITS.minDigits &&
    digits.length <= PHONE_LIMITS.maxDigits
  );
}

/** An optional phone number: empty passes, anything else must be a valid phone number. */
export function phoneNumberSchema(message: string) {
  return string()
    .nullable()
    .test({
      name: "phone",
      message,
      test: (value) => value == null || value === "" || isValidPhoneNumber(value),
    });
}

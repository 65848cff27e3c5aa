import { string } from "yup";
import { NAME_LIMITS } from "../limits";
import { personNameSchema } from "./personName";

const TOO_SHORT = "Too Short!";
const TOO_LONG = "Too Long!";

/**
 * First, middle and last name as the admin portal's user and company-member forms check them
 * (admin-portal section 5): last name from one letter; the first-name message keeps the
 * product's trailing space.
 */
export const adminNameFields = {
  first_name: personNameSchema({
    ...NAME_LIMITS.firstName,
    messages: {
      required: "First name required",
      lettersOnly: "Only alphabets without spaces are allowed for first name ",
      tooShort: TOO_SHORT,
      tooLong: TOO_LONG,
    },
  }),
  middle_name: string().nullable().max(NAME_LIMITS.middleNameMax, TOO_LONG),
  last_name: personNameSchema({
    ...NAME_LIMITS.lastName,
    messages: {
      required: "Last name required",
      lettersOnly: "Only alphabets without spaces are allowed for last name",
      tooShort: TOO_SHORT,
      tooLong: TOO_LONG,
    },
  }),
};

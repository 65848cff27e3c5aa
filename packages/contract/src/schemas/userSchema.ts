import { boolean, type InferType, object, string } from "yup";
import { NAME_LIMITS } from "../limits";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { personNameSchema } from "./personName";
import { idListSchema } from "./recordId";

const TOO_SHORT = "Too Short!";
const TOO_LONG = "Too Long!";

/**
 * The admin user form. The letters-only messages are not given for this form: the company-members
 * screen's are used (the first-name one keeps its trailing space). "Active status is required." is
 * the master-data forms' wording.
 */
export const userSchema = object({
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
  username: string().trim().required("ERP username is required"),
  // Upper case is reported rather than silently lowered, so the user sees the address as saved.
  email: emailAddressSchema("Email must be a valid email address")
    .required("Email is required")
    .test({
      name: "lowercase",
      message: "Email must be in lowercase",
      test: (value) => value == null || value === value.toLowerCase(),
    }),
  /** Location ids. */
  country: idListSchema(),
  practice: idListSchema(),
  company: idListSchema(),
  is_active: boolean().nullable().required("Active status is required."),
});

export type UserFormValues = InferType<typeof userSchema>;

export const userInitialValues: FormDraft<UserFormValues> = {
  first_name: "",
  middle_name: "",
  last_name: "",
  username: "",
  email: "",
  country: [],
  practice: [],
  company: [],
  is_active: true,
};

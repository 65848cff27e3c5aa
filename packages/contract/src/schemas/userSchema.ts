import { array, boolean, type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { FIELD_LENGTH_LIMITS } from "../limits";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { adminNameFields } from "./adminNameFields";
import { idListSchema } from "./recordId";

/**
 * The admin user form. The letters-only messages are not given for this form: the company-members
 * screen's are used (the first-name one keeps its trailing space). "Active status is required." is
 * the master-data forms' wording.
 */
export const userSchema = object({
  ...adminNameFields,
  username: trimmedText()
    .required("ERP username is required")
    .max(
      FIELD_LENGTH_LIMITS.username,
      `ERP username must be at most ${FIELD_LENGTH_LIMITS.username} characters`,
    ),
  // Upper case is reported rather than silently lowered, so the user sees the address as saved.
  email: emailAddressSchema("Email must be a valid email address")
    .required("Email is required")
    .test({
      name: "lowercase",
      message: "Email must be in lowercase",
      test: (value) => value == null || value === value.toLowerCase(),
    }),
  /** Location ids. */
  country: idListSchema("Country"),
  practice: idListSchema("Practice"),
  company: idListSchema("Company"),
  is_active: boolean().nullable().required("Active status is required."),
  /** Role names in order, the first the default; left out, a new user is a USER. */
  roles: array(string().strict().required())
    .strict()
    .min(1, "Select at least one role.")
    .test({
      name: "unique",
      message: "Select each role once.",
      test: (names) => names == null || new Set(names).size === names.length,
    })
    .optional(),
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
  roles: ["USER"],
};

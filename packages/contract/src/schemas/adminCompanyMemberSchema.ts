import { boolean, type InferType, object, string } from "yup";
import { NAME_LIMITS } from "../limits";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { personNameSchema } from "./personName";
import { phoneNumberSchema } from "./phoneNumber";
import { idListSchema } from "./recordId";

// A member as the company-members admin screen adds it: last name from 1 letter, and the admin
// portal's own wording ("Email required", "Mobile number not valid", ...). Where that wording gives
// no message (invalid e-mail, letters-only last name, middle name), the user form's is used.

const TOO_SHORT = "Too Short!";
const TOO_LONG = "Too Long!";

export const adminCompanyMemberSchema = object({
  first_name: personNameSchema({
    ...NAME_LIMITS.firstName,
    messages: {
      required: "First name required",
      // The trailing space is the product's.
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
  email: emailAddressSchema("Email must be a valid email address").required("Email required"),
  mobile: phoneNumberSchema("Mobile number not valid"),
  linkedin_profile: string().trim().required("LinkedIn profile required"),
  cmd: idListSchema().min(1, "Designation required"),
  is_active: boolean().nullable().required("Active status required."),
});

export type AdminCompanyMemberValues = InferType<typeof adminCompanyMemberSchema>;

export const adminCompanyMemberInitialValues: FormDraft<AdminCompanyMemberValues> = {
  first_name: "",
  middle_name: "",
  last_name: "",
  email: "",
  mobile: "",
  linkedin_profile: "",
  cmd: [],
  is_active: true,
};

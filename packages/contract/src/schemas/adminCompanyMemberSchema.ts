import { boolean, type InferType, object } from "yup";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { adminNameFields } from "./adminNameFields";
import { phoneNumberSchema } from "./phoneNumber";
import { linkedInProfileSchema } from "./webLink";
import { idListSchema } from "./recordId";

// A member as the company-members admin screen adds it: last name from 1 letter, and the admin
// portal's own wording ("Email required", "Mobile number not valid", ...). Where that wording gives
// no message (invalid e-mail, letters-only last name, middle name), the user form's is used.

export const adminCompanyMemberSchema = object({
  ...adminNameFields,
  email: emailAddressSchema("Email must be a valid email address").required("Email required"),
  mobile: phoneNumberSchema("Mobile number not valid"),
  linkedin_profile: linkedInProfileSchema("LinkedIn profile required"),
  cmd: idListSchema("Designation").min(1, "Designation required"),
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

import { type InferType, number, object, string } from "yup";
import { NAME_LIMITS } from "../limits";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { listEntryStatusSchema, skipWhenDeleted } from "./listEntryStatus";
import { personNameSchema } from "./personName";
import { phoneNumberSchema } from "./phoneNumber";
import { linkedInProfileSchema } from "./webLink";
import { idListSchema, recordIdTest } from "./recordId";

// A member as the company add/update form edits it (journey side). The company-members admin
// screen words its rules differently and allows a one-letter last name: adminCompanyMemberSchema.

const TOO_SHORT = "Too Short!";
const TOO_LONG = "Too Long!";

/** A member inside the company form; a saved member edited or removed carries EDITED or DELETED. */
export const companyMemberSchema = skipWhenDeleted(
  object({
    id: number().optional().test(recordIdTest("Member")),
    first_name: personNameSchema({
      ...NAME_LIMITS.firstName,
      messages: {
        required: "First name required",
        lettersOnly: "Only alphabets without spaces are allowed for first name",
        tooShort: TOO_SHORT,
        tooLong: TOO_LONG,
      },
    }),
    middle_name: string().nullable().max(NAME_LIMITS.middleNameMax, TOO_LONG),
    last_name: personNameSchema({
      ...NAME_LIMITS.memberLastName,
      messages: {
        required: "Last name required",
        lettersOnly: "Only alphabets without spaces are allowed for last name",
        tooShort: TOO_SHORT,
        tooLong: TOO_LONG,
      },
    }),
    // The spec names only the required message; an invalid address reuses the company form's.
    email: emailAddressSchema("Invalid email format").required("Email is required"),
    // No message of its own is given; the company form's contact number message is reused.
    mobile: phoneNumberSchema("Mobile number is not valid"),
    linkedin_profile: linkedInProfileSchema("LinkedIn profile is required"),
    cmd: idListSchema("Designation").min(1, "At least one designation must be selected"),
    status: listEntryStatusSchema(),
  }),
);

export type CompanyMemberValues = InferType<typeof companyMemberSchema>;

/** A new, empty member row of the company form. */
export const companyMemberInitialValues: FormDraft<CompanyMemberValues> = {
  first_name: "",
  middle_name: "",
  last_name: "",
  email: "",
  mobile: "",
  linkedin_profile: "",
  cmd: [],
};

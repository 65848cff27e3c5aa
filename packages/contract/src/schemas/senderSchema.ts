import { boolean, type InferType, object, string } from "yup";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";

const ADDRESS_REQUIRED = "Address required.";

/**
 * A sender identity of the bulk e-mail provider. The spec gives no e-mail messages for this form:
 * "Email required." follows this form's "Name required." and "Address required.", and an invalid
 * address uses the user form's wording. Address, city and country share one message, as the
 * product has it.
 */
export const senderSchema = object({
  email: emailAddressSchema("Email must be a valid email address").required("Email required."),
  sender_name: string().trim().required("Name required."),
  address: string().trim().required(ADDRESS_REQUIRED),
  city: string().trim().required(ADDRESS_REQUIRED),
  country: string().trim().required(ADDRESS_REQUIRED),
  is_active: boolean().nullable().required("Active status is required."),
});

export type SenderFormValues = InferType<typeof senderSchema>;

export const senderInitialValues: FormDraft<SenderFormValues> = {
  email: "",
  sender_name: "",
  address: "",
  city: "",
  country: "",
  is_active: true,
};

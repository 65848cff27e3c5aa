import { boolean, type InferType, object } from "yup";
import { trimmedText } from "./trimmedText";
import { FIELD_LENGTH_LIMITS } from "../limits";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";

const ADDRESS_REQUIRED = "Address required.";
const { label: PART_MAX, name: NAME_MAX } = FIELD_LENGTH_LIMITS;

/**
 * A sender identity of the bulk e-mail provider. The spec gives no e-mail messages for this form:
 * "Email required." follows this form's "Name required." and "Address required.", and an invalid
 * address uses the user form's wording. Address, city and country share one message, as the
 * product has it.
 */
export const senderSchema = object({
  email: emailAddressSchema("Email must be a valid email address").required("Email required."),
  sender_name: trimmedText()
    .required("Name required.")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  address: trimmedText()
    .required(ADDRESS_REQUIRED)
    .max(PART_MAX, `Address must be at most ${PART_MAX} characters`),
  city: trimmedText().required(ADDRESS_REQUIRED).max(PART_MAX, `City must be at most ${PART_MAX} characters`),
  country: trimmedText()
    .required(ADDRESS_REQUIRED)
    .max(PART_MAX, `Country must be at most ${PART_MAX} characters`),
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

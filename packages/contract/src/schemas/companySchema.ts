import { array, type InferType, number, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { COMPANY_LIMITS, FIELD_LENGTH_LIMITS } from "../limits";
import { companyMemberSchema } from "./companyMemberSchema";
import { emailAddressSchema } from "./emailAddress";
import type { FormDraft } from "./formDraft";
import { activeEntries } from "./listEntryStatus";
import { optionalNumberSchema } from "./numberSchema";
import { phoneNumberSchema } from "./phoneNumber";
import { idListSchema, recordIdTest } from "./recordId";
import { isWebsiteUrl } from "./webLink";

/** Kept here too, where the website rule lives. */
export { isWebsiteUrl } from "./webLink";

function optionalId(field: string) {
  return number().nullable().optional().test(recordIdTest(field));
}

/**
 * The company add and update forms. Messages the spec does not give are worded like their
 * neighbours: "Company name is required", "Website is required", "Currency is required" (the
 * currency form's), and the "... must be at most N characters" family.
 */
export const companySchema = object({
  company_name: trimmedText()
    .required("Company name is required")
    .max(COMPANY_LIMITS.nameMax, "Company name must be at most 50 characters"),
  website: trimmedText()
    .required("Website is required")
    .max(FIELD_LENGTH_LIMITS.url, `Website must be at most ${FIELD_LENGTH_LIMITS.url} characters`)
    .test({
      name: "url",
      message: "Invalid URL format",
      test: (value) => value == null || value === "" || isWebsiteUrl(value),
    }),
  email: emailAddressSchema("Invalid email format").nullable(),
  contact_number: phoneNumberSchema("Mobile number is not valid"),
  /** Location ids; the create call sends them as location_id, the update call as location. */
  location: idListSchema("Location").min(1, "At least one location must be selected"),
  // A four-digit year is also at least 1000, which the same message covers.
  foundation_year: optionalNumberSchema("Must be a four-digit number")
    .integer("Must be a four-digit number")
    .min(1000, "Must be a four-digit number")
    .max(COMPANY_LIMITS.foundationYearMax, "Must be a four-digit number"),
  fte: optionalNumberSchema("FTE must be a number")
    .min(0, "FTE cannot be negative")
    .max(COMPANY_LIMITS.fteMax, "FTE must be at most 7 digits")
    .integer("FTE must be a whole number."),
  revenue: optionalNumberSchema("Revenue must be a number")
    .min(0, "Revenue cannot be negative")
    .max(COMPANY_LIMITS.revenueMax, "Revenue must be at most 7 digits"),
  /** A revenue means nothing without its currency. */
  currency: optionalNumberSchema("Currency is required")
    .test(recordIdTest("Currency"))
    .when("revenue", {
      is: (revenue: unknown) => revenue != null,
      then: (schema) => schema.required("Currency is required"),
    }),
  promoter_holding: string()
    .nullable()
    .max(COMPANY_LIMITS.promoterHoldingMax, "Promoter holding must be at most 50 characters"),
  industry: optionalId("Industry"),
  street: string().nullable().max(COMPANY_LIMITS.addressPartMax, "Street must be at most 100 characters"),
  city: string().nullable().max(COMPANY_LIMITS.addressPartMax, "City must be at most 100 characters"),
  state: string().nullable().max(COMPANY_LIMITS.addressPartMax, "State must be at most 100 characters"),
  country: optionalId("Country"),
  practice: optionalId("Practice"),
  company_type: idListSchema("Company type"),
  confidence_level: optionalId("Confidence level"),
  business_description: string()
    .nullable()
    .max(COMPANY_LIMITS.descriptionMax, "Business description must be at most 1000 characters"),
  pitch_line: string()
    .nullable()
    .max(COMPANY_LIMITS.descriptionMax, "Pitch line must be at most 1000 characters"),
  /** Members marked DELETED stay in the list for the update call but do not count as members. */
  company_members: array(companyMemberSchema)
    .default([])
    .test({
      name: "atLeastOneMember",
      message: "At least one company member is required",
      test: (members) => activeEntries(members).length > 0,
    }),
});

export type CompanyValues = InferType<typeof companySchema>;

export const companyInitialValues: FormDraft<CompanyValues> = {
  company_name: "",
  website: "",
  email: "",
  contact_number: "",
  location: [],
  foundation_year: null,
  fte: null,
  revenue: null,
  currency: null,
  promoter_holding: "",
  industry: null,
  street: "",
  city: "",
  state: "",
  country: null,
  practice: null,
  company_type: [],
  confidence_level: null,
  business_description: "",
  pitch_line: "",
  company_members: [],
};

import { boolean, type InferType, number, object } from "yup";
import { trimmedText } from "./trimmedText";
import type { LookupKind } from "../entities/lookups";
import { FIELD_LENGTH_LIMITS } from "../limits";
import type { FormDraft } from "./formDraft";
import { storableIntegerTest } from "./numberSchema";

// The seven master-data forms share one shape (label, order, active); they differ in wording only,
// and the wording, spelling included, is the product's. Where a form gives no message for a field,
// its neighbours' is used: "Order required" and "Active status is required.".

type LookupMessages = {
  readonly label: string;
  readonly order: string;
  readonly isActive: string;
};

function lookupFormSchema(messages: LookupMessages) {
  return object({
    label: trimmedText().required(messages.label).max(FIELD_LENGTH_LIMITS.label, LABEL_TOO_LONG),
    // A number input left empty reports "" which is not a number: that too means "not given".
    order: number()
      .typeError(messages.order)
      .nullable()
      .required(messages.order)
      .test(storableIntegerTest("Order")),
    is_active: boolean().nullable().required(messages.isActive),
  });
}

const LABEL_TOO_LONG = `Label must be at most ${FIELD_LENGTH_LIMITS.label} characters`;
const ORDER_REQUIRED = "Order required";
const ACTIVE_REQUIRED = "Active status is required.";

export const locationSchema = lookupFormSchema({
  label: "Location name required",
  order: ORDER_REQUIRED,
  isActive: ACTIVE_REQUIRED,
});

export const currencySchema = lookupFormSchema({
  label: "Currency is required",
  order: ORDER_REQUIRED,
  isActive: ACTIVE_REQUIRED,
});

export const companyTypeSchema = lookupFormSchema({
  label: "Comany Type is required",
  order: "Order required.",
  isActive: ACTIVE_REQUIRED,
});

/** Company member designation (the cmd screens). */
export const designationSchema = lookupFormSchema({
  label: "Comany Member Designation required",
  order: "Order required.",
  isActive: ACTIVE_REQUIRED,
});

export const practiceSchema = lookupFormSchema({
  label: "Practice name required",
  order: ORDER_REQUIRED,
  isActive: ACTIVE_REQUIRED,
});

/** The level's value is typed by the user and saved as `name` (other lists derive name from label). */
export const confidenceLevelSchema = lookupFormSchema({
  label: "Confidence Level name required",
  order: ORDER_REQUIRED,
  isActive: ACTIVE_REQUIRED,
}).shape({
  name: trimmedText()
    .required("Confidence Level value required")
    .max(FIELD_LENGTH_LIMITS.label, `Value must be at most ${FIELD_LENGTH_LIMITS.label} characters`),
});

export const industrySchema = lookupFormSchema({
  label: "Industry required",
  order: ORDER_REQUIRED,
  isActive: ACTIVE_REQUIRED,
});

/** The form schema of one reference list: label, order and active, and a value for confidence levels. */
export type LookupFormSchema = typeof locationSchema | typeof confidenceLevelSchema;

/** Each list's form schema, so the server and the memory adapter refuse what the form refuses, in its words. */
export const LOOKUP_SCHEMAS: Readonly<Record<LookupKind, LookupFormSchema>> = {
  location: locationSchema,
  practice: practiceSchema,
  currency: currencySchema,
  "company-type": companyTypeSchema,
  "company-member-designation": designationSchema,
  "confidence-level": confidenceLevelSchema,
  industry: industrySchema,
};

/** Values of the location, currency, company type, designation, practice and industry forms. */
export type LookupFormValues = InferType<typeof locationSchema>;
export type ConfidenceLevelFormValues = InferType<typeof confidenceLevelSchema>;

/** A new entry of any master-data list but confidence level; new entries start active. */
export const lookupInitialValues: FormDraft<LookupFormValues> = {
  label: "",
  order: null,
  is_active: true,
};

export const confidenceLevelInitialValues: FormDraft<ConfidenceLevelFormValues> = {
  ...lookupInitialValues,
  name: "",
};

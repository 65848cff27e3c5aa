import { type InferType, number, object } from "yup";
import { ACCESS_LIMITS } from "../limits";
import type { FormDraft } from "./formDraft";
import { requiredIdSchema } from "./recordId";

const DAYS_REQUIRED = "Number of days is required";

/** The User Access Management form: which user may see a journey item, and for how many days. */
export const journeyAccessSchema = object({
  user_id: requiredIdSchema("User is required"),
  // Access is granted in whole days; the spec has no message for a fraction, so this one says so.
  valid_days: number()
    .typeError(DAYS_REQUIRED)
    .nullable()
    .required(DAYS_REQUIRED)
    .integer("Number of days must be a whole number")
    .min(ACCESS_LIMITS.minValidDays, "Minimum 1 day is required"),
});

export type JourneyAccessValues = InferType<typeof journeyAccessSchema>;

export const journeyAccessInitialValues: FormDraft<JourneyAccessValues> = {
  user_id: null,
  valid_days: null,
};

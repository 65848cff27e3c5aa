import { array, type InferType, number, object } from "yup";
import { trimmedText } from "./trimmedText";
import { SUMMARY_FIELD_MAX, SUMMARY_LIMITS } from "../limits";
import type { FormDraft } from "./formDraft";
import { listEntryStatusSchema, skipWhenDeleted } from "./listEntryStatus";
import { minLengthUnlessEmpty, textFieldsAtMost } from "./textLength";

const TOO_SHORT = "Too Short!";
const TOO_LONG = "Too Long!";

/** A priority of the company; an edited saved entry is EDITED, a removed saved one DELETED. */
export const summaryPrioritySchema = skipWhenDeleted(
  object({
    id: number().optional(),
    prio: trimmedText()
      .required("This is required")
      .test(minLengthUnlessEmpty(SUMMARY_LIMITS.priority.min, TOO_SHORT))
      .max(SUMMARY_LIMITS.priority.max, TOO_LONG),
    status: listEntryStatusSchema(),
  }),
);

/** A free name/value pair the user adds to the summary. */
export const summaryAdditionalFieldSchema = skipWhenDeleted(
  object({
    id: number().optional(),
    field_name: trimmedText()
      .required("Name is required")
      .test(minLengthUnlessEmpty(SUMMARY_LIMITS.additionalFieldName.min, TOO_SHORT))
      .max(SUMMARY_LIMITS.additionalFieldName.max, TOO_LONG),
    field_value: trimmedText()
      .required("Value is required")
      .test(minLengthUnlessEmpty(SUMMARY_LIMITS.additionalFieldValue.min, TOO_SHORT))
      .max(SUMMARY_LIMITS.additionalFieldValue.max, TOO_LONG),
    status: listEntryStatusSchema(),
  }),
);

/** The company summary (each text field's limit: SUMMARY_FIELD_MAX); the payload adds the journey target (journeyTargetSchema). */
export const summarySchema = object({
  ...textFieldsAtMost(SUMMARY_FIELD_MAX),
  priority: array(summaryPrioritySchema).default([]),
  additional_fields: array(summaryAdditionalFieldSchema).default([]),
});

export type SummaryValues = InferType<typeof summarySchema>;
export type SummaryPriorityValues = InferType<typeof summaryPrioritySchema>;
export type SummaryAdditionalFieldValues = InferType<typeof summaryAdditionalFieldSchema>;

export const summaryInitialValues: FormDraft<SummaryValues> = {
  country: "",
  meeting: "",
  priority: [],
  business: "",
  founders: "",
  key_team_members: "",
  founded_in: "",
  revenue_streams: "",
  business_model: "",
  product_and_services: "",
  fte: "",
  capital_raised: "",
  last_third_year_op_profit: "",
  last_second_year_op_profit: "",
  last_year_op_profit: "",
  last_third_year_net_profit: "",
  last_second_year_net_profit: "",
  last_year_net_profit: "",
  revenue: "",
  protit_loss_breakeve: "",
  cap_table: "",
  ask_of_funds: "",
  utilization_of_funds: "",
  present_sales: "",
  challenges: "",
  next_steps: "",
  opportunity_for_gw: "",
  comments: "",
  additional_fields: [],
};

/** A new, empty priority row. */
export const summaryPriorityInitialValues: FormDraft<SummaryPriorityValues> = { prio: "" };

/** A new, empty additional-field row. */
export const summaryAdditionalFieldInitialValues: FormDraft<SummaryAdditionalFieldValues> = {
  field_name: "",
  field_value: "",
};

import { type InferType, object } from "yup";
import { requiredIdSchema } from "./recordId";

/**
 * Where a summary, call notes or task record belongs. The user does not type it, so the forms leave
 * it out and the payload adds it: `summarySchema.concat(journeyTargetSchema)`. The messages follow
 * the Add Item form's "Stage is required" and "Task is required".
 */
export const journeyTargetSchema = object({
  company_id: requiredIdSchema("Company is required"),
  stage_id: requiredIdSchema("Stage is required"),
  task_id: requiredIdSchema("Task is required"),
});

export type JourneyTargetValues = InferType<typeof journeyTargetSchema>;

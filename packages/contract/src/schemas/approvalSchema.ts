import { type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { TEXT_LIMITS } from "../limits";
import type { FormDraft } from "./formDraft";

/** The decisions a reviewer can submit; PENDING is only the state before one is made. */
export const APPROVAL_DECISIONS = ["APPROVED", "REJECTED", "HOLD"] as const;

/** A reviewer's decision on an evaluation. */
export const approvalSchema = object({
  comment: trimmedText()
    .required("Comment required")
    .max(TEXT_LIMITS.comment, "Comment must be at most 4000 characters"),
  // An emptied select ("") means no choice, so it reports "Status required" rather than a bad value.
  status: string()
    .transform((value: string | null, original: unknown) => (original === "" ? null : value))
    .oneOf(APPROVAL_DECISIONS, "Status must be APPROVED, REJECTED or HOLD")
    .nullable()
    .required("Status required"),
});

export type ApprovalValues = InferType<typeof approvalSchema>;

export const approvalInitialValues: FormDraft<ApprovalValues> = { comment: "", status: null };

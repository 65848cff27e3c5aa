import { object } from "yup";
import { COMMITTEE_MESSAGES } from "../committee";
import { COMMITTEE_LIMITS } from "../limits";
import { trimmedText } from "./trimmedText";

/** `POST evaluation/{id}/reopen/`: why a SUPER_ADMIN reopens a decided evaluation, required and bounded. */
export const reopenDecisionSchema = object({
  reason: trimmedText()
    .required(COMMITTEE_MESSAGES.reasonRequired)
    .max(
      COMMITTEE_LIMITS.reopenReasonMax,
      `Reason must be at most ${COMMITTEE_LIMITS.reopenReasonMax} characters`,
    ),
});

import { type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { FIELD_LENGTH_LIMITS, TEXT_LIMITS } from "../limits";
import { schedulableDateSchema } from "./dateSchema";
import type { FormDraft } from "./formDraft";
import { requiredIdSchema } from "./recordId";

/** Shown under the sender pickers (campaign and e-mail task) when some senders cannot be chosen. */
export const UNVERIFIED_SENDERS_NOTE =
  "Some senders are not verified. Please go to sender details to verify them before you can select them.";

/** Placeholders the e-mail templates may hold, replaced per company when sending. */
export const EMAIL_TEMPLATE_PLACEHOLDERS = ["{{company_name}}", "{{first_name}}", "{{pitch_line}}"] as const;

/**
 * A bulk outreach campaign. The required messages of subject and body are not given; they follow
 * "Sender is required". The chosen companies, journey item and e-mail type come from the
 * companies list, not from this form.
 */
export const campaignSchema = object({
  campaign_name: trimmedText()
    .required("Campaign name is required.")
    .max(FIELD_LENGTH_LIMITS.name, `Campaign name must be at most ${FIELD_LENGTH_LIMITS.name} characters`),
  sender_id: requiredIdSchema("Sender is required"),
  subject: trimmedText()
    .required("Subject is required")
    .max(TEXT_LIMITS.emailSubject, "Subject must be at most 200 characters"),
  body: string()
    .required("Body is required")
    .max(TEXT_LIMITS.emailBody, "Body must be at most 50000 characters"),
  /** Empty: the campaign starts immediately. */
  datetime: schedulableDateSchema("Date cannot be in the past"),
});

export type CampaignFormValues = InferType<typeof campaignSchema>;

export const campaignInitialValues: FormDraft<CampaignFormValues> = {
  campaign_name: "",
  sender_id: null,
  subject: "",
  body: "",
  datetime: null,
};

import {
  BULK_OUTREACH_LIMITS,
  type CampaignCreateInput,
  type EmailFont,
  type EmailTemplate,
  type Id,
} from "@pipeline/contract";
import type { FormikErrors } from "formik";
import { INITIAL_OUTREACH_EMAIL_TYPE } from "../../../data/hooks/campaignForm";
import { withBodyFont } from "./bodyFont";

/** The form's values: the campaign's fields, and whether it goes out now or at `datetime`. */
export type CampaignDraft = {
  campaign_name: string;
  sender_id: Id | null;
  subject: string;
  body: string;
  send: "now" | "later";
  /** The chosen time as an ISO 8601 instant; null while sending now or nothing is picked yet. */
  datetime: string | null;
};

/** Where the template's subject and body are written into an empty form. */
export function campaignInitialDraft(template: EmailTemplate | undefined): CampaignDraft {
  return {
    campaign_name: "",
    sender_id: null,
    subject: template?.subject ?? "",
    body: template?.body ?? "",
    send: "now",
    datetime: null,
  };
}

export const SEND_TIME_REQUIRED = "Choose when to send the campaign.";

/** The rule the schema cannot know: "Later" needs a time (an empty one would send it now). */
export function validateSendTime(values: CampaignDraft): FormikErrors<CampaignDraft> {
  return values.send === "later" && !values.datetime ? { datetime: SEND_TIME_REQUIRED } : {};
}

/** `POST campaigns/` for the companies: the initial outreach task, and no time to send now. */
export function toCampaignInput(
  values: CampaignDraft,
  companyIds: readonly Id[],
  font: EmailFont,
): CampaignCreateInput {
  return {
    company_ids: [...companyIds],
    journey_item_id: BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId,
    email_type: INITIAL_OUTREACH_EMAIL_TYPE,
    campaign_name: values.campaign_name.trim(),
    subject: values.subject.trim(),
    body: withBodyFont(values.body, font),
    datetime: values.send === "later" ? values.datetime : null,
    sender_id: Number(values.sender_id),
  };
}

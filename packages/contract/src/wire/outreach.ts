import { Type } from "typebox";
import { BULK_OUTREACH_LIMITS, FIELD_LENGTH_LIMITS, TEXT_LIMITS } from "../limits";
import { Id, IsoDateTime, MAX_ID, Nullable, PersonRef, RequiredText } from "./common";

/** A sender as the journey's e-mail form offers it: only verified ones are selectable. */
export const SenderSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  is_active: Type.Boolean(),
  is_verified: Type.Boolean({
    description: "True once the link of its newest verification e-mail was opened",
  }),
});

/** A sender identity as the Sender Details screens read it. */
export const SenderDetailsSchema = Type.Object({
  ...SenderSchema.properties,
  sender_name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  country: Type.String(),
  /** The bulk e-mail provider's id for this sender. */
  sender_id: Nullable(Type.String({ description: "The bulk e-mail provider's id for this sender" })),
  created_by: Nullable(PersonRef),
  created: IsoDateTime,
});

/** The Sender Details form. */
export const SenderBody = Type.Object({
  email: RequiredText(FIELD_LENGTH_LIMITS.email, "A valid e-mail address"),
  sender_name: RequiredText(FIELD_LENGTH_LIMITS.name),
  address: RequiredText(FIELD_LENGTH_LIMITS.label),
  city: RequiredText(FIELD_LENGTH_LIMITS.label),
  country: RequiredText(FIELD_LENGTH_LIMITS.label),
  is_active: Type.Boolean(),
});

export const SenderVerificationSchema = Type.Object({ verified: Type.Boolean() });

export const EmailLogSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  receiver_emails: Type.Array(Type.String()),
  cc_emails: Type.Array(Type.String()),
  body_type: Type.String(),
  message: Type.String(),
  ics_data: Nullable(Type.String()),
  sender: Nullable(PersonRef),
  created: IsoDateTime,
  delivered: Type.Boolean(),
  /** Why the message was not delivered (the mail server's answer); null once delivered. */
  reason: Nullable(Type.String()),
});

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** The recipients of a campaign by where each stands. */
export const CampaignProgressSchema = Type.Object({
  recipients: Count("Distinct addresses of the campaign, suppressed ones included"),
  /** Waiting for their turn (or for the scheduled time). */
  pending: Count("Waiting for their turn or the scheduled time"),
  /** Handed to the provider or the mail server. */
  sent: Count("Handed to the mail server or the provider"),
  /** Refused for good (a 5xx answer, an address the provider will not take). */
  failed: Count("Refused for good"),
  /** Left out: unsubscribed, bounced before or marked as spam. */
  suppressed: Count("On the suppression list: never sent to"),
  bounces: Count("Hard bounces reported"),
  spam_reports: Count("Marked as spam"),
  unsubscribes: Count("Unsubscribed through the campaign's link"),
});

export const CAMPAIGN_STATUSES = ["triggered", "scheduled", "draft"] as const;

export const CampaignSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subject: Type.String(),
  sender: Type.String({ description: "The sender's address" }),
  send_date: Nullable(IsoDateTime),
  status: Type.Enum(CAMPAIGN_STATUSES),
  created_by: Nullable(PersonRef),
  /** The provider's single-send id. */
  singlesend_id: Nullable(Type.String({ description: "The provider's single send (sendgrid)" })),
});

export const CampaignStatsSchema = Type.Object({
  id: Type.Integer(),
  delivered: Type.Integer(),
  invalid_emails: Type.Integer(),
  opens: Type.Integer(),
  unique_opens: Type.Integer(),
  clicks: Type.Integer(),
  unique_clicks: Type.Integer(),
  campaign: CampaignSchema,
  /** Where the sending stands, recipient by recipient (absent from older clients' fixtures). */
  progress: Type.Optional(CampaignProgressSchema),
  /** When the figures above were last read from the provider; null before the first refresh. */
  stats_updated: Type.Optional(Nullable(IsoDateTime)),
});

/** Sends, opens and clicks of a campaign over time, and its funnel, for its chart page. */
export const CampaignActivitySchema = Type.Object({
  stats: CampaignStatsSchema,
  /** Buckets in time order; each bucket's `at` is its start. */
  buckets: Type.Array(
    Type.Object({ at: IsoDateTime, sent: Type.Integer(), opens: Type.Integer(), clicks: Type.Integer() }),
  ),
  /** The bucket width: an hour for a campaign's first two days, a day after. */
  bucket: Type.Enum(["hour", "day"]),
});

/** Whom a campaign for these companies would reach, before it is created. */
export const CampaignAudienceSchema = Type.Object({
  companies: Count("Companies chosen that the user may write to"),
  recipients: Count("Distinct addresses the campaign would send to"),
  suppressed: Count("Addresses of the selection on the suppression list"),
  /** Companies with neither an active member with an e-mail nor an e-mail of their own. */
  without_email: Count("Companies with no address to write to"),
  /** Companies whose initial outreach was sent before: left out, as the task takes one e-mail. */
  already_contacted: Count("Companies whose initial outreach went out before: left out"),
  /** Companies a committee before the task's stage has not approved: left out, as the task would be refused. */
  gate_not_passed: Count("Companies that have not passed a committee before the task's stage: left out"),
  /** The first recipient, to preview the message as they will read it; null when none. */
  sample: Nullable(
    Type.Object({
      email: Type.String(),
      first_name: Type.String(),
      company_name: Type.String(),
      pitch_line: Type.String(),
    }),
  ),
});

/** The provider's usage this month, which may disable bulk outreach. */
export const UsageSchema = Type.Object({
  contacts_count: Count("Contacts at the provider (sendgrid), or distinct addresses ever written to (smtp)"),
  resumex_sent: Count("Campaign messages sent this month (UTC)"),
  growthx_sent: Count("Journey e-mails sent this month (UTC)"),
});

/** `POST campaigns/`: immediate when `datetime` is null. */
/** The companies chosen in the table: at least one, at most the provider's limit of contacts. */
const CompanyIds = Type.Array(Id, {
  minItems: 1,
  maxItems: BULK_OUTREACH_LIMITS.maxContacts,
  description: "The companies chosen in the table",
});

export const CampaignCreateBody = Type.Object({
  company_ids: CompanyIds,
  journey_item_id: Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    description: "The journey task each company's item is made of: 2",
  }),
  email_type: RequiredText(100),
  campaign_name: RequiredText(FIELD_LENGTH_LIMITS.name),
  subject: RequiredText(
    TEXT_LIMITS.emailSubject,
    "May hold {{company_name}}, {{first_name}}, {{pitch_line}}",
  ),
  body: Type.String({
    minLength: 1,
    maxLength: TEXT_LIMITS.emailBody,
    description: "HTML; may hold the same placeholders",
  }),
  datetime: Type.Optional(
    Nullable(Type.String({ description: "ISO 8601 instant, UTC, not in the past; null or left out: now" })),
  ),
  sender_id: Id,
});

/** `POST campaigns/preview/`: the companies the form was opened for. */
export const CampaignAudienceBody = Type.Object({ company_ids: CompanyIds });

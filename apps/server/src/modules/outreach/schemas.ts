import { Type } from "typebox";
import type {
  CampaignActivity,
  CampaignAudience,
  CampaignAudienceInput,
  CampaignCreateInput,
  CampaignProgress,
  CampaignStats,
  UsageInfo,
} from "@pipeline/contract";
import { CAMPAIGN_LIST_FIELDS } from "./repository";
import { agreesWith, IsoDateTime, Nullable, PersonRef } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const CampaignProgressSchema = agreesWith<CampaignProgress>()(
  Type.Object({
    recipients: Count("Distinct addresses of the campaign, suppressed ones included"),
    pending: Count("Waiting for their turn or the scheduled time"),
    sent: Count("Handed to the mail server or the provider"),
    failed: Count("Refused for good"),
    suppressed: Count("On the suppression list: never sent to"),
    bounces: Count("Hard bounces reported"),
    spam_reports: Count("Marked as spam"),
    unsubscribes: Count("Unsubscribed through the campaign's link"),
  }),
);

export const CampaignStatsSchema = agreesWith<CampaignStats>()(
  Type.Object({
    id: Type.Integer(),
    delivered: Type.Integer(),
    invalid_emails: Type.Integer(),
    opens: Type.Integer(),
    unique_opens: Type.Integer(),
    clicks: Type.Integer(),
    unique_clicks: Type.Integer(),
    campaign: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      subject: Type.String(),
      sender: Type.String({ description: "The sender's address" }),
      send_date: Nullable(IsoDateTime),
      status: Type.Union([Type.Literal("triggered"), Type.Literal("scheduled"), Type.Literal("draft")]),
      created_by: Nullable(PersonRef),
      singlesend_id: Nullable(Type.String({ description: "The provider's single send (sendgrid)" })),
    }),
    progress: Type.Optional(CampaignProgressSchema),
    stats_updated: Type.Optional(Nullable(IsoDateTime)),
  }),
);

export const CampaignActivitySchema = agreesWith<CampaignActivity>()(
  Type.Object({
    stats: CampaignStatsSchema,
    buckets: Type.Array(
      Type.Object({ at: IsoDateTime, sent: Type.Integer(), opens: Type.Integer(), clicks: Type.Integer() }),
    ),
    bucket: Type.Union([Type.Literal("hour"), Type.Literal("day")]),
  }),
);

export const CampaignAudienceSchema = agreesWith<CampaignAudience>()(
  Type.Object({
    companies: Count("Companies chosen that the user may write to"),
    recipients: Count("Distinct addresses the campaign would send to"),
    suppressed: Count("Addresses of the selection on the suppression list"),
    without_email: Count("Companies with no address to write to"),
    already_contacted: Count("Companies whose initial outreach went out before: left out"),
    sample: Nullable(
      Type.Object({
        email: Type.String(),
        first_name: Type.String(),
        company_name: Type.String(),
        pitch_line: Type.String(),
      }),
    ),
  }),
);

export const UsageSchema = agreesWith<UsageInfo>()(
  Type.Object({
    contacts_count: Count(
      "Contacts at the provider (sendgrid), or distinct addresses ever written to (smtp)",
    ),
    resumex_sent: Count("Campaign messages sent this month (UTC)"),
    growthx_sent: Count("Journey e-mails sent this month (UTC)"),
  }),
);

export const CampaignCreateBody = agreesWith<CampaignCreateInput>()(
  Type.Object({
    company_ids: Type.Array(Type.Integer(), { description: "The companies chosen in the table" }),
    journey_item_id: Type.Integer({ description: "The journey task each company's item is made of: 2" }),
    email_type: Type.String(),
    campaign_name: Type.String(),
    subject: Type.String({ description: "May hold {{company_name}}, {{first_name}}, {{pitch_line}}" }),
    body: Type.String({ description: "HTML; may hold the same placeholders" }),
    datetime: Nullable(IsoDateTime),
    sender_id: Type.Integer(),
  }),
);

export const CampaignAudienceBody = agreesWith<CampaignAudienceInput>()(
  Type.Object({ company_ids: Type.Array(Type.Integer()) }),
);

export const CampaignCreated = Type.Object(
  {
    message: Type.String(),
    detail: Type.String({ description: "The same words as message" }),
    data: Type.Object({ detail: Type.String(), id: Type.Integer(), audience: CampaignAudienceSchema }),
  },
  { description: "Created; the message is shown as it comes" },
);

export const CampaignStatsQuery = ListQuery(CAMPAIGN_LIST_FIELDS);

export const TrackingParams = Type.Object({
  token: Type.String({ maxLength: 100, description: "The recipient's token from the message" }),
});

export const ClickQuery = Type.Object({
  u: Type.String({ maxLength: 4000, description: "The link's target" }),
  s: Type.String({ maxLength: 100, description: "Its signature" }),
});

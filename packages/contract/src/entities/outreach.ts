import type { Static } from "typebox";
import type {
  CampaignActivitySchema,
  CampaignAudienceBody,
  CampaignAudienceSchema,
  CampaignCreateBody,
  CampaignProgressSchema,
  CampaignSchema,
  CampaignStatsSchema,
  EmailLogSchema,
  SenderBody,
  SenderDetailsSchema,
  SenderSchema,
  SenderVerificationSchema,
  UsageSchema,
} from "../wire/outreach";

/** A sender as the journey's e-mail form offers it: only verified ones are selectable. */
export type Sender = Static<typeof SenderSchema>;

/** A sender identity as the Sender Details screens read it. */
export type SenderDetails = Static<typeof SenderDetailsSchema>;

export type SenderInput = Static<typeof SenderBody>;

export type SenderVerification = Static<typeof SenderVerificationSchema>;

export type EmailLog = Static<typeof EmailLogSchema>;

export type Campaign = Static<typeof CampaignSchema>;

export type CampaignStatus = Campaign["status"];

export type CampaignStats = Static<typeof CampaignStatsSchema>;

/** The recipients of a campaign by where each stands. */
export type CampaignProgress = Static<typeof CampaignProgressSchema>;

/** Sends, opens and clicks of a campaign over time, and its funnel, for its chart page. */
export type CampaignActivity = Static<typeof CampaignActivitySchema>;

/** Whom a campaign for these companies would reach, before it is created. */
export type CampaignAudience = Static<typeof CampaignAudienceSchema>;

/** `POST campaigns/`: immediate when `datetime` is null. */
export type CampaignCreateInput = Static<typeof CampaignCreateBody>;

/** `POST campaigns/preview/`: the companies the form was opened for. */
export type CampaignAudienceInput = Static<typeof CampaignAudienceBody>;

/** The provider's usage this month, which may disable bulk outreach. */
export type UsageInfo = Static<typeof UsageSchema>;

import type { Id, IsoDateTime, PersonRef } from "./common";

/** A sender as the journey's e-mail form offers it: only verified ones are selectable. */
export type Sender = { id: Id; email: string; is_active: boolean; is_verified: boolean };

/** A sender identity as the Sender Details screens read it. */
export type SenderDetails = Sender & {
  sender_name: string;
  address: string;
  city: string;
  country: string;
  /** The bulk e-mail provider's id for this sender. */
  sender_id: string | null;
  created_by: PersonRef | null;
  created: IsoDateTime;
};

export type SenderInput = {
  email: string;
  sender_name: string;
  address: string;
  city: string;
  country: string;
  is_active: boolean;
};

export type SenderVerification = { verified: boolean };

export type EmailLog = {
  id: Id;
  subject: string;
  receiver_emails: string[];
  cc_emails: string[];
  body_type: string;
  message: string;
  ics_data: string | null;
  sender: PersonRef | null;
  created: IsoDateTime;
  delivered: boolean;
  /** Why the message was not delivered (the mail server's answer); null once delivered. */
  reason: string | null;
};

export type CampaignStatus = "triggered" | "scheduled" | "draft";

export type Campaign = {
  id: Id;
  name: string;
  subject: string;
  sender: string;
  send_date: IsoDateTime | null;
  status: CampaignStatus;
  created_by: PersonRef | null;
  /** The provider's single-send id. */
  singlesend_id: string | null;
};

export type CampaignStats = {
  id: Id;
  delivered: number;
  invalid_emails: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  campaign: Campaign;
  /** Where the sending stands, recipient by recipient (absent from older clients' fixtures). */
  progress?: CampaignProgress;
  /** When the figures above were last read from the provider; null before the first refresh. */
  stats_updated?: IsoDateTime | null;
};

/** The recipients of a campaign by where each stands. */
export type CampaignProgress = {
  recipients: number;
  /** Waiting for their turn (or for the scheduled time). */
  pending: number;
  /** Handed to the provider or the mail server. */
  sent: number;
  /** Refused for good (a 5xx answer, an address the provider will not take). */
  failed: number;
  /** Left out: unsubscribed, bounced before or marked as spam. */
  suppressed: number;
  bounces: number;
  spam_reports: number;
  unsubscribes: number;
};

/** Sends, opens and clicks of a campaign over time, and its funnel, for its chart page. */
export type CampaignActivity = {
  stats: CampaignStats;
  /** Buckets in time order; each bucket's `at` is its start. */
  buckets: { at: IsoDateTime; sent: number; opens: number; clicks: number }[];
  /** The bucket width: an hour for a campaign's first two days, a day after. */
  bucket: "hour" | "day";
};

/** Whom a campaign for these companies would reach, before it is created. */
export type CampaignAudience = {
  /** Companies chosen. */
  companies: number;
  /** Distinct addresses the campaign would send to. */
  recipients: number;
  /** Addresses of the selection on the suppression list (never sent to). */
  suppressed: number;
  /** Companies with neither an active member with an e-mail nor an e-mail of their own. */
  without_email: number;
  /** Companies whose initial outreach was sent before: left out, as the task takes one e-mail. */
  already_contacted: number;
  /** The first recipient, to preview the message as they will read it; null when none. */
  sample: { email: string; first_name: string; company_name: string; pitch_line: string } | null;
};

/** `POST campaigns/`: immediate when `datetime` is null. */
export type CampaignCreateInput = {
  company_ids: Id[];
  journey_item_id: Id;
  email_type: string;
  campaign_name: string;
  subject: string;
  body: string;
  datetime: IsoDateTime | null;
  sender_id: Id;
};

/** `POST campaigns/preview/`: the companies the form was opened for. */
export type CampaignAudienceInput = { company_ids: Id[] };

/** The provider's usage this month, which may disable bulk outreach. */
export type UsageInfo = { contacts_count: number; resumex_sent: number; growthx_sent: number };

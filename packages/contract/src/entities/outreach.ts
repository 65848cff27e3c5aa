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

/** The provider's usage this month, which may disable bulk outreach. */
export type UsageInfo = { contacts_count: number; resumex_sent: number; growthx_sent: number };

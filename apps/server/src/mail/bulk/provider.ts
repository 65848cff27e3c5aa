import type { BulkProviderName, CampaignEventKind } from "../../db/schema";

// The bulk e-mail provider behind campaigns, chosen by BULK_MAIL_PROVIDER: `smtp` (the default:
// the product sends each message itself, through SMTP_URL or into the outbox, and tracks opens,
// clicks and unsubscribes on PUBLIC_URL) or `sendgrid` (SendGrid's v3 API: contacts in a list per
// campaign, one single send scheduled for them, its statistics read back, events by webhook).

/** A sender as the provider needs it. */
export type ProviderSender = {
  id: number;
  email: string;
  name: string;
  address: string;
  city: string;
  country: string;
  /** The provider's id for the sender, once it has one. */
  providerSenderId: string | null;
};

/** A campaign as the provider sends it. */
export type ProviderCampaign = {
  id: number;
  name: string;
  subject: string;
  /** Cleaned HTML with {{company_name}}, {{first_name}} and {{pitch_line}} still in it. */
  body: string;
  sender: ProviderSender;
  /** When sending is to start. */
  sendAt: Date;
  /** The provider's single send and contact list, once made (sendgrid). */
  singlesendId: string | null;
  providerListId: string | null;
};

/** One recipient, with what fills the placeholders. */
export type ProviderRecipient = {
  id: number;
  email: string;
  first_name: string;
  company_name: string;
  pitch_line: string;
  /** Names the recipient in the tracking and unsubscribe links of the smtp provider. */
  token: string;
};

/** What became of one message handed over. */
export type RecipientOutcome = {
  delivered: boolean;
  messageId: string | null;
  /** Null when delivered; the server's answer otherwise. */
  reason: string | null;
  /** A refusal that will not pass (a 5xx answer): the address is suppressed as bounced. */
  permanent: boolean;
  /** The rendered subject and body, for the e-mail log. */
  subject: string;
  html: string;
};

/** The figures of `campaigns-stats`. */
export type ProviderStats = {
  delivered: number;
  invalid_emails: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  bounces: number;
  spam_reports: number;
  unsubscribes: number;
};

/** One event of the provider's event webhook, read and checked. */
export type ProviderEvent = {
  kind: CampaignEventKind;
  email: string;
  at: Date;
  /** The provider's id of the event (a webhook delivered twice counts once). */
  externalId: string | null;
  /** The single send it belongs to, when the provider says. */
  singlesendId: string | null;
  /** Our own campaign id, when the message carried it (custom argument). */
  campaignId: number | null;
  url: string | null;
  /** For bounces and drops: the provider's reason. */
  reason: string | null;
  /** A bounce that is permanent (SendGrid's `bounce` of type `bounce`, not `blocked`). */
  permanent: boolean;
};

/** What the provider records as it goes, so that a restarted job picks up where it stopped. */
export type LaunchCheckpoints = {
  /** Stores the contact list's id before contacts are added to it. */
  listCreated: (listId: string) => Promise<void>;
  /** Stores the single send's id before it is scheduled. */
  singlesendCreated: (singlesendId: string) => Promise<void>;
};

export type SenderVerificationProvider = {
  /**
   * Registers a new sender (or its new address) with the provider, which e-mails it a verification
   * request; answers the provider's id for it (null when the provider keeps none).
   */
  register: (sender: ProviderSender) => Promise<{ providerSenderId: string | null }>;
  /** Sends the verification request again. */
  resend: (sender: ProviderSender) => Promise<void>;
  /** Whether the provider says the sender is verified (null: the provider keeps no such state). */
  check: (sender: ProviderSender) => Promise<boolean | null>;
};

type Common = {
  readonly name: BulkProviderName;
  /** Contacts held at the provider (sendgrid), or distinct addresses written to (smtp). */
  contactsCount: () => Promise<number | null>;
  /** Null: the provider keeps no figures of its own; the server counts its events. */
  stats: (campaign: ProviderCampaign) => Promise<ProviderStats | null>;
  /** Sender verification at the provider; null: the product's own signed-link e-mail. */
  senders: SenderVerificationProvider | null;
  /**
   * Reads a call of the events webhook; null when its signature does not check out (or the
   * provider has no webhook). `rawBody` is the body exactly as received.
   */
  readWebhook: (
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ) => ProviderEvent[] | null;
  close: () => void;
};

/** Sends each message itself: the job hands it recipients one by one, at its rate. */
export type PerRecipientProvider = Common & {
  readonly mode: "per-recipient";
  /** Messages per second the job keeps to. */
  readonly rate: number;
  /** `messageId` (`<id@domain>`) was recorded before the call: a message sent again after a crash carries the same one. */
  send: (
    campaign: ProviderCampaign,
    recipient: ProviderRecipient,
    messageId: string,
  ) => Promise<RecipientOutcome>;
};

/** Hands the whole audience over at once and lets the provider send at its time. */
export type SingleSendProvider = Common & {
  readonly mode: "single-send";
  /**
   * Makes the list (once), adds these recipients to it as contacts with their placeholders' values,
   * makes the single send (once) and schedules it for `campaign.sendAt`. Safe to run again after a
   * crash: the checkpoints already stored are not made twice.
   */
  launch: (
    campaign: ProviderCampaign,
    recipients: readonly ProviderRecipient[],
    checkpoints: LaunchCheckpoints,
  ) => Promise<{ singlesendId: string }>;
};

export type BulkMailProvider = PerRecipientProvider | SingleSendProvider;

/** The provider failed in a way worth retrying (a 5xx or 429 answer, a lost connection). */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** The provider refused the request (a 4xx answer): retrying would not help. The message is its words. */
export class ProviderRefusedError extends Error {
  override name = "ProviderRefusedError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

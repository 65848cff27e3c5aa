import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies, companyMembers } from "./companies";
import { companyJourneyItems } from "./companyJourney";
import { byUser, timestamps } from "./columns";
import { senders } from "./journeyMedia";
import { sqlWordList } from "./sqlWords";

// Bulk outreach: campaigns, one row per recipient (the durable job's unit of work), what the
// provider reports of each message, and the addresses never to write to again.

export const CAMPAIGN_STATUSES = ["triggered", "scheduled", "draft"] as const;
export const BULK_PROVIDERS = ["smtp", "sendgrid"] as const;
export type BulkProviderName = (typeof BULK_PROVIDERS)[number];

export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    /** The cleaned HTML with its placeholders, filled per recipient when sent. */
    body: text("body").notNull(),
    emailType: text("email_type").notNull(),
    /** The journey task each company's item is made of (2: initial outreach). */
    taskId: integer("task_id").notNull(),
    senderId: integer("sender_id").references(() => senders.id, { onDelete: "set null" }),
    /** The sender as it was when the campaign was made, for the history. */
    senderEmail: text("sender_email").notNull(),
    senderName: text("sender_name").notNull(),
    provider: text("provider", { enum: BULK_PROVIDERS }).notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull(),
    /** When sending starts: the chosen time, or the creation time. */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** The provider's single send; null for the smtp provider. */
    singlesendId: text("singlesend_id"),
    /** The provider's contact list holding this campaign's recipients (sendgrid). */
    providerListId: text("provider_list_id"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Why the campaign stopped short, when it did. */
    lastError: text("last_error"),
    // The figures of campaigns-stats: counted from campaign_events (smtp) or read from the provider
    // (sendgrid) by update-stats.
    delivered: integer("delivered").notNull().default(0),
    invalidEmails: integer("invalid_emails").notNull().default(0),
    opens: integer("opens").notNull().default(0),
    uniqueOpens: integer("unique_opens").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    uniqueClicks: integer("unique_clicks").notNull().default(0),
    bounces: integer("bounces").notNull().default(0),
    spamReports: integer("spam_reports").notNull().default(0),
    unsubscribes: integer("unsubscribes").notNull().default(0),
    statsUpdated: timestamp("stats_updated", { withTimezone: true }),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (table) => [
    check("campaigns_status_check", sql`${table.status} in (${sqlWordList(CAMPAIGN_STATUSES)})`),
    check("campaigns_provider_check", sql`${table.provider} in (${sqlWordList(BULK_PROVIDERS)})`),
    index("campaigns_created_idx").on(table.created, table.id),
    index("campaigns_send_at_idx").on(table.sendAt, table.id),
    index("campaigns_status_idx").on(table.status, table.id),
    index("campaigns_created_by_idx").on(table.createdBy),
  ],
);

/**
 * pending: waits its turn; sending: claimed, being handed over (a crash here is never sent again);
 * sent: accepted; failed: refused for good; suppressed: on the suppression list when its turn came.
 */
export const RECIPIENT_STATES = ["pending", "sending", "sent", "failed", "suppressed"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    memberId: integer("member_id").references(() => companyMembers.id, { onDelete: "set null" }),
    /** The company's initial-outreach item, whose status follows its recipients' engagement. */
    journeyItemId: integer("journey_item_id").references(() => companyJourneyItems.id, {
      onDelete: "set null",
    }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    pitchLine: text("pitch_line").notNull().default(""),
    /** Names the recipient in tracking and unsubscribe links; random, never guessable. */
    token: text("token").notNull(),
    state: text("state", { enum: RECIPIENT_STATES }).notNull().default("pending"),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: text("message_id"),
    error: text("error"),
  },
  (table) => [
    check("campaign_recipients_state_check", sql`${table.state} in (${sqlWordList(RECIPIENT_STATES)})`),
    uniqueIndex("campaign_recipients_email_key").on(table.campaignId, sql`lower(${table.email})`),
    uniqueIndex("campaign_recipients_token_key").on(table.token),
    index("campaign_recipients_state_idx").on(table.campaignId, table.state, table.id),
    index("campaign_recipients_company_idx").on(table.companyId),
    index("campaign_recipients_item_idx").on(table.journeyItemId),
    index("campaign_recipients_sent_idx").on(table.campaignId, table.sentAt),
  ],
);

export const CAMPAIGN_EVENT_KINDS = [
  "delivered",
  "open",
  "click",
  "bounce",
  "dropped",
  "spamreport",
  "unsubscribe",
] as const;
export type CampaignEventKind = (typeof CAMPAIGN_EVENT_KINDS)[number];

/** What happened to a campaign's messages: tracked by the server (smtp) or reported by the provider. */
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    recipientId: bigint("recipient_id", { mode: "number" }).references(() => campaignRecipients.id, {
      onDelete: "cascade",
    }),
    kind: text("kind", { enum: CAMPAIGN_EVENT_KINDS }).notNull(),
    /** The link clicked. */
    url: text("url"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The provider's id of the event (SendGrid's sg_event_id): a webhook delivered twice counts once. */
    externalId: text("external_id"),
  },
  (table) => [
    check("campaign_events_kind_check", sql`${table.kind} in (${sqlWordList(CAMPAIGN_EVENT_KINDS)})`),
    uniqueIndex("campaign_events_external_key")
      .on(table.externalId)
      .where(sql`${table.externalId} is not null`),
    index("campaign_events_campaign_idx").on(table.campaignId, table.kind, table.at),
    index("campaign_events_recipient_idx").on(table.recipientId, table.kind),
  ],
);

export const SUPPRESSION_REASONS = ["unsubscribed", "bounced", "spam"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Addresses no campaign writes to again: unsubscribed, hard-bounced, or marked as spam. */
export const suppressions = pgTable(
  "suppressions",
  {
    /** Lower-cased. */
    email: text("email").primaryKey(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    /** The campaign whose message led to it, when one did. */
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    /** The mail server's or provider's words. */
    detail: text("detail"),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("suppressions_reason_check", sql`${table.reason} in (${sqlWordList(SUPPRESSION_REASONS)})`),
    check("suppressions_email_lower_check", sql`${table.email} = lower(${table.email})`),
  ],
);

import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { companyJourneyItems } from "./companyJourney";
import { users } from "./users";

/** Every message the server sent, or kept in the outbox when no mail server is configured. */
export const emailLogs = pgTable(
  "email_logs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subject: text("subject").notNull().default(""),
    receiverEmails: text("receiver_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ccEmails: text("cc_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bodyType: text("body_type").notNull().default("html"),
    message: text("message").notNull().default(""),
    icsData: text("ics_data"),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    delivered: boolean("delivered").notNull().default(false),
    /** Why the message was not delivered: the mail server's answer or the error. */
    reason: text("reason"),
    /** permanent (not worth retrying) or temporary, when not delivered. */
    failure: text("failure"),
    /** The Message-ID header the message carried. */
    messageId: text("message_id"),
    /** The journey item the message belongs to (an e-mail, a meeting's invitation or cancellation). */
    journeyItemId: integer("journey_item_id").references(() => companyJourneyItems.id, {
      onDelete: "set null",
    }),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_logs_created_idx").on(table.created, table.id),
    index("email_logs_subject_idx").on(sql`lower(${table.subject})`, table.id),
    index("email_logs_body_type_idx").on(table.bodyType, table.id),
    index("email_logs_delivered_idx").on(table.delivered, table.created),
    index("email_logs_sender_idx").on(table.senderId),
    index("email_logs_company_idx").on(table.companyId),
    index("email_logs_journey_item_idx").on(table.journeyItemId),
  ],
);

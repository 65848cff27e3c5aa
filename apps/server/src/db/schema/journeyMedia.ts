import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { companyJourneyItems } from "./companyJourney";
import { sqlWordList } from "./sqlWords";
import { byUser, timestamps } from "./columns";

// The files of a company (documents of a task, uploads of the Upload dialog, recordings, e-mail
// attachments) and the sender identities e-mails and invitations go out as.

export const DOCUMENT_TYPE_VALUES = ["RECORDING", "OTHER", "FEEDBACK"] as const;
export const DOCUMENT_STATE_VALUES = ["PENDING", "UPLOADED", "FAILED"] as const;
/** A task's file (a DOCUMENT, a meeting's document, an upload) or an e-mail's attachment. */
export const DOCUMENT_ROLE_VALUES = ["file", "attachment"] as const;

/** One stored file of a company; its bytes live in the file storage under `storage_key`. */
export const companyDocuments = pgTable(
  "company_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The item the file belongs to; none for an upload of the Upload dialog. */
    journeyItemId: integer("journey_item_id").references(() => companyJourneyItems.id, {
      onDelete: "cascade",
    }),
    role: text("role").notNull().default("file"),
    type: text("type").notNull().default("OTHER"),
    /** Where the bytes are: a key of the file storage (disk folder or S3 bucket). */
    storageKey: text("storage_key").notNull(),
    /** The name the uploader's file had, shown and offered on download. */
    fileName: text("file_name").notNull(),
    /** The type read from the file's content, not the one the client claimed. */
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    description: text("description"),
    /** The round an upload belongs to. */
    uploadedOn: text("uploaded_on"),
    transcriptionKey: text("transcription_key"),
    transcriptionFileName: text("transcription_file_name"),
    /** PENDING while a recording is compressed, then UPLOADED or FAILED; other files are UPLOADED at once. */
    state: text("state").notNull().default("UPLOADED"),
    /** Why compression failed, for the log; the user sees the spec's words. */
    failureReason: text("failure_reason"),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (table) => [
    check("company_documents_type_check", sql`${table.type} in (${sqlWordList(DOCUMENT_TYPE_VALUES)})`),
    check("company_documents_state_check", sql`${table.state} in (${sqlWordList(DOCUMENT_STATE_VALUES)})`),
    check("company_documents_role_check", sql`${table.role} in (${sqlWordList(DOCUMENT_ROLE_VALUES)})`),
    check("company_documents_size_check", sql`${table.sizeBytes} >= 0`),
    index("company_documents_company_idx").on(table.companyId, table.created, table.id),
    index("company_documents_journey_item_idx").on(table.journeyItemId),
    index("company_documents_pending_idx")
      .on(table.state)
      .where(sql`${table.state} = 'PENDING'`),
  ],
);

/** An address e-mails and invitations are sent from; only verified ones may be chosen. */
export const senders = pgTable(
  "senders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    senderName: text("sender_name").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    isVerified: boolean("is_verified").notNull().default(false),
    /** The bulk e-mail provider's id for this sender, once it has one. */
    providerSenderId: text("provider_sender_id"),
    /** When the newest verification request went out; a verification link older than it is refused. */
    verificationSentAt: timestamp("verification_sent_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("senders_email_key").on(sql`lower(${table.email})`),
    index("senders_created_idx").on(table.created, table.id),
  ],
);

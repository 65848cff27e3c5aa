import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Id, JourneyItem } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyDocuments,
  companyJourneyItems,
  emailLogs,
  journeyItemMembers,
  senders,
  users,
} from "../../db/schema";
import { badRequest } from "../../http/HttpError";
import { enqueue } from "../../jobs";
import { type JourneyActor, requireJourneyWrite } from "../journey";
import { addItem, requireCompanyMembers } from "../journey";
import { readItem } from "../journey";
import { uniqueIds } from "../../db/wire";

// E-mails of the journey (`email/`): the item, its receivers and attachments and the job that sends
// it are written in one transaction; the job then sends it exactly once (see `sendJob.ts`).
//
// An EMAIL item's status: `scheduled` (a time ahead) or `queued` (now), then `sending` (committed
// with the Message-ID before the mail server is spoken to), then `sent` or `failed`. A temporary
// failure puts it back to `queued` for the job's next attempt.

export const EMAIL_JOB = "email.send";

export const SENDER_REQUIRED_MESSAGE = "Sender is required";
export const SENDER_INACTIVE_MESSAGE = "This sender is not active. Please choose an active sender.";
export const SENDER_UNVERIFIED_MESSAGE =
  "This sender is not verified. Please go to sender details to verify it before you can select it.";
export const NOT_ACTIVE_USERS_MESSAGE = "Select e-mail addresses of active users.";
export const MEMBERS_WITHOUT_EMAIL_MESSAGE = "Every receiver needs an e-mail address.";

const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });

export type EmailValues = {
  company_id: Id;
  stage_id: Id;
  task_id: Id;
  sender_id: Id;
  receivers: Id[];
  cc_email: string[];
  bcc_email: string[];
  subject: string;
  /** Sanitised already. */
  body: string;
  font: string;
  /** When to send; null: now. */
  date: Date | null;
};

/** A file already in storage, to attach. */
export type StoredAttachment = { key: string; fileName: string; mimeType: string; size: number };

/** What the sending job needs of an e-mail, read when it runs. */
export type OutgoingEmail = {
  itemId: Id;
  companyId: Id;
  status: string | null;
  subject: string;
  body: string;
  font: string;
  to: string[];
  cc: string[];
  bcc: string[];
  /** The user who wrote it: the e-mail log's sender. */
  createdBy: Id | null;
  sender: { name: string; address: string; isActive: boolean; isVerified: boolean } | null;
  attachments: Array<{ key: string; fileName: string; mimeType: string }>;
  /** The log row of this e-mail's send, once one was begun. */
  log: { id: Id; messageId: string | null } | null;
};

export type SendOutcome = {
  delivered: boolean;
  reason: string | null;
  failure: "permanent" | "temporary" | null;
};

/** The active users' addresses among `emails` (case aside), in the case stored. */
async function activeUserEmails(db: Database, emails: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), eq(users.isActive, true)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.email]));
}

async function checkUsers(db: Database, field: string, emails: readonly string[]): Promise<string[]> {
  const known = await activeUserEmails(db, emails);
  const found = emails.map((email) => known.get(email.trim().toLowerCase()));
  if (found.some((email) => email === undefined)) throw refuse(field, NOT_ACTIVE_USERS_MESSAGE);
  return [...new Set(found as string[])];
}

/** The e-mail log's row of a message, before its outcome is known. */
function logRowOf(email: OutgoingEmail, html: string) {
  return {
    subject: email.subject,
    receiverEmails: email.to,
    ccEmails: email.cc,
    bodyType: "html",
    message: html,
    senderId: email.createdBy,
    companyId: email.companyId,
    delivered: false,
    journeyItemId: email.itemId,
  };
}

export function createEmailRepository(db: Database) {
  return {
    /** Runs `run` in one transaction of this database (the sending job's completion joins it). */
    transaction: <T>(run: (tx: Database) => Promise<T>): Promise<T> => db.transaction(run),

    /**
     * Checks everything the stored rows do not (receivers of the company, active users, a usable
     * sender) and writes the e-mail with its job; answers the new item.
     */
    async create(
      values: EmailValues,
      attachments: readonly StoredAttachment[],
      actor: JourneyActor,
    ): Promise<JourneyItem> {
      await requireJourneyWrite(db, values.company_id, actor);
      const [sender] = await db
        .select({ isActive: senders.isActive, isVerified: senders.isVerified })
        .from(senders)
        .where(eq(senders.id, values.sender_id));
      if (!sender) throw refuse("sender_id", SENDER_REQUIRED_MESSAGE);
      if (!sender.isActive) throw refuse("sender_id", SENDER_INACTIVE_MESSAGE);
      if (!sender.isVerified) throw refuse("sender_id", SENDER_UNVERIFIED_MESSAGE);

      const memberIds = uniqueIds(values.receivers);
      if (memberIds.length === 0) throw refuse("receivers", "At least one company member is required");
      const members = await requireCompanyMembers(db, values.company_id, memberIds, "receivers");
      const byId = new Map(members.map((member) => [member.id, member.email?.trim() ?? ""]));
      const to = memberIds.map((id) => byId.get(id) ?? "");
      if (to.some((email) => email === "")) throw refuse("receivers", MEMBERS_WITHOUT_EMAIL_MESSAGE);
      const cc = await checkUsers(db, "cc_email", values.cc_email);
      const bcc = await checkUsers(db, "bcc_email", values.bcc_email);

      const now = new Date();
      const runAt = values.date && values.date.getTime() > now.getTime() ? values.date : now;
      const itemId = await db.transaction(async (tx) => {
        const id = await addItem(tx, values, "EMAIL", actor, {
          status: runAt === now ? "queued" : "scheduled",
          subject: values.subject,
          body: values.body,
          startDate: runAt,
        });
        await tx
          .update(companyJourneyItems)
          .set({ font: values.font, receiverEmails: to, cc, bcc, senderId: values.sender_id })
          .where(eq(companyJourneyItems.id, id));
        await tx
          .insert(journeyItemMembers)
          .values(memberIds.map((memberId, position) => ({ journeyItemId: id, memberId, position })));
        if (attachments.length > 0) {
          await tx.insert(companyDocuments).values(
            attachments.map((file) => ({
              companyId: values.company_id,
              journeyItemId: id,
              role: "attachment",
              type: "OTHER",
              storageKey: file.key,
              fileName: file.fileName,
              mimeType: file.mimeType,
              sizeBytes: file.size,
              state: "UPLOADED",
              createdBy: actor.userId,
            })),
          );
        }
        await enqueue(tx, {
          kind: EMAIL_JOB,
          payload: { journeyItemId: id },
          runAt,
          dedupeKey: `${EMAIL_JOB}:${id}`,
        });
        return id;
      });
      return (await readItem(db, itemId)) as JourneyItem;
    },

    /** The e-mail as the job sends it; null when the item is gone or is not an e-mail. */
    async outgoing(itemId: Id): Promise<OutgoingEmail | null> {
      const [item] = await db
        .select()
        .from(companyJourneyItems)
        .where(and(eq(companyJourneyItems.id, itemId), eq(companyJourneyItems.type, "EMAIL")));
      if (!item) return null;
      const [sender] =
        item.senderId === null
          ? []
          : await db
              .select({
                name: senders.senderName,
                address: senders.email,
                isActive: senders.isActive,
                isVerified: senders.isVerified,
              })
              .from(senders)
              .where(eq(senders.id, item.senderId));
      const files = await db
        .select({
          key: companyDocuments.storageKey,
          fileName: companyDocuments.fileName,
          mimeType: companyDocuments.mimeType,
        })
        .from(companyDocuments)
        .where(and(eq(companyDocuments.journeyItemId, itemId), eq(companyDocuments.role, "attachment")))
        .orderBy(asc(companyDocuments.id));
      const [log] = await db
        .select({ id: emailLogs.id, messageId: emailLogs.messageId })
        .from(emailLogs)
        .where(eq(emailLogs.journeyItemId, itemId))
        .orderBy(asc(emailLogs.id))
        .limit(1);
      return {
        itemId,
        companyId: item.companyId,
        status: item.status,
        subject: item.subject ?? "",
        body: item.body ?? "",
        font: item.font ?? "Calibri",
        to: item.receiverEmails,
        cc: item.cc,
        bcc: item.bcc,
        createdBy: item.createdBy,
        sender: sender ?? null,
        attachments: files,
        log: log ?? null,
      };
    },

    /**
     * Commits the decision to send: the item becomes `sending` and its log row holds the Message-ID
     * the message will carry. Null when another run got there first (the item is no longer waiting).
     */
    async beginSending(
      email: OutgoingEmail,
      domain: string,
      html: string,
    ): Promise<{ logId: Id; messageId: string } | null> {
      const messageId = `<email-${email.itemId}.${randomUUID()}@${domain}>`;
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ status: companyJourneyItems.status })
          .from(companyJourneyItems)
          .where(eq(companyJourneyItems.id, email.itemId))
          .for("update");
        if (!item || (item.status !== "queued" && item.status !== "scheduled")) return null;
        await tx
          .update(companyJourneyItems)
          .set({ status: "sending", modified: sql`now()` })
          .where(eq(companyJourneyItems.id, email.itemId));
        const row = { ...logRowOf(email, html), reason: null, failure: null, messageId };
        if (email.log) {
          await tx.update(emailLogs).set(row).where(eq(emailLogs.id, email.log.id));
          return { logId: email.log.id, messageId };
        }
        const [log] = await tx.insert(emailLogs).values(row).returning({ id: emailLogs.id });
        if (!log) throw new Error("The insert returned no row.");
        return { logId: log.id, messageId };
      });
    },

    /**
     * Records how the send went, inside `tx` (the job's completion commits with it): `sent`,
     * `failed`, or back to `queued` for another attempt (`retry`).
     */
    async finishSending(
      tx: Database,
      itemId: Id,
      logId: Id,
      outcome: SendOutcome,
      retry: boolean,
    ): Promise<void> {
      const status = outcome.delivered ? "sent" : retry ? "queued" : "failed";
      await tx
        .update(emailLogs)
        .set({ delivered: outcome.delivered, reason: outcome.reason, failure: outcome.failure })
        .where(eq(emailLogs.id, logId));
      await tx
        .update(companyJourneyItems)
        .set({ status, modified: sql`now()` })
        .where(and(eq(companyJourneyItems.id, itemId), eq(companyJourneyItems.status, "sending")));
    },

    /** Fails an e-mail that never reached the mail server (its sender unusable, say), with the reason logged. */
    async failBeforeSending(tx: Database, email: OutgoingEmail, html: string, reason: string): Promise<void> {
      const row = { ...logRowOf(email, html), reason, failure: "permanent" };
      if (email.log) await tx.update(emailLogs).set(row).where(eq(emailLogs.id, email.log.id));
      else await tx.insert(emailLogs).values(row);
      await tx
        .update(companyJourneyItems)
        .set({ status: "failed", modified: sql`now()` })
        .where(eq(companyJourneyItems.id, email.itemId));
    },
  };
}

export type EmailRepository = ReturnType<typeof createEmailRepository>;

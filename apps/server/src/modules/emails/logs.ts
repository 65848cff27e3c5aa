import { eq, sql } from "drizzle-orm";
import { type EmailLog, FLAG_FILTER, type Id, type ListParams, type ListResult } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { emailLogs, users } from "../../db/schema";
import { listFields, listRows, type ListSpec, listWhere } from "../../db/listQuery";
import { iso } from "../../db/wire";

const EMAIL_LOG_LIST: ListSpec = {
  sort: {
    id: [emailLogs.id],
    subject: [sql`lower(${emailLogs.subject})`],
    body_type: [emailLogs.bodyType],
    created: [emailLogs.created],
    delivered: [emailLogs.delivered],
  },
  defaultSort: { field: "created", direction: "desc" },
  id: emailLogs.id,
  search: [
    emailLogs.subject,
    sql`array_to_string(${emailLogs.receiverEmails}, ' ')`,
    sql`array_to_string(${emailLogs.ccEmails}, ' ')`,
  ],
  // A log is written once: its creation is also its last change.
  dates: { created: emailLogs.created, modified: emailLogs.created },
  flags: { delivered: emailLogs.delivered },
};

/** Sort fields and filters of the e-mail logs table, for `queryToListParams`. */
export const EMAIL_LOG_LIST_FIELDS = listFields(EMAIL_LOG_LIST, ["delivered"] as const, {
  delivered: FLAG_FILTER,
});

/** What the mail code records for a message. */
export type EmailLogEntry = {
  subject: string;
  receiver_emails: readonly string[];
  cc_emails?: readonly string[];
  body_type?: string;
  message: string;
  ics_data?: string | null;
  /** The user the message went out for. */
  sender_id?: Id | null;
  company_id?: Id | null;
  delivered: boolean;
  /** Why it was not delivered, and whether that is for good. */
  reason?: string | null;
  failure?: "permanent" | "temporary" | null;
  /** The Message-ID header the message carried. */
  message_id?: string | null;
  journey_item_id?: Id | null;
  created?: Date;
};

/** The table row of an entry; its time is now unless the entry gives one. */
function rowOf(entry: EmailLogEntry): typeof emailLogs.$inferInsert {
  return {
    subject: entry.subject,
    receiverEmails: [...entry.receiver_emails],
    ccEmails: [...(entry.cc_emails ?? [])],
    bodyType: entry.body_type ?? "html",
    message: entry.message,
    icsData: entry.ics_data ?? null,
    senderId: entry.sender_id ?? null,
    companyId: entry.company_id ?? null,
    delivered: entry.delivered,
    reason: entry.reason ?? null,
    failure: entry.failure ?? null,
    messageId: entry.message_id ?? null,
    journeyItemId: entry.journey_item_id ?? null,
    ...(entry.created ? { created: entry.created } : {}),
  };
}

const logColumns = {
  id: emailLogs.id,
  subject: emailLogs.subject,
  receiverEmails: emailLogs.receiverEmails,
  ccEmails: emailLogs.ccEmails,
  bodyType: emailLogs.bodyType,
  message: emailLogs.message,
  icsData: emailLogs.icsData,
  delivered: emailLogs.delivered,
  reason: emailLogs.reason,
  created: emailLogs.created,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
};

type LogRow = Omit<
  typeof emailLogs.$inferSelect,
  "senderId" | "companyId" | "failure" | "messageId" | "journeyItemId"
> & {
  senderFirstName: string | null;
  senderLastName: string | null;
};

function toEmailLog(row: LogRow): EmailLog {
  return {
    id: row.id,
    subject: row.subject,
    receiver_emails: row.receiverEmails,
    cc_emails: row.ccEmails,
    body_type: row.bodyType,
    message: row.message,
    ics_data: row.icsData,
    sender:
      row.senderFirstName === null
        ? null
        : { first_name: row.senderFirstName, last_name: row.senderLastName ?? "" },
    created: iso(row.created),
    delivered: row.delivered,
    reason: row.reason,
  };
}

export function createEmailLogRepository(db: Database) {
  async function read(id: Id): Promise<EmailLog | null> {
    const [row] = await db
      .select(logColumns)
      .from(emailLogs)
      .leftJoin(users, eq(users.id, emailLogs.senderId))
      .where(eq(emailLogs.id, id));
    return row ? toEmailLog(row) : null;
  }

  return {
    async list(params: ListParams): Promise<ListResult<EmailLog>> {
      const [rows, count] = await listRows(db, params, EMAIL_LOG_LIST, {
        query: db
          .select(logColumns)
          .from(emailLogs)
          .leftJoin(users, eq(users.id, emailLogs.senderId))
          .$dynamic(),
        table: emailLogs,
        where: listWhere(params, EMAIL_LOG_LIST),
      });
      return { rows: rows.map(toEmailLog), count };
    },

    get: read,

    async insert(entry: EmailLogEntry): Promise<EmailLog> {
      const [row] = await db.insert(emailLogs).values(rowOf(entry)).returning({ id: emailLogs.id });
      const log = row ? await read(row.id) : null;
      if (!log) throw new Error("The e-mail log vanished after it was written.");
      return log;
    },

    /**
     * Records many sent messages in one statement (a campaign's batch); nothing is read back. Given
     * a transaction, the rows land with whatever else it commits.
     */
    async insertMany(entries: readonly EmailLogEntry[], tx: Database = db): Promise<void> {
      if (entries.length === 0) return;
      await tx.insert(emailLogs).values(entries.map(rowOf));
    },

    /** Marks a logged message delivered (or not) once the mail server or provider says so. */
    async setDelivered(id: Id, delivered: boolean): Promise<boolean> {
      const changed = await db
        .update(emailLogs)
        .set({ delivered })
        .where(eq(emailLogs.id, id))
        .returning({ id: emailLogs.id });
      return changed.length > 0;
    },
  };
}

export type EmailLogRepository = ReturnType<typeof createEmailLogRepository>;

import { and, eq, sql } from "drizzle-orm";
import {
  ADAPTER_MESSAGES,
  FLAG_FILTER,
  type Id,
  type ListParams,
  type ListResult,
  type SenderDetails,
  type SenderInput,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { senders, users } from "../../db/schema";
import { DuplicateError, violatedUniqueConstraint } from "../../db/errors";
import { listFields, listRows, type ListSpec, listWhere } from "../../db/listQuery";
import { iso } from "../../db/wire";

// The sender identities e-mails go out as (Sender Details). An address is unique, case aside; a
// sender is verified once someone opened the link of its newest verification e-mail, and a new
// address has to be verified again.

const SENDER_LIST: ListSpec = {
  sort: {
    id: [senders.id],
    email: [sql`lower(${senders.email})`],
    sender_name: [sql`lower(${senders.senderName})`],
    city: [sql`lower(${senders.city})`],
    country: [sql`lower(${senders.country})`],
    is_active: [senders.isActive],
    is_verified: [senders.isVerified],
    created: [senders.created],
    modified: [senders.modified],
  },
  // The newest senders first, as the other admin tables.
  defaultSort: { field: "created", direction: "desc" },
  id: senders.id,
  search: [senders.email, senders.senderName, senders.city, senders.country],
  dates: { created: senders.created, modified: senders.modified },
  flags: { is_active: senders.isActive, is_verified: senders.isVerified },
  notNullSorts: ["id", "is_active", "is_verified", "created", "modified"],
};

/** Sort fields and filters of the Sender Details table, for `queryToListParams`. */
export const SENDER_LIST_FIELDS = listFields(SENDER_LIST, ["is_active", "is_verified"] as const, {
  is_active: FLAG_FILTER,
  is_verified: FLAG_FILTER,
});

const senderColumns = {
  id: senders.id,
  email: senders.email,
  senderName: senders.senderName,
  address: senders.address,
  city: senders.city,
  country: senders.country,
  isActive: senders.isActive,
  isVerified: senders.isVerified,
  providerSenderId: senders.providerSenderId,
  verificationSentAt: senders.verificationSentAt,
  created: senders.created,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

type SenderRow = {
  id: Id;
  email: string;
  senderName: string;
  address: string;
  city: string;
  country: string;
  isActive: boolean;
  isVerified: boolean;
  providerSenderId: string | null;
  verificationSentAt: Date | null;
  created: Date;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

/** A sender as stored, with what its verification needs beyond the answer. */
export type SenderRecord = SenderDetails & { verification_sent_at: Date | null };

function toSender(row: SenderRow): SenderRecord {
  return {
    id: row.id,
    email: row.email,
    sender_name: row.senderName,
    address: row.address,
    city: row.city,
    country: row.country,
    is_active: row.isActive,
    is_verified: row.isVerified,
    sender_id: row.providerSenderId,
    created_by:
      row.creatorFirstName === null
        ? null
        : { first_name: row.creatorFirstName, last_name: row.creatorLastName ?? "" },
    created: iso(row.created),
    verification_sent_at: row.verificationSentAt,
  };
}

/** The answer's fields only: what the route sends. */
export function senderDetails(record: SenderRecord): SenderDetails {
  const { verification_sent_at: _sentAt, ...details } = record;
  return details;
}

function duplicate(error: unknown): unknown {
  return violatedUniqueConstraint(error) === "senders_email_key"
    ? new DuplicateError("email", ADAPTER_MESSAGES.duplicateSenderEmail)
    : error;
}

/** A verification request's time: a link carries it to the millisecond, as it is stored. */
function requestTime(): Date {
  return new Date();
}

export function createSenderRepository(db: Database) {
  async function read(id: Id): Promise<SenderRecord | null> {
    const [row] = await db
      .select(senderColumns)
      .from(senders)
      .leftJoin(users, eq(users.id, senders.createdBy))
      .where(eq(senders.id, id));
    return row ? toSender(row) : null;
  }

  return {
    async list(params: ListParams): Promise<ListResult<SenderDetails>> {
      const [rows, count] = await listRows(db, params, SENDER_LIST, {
        query: db
          .select(senderColumns)
          .from(senders)
          .leftJoin(users, eq(users.id, senders.createdBy))
          .$dynamic(),
        table: senders,
        where: listWhere(params, SENDER_LIST),
      });
      return { rows: rows.map((row) => senderDetails(toSender(row))), count };
    },

    get: read,

    /** A new, unverified sender whose verification request goes out now; DuplicateError for a taken address. */
    async create(input: SenderInput, createdBy: Id): Promise<SenderRecord> {
      try {
        const [row] = await db
          .insert(senders)
          .values({
            email: input.email.trim(),
            senderName: input.sender_name,
            address: input.address,
            city: input.city,
            country: input.country,
            isActive: input.is_active,
            isVerified: false,
            verificationSentAt: requestTime(),
            createdBy,
          })
          .returning({ id: senders.id });
        if (!row) throw new Error("The insert returned no row.");
        return (await read(row.id)) as SenderRecord;
      } catch (error) {
        throw duplicate(error);
      }
    },

    /**
     * Changes a sender; null when there is none. A changed address is unverified again and gets a
     * new verification request (`addressChanged` tells the caller to send it).
     */
    async update(
      id: Id,
      input: SenderInput,
    ): Promise<{ sender: SenderRecord; addressChanged: boolean } | null> {
      let addressChanged = false;
      try {
        const found = await db.transaction(async (tx) => {
          const [found] = await tx
            .select({ email: senders.email })
            .from(senders)
            .where(eq(senders.id, id))
            .for("update");
          if (!found) return false;
          const email = input.email.trim();
          addressChanged = found.email.toLowerCase() !== email.toLowerCase();
          await tx
            .update(senders)
            .set({
              email,
              senderName: input.sender_name,
              address: input.address,
              city: input.city,
              country: input.country,
              isActive: input.is_active,
              modified: sql`now()`,
              ...(addressChanged
                ? { isVerified: false, verifiedAt: null, verificationSentAt: requestTime() }
                : {}),
            })
            .where(eq(senders.id, id));
          return true;
        });
        if (!found) return null;
      } catch (error) {
        throw duplicate(error);
      }
      return { sender: (await read(id)) as SenderRecord, addressChanged };
    },

    /** A new verification request: links of earlier ones stop working. Null when there is no sender. */
    async renewVerification(id: Id): Promise<SenderRecord | null> {
      const changed = await db
        .update(senders)
        .set({ verificationSentAt: requestTime() })
        .where(eq(senders.id, id))
        .returning({ id: senders.id });
      return changed.length > 0 ? read(id) : null;
    },

    /** Records the bulk e-mail provider's id for the sender (its verified-sender record). */
    async setProviderId(id: Id, providerSenderId: string | null): Promise<SenderRecord | null> {
      await db
        .update(senders)
        .set({ providerSenderId, modified: sql`now()` })
        .where(eq(senders.id, id));
      return read(id);
    },

    /** Marks the sender verified because the provider says it is, for this address. */
    async markVerifiedByProvider(id: Id, email: string): Promise<boolean> {
      const changed = await db
        .update(senders)
        .set({ isVerified: true, verifiedAt: sql`now()`, modified: sql`now()` })
        .where(and(eq(senders.id, id), sql`lower(${senders.email}) = ${email.toLowerCase()}`))
        .returning({ id: senders.id });
      return changed.length > 0;
    },

    /**
     * Marks the sender verified when the link's request is still its newest one for the same
     * address; false when it is not (a newer request went out, or the address changed).
     */
    async markVerified(id: Id, email: string, sentAt: Date): Promise<boolean> {
      const changed = await db
        .update(senders)
        .set({ isVerified: true, verifiedAt: sql`now()`, modified: sql`now()` })
        .where(
          and(
            eq(senders.id, id),
            sql`lower(${senders.email}) = ${email.toLowerCase()}`,
            eq(senders.verificationSentAt, sentAt),
          ),
        )
        .returning({ id: senders.id });
      return changed.length > 0;
    },
  };
}

export type SenderRepository = ReturnType<typeof createSenderRepository>;

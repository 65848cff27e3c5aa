import { eq, sql } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { campaignEvents, campaignRecipients } from "../../db/schema";
import { type Engagement, engagementRank, movesUp } from "./engagement";
import { rowsOf } from "../../db/rows";

// What happened to a campaign's messages after they went out: the opens, clicks and unsubscribes
// of the tracking links, and the events a provider reports, each applied to its recipient, the
// company's item and the suppression list.

type EventKind = (typeof campaignEvents.$inferInsert)["kind"];

/** One event of one recipient, from a tracking link or the provider's webhook. */
export type RecipientEvent = {
  campaignId: Id;
  recipientId: Id | null;
  journeyItemId: Id | null;
  email: string;
  kind: EventKind;
  url?: string | null;
  at?: Date;
  externalId?: string | null;
  /** For a bounce: whether the address refuses for good (unsaid counts as for good). */
  permanent?: boolean;
  detail?: string | null;
};

/** Why the event's address is suppressed: an unsubscribe, a spam report or a hard bounce; null for none. */
function suppressionReason(event: RecipientEvent): "unsubscribed" | "spam" | "bounced" | null {
  if (event.kind === "unsubscribe") return "unsubscribed";
  if (event.kind === "spamreport") return "spam";
  if (event.kind === "bounce" && event.permanent !== false) return "bounced";
  return null;
}

/** The engagement an event shows on the company's item; null for one that shows none. */
function engagementOf(kind: EventKind): Engagement | null {
  if (kind === "click") return "clicked";
  if (kind === "open") return "opened";
  if (kind === "delivered") return "delivered";
  if (kind === "bounce" || kind === "dropped") return "bounced";
  return null;
}

/**
 * A bounce shows on the company's item once none of its recipients' messages got through: one
 * address bouncing among several delivered ones leaves the item as it is.
 */
async function markItemBounced(tx: Database, itemId: Id) {
  await tx.execute(sql`
    update company_journey_items set status = 'bounced', modified = now()
    where id = ${itemId} and ${engagementRank(sql`status`)} < ${engagementRank("opened")}
      and not exists (
        select 1 from campaign_recipients r
        where r.journey_item_id = ${itemId} and r.state = 'sent'
          and not exists (
            select 1 from campaign_events e
            where e.recipient_id = r.id and e.kind in ('bounce', 'dropped')))
  `);
}

/** Moves an item's e-mail status up to `status`, never down. */
async function raiseItemStatus(tx: Database, itemId: Id, status: Engagement) {
  await tx.execute(sql`
    update company_journey_items set status = ${status}, modified = now()
    where id = ${itemId} and ${movesUp(sql`status`, status)}
  `);
}

export function providerEvents(db: Database) {
  return {
    /** The recipient a tracking link names. */
    async recipientByToken(token: string) {
      const [row] = await db
        .select({
          id: campaignRecipients.id,
          campaignId: campaignRecipients.campaignId,
          email: campaignRecipients.email,
          journeyItemId: campaignRecipients.journeyItemId,
        })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.token, token));
      return row ?? null;
    },

    /** The recipient of a provider's event: by campaign (or single send) and address. */
    async recipientOfEvent(event: { email: string; campaignId: number | null; singlesendId: string | null }) {
      const [row] = await rowsOf<{
        id: string | number;
        campaign_id: number;
        journey_item_id: number | null;
      }>(
        db,
        sql`
          select r.id, r.campaign_id, r.journey_item_id from campaign_recipients r
          join campaigns c on c.id = r.campaign_id
          where lower(r.email) = lower(${event.email})
            and (${event.campaignId}::int is null or c.id = ${event.campaignId})
            and (${event.singlesendId}::text is null or c.singlesend_id = ${event.singlesendId})
          order by r.id desc limit 1
        `,
      );
      return row
        ? { id: Number(row.id), campaignId: row.campaign_id, journeyItemId: row.journey_item_id }
        : null;
    },

    /**
     * Records one event (once: an event the provider names twice counts once), moves the company's
     * item up to the engagement it shows, and suppresses the address after an unsubscribe, a hard
     * bounce or a spam report. Answers false for an event already recorded.
     */
    async recordEvent(event: RecipientEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(campaignEvents)
          .values({
            campaignId: event.campaignId,
            recipientId: event.recipientId,
            kind: event.kind,
            url: event.url ?? null,
            at: event.at ?? new Date(),
            externalId: event.externalId ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: campaignEvents.id });
        if (inserted.length === 0) return false;
        const reason = suppressionReason(event);
        if (reason) {
          await tx.execute(sql`
            insert into suppressions (email, reason, campaign_id, detail)
            values (lower(${event.email}), ${reason}, ${event.campaignId}, ${event.detail ?? null})
            on conflict (email) do nothing
          `);
        }
        const status = engagementOf(event.kind);
        if (status === "bounced" && event.journeyItemId !== null) {
          await markItemBounced(tx, event.journeyItemId);
        } else if (status && event.journeyItemId !== null) {
          await raiseItemStatus(tx, event.journeyItemId, status);
        }
        return true;
      });
    },

    /** Whether the address is on the suppression list. */
    async isSuppressed(email: string): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from suppressions where email = lower(${email})`,
      );
      return rows.length > 0;
    },
  };
}

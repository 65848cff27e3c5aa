import { sql } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import type { ProviderRecipient, RecipientOutcome } from "../../mail/bulk/provider";
import { movesUp } from "./engagement";
import { rowsOf } from "../../db/rows";
import { idArray } from "./rawQuery";

// The recipient queue the sending job works through: recipients claimed by workers, marked
// `sending` before their messages go out, then sent, failed or suppressed; and the whole audience
// at once for a provider that takes it in one go.

/** The error a recipient on the suppression list is recorded with; it is never sent to. */
export const ON_SUPPRESSION_LIST = "On the suppression list";

/** A recipient claimed for sending, with the item its company's engagement shows on. */
export type ClaimedRecipient = ProviderRecipient & {
  companyId: number | null;
  journeyItemId: number | null;
  /** Recorded when its message was first handed over; null before. */
  messageId?: string | null;
  suppressed: boolean;
};

/** What became of a recipient's message, as its row records it. */
type SendOutcome = Pick<RecipientOutcome, "delivered" | "messageId" | "reason" | "permanent">;

/** A recipient row as the claiming queries read it. */
type RecipientRow = {
  id: string | number;
  email: string;
  first_name: string;
  company_name: string;
  pitch_line: string;
  token: string;
  company_id: number | null;
  journey_item_id: number | null;
  message_id: string | null;
  suppressed: boolean;
};

/** The columns of a RecipientRow but `suppressed`, of `campaign_recipients r`. */
const RECIPIENT_FIELDS = sql`r.id, r.email, r.first_name, r.company_name, r.pitch_line, r.token, r.company_id,
  r.journey_item_id, r.message_id`;

/** The columns of a RecipientRow, of `campaign_recipients r`: suppressed as the list stands now. */
const RECIPIENT_COLUMNS = sql`${RECIPIENT_FIELDS},
  exists (select 1 from suppressions s where s.email = lower(r.email)) as suppressed`;

function toClaimed(row: RecipientRow): ClaimedRecipient {
  return {
    id: Number(row.id),
    email: row.email,
    first_name: row.first_name,
    company_name: row.company_name,
    pitch_line: row.pitch_line,
    token: row.token,
    companyId: row.company_id,
    journeyItemId: row.journey_item_id,
    messageId: row.message_id,
    suppressed: row.suppressed,
  };
}

/** The item status a batch's outcomes show: sent when any of its recipients' messages went out. */
function itemStatuses(results: readonly { recipient: ClaimedRecipient; outcome: SendOutcome }[]) {
  const items = new Map<number, "sent" | "failed">();
  for (const { recipient, outcome } of results) {
    if (recipient.journeyItemId === null) continue;
    if (outcome.delivered || !items.has(recipient.journeyItemId)) {
      items.set(
        recipient.journeyItemId,
        outcome.delivered ? "sent" : (items.get(recipient.journeyItemId) ?? "failed"),
      );
    }
  }
  return items;
}

export function recipientQueue(db: Database) {
  return {
    /**
     * Claims up to `limit` recipients of the campaign for this worker and marks them for sending, in
     * one committed statement just before their messages go out: pending ones, ones whose claim is
     * older than `staleMs` (a worker that died), and ones a worker that stopped left `sending`
     * (handed over or not: sent again with the Message-ID recorded then, which mail stores take as
     * the same message). Rows other workers hold are skipped (FOR UPDATE SKIP LOCKED). A recipient
     * on the suppression list is marked suppressed; every other one is marked `sending` with the
     * Message-ID its message carries (`<uuid@domain>`, kept when one is recorded).
     */
    async claimForSending(
      campaignId: Id,
      worker: string,
      limit: number,
      staleMs: number,
      domain: string,
    ): Promise<ClaimedRecipient[]> {
      const stale = sql`now() - (cast(${Math.round(staleMs)} as integer) * interval '1 millisecond')`;
      const rows = await rowsOf<RecipientRow>(
        db,
        sql`
          with next as materialized (
            select id, email from campaign_recipients
            where campaign_id = ${campaignId}
              and (
                (state = 'pending' and (claimed_by is null or claimed_by = ${worker} or claimed_at < ${stale}))
                or (state = 'sending' and claimed_by <> ${worker} and claimed_at < ${stale})
              )
            order by id
            limit ${limit}
            for update skip locked
          ), marked as (
            select id, exists (select 1 from suppressions s where s.email = lower(next.email)) as suppressed
            from next
          )
          update campaign_recipients r
          set claimed_by = ${worker}, claimed_at = now(),
              state = case when marked.suppressed then 'suppressed' else 'sending' end,
              error = case when marked.suppressed then ${ON_SUPPRESSION_LIST} else r.error end,
              message_id = case when marked.suppressed then r.message_id
                else coalesce(r.message_id, '<' || gen_random_uuid() || '@' || ${domain} || '>') end
          from marked where r.id = marked.id
          returning ${RECIPIENT_FIELDS}, marked.suppressed
        `,
      );
      return rows.map(toClaimed).sort((a, b) => a.id - b.id);
    },

    /** Recipients marked `sending` whose messages were not handed over after all (a stop): back to the queue. */
    async releaseUnsent(ids: readonly Id[]) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update campaign_recipients set state = 'pending', claimed_by = null, claimed_at = null
        where id = any(${idArray(ids)}::bigint[]) and state = 'sending'
      `);
    },

    /**
     * Records a batch's outcomes in one go: each recipient sent or failed, the addresses refused for
     * good suppressed as bounced, and each company's item moved up to what its recipients show.
     */
    async finishMany(
      tx: Database,
      campaignId: Id,
      results: readonly { recipient: ClaimedRecipient; outcome: SendOutcome }[],
    ) {
      if (results.length === 0) return;
      const rows = results.map(({ recipient, outcome }) => ({
        id: recipient.id,
        email: recipient.email,
        delivered: outcome.delivered,
        message_id: outcome.messageId,
        error: outcome.reason,
        bounced: !outcome.delivered && outcome.permanent,
      }));
      const values = sql`json_to_recordset(${JSON.stringify(rows)}::json)
        as v(id bigint, email text, delivered boolean, message_id text, error text, bounced boolean)`;
      await tx.execute(sql`
        update campaign_recipients r
        set state = case when v.delivered then 'sent' else 'failed' end,
            sent_at = case when v.delivered then now() end,
            message_id = coalesce(v.message_id, r.message_id), error = v.error
        from ${values} where r.id = v.id
      `);
      const bounced = rows.filter((row) => row.bounced);
      if (bounced.length > 0) {
        await tx.execute(sql`
          insert into suppressions (email, reason, campaign_id, detail)
          select distinct on (lower(v.email)) lower(v.email), 'bounced', ${campaignId}::int, v.error
          from ${values} where v.bounced
          on conflict (email) do nothing
        `);
        await tx.execute(sql`
          update campaigns set bounces = bounces + ${bounced.length}, modified = now() where id = ${campaignId}
        `);
      }
      const items = itemStatuses(results);
      if (items.size > 0) {
        const changes = JSON.stringify([...items].map(([id, status]) => ({ id, status })));
        await tx.execute(sql`
          update company_journey_items i set status = v.status, modified = now()
          from json_to_recordset(${changes}::json) as v(id int, status text)
          where i.id = v.id and ${movesUp(sql`i.status`, sql`v.status`)}
        `);
      }
    },

    /** Whether any recipient still waits or is being sent. */
    async remaining(campaignId: Id): Promise<number> {
      const [row] = await rowsOf<{ n: string | number }>(
        db,
        sql`
          select count(*) as n from campaign_recipients
          where campaign_id = ${campaignId} and state in ('pending', 'sending')
        `,
      );
      return Number(row?.n ?? 0);
    },

    /** The pending recipients, every one, for a provider that takes the audience at once. */
    async pendingRecipients(campaignId: Id): Promise<ClaimedRecipient[]> {
      const rows = await rowsOf<RecipientRow>(
        db,
        sql`
          select ${RECIPIENT_COLUMNS}
          from campaign_recipients r where r.campaign_id = ${campaignId} and r.state = 'pending' order by r.id
        `,
      );
      return rows.map(toClaimed);
    },

    /** The provider took the whole audience (single send): every pending recipient is sent. */
    async markAllSent(tx: Database, campaignId: Id, suppressedIds: readonly number[]) {
      if (suppressedIds.length > 0) {
        await tx.execute(sql`
          update campaign_recipients set state = 'suppressed', error = ${ON_SUPPRESSION_LIST}
          where campaign_id = ${campaignId} and state = 'pending' and id in ${suppressedIds}
        `);
      }
      await tx.execute(sql`
        update campaign_recipients set state = 'sent', sent_at = now()
        where campaign_id = ${campaignId} and state = 'pending'
      `);
      await tx.execute(sql`
        update company_journey_items i set status = 'sent', modified = now()
        where i.id in (select journey_item_id from campaign_recipients
                       where campaign_id = ${campaignId} and state = 'sent' and journey_item_id is not null)
          and ${movesUp(sql`i.status`, "sent")}
      `);
    },
  };
}

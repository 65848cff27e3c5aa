import { randomBytes } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  type CampaignActivity,
  type CampaignAudience,
  type CampaignProgress,
  type CampaignStats,
  idsFilter,
  type Id,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  CAMPAIGN_STATUSES,
  type BulkProviderName,
  campaignEvents,
  campaignRecipients,
  campaigns,
  companies,
  companyJourneyItems,
  journeyTasks,
  users,
} from "../../db/schema";
import { type CompanyViewer, visibleCompanies } from "../../auth/companyVisibility";
import {
  countWhere,
  listFields,
  listOrderBy,
  listPage,
  type ListSpec,
  listWhere,
  readIds,
} from "../../db/listQuery";
import { iso } from "../../db/wire";
import type { ProviderCampaign, ProviderRecipient, ProviderStats } from "../../mail/bulk/provider";

// Campaigns as stored: who they reach (worked out once, at creation, into one row per recipient),
// how far their sending got, what happened to their messages, and the figures of campaigns-stats.

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const CAMPAIGN_LIST: ListSpec = {
  sort: {
    id: [campaigns.id],
    name: [sql`lower(${campaigns.name})`],
    subject: [sql`lower(${campaigns.subject})`],
    sender: [sql`lower(${campaigns.senderEmail})`],
    send_date: [campaigns.sendAt],
    status: [campaigns.status],
    delivered: [campaigns.delivered],
    invalid_emails: [campaigns.invalidEmails],
    opens: [campaigns.opens],
    unique_opens: [campaigns.uniqueOpens],
    clicks: [campaigns.clicks],
    unique_clicks: [campaigns.uniqueClicks],
    created: [campaigns.created],
    stats_updated: [campaigns.statsUpdated],
  },
  defaultSort: { field: "id", direction: "desc" },
  id: campaigns.id,
  search: [campaigns.name, campaigns.subject, campaigns.senderEmail],
  dates: { created: campaigns.created, modified: campaigns.modified },
  notNullSorts: ["id", "send_date", "status", "created"],
};

/** Sort fields and filters of Campaign Details, for `readListQuery`. */
export const CAMPAIGN_LIST_FIELDS = listFields(CAMPAIGN_LIST, ["status", "created_by"] as const, {
  status: { oneOf: CAMPAIGN_STATUSES },
  created_by: idsFilter(),
});

/** A recipient as worked out from the chosen companies. */
type AudienceRow = {
  company_id: number;
  member_id: number | null;
  email: string;
  first_name: string;
  company_name: string;
  pitch_line: string;
  suppressed: boolean;
};

type AudienceResult = {
  summary: CampaignAudience;
  /** Every distinct address, suppressed ones included (they are recorded as such, never sent to). */
  rows: AudienceRow[];
  /** Companies that get the journey item: those with at least one address, not contacted before. */
  companyIds: number[];
};

export type CampaignRecord = typeof campaigns.$inferSelect;

export type NewCampaign = {
  name: string;
  subject: string;
  body: string;
  emailType: string;
  taskId: Id;
  sender: { id: Id; email: string; name: string };
  provider: BulkProviderName;
  sendAt: Date;
  scheduled: boolean;
  createdBy: Id;
};

/** A recipient claimed for sending, with the item its company's engagement shows on. */
export type ClaimedRecipient = ProviderRecipient & {
  companyId: number | null;
  journeyItemId: number | null;
  /** Recorded when its message was first handed over; null before. */
  messageId?: string | null;
  suppressed: boolean;
};

/** Engagement of an e-mail in order: an item's status only ever moves up this list. */
export const ENGAGEMENT_ORDER = ["failed", "bounced", "sent", "delivered", "opened", "clicked"] as const;

function engagementRank(column: SQL | string): SQL {
  const value = typeof column === "string" ? sql`${column}` : column;
  return sql`coalesce(array_position(array['failed','bounced','sent','delivered','opened','clicked']::text[], ${value}), 0)`;
}

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

function newToken(): string {
  return randomBytes(18).toString("base64url");
}

const EMPTY_PROGRESS: CampaignProgress = {
  recipients: 0,
  pending: 0,
  sent: 0,
  failed: 0,
  suppressed: 0,
  bounces: 0,
  spam_reports: 0,
  unsubscribes: 0,
};

export function createCampaignRepository(db: Database) {
  /** Whom a campaign for these companies reaches, as the viewer may see them. */
  async function audience(
    tx: Database,
    companyIds: readonly Id[],
    taskId: Id,
    viewer: CompanyViewer,
  ): Promise<AudienceResult> {
    const visible = visibleCompanies(viewer, { throughGrants: false }) ?? sql`true`;
    const ids = [...new Set(companyIds)];
    const rows = rowsOf<{
      company_id: number;
      member_id: number | null;
      email: string | null;
      first_name: string;
      company_name: string;
      pitch_line: string;
      contacted: boolean;
      suppressed: boolean;
    }>(
      await tx.execute(sql`
        with chosen as (
          select ${companies.id} as id, ${companies.companyName} as company_name,
                 coalesce(${companies.pitchLine}, '') as pitch_line, ${companies.email} as email,
                 exists (
                   select 1 from company_journey_items i
                   where i.company_id = ${companies.id} and i.task_id = ${taskId} and i.type = 'EMAIL'
                 ) as contacted
          from ${companies}
          where ${companies.id} = any(${sql`${`{${ids.join(",")}}`}::int[]`}) and ${visible}
        ),
        addresses as (
          select c.id as company_id, m.id as member_id, trim(m.email) as email, m.first_name,
                 c.company_name, c.pitch_line, c.contacted
          from chosen c
          join company_members m on m.company_id = c.id and m.is_active and not m.is_deleted
            and trim(coalesce(m.email, '')) like '%_@_%'
          union all
          select c.id, null, trim(c.email), '', c.company_name, c.pitch_line, c.contacted
          from chosen c
          where trim(coalesce(c.email, '')) like '%_@_%'
            and not exists (
              select 1 from company_members m
              where m.company_id = c.id and m.is_active and not m.is_deleted
                and trim(coalesce(m.email, '')) like '%_@_%'
            )
        )
        select c.id as company_id, a.member_id, a.email, coalesce(a.first_name, '') as first_name,
               c.company_name, c.pitch_line, c.contacted,
               exists (select 1 from suppressions s where s.email = lower(a.email)) as suppressed
        from chosen c
        left join addresses a on a.company_id = c.id
        order by c.id, a.member_id nulls last
      `),
    );
    const chosen = new Set<number>();
    const contacted = new Set<number>();
    const withEmail = new Set<number>();
    const seen = new Set<string>();
    const recipients: AudienceRow[] = [];
    for (const row of rows) {
      chosen.add(row.company_id);
      if (row.contacted) {
        contacted.add(row.company_id);
        continue;
      }
      if (row.email === null) continue;
      withEmail.add(row.company_id);
      const key = row.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      recipients.push({
        company_id: row.company_id,
        member_id: row.member_id,
        email: row.email,
        first_name: row.first_name,
        company_name: row.company_name,
        pitch_line: row.pitch_line,
        suppressed: row.suppressed,
      });
    }
    const sendable = recipients.filter((row) => !row.suppressed);
    const sample = sendable[0] ?? null;
    return {
      summary: {
        companies: chosen.size,
        recipients: sendable.length,
        suppressed: recipients.length - sendable.length,
        without_email: chosen.size - contacted.size - withEmail.size,
        already_contacted: contacted.size,
        sample: sample && {
          email: sample.email,
          first_name: sample.first_name,
          company_name: sample.company_name,
          pitch_line: sample.pitch_line,
        },
      },
      rows: recipients,
      companyIds: [...withEmail],
    };
  }

  async function progressOf(ids: readonly number[]): Promise<Map<number, CampaignProgress>> {
    const result = new Map<number, CampaignProgress>();
    if (ids.length === 0) return result;
    const rows = rowsOf<{ campaign_id: number; state: string; n: string | number }>(
      await db.execute(sql`
        select campaign_id, state, count(*) as n from campaign_recipients
        where campaign_id in ${ids} group by campaign_id, state
      `),
    );
    for (const row of rows) {
      const progress = result.get(row.campaign_id) ?? { ...EMPTY_PROGRESS };
      const n = Number(row.n);
      progress.recipients += n;
      if (row.state === "pending" || row.state === "sending") progress.pending += n;
      if (row.state === "sent") progress.sent += n;
      if (row.state === "failed") progress.failed += n;
      if (row.state === "suppressed") progress.suppressed += n;
      result.set(row.campaign_id, progress);
    }
    return result;
  }

  type StatsRow = CampaignRecord & { creatorFirst: string | null; creatorLast: string | null };

  function toStats(row: StatsRow, progress: CampaignProgress | undefined): CampaignStats {
    return {
      id: row.id,
      delivered: row.delivered,
      invalid_emails: row.invalidEmails,
      opens: row.opens,
      unique_opens: row.uniqueOpens,
      clicks: row.clicks,
      unique_clicks: row.uniqueClicks,
      campaign: {
        id: row.id,
        name: row.name,
        subject: row.subject,
        sender: row.senderEmail,
        send_date: iso(row.sendAt),
        status: row.status,
        created_by:
          row.creatorFirst === null
            ? null
            : { first_name: row.creatorFirst, last_name: row.creatorLast ?? "" },
        singlesend_id: row.singlesendId,
      },
      progress: {
        ...(progress ?? EMPTY_PROGRESS),
        bounces: row.bounces,
        spam_reports: row.spamReports,
        unsubscribes: row.unsubscribes,
      },
      stats_updated: row.statsUpdated ? iso(row.statsUpdated) : null,
    };
  }

  const statsColumns = { campaign: campaigns, creatorFirst: users.firstName, creatorLast: users.lastName };

  async function readStats(where: SQL | undefined, params?: ListParams) {
    const query = db
      .select(statsColumns)
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.createdBy))
      .where(where);
    const rows = params
      ? await query
          .orderBy(...listOrderBy(params, CAMPAIGN_LIST))
          .limit(listPage(params).limit)
          .offset(listPage(params).offset)
      : await query;
    const progress = await progressOf(rows.map((row) => row.campaign.id));
    return rows.map((row) =>
      toStats(
        { ...row.campaign, creatorFirst: row.creatorFirst, creatorLast: row.creatorLast },
        progress.get(row.campaign.id),
      ),
    );
  }

  return {
    db,
    transaction: <T>(run: (tx: Database) => Promise<T>): Promise<T> => db.transaction(run),

    audience: (companyIds: readonly Id[], taskId: Id, viewer: CompanyViewer) =>
      audience(db, companyIds, taskId, viewer),

    /** The EMAIL task a campaign's items are made of, with its stage; null when there is none. */
    async emailTask(taskId: Id): Promise<{ id: number; stageId: number; name: string } | null> {
      const [task] = await db
        .select({ id: journeyTasks.id, stageId: journeyTasks.stageId, name: journeyTasks.name })
        .from(journeyTasks)
        .where(
          and(eq(journeyTasks.id, taskId), eq(journeyTasks.type, "EMAIL"), eq(journeyTasks.isActive, true)),
        );
      return task ?? null;
    },

    /**
     * Stores the campaign, one row per recipient and the journey item of each company reached, in
     * one transaction: a campaign is never half made. Answers the campaign and its audience.
     */
    async create(
      tx: Database,
      input: NewCampaign,
      companyIds: readonly Id[],
      stageId: Id,
      viewer: CompanyViewer,
    ): Promise<{ campaign: CampaignRecord; audience: CampaignAudience }> {
      const found = await audience(tx, companyIds, input.taskId, viewer);
      const [campaign] = await tx
        .insert(campaigns)
        .values({
          name: input.name,
          subject: input.subject,
          body: input.body,
          emailType: input.emailType,
          taskId: input.taskId,
          senderId: input.sender.id,
          senderEmail: input.sender.email,
          senderName: input.sender.name,
          provider: input.provider,
          status: input.scheduled ? "scheduled" : "triggered",
          sendAt: input.sendAt,
          createdBy: input.createdBy,
        })
        .returning();
      if (!campaign) throw new Error("The campaign was not stored.");
      const items = new Map<number, number>();
      if (found.companyIds.length > 0) {
        const byCompany = new Map<number, AudienceRow[]>();
        for (const row of found.rows)
          byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
        const inserted = await tx
          .insert(companyJourneyItems)
          .values(
            found.companyIds.map((companyId) => {
              const rows = byCompany.get(companyId) ?? [];
              return {
                companyId,
                stageId,
                taskId: input.taskId,
                type: "EMAIL",
                status: input.scheduled ? "scheduled" : "queued",
                subject: input.subject,
                body: input.body,
                receiverEmails: rows.filter((row) => !row.suppressed).map((row) => row.email),
                senderId: input.sender.id,
                startDate: input.sendAt,
                createdBy: input.createdBy,
                modifiedBy: input.createdBy,
              };
            }),
          )
          .returning({ id: companyJourneyItems.id, companyId: companyJourneyItems.companyId });
        for (const item of inserted) items.set(item.companyId, item.id);
      }
      const chunk = 1000;
      for (let start = 0; start < found.rows.length; start += chunk) {
        await tx.insert(campaignRecipients).values(
          found.rows.slice(start, start + chunk).map((row) => ({
            campaignId: campaign.id,
            companyId: row.company_id,
            memberId: row.member_id,
            journeyItemId: items.get(row.company_id) ?? null,
            email: row.email,
            firstName: row.first_name,
            companyName: row.company_name,
            pitchLine: row.pitch_line,
            token: newToken(),
            state: row.suppressed ? ("suppressed" as const) : ("pending" as const),
            error: row.suppressed ? "On the suppression list" : null,
          })),
        );
      }
      return { campaign, audience: found.summary };
    },

    async get(id: Id): Promise<CampaignRecord | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    async list(params: ListParams): Promise<ListResult<CampaignStats>> {
      const statuses = (params.filters?.status ?? []).map(String) as CampaignRecord["status"][];
      const creators = readIds(params.filters?.created_by);
      const where = listWhere(params, CAMPAIGN_LIST, [
        statuses.length > 0 ? inArray(campaigns.status, statuses) : undefined,
        creators.length > 0 ? inArray(campaigns.createdBy, creators) : undefined,
      ]);
      const [rows, count] = await Promise.all([readStats(where, params), countWhere(db, campaigns, where)]);
      return { rows, count };
    },

    async stats(id: Id): Promise<CampaignStats | null> {
      const [row] = await readStats(eq(campaigns.id, id));
      return row ?? null;
    },

    /** The campaign as its provider sends it. */
    async forProvider(id: Id): Promise<ProviderCampaign | null> {
      const rows = rowsOf<{
        id: number;
        name: string;
        subject: string;
        body: string;
        send_at: Date | string;
        singlesend_id: string | null;
        provider_list_id: string | null;
        sender_id: number | null;
        sender_email: string;
        sender_name: string;
        address: string | null;
        city: string | null;
        country: string | null;
        provider_sender_id: string | null;
      }>(
        await db.execute(sql`
          select c.id, c.name, c.subject, c.body, c.send_at, c.singlesend_id, c.provider_list_id,
                 c.sender_id, c.sender_email, c.sender_name, s.address, s.city, s.country,
                 s.provider_sender_id
          from campaigns c left join senders s on s.id = c.sender_id
          where c.id = ${id}
        `),
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        subject: row.subject,
        body: row.body,
        sendAt: new Date(row.send_at),
        singlesendId: row.singlesend_id,
        providerListId: row.provider_list_id,
        sender: {
          id: row.sender_id ?? 0,
          email: row.sender_email,
          name: row.sender_name,
          address: row.address ?? "",
          city: row.city ?? "",
          country: row.country ?? "",
          providerSenderId: row.provider_sender_id,
        },
      };
    },

    async setProviderIds(id: Id, values: { singlesendId?: string; providerListId?: string }) {
      await db
        .update(campaigns)
        .set({ ...values, modified: sql`now()` })
        .where(eq(campaigns.id, id));
    },

    /** Sending has begun: a scheduled campaign is triggered from here on. */
    async markStarted(id: Id) {
      await db
        .update(campaigns)
        .set({
          status: "triggered",
          startedAt: sql`coalesce(${campaigns.startedAt}, now())`,
          modified: sql`now()`,
        })
        .where(eq(campaigns.id, id));
    },

    async markFinished(id: Id, error: string | null = null) {
      await db
        .update(campaigns)
        .set({ finishedAt: sql`now()`, lastError: error, modified: sql`now()` })
        .where(eq(campaigns.id, id));
    },

    /** Handing the campaign to the provider failed for good: it stays a draft, with the reason. */
    async markDraft(id: Id, error: string) {
      await db
        .update(campaigns)
        .set({ status: "draft", lastError: error, modified: sql`now()` })
        .where(eq(campaigns.id, id));
    },

    /**
     * Claims up to `limit` pending recipients of the campaign for this worker, skipping rows other
     * workers hold (FOR UPDATE SKIP LOCKED) and taking back claims older than `staleMs` (a worker
     * that died). A claim is not a send: each recipient is marked `sending` on its own just before.
     */
    async claim(campaignId: Id, worker: string, limit: number, staleMs: number): Promise<ClaimedRecipient[]> {
      const rows = rowsOf<RecipientRow>(
        await db.execute(sql`
          with next as materialized (
            select id from campaign_recipients
            where campaign_id = ${campaignId}
              and (
                (state = 'pending' and (claimed_by is null or claimed_by = ${worker}
                  or claimed_at < now() - (cast(${Math.round(staleMs)} as integer) * interval '1 millisecond')))
                -- Handed over by a worker that stopped before recording it: sent again, with the
                -- Message-ID recorded then, which mail stores take as the same message.
                or (state = 'sending' and claimed_by <> ${worker}
                  and claimed_at < now() - (cast(${Math.round(staleMs)} as integer) * interval '1 millisecond'))
              )
            order by id
            limit ${limit}
            for update skip locked
          )
          update campaign_recipients r set claimed_by = ${worker}, claimed_at = now()
          from next where r.id = next.id
          returning r.id, r.email, r.first_name, r.company_name, r.pitch_line, r.token, r.company_id,
            r.journey_item_id, r.message_id, exists (select 1 from suppressions s where s.email = lower(r.email)) as suppressed
        `),
      );
      return rows.map(toClaimed).sort((a, b) => a.id - b.id);
    },

    /** Hands this worker's claimed, unsent recipients back, for the next worker to take at once. */
    async releaseClaims(campaignId: Id, worker: string) {
      await db.execute(sql`
        update campaign_recipients set claimed_by = null, claimed_at = null
        where campaign_id = ${campaignId} and claimed_by = ${worker} and state = 'pending'
      `);
    },

    /** Keeps this worker's claims from going stale while it works through them. */
    async renewClaims(campaignId: Id, worker: string) {
      await db.execute(sql`
        update campaign_recipients set claimed_at = now()
        where campaign_id = ${campaignId} and claimed_by = ${worker} and state = 'pending'
      `);
    },

    /**
     * The batch's committed step before its messages go out, each with the Message-ID it will
     * carry: answers the ids still this worker's (another may have taken a stale claim), which
     * alone may be sent.
     */
    async beginSendingMany(
      worker: string,
      items: readonly { id: Id; messageId: string }[],
    ): Promise<Set<number>> {
      if (items.length === 0) return new Set();
      const rows = rowsOf<{ id: string | number }>(
        await db.execute(sql`
          update campaign_recipients r set state = 'sending', message_id = v.message_id, claimed_at = now()
          from json_to_recordset(${JSON.stringify(items.map((item) => ({ id: item.id, message_id: item.messageId })))}::json)
            as v(id bigint, message_id text)
          where r.id = v.id and r.claimed_by = ${worker} and r.state in ('pending', 'sending')
          returning r.id
        `),
      );
      return new Set(rows.map((row) => Number(row.id)));
    },

    /** Recipients found on the suppression list when their turn came. */
    async markSuppressedMany(ids: readonly Id[]) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update campaign_recipients set state = 'suppressed', error = 'On the suppression list'
        where id = any(${`{${ids.join(",")}}`}::bigint[]) and state = 'pending'
      `);
    },

    /** Recipients marked `sending` whose messages were not handed over after all (a stop): back to the queue. */
    async releaseUnsent(ids: readonly Id[]) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update campaign_recipients set state = 'pending', claimed_by = null, claimed_at = null
        where id = any(${`{${ids.join(",")}}`}::bigint[]) and state = 'sending'
      `);
    },

    /**
     * Records a batch's outcomes in one go: each recipient sent or failed, the addresses refused for
     * good suppressed as bounced, and each company's item moved up to what its recipients show.
     */
    async finishMany(
      tx: Database,
      campaignId: Id,
      results: readonly {
        recipient: ClaimedRecipient;
        outcome: { delivered: boolean; messageId: string | null; reason: string | null; permanent: boolean };
      }[],
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
      if (items.size > 0) {
        const changes = JSON.stringify([...items].map(([id, status]) => ({ id, status })));
        await tx.execute(sql`
          update company_journey_items i set status = v.status, modified = now()
          from json_to_recordset(${changes}::json) as v(id int, status text)
          where i.id = v.id and ${engagementRank(sql`i.status`)} < ${engagementRank(sql`v.status`)}
        `);
      }
    },

    /** Whether any recipient still waits or is being sent. */
    async remaining(campaignId: Id): Promise<number> {
      const [row] = rowsOf<{ n: string | number }>(
        await db.execute(sql`
          select count(*) as n from campaign_recipients
          where campaign_id = ${campaignId} and state in ('pending', 'sending')
        `),
      );
      return Number(row?.n ?? 0);
    },

    /** The pending recipients, every one, for a provider that takes the audience at once. */
    async pendingRecipients(campaignId: Id): Promise<ClaimedRecipient[]> {
      const rows = rowsOf<RecipientRow>(
        await db.execute(sql`
          select r.id, r.email, r.first_name, r.company_name, r.pitch_line, r.token, r.company_id,
                 r.journey_item_id, r.message_id, exists (select 1 from suppressions s where s.email = lower(r.email)) as suppressed
          from campaign_recipients r where r.campaign_id = ${campaignId} and r.state = 'pending' order by r.id
        `),
      );
      return rows.map(toClaimed);
    },

    /** The provider took the whole audience (single send): every pending recipient is sent. */
    async markAllSent(tx: Database, campaignId: Id, suppressedIds: readonly number[]) {
      if (suppressedIds.length > 0) {
        await tx.execute(sql`
          update campaign_recipients set state = 'suppressed', error = 'On the suppression list'
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
          and ${engagementRank(sql`i.status`)} < ${engagementRank("sent")}
      `);
    },

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
      const rows = rowsOf<{ id: string | number; campaign_id: number; journey_item_id: number | null }>(
        await db.execute(sql`
          select r.id, r.campaign_id, r.journey_item_id from campaign_recipients r
          join campaigns c on c.id = r.campaign_id
          where lower(r.email) = lower(${event.email})
            and (${event.campaignId}::int is null or c.id = ${event.campaignId})
            and (${event.singlesendId}::text is null or c.singlesend_id = ${event.singlesendId})
          order by r.id desc limit 1
        `),
      );
      const row = rows[0];
      return row
        ? { id: Number(row.id), campaignId: row.campaign_id, journeyItemId: row.journey_item_id }
        : null;
    },

    /**
     * Records one event (once: an event the provider names twice counts once), moves the company's
     * item up to the engagement it shows, and suppresses the address after an unsubscribe, a hard
     * bounce or a spam report. Answers false for an event already recorded.
     */
    async recordEvent(event: {
      campaignId: Id;
      recipientId: Id | null;
      journeyItemId: Id | null;
      email: string;
      kind: (typeof campaignEvents.$inferInsert)["kind"];
      url?: string | null;
      at?: Date;
      externalId?: string | null;
      permanent?: boolean;
      detail?: string | null;
    }): Promise<boolean> {
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
        const reason =
          event.kind === "unsubscribe"
            ? "unsubscribed"
            : event.kind === "spamreport"
              ? "spam"
              : event.kind === "bounce" && event.permanent !== false
                ? "bounced"
                : null;
        if (reason) {
          await tx.execute(sql`
            insert into suppressions (email, reason, campaign_id, detail)
            values (lower(${event.email}), ${reason}, ${event.campaignId}, ${event.detail ?? null})
            on conflict (email) do nothing
          `);
        }
        const status =
          event.kind === "click"
            ? "clicked"
            : event.kind === "open"
              ? "opened"
              : event.kind === "delivered"
                ? "delivered"
                : event.kind === "bounce" || event.kind === "dropped"
                  ? "bounced"
                  : null;
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
      const rows = rowsOf<{ one: number }>(
        await db.execute(sql`select 1 as one from suppressions where email = lower(${email})`),
      );
      return rows.length > 0;
    },

    /** The figures of campaigns-stats counted from the events the server recorded (smtp). */
    async countStats(campaignId: Id): Promise<ProviderStats> {
      const [row] = rowsOf<Record<keyof ProviderStats, string | number | null>>(
        await db.execute(sql`
          select
            (select count(*) from campaign_recipients where campaign_id = ${campaignId} and state = 'sent')
              - count(distinct recipient_id) filter (where kind in ('bounce', 'dropped')) as delivered,
            (select count(*) from campaign_recipients where campaign_id = ${campaignId} and state = 'failed')
              + count(distinct recipient_id) filter (where kind in ('bounce', 'dropped')) as invalid_emails,
            count(*) filter (where kind = 'open') as opens,
            count(distinct recipient_id) filter (where kind = 'open') as unique_opens,
            count(*) filter (where kind = 'click') as clicks,
            count(distinct recipient_id) filter (where kind = 'click') as unique_clicks,
            count(distinct recipient_id) filter (where kind = 'bounce') as bounces,
            count(distinct recipient_id) filter (where kind = 'spamreport') as spam_reports,
            count(distinct recipient_id) filter (where kind = 'unsubscribe') as unsubscribes
          from campaign_events where campaign_id = ${campaignId}
        `),
      );
      const number = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));
      return {
        delivered: number(row?.delivered),
        invalid_emails: number(row?.invalid_emails),
        opens: number(row?.opens),
        unique_opens: number(row?.unique_opens),
        clicks: number(row?.clicks),
        unique_clicks: number(row?.unique_clicks),
        bounces: number(row?.bounces),
        spam_reports: number(row?.spam_reports),
        unsubscribes: number(row?.unsubscribes),
      };
    },

    async saveStats(campaignId: Id, stats: ProviderStats) {
      await db
        .update(campaigns)
        .set({
          delivered: stats.delivered,
          invalidEmails: stats.invalid_emails,
          opens: stats.opens,
          uniqueOpens: stats.unique_opens,
          clicks: stats.clicks,
          uniqueClicks: stats.unique_clicks,
          bounces: stats.bounces,
          spamReports: stats.spam_reports,
          unsubscribes: stats.unsubscribes,
          statsUpdated: sql`now()`,
          modified: sql`now()`,
        })
        .where(eq(campaigns.id, campaignId));
    },

    /** Sends, opens and clicks per hour (the first two days) or per day, in time order. */
    async activity(campaignId: Id, stats: CampaignStats): Promise<CampaignActivity> {
      const [span] = rowsOf<{ first: Date | string | null; last: Date | string | null }>(
        await db.execute(sql`
          select least(min(r.sent_at), (select min(at) from campaign_events where campaign_id = ${campaignId})) as first,
                 greatest(max(r.sent_at), (select max(at) from campaign_events where campaign_id = ${campaignId})) as last
          from campaign_recipients r where r.campaign_id = ${campaignId}
        `),
      );
      const first = span?.first ? new Date(span.first) : null;
      const last = span?.last ? new Date(span.last) : null;
      const bucket: "hour" | "day" =
        first && last && last.getTime() - first.getTime() > 48 * 3600 * 1000 ? "day" : "hour";
      if (!first) return { stats, buckets: [], bucket };
      const unit = sql.raw(`'${bucket}'`);
      const rows = rowsOf<{
        at: Date | string;
        sent: string | number;
        opens: string | number;
        clicks: string | number;
      }>(
        await db.execute(sql`
          with marks as (
            select date_trunc(${unit}, sent_at, 'UTC') as at, 1 as sent, 0 as opens, 0 as clicks
            from campaign_recipients where campaign_id = ${campaignId} and sent_at is not null
            union all
            select date_trunc(${unit}, at, 'UTC'), 0, (kind = 'open')::int, (kind = 'click')::int
            from campaign_events where campaign_id = ${campaignId} and kind in ('open', 'click')
          )
          select at, sum(sent) as sent, sum(opens) as opens, sum(clicks) as clicks
          from marks group by at order by at
        `),
      );
      return {
        stats,
        bucket,
        buckets: rows.map((row) => ({
          at: iso(new Date(row.at)),
          sent: Number(row.sent),
          opens: Number(row.opens),
          clicks: Number(row.clicks),
        })),
      };
    },

    /** Distinct addresses written to, and messages sent by campaigns and by the journey this month. */
    async usage(): Promise<{ contacts: number; campaignSends: number; journeySends: number }> {
      const [row] = rowsOf<{
        contacts: string | number;
        campaign_sends: string | number;
        logged_sends: string | number;
      }>(
        await db.execute(sql`
          select
            (select count(distinct lower(email)) from campaign_recipients) as contacts,
            (select count(*) from campaign_recipients
              where state = 'sent' and sent_at >= date_trunc('month', now(), 'UTC')) as campaign_sends,
            (select count(*) from email_logs
              where delivered and created >= date_trunc('month', now(), 'UTC')) as logged_sends
        `),
      );
      return {
        contacts: Number(row?.contacts ?? 0),
        campaignSends: Number(row?.campaign_sends ?? 0),
        // Every message sent is logged, campaign messages included.
        journeySends: Math.max(0, Number(row?.logged_sends ?? 0) - Number(row?.campaign_sends ?? 0)),
      };
    },
  };

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

  /** Moves an item's e-mail status up to `status` (never down: a click is not undone by a late delivery). */
  async function raiseItemStatus(tx: Database, itemId: Id, status: (typeof ENGAGEMENT_ORDER)[number]) {
    await tx.execute(sql`
      update company_journey_items set status = ${status}, modified = now()
      where id = ${itemId} and ${engagementRank(sql`status`)} < ${engagementRank(status)}
    `);
  }
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;

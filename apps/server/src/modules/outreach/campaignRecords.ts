import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { CampaignAudience, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  type BulkProviderName,
  campaignRecipients,
  campaigns,
  companyJourneyItems,
  journeyTasks,
} from "../../db/schema";
import type { CompanyViewer } from "../../auth/companyVisibility";
import type { ProviderCampaign } from "../../mail/bulk/provider";
import { type AudienceResult, audienceOf } from "./audience";
import { rowsOf } from "../../db/rows";
import { ON_SUPPRESSION_LIST } from "./recipientQueue";

// Campaigns as stored: made with their audience (one row per recipient, worked out once, at
// creation) and each company's journey item, then read and moved along by the sending job.

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

/** A campaign with its sender's postal details, as the query of `forProvider` reads it. */
type ProviderCampaignRow = {
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
};

/** How many recipients one insert writes. */
const RECIPIENTS_PER_INSERT = 1000;

function newToken(): string {
  return randomBytes(18).toString("base64url");
}

/** Adds the campaign's item to each company reached; answers each company's item. */
async function addJourneyItems(
  tx: Database,
  input: NewCampaign,
  stageId: Id,
  found: AudienceResult,
): Promise<Map<number, number>> {
  const items = new Map<number, number>();
  if (found.companyIds.length === 0) return items;
  const receivers = new Map<number, string[]>();
  for (const row of found.rows) {
    if (row.suppressed) continue;
    const emails = receivers.get(row.company_id) ?? [];
    receivers.set(row.company_id, [...emails, row.email]);
  }
  const inserted = await tx
    .insert(companyJourneyItems)
    .values(
      found.companyIds.map((companyId) => ({
        companyId,
        stageId,
        taskId: input.taskId,
        type: "EMAIL",
        status: input.scheduled ? "scheduled" : "queued",
        subject: input.subject,
        body: input.body,
        receiverEmails: receivers.get(companyId) ?? [],
        senderId: input.sender.id,
        startDate: input.sendAt,
        createdBy: input.createdBy,
        modifiedBy: input.createdBy,
      })),
    )
    .returning({ id: companyJourneyItems.id, companyId: companyJourneyItems.companyId });
  for (const item of inserted) items.set(item.companyId, item.id);
  return items;
}

export function campaignRecords(db: Database) {
  return {
    audience: (companyIds: readonly Id[], taskId: Id, viewer: CompanyViewer) =>
      audienceOf(db, companyIds, taskId, viewer),

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
      const found = await audienceOf(tx, companyIds, input.taskId, viewer);
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
      const items = await addJourneyItems(tx, input, stageId, found);
      for (let start = 0; start < found.rows.length; start += RECIPIENTS_PER_INSERT) {
        await tx.insert(campaignRecipients).values(
          found.rows
            .slice(start, start + RECIPIENTS_PER_INSERT)
            .map((row): typeof campaignRecipients.$inferInsert => ({
              campaignId: campaign.id,
              companyId: row.company_id,
              memberId: row.member_id,
              journeyItemId: items.get(row.company_id) ?? null,
              email: row.email,
              firstName: row.first_name,
              companyName: row.company_name,
              pitchLine: row.pitch_line,
              token: newToken(),
              state: row.suppressed ? "suppressed" : "pending",
              error: row.suppressed ? ON_SUPPRESSION_LIST : null,
            })),
        );
      }
      return { campaign, audience: found.summary };
    },

    async get(id: Id): Promise<CampaignRecord | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    /** The campaign as its provider sends it. */
    async forProvider(id: Id): Promise<ProviderCampaign | null> {
      const [row] = await rowsOf<ProviderCampaignRow>(
        db,
        sql`
          select c.id, c.name, c.subject, c.body, c.send_at, c.singlesend_id, c.provider_list_id,
                 c.sender_id, c.sender_email, c.sender_name, s.address, s.city, s.country,
                 s.provider_sender_id
          from campaigns c left join senders s on s.id = c.sender_id
          where c.id = ${id}
        `,
      );
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
  };
}

import { eq, inArray, sql } from "drizzle-orm";
import {
  type CampaignProgress,
  type CampaignStats,
  idsFilter,
  type Id,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { CAMPAIGN_STATUSES, campaigns, users } from "../../db/schema";
import { listFields, listRows, type ListSpec, listWhere, readIds } from "../../db/listQuery";
import { iso } from "../../db/wire";
import type { CampaignRecord } from "./campaignRecords";
import { rowsOf } from "../../db/rows";

// Campaign Details: the campaigns listed with their figures, who made them and how far their
// sending got.

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
        row.creatorFirst === null ? null : { first_name: row.creatorFirst, last_name: row.creatorLast ?? "" },
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

export function campaignDetails(db: Database) {
  /** How far each campaign's sending got, counted from its recipients' states. */
  async function progressOf(ids: readonly number[]): Promise<Map<number, CampaignProgress>> {
    const result = new Map<number, CampaignProgress>();
    if (ids.length === 0) return result;
    const rows = await rowsOf<{ campaign_id: number; state: string; n: string | number }>(
      db,
      sql`
        select campaign_id, state, count(*) as n from campaign_recipients
        where campaign_id in ${ids} group by campaign_id, state
      `,
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

  /** The campaigns with their creators, to be filtered (and paged) by the caller. */
  function statsQuery() {
    return db
      .select(statsColumns)
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.createdBy))
      .$dynamic();
  }

  /** The campaigns read by `statsQuery`, with how far their sending got. */
  async function withProgress(rows: Awaited<ReturnType<typeof statsQuery>>): Promise<CampaignStats[]> {
    const progress = await progressOf(rows.map((row) => row.campaign.id));
    return rows.map((row) =>
      toStats(
        { ...row.campaign, creatorFirst: row.creatorFirst, creatorLast: row.creatorLast },
        progress.get(row.campaign.id),
      ),
    );
  }

  return {
    async list(params: ListParams): Promise<ListResult<CampaignStats>> {
      // The list query allows only CAMPAIGN_STATUSES.
      const requested = (params.filters?.status ?? []).map(String);
      const statuses = CAMPAIGN_STATUSES.filter((status) => requested.includes(status));
      const creators = readIds(params.filters?.created_by);
      const [rows, count] = await listRows(db, params, CAMPAIGN_LIST, {
        query: statsQuery(),
        table: campaigns,
        where: listWhere(params, CAMPAIGN_LIST, [
          statuses.length > 0 ? inArray(campaigns.status, statuses) : undefined,
          creators.length > 0 ? inArray(campaigns.createdBy, creators) : undefined,
        ]),
      });
      return { rows: await withProgress(rows), count };
    },

    async stats(id: Id): Promise<CampaignStats | null> {
      const [row] = await withProgress(await statsQuery().where(eq(campaigns.id, id)));
      return row ?? null;
    },
  };
}

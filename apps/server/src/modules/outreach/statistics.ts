import { eq, sql } from "drizzle-orm";
import type { CampaignActivity, CampaignStats, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { campaigns } from "../../db/schema";
import { iso } from "../../db/wire";
import type { ProviderStats } from "../../mail/bulk/provider";
import { rowsOf } from "../../db/rows";

// A campaign's figures: counted from the events the server recorded (smtp) or read from the
// provider, stored for campaigns-stats; and its sends, opens and clicks over time.

/** A count as the driver answers it (a bigint comes as a string); never below 0. */
const count = (value: string | number | null | undefined) => Math.max(0, Number(value ?? 0));

export function campaignStatistics(db: Database) {
  return {
    /** The figures of campaigns-stats counted from the events the server recorded (smtp). */
    async countStats(campaignId: Id): Promise<ProviderStats> {
      const [row] = await rowsOf<Record<keyof ProviderStats, string | number | null>>(
        db,
        sql`
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
        `,
      );
      return {
        delivered: count(row?.delivered),
        invalid_emails: count(row?.invalid_emails),
        opens: count(row?.opens),
        unique_opens: count(row?.unique_opens),
        clicks: count(row?.clicks),
        unique_clicks: count(row?.unique_clicks),
        bounces: count(row?.bounces),
        spam_reports: count(row?.spam_reports),
        unsubscribes: count(row?.unsubscribes),
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
      const [span] = await rowsOf<{ first: Date | string | null; last: Date | string | null }>(
        db,
        sql`
          select least(min(r.sent_at), (select min(at) from campaign_events where campaign_id = ${campaignId})) as first,
                 greatest(max(r.sent_at), (select max(at) from campaign_events where campaign_id = ${campaignId})) as last
          from campaign_recipients r where r.campaign_id = ${campaignId}
        `,
      );
      const first = span?.first ? new Date(span.first) : null;
      const last = span?.last ? new Date(span.last) : null;
      const bucket: "hour" | "day" =
        first && last && last.getTime() - first.getTime() > 48 * 3600 * 1000 ? "day" : "hour";
      if (!first) return { stats, buckets: [], bucket };
      const unit = sql.raw(`'${bucket}'`);
      const rows = await rowsOf<{
        at: Date | string;
        sent: string | number;
        opens: string | number;
        clicks: string | number;
      }>(
        db,
        sql`
          with marks as (
            select date_trunc(${unit}, sent_at, 'UTC') as at, 1 as sent, 0 as opens, 0 as clicks
            from campaign_recipients where campaign_id = ${campaignId} and sent_at is not null
            union all
            select date_trunc(${unit}, at, 'UTC'), 0, (kind = 'open')::int, (kind = 'click')::int
            from campaign_events where campaign_id = ${campaignId} and kind in ('open', 'click')
          )
          select at, sum(sent) as sent, sum(opens) as opens, sum(clicks) as clicks
          from marks group by at order by at
        `,
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
  };
}

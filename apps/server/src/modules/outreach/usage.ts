import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";

/** What the outreach limits are checked against: addresses ever written to, and this month's messages. */
export type OutreachUsage = { contacts: number; campaignSends: number; journeySends: number };

export function outreachUsage(db: Database) {
  return {
    /** Distinct addresses written to, and messages sent by campaigns and by the journey this month. */
    async usage(): Promise<OutreachUsage> {
      const [row] = await rowsOf<{
        contacts: string | number;
        campaign_sends: string | number;
        logged_sends: string | number;
      }>(
        db,
        sql`
          select
            (select count(distinct lower(email)) from campaign_recipients) as contacts,
            (select count(*) from campaign_recipients
              where state = 'sent' and sent_at >= date_trunc('month', now(), 'UTC')) as campaign_sends,
            (select count(*) from email_logs
              where delivered and created >= date_trunc('month', now(), 'UTC')) as logged_sends
        `,
      );
      return {
        contacts: Number(row?.contacts ?? 0),
        campaignSends: Number(row?.campaign_sends ?? 0),
        // Every message sent is logged, campaign messages included.
        journeySends: Math.max(0, Number(row?.logged_sends ?? 0) - Number(row?.campaign_sends ?? 0)),
      };
    },
  };
}

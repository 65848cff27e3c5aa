import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";

/** What the outreach limits are checked against: addresses ever written to, and this month's messages. */
export type OutreachUsage = { contacts: number; campaignSends: number; journeySends: number };

export function outreachUsage(db: Database) {
  return {
    /**
     * Distinct addresses written to, and messages sent by campaigns and by the journey this month.
     * Only outreach counts: a journey e-mail is a delivered message logged for an EMAIL item that
     * no campaign made (a campaign's messages are counted by their recipients). Other mail
     * (set-password links, sender verifications, review reminders, meeting invitations) is not
     * outreach and is left out.
     */
    async usage(): Promise<OutreachUsage> {
      const [row] = await rowsOf<{
        contacts: string | number;
        campaign_sends: string | number;
        journey_sends: string | number;
      }>(
        db,
        sql`
          select
            (select count(distinct lower(email)) from campaign_recipients) as contacts,
            (select count(*) from campaign_recipients
              where state = 'sent' and sent_at >= date_trunc('month', now(), 'UTC')) as campaign_sends,
            (select count(*) from email_logs l
              join company_journey_items i on i.id = l.journey_item_id and i.type = 'EMAIL'
              where l.delivered and l.created >= date_trunc('month', now(), 'UTC')
                and not exists (
                  select 1 from campaign_recipients r where r.journey_item_id = l.journey_item_id
                )) as journey_sends
        `,
      );
      return {
        contacts: Number(row?.contacts ?? 0),
        campaignSends: Number(row?.campaign_sends ?? 0),
        journeySends: Number(row?.journey_sends ?? 0),
      };
    },
  };
}

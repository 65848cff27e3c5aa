import { type SQL, sql } from "drizzle-orm";

/** Engagement of an e-mail in order: an item's status only ever moves up this list. */
export const ENGAGEMENT_ORDER = ["failed", "bounced", "sent", "delivered", "opened", "clicked"] as const;

export type Engagement = (typeof ENGAGEMENT_ORDER)[number];

const ORDER = sql.raw(`array[${ENGAGEMENT_ORDER.map((status) => `'${status}'`).join(",")}]::text[]`);

/** A status's place in ENGAGEMENT_ORDER; 0 for any other status. */
export function engagementRank(status: SQL | Engagement): SQL {
  const value = typeof status === "string" ? sql`${status}` : status;
  return sql`coalesce(array_position(${ORDER}, ${value}), 0)`;
}

/** Whether moving an item from `current` to `next` moves it up (never down: a click is not undone by a late delivery). */
export function movesUp(current: SQL, next: SQL | Engagement): SQL {
  return sql`${engagementRank(current)} < ${engagementRank(next)}`;
}

import type { UsageInfo } from "./entities/outreach";
import { BULK_OUTREACH_LIMITS } from "./limits";

// The provider's limits on bulk outreach (admin-portal.md sections 2.6, 8 and 9): one rule, which the
// server enforces on a new campaign and the screens reflect by disabling the outreach action.

/** What the outreach action's tooltip and the server's refusal say once a limit is passed. */
export const OUTREACH_LIMIT_TEXT = "SendGrid limit exceeded";

/** Messages sent this month through both of the provider's accounts. */
export function sentThisMonth(usage: UsageInfo): number {
  return usage.resumex_sent + usage.growthx_sent;
}

/**
 * Whether the limits are passed: more contacts stored than BULK_OUTREACH_LIMITS.maxContacts, or more
 * sent this month than maxSentPerMonth. Reaching a limit exactly is still within it.
 */
export function outreachLimitExceeded(usage: UsageInfo): boolean {
  return (
    usage.contacts_count > BULK_OUTREACH_LIMITS.maxContacts ||
    sentThisMonth(usage) > BULK_OUTREACH_LIMITS.maxSentPerMonth
  );
}

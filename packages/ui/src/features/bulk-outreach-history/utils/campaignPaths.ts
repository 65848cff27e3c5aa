import type { Id } from "@pipeline/contract";

/** Campaign Details, the Bulk Outreach History (admin-portal section 2.1). */
export const CAMPAIGN_LIST_PATH = "/bulk-outreach";

/** A campaign's chart page. */
export function campaignActivityPath(id: Id): string {
  return `${CAMPAIGN_LIST_PATH}/${id}`;
}

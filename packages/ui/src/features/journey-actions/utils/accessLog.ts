import type { Id, IsoDateTime, UserJourneyAccess } from "@pipeline/contract";
import { personName } from "../../../format";

/** One read of a journey item through a grant: who read it and when. */
export type AccessLogEntry = { key: string; grantId: Id; name: string; at: IsoDateTime };

/**
 * Every read through these grants, newest first. The log is optional on a grant (an adapter that
 * records no reads leaves it out); an entry without a readable time is skipped, and one that names
 * nobody is the grant's user.
 */
export function accessLog(grants: readonly UserJourneyAccess[]): AccessLogEntry[] {
  const entries: AccessLogEntry[] = [];
  for (const grant of grants) {
    (grant.access_log ?? []).forEach((read, index) => {
      if (!read || typeof read.accessed_at !== "string" || Number.isNaN(Date.parse(read.accessed_at))) return;
      entries.push({
        key: `${grant.id}-${index}`,
        grantId: grant.id,
        name: personName(read.user) || personName(grant.user),
        at: read.accessed_at,
      });
    });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

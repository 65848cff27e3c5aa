import { type SQL, sql } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import { companies, userCompanies, userCountries, userJourneyAccess, userPractices } from "../db/schema";
import type { Principal } from "./plugin";

/** Who reads companies: the signed-in user, and whether the role it acts as sees every company. */
export type CompanyViewer = { userId: Id; seesAll: boolean };

/** The signed-in user as the companies see them: a SUPER_ADMIN (acting as one) sees them all. */
export function viewerOf(principal: Principal): CompanyViewer {
  return { userId: principal.user.pk, seesAll: principal.activeRole === "SUPER_ADMIN" };
}

/**
 * Which companies a viewer sees (apps/server/README.md, "Which companies a user sees"), as one
 * predicate on the `companies` table that every company query adds: undefined for a viewer who
 * sees them all. Otherwise a company is visible when it is assigned to the user, when both its
 * country and its practice are among the user's, or through an unexpired journey access grant.
 * Each branch is an IN over a small per-user set, which PostgreSQL hashes once per query.
 * `throughGrants: false` leaves the grants out: a grant opens one journey item, not the company's
 * whole journey.
 */
export function visibleCompanies(
  viewer: CompanyViewer,
  { throughGrants = true }: { throughGrants?: boolean } = {},
): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const user = viewer.userId;
  const grants = throughGrants
    ? sql`or ${companies.id} in (
      select ${userJourneyAccess.companyId} from ${userJourneyAccess}
      where ${userJourneyAccess.userId} = ${user} and ${userJourneyAccess.validUntil} > now())`
    : sql``;
  return sql`(${companies.id} in (
      select ${userCompanies.companyId} from ${userCompanies} where ${userCompanies.userId} = ${user})
    or (${companies.countryId} in (
          select ${userCountries.locationId} from ${userCountries} where ${userCountries.userId} = ${user})
        and ${companies.practiceId} in (
          select ${userPractices.practiceId} from ${userPractices} where ${userPractices.userId} = ${user}))
    ${grants})`;
}

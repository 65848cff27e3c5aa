import { type AnyColumn, asc, eq, inArray } from "drizzle-orm";
import type { Id, LabelRef } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, lookups, userCompanies, userCountries, userPractices } from "../../db/schema";
import { type LinkTable, syncLinks } from "../../db/links";
import { uniqueIds } from "../../db/wire";

// The countries, practices and companies a user works on, read for many users at once and
// written as a whole.

export type CompanyRef = { id: Id; company_name: string; website: string | null };

export type Assignments = {
  country: LabelRef[];
  practice: LabelRef[];
  company: CompanyRef[];
};

function groupByUser<R extends { userId: Id }, T>(
  ids: readonly Id[],
  rows: readonly R[],
  pick: (row: R) => T,
): Map<Id, T[]> {
  const grouped = new Map<Id, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.userId)?.push(pick(row));
  return grouped;
}

export async function loadAssignments(db: Database, userIds: readonly Id[]): Promise<Map<Id, Assignments>> {
  const ids = uniqueIds(userIds);
  if (ids.length === 0) return new Map();
  // The reference-list entries a link table gives the users, in the order given.
  const entriesOf = (table: typeof userCountries | typeof userPractices, lookupId: AnyColumn) =>
    db
      .select({ userId: table.userId, id: lookups.id, label: lookups.label })
      .from(table)
      .innerJoin(lookups, eq(lookups.id, lookupId))
      .where(inArray(table.userId, ids))
      .orderBy(asc(table.position), asc(lookups.id));
  const countryRows = await entriesOf(userCountries, userCountries.locationId);
  const practiceRows = await entriesOf(userPractices, userPractices.practiceId);
  const companyRows = await db
    .select({
      userId: userCompanies.userId,
      id: companies.id,
      companyName: companies.companyName,
      website: companies.website,
    })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(inArray(userCompanies.userId, ids))
    .orderBy(asc(userCompanies.position), asc(companies.id));

  const label = (row: { id: Id; label: string }): LabelRef => ({ id: row.id, label: row.label });
  const countries = groupByUser(ids, countryRows, label);
  const practices = groupByUser(ids, practiceRows, label);
  const picked = groupByUser(ids, companyRows, (row) => ({
    id: row.id,
    company_name: row.companyName,
    website: row.website || null,
  }));
  return new Map(
    ids.map((id) => [
      id,
      { country: countries.get(id) ?? [], practice: practices.get(id) ?? [], company: picked.get(id) ?? [] },
    ]),
  );
}

/**
 * Sets what a user is assigned to, keeping the order given: only the assignments that changed are
 * written, so the audit trail (and each assigned company's history) records a change and no more.
 */
export async function writeAssignments(
  db: Database,
  userId: Id,
  assigned: { country: readonly Id[]; practice: readonly Id[]; company: readonly Id[] },
): Promise<void> {
  await syncLinks(db, USER_COUNTRIES, [{ id: userId, ids: uniqueIds(assigned.country) }]);
  await syncLinks(db, USER_PRACTICES, [{ id: userId, ids: uniqueIds(assigned.practice) }]);
  await syncLinks(db, USER_COMPANIES, [{ id: userId, ids: uniqueIds(assigned.company) }]);
}

const USER_COUNTRIES: LinkTable = { table: "user_countries", owner: "user_id", linked: "location_id" };
const USER_PRACTICES: LinkTable = { table: "user_practices", owner: "user_id", linked: "practice_id" };
const USER_COMPANIES: LinkTable = { table: "user_companies", owner: "user_id", linked: "company_id" };

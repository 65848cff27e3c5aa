import { eq, inArray, sql } from "drizzle-orm";
import {
  companyKey,
  companyKeyParts,
  createLabelResolver,
  type ExistingMember,
  type Id,
  IMPORT_NOT_ASSIGNED,
  type ImportLookup,
  keepCompanyMatch,
  type LabelResolver,
  type LookupKind,
  memberMatchKey,
  type StoredCompanyMatch,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/rows";
import {
  companies,
  companyCompanyTypes,
  companyLocations,
  companyMembers,
  lookups,
  memberDesignations,
  websiteDomainOf,
} from "../../db/schema";
import { visibleCompanies } from "../../auth/companyVisibility";
import { qualified as q } from "../../db/sqlRefs";
import type { Importer } from "./types";

// What the planner asks while an import reads its sheet: labels of the reference lists, loaded
// once per pass, and the companies and members a batch of sheet companies may match, loaded in
// one query each per batch.

/** Every active entry of every list, for the contract's label resolver. */
export async function loadLabelResolver(db: Database): Promise<LabelResolver> {
  const rows = await db
    .select({ id: lookups.id, kind: lookups.kind, label: lookups.label })
    .from(lookups)
    .where(eq(lookups.isActive, true))
    .orderBy(lookups.id);
  return createLabelResolver(rows.map((row) => ({ ...row, kind: row.kind as LookupKind })));
}

export type BatchLookup = {
  companies: Map<string, StoredCompanyMatch>;
  members: Map<string, ExistingMember[]>;
};

/** The domain of a stored website, as the contract's websiteDomain reads it (see companies.sameWebsite). */
export const storedDomain = websiteDomainOf(companies.website);

type MemberRow = {
  id: number | string;
  company_id: number | string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  mobile: string;
  linkedin_profile: string;
  is_active: boolean;
  cmd: Array<number | string>;
};

/** The existing companies and members the keys name, in one query each. */
export async function loadBatch(
  db: Database,
  keys: { companies: Iterable<string>; members: Iterable<string> },
  importer: Importer,
): Promise<BatchLookup> {
  const domains: string[] = [];
  const names: string[] = [];
  for (const key of keys.companies) {
    const parts = companyKeyParts(key);
    if (parts?.by === "website") domains.push(parts.value);
    else if (parts?.by === "name") names.push(parts.value);
  }
  const emails = [...new Set(keys.members)];
  const found: BatchLookup = { companies: new Map(), members: new Map() };

  if (domains.length > 0 || names.length > 0) {
    const visible = visibleCompanies(importer, { throughGrants: false });
    const byDomain = domains.length > 0 ? inArray(storedDomain, [...new Set(domains)]) : sql`false`;
    const byName =
      names.length > 0 ? inArray(sql`lower(${companies.companyName})`, [...new Set(names)]) : sql`false`;
    const rows = await db
      .select({
        id: companies.id,
        companyName: companies.companyName,
        website: companies.website,
        domain: storedDomain,
        email: companies.email,
        contactNumber: companies.contactNumber,
        foundationYear: companies.foundationYear,
        fte: companies.fte,
        revenue: companies.revenue,
        currencyId: companies.currencyId,
        promoterHolding: companies.promoterHolding,
        industryId: companies.industryId,
        street: companies.street,
        city: companies.city,
        state: companies.state,
        countryId: companies.countryId,
        practiceId: companies.practiceId,
        confidenceLevelId: companies.confidenceLevelId,
        businessDescription: companies.businessDescription,
        pitchLine: companies.pitchLine,
        visible: visible ? sql<boolean>`(${visible})` : sql<boolean>`true`,
        location: sql<Id[]>`array(select ${companyLocations.locationId} from ${companyLocations}
          where ${q(companyLocations.companyId)} = ${q(companies.id)}
          order by ${companyLocations.position}, ${companyLocations.locationId})`,
        companyType: sql<Id[]>`array(select ${companyCompanyTypes.companyTypeId} from ${companyCompanyTypes}
          where ${q(companyCompanyTypes.companyId)} = ${q(companies.id)}
          order by ${companyCompanyTypes.position}, ${companyCompanyTypes.companyTypeId})`,
      })
      .from(companies)
      .where(sql`(${byDomain} or ${byName})`)
      .orderBy(companies.id);
    const wantedDomains = new Set(domains);
    const wantedNames = new Set(names);
    for (const row of rows) {
      const company: StoredCompanyMatch = {
        id: row.id,
        visible: Boolean(row.visible),
        values: {
          company_name: row.companyName,
          website: row.website,
          email: row.email,
          contact_number: row.contactNumber,
          location: row.location.map(Number),
          foundation_year: row.foundationYear,
          fte: row.fte,
          revenue: row.revenue === null ? null : Number(row.revenue),
          currency: row.currencyId,
          promoter_holding: row.promoterHolding,
          industry: row.industryId,
          street: row.street,
          city: row.city,
          state: row.state,
          country: row.countryId,
          practice: row.practiceId,
          company_type: row.companyType.map(Number),
          confidence_level: row.confidenceLevelId,
          business_description: row.businessDescription,
          pitch_line: row.pitchLine,
        },
      };
      if (row.domain && wantedDomains.has(row.domain)) {
        keepCompanyMatch(found.companies, companyKey("website", row.domain), company);
      }
      const name = row.companyName.toLowerCase();
      if (wantedNames.has(name)) keepCompanyMatch(found.companies, companyKey("name", name), company);
    }
  }

  if (emails.length > 0) {
    // One lookup in the e-mail index per key, through a lateral subquery the planner cannot fold into
    // a join: asked for thousands of e-mails at once, it would expect as many matches and read the
    // whole table instead, once per batch, however few of them exist.
    const rows = await rowsOf<MemberRow>(
      db,
      sql`select m.id, m.company_id, m.first_name, m.middle_name, m.last_name, m.email, m.mobile,
          m.linkedin_profile, m.is_active,
          array(select d.designation_id from ${memberDesignations} d where d.member_id = m.id
            order by d.position, d.designation_id) as cmd
        from json_array_elements_text(cast(${JSON.stringify(emails)} as json)) as k(email)
        cross join lateral (
          select * from ${companyMembers}
          where lower(${companyMembers.email}) = k.email and not ${companyMembers.isDeleted}
          offset 0) as m
        order by m.id`,
    );
    for (const row of rows) {
      const key = memberMatchKey(row.email);
      const member: ExistingMember = {
        id: Number(row.id),
        companyId: row.company_id === null ? null : Number(row.company_id),
        values: {
          first_name: row.first_name,
          middle_name: row.middle_name,
          last_name: row.last_name,
          email: row.email,
          mobile: row.mobile,
          linkedin_profile: row.linkedin_profile,
          cmd: row.cmd.map(Number),
          is_active: row.is_active,
        },
      };
      const list = found.members.get(key);
      if (list) list.push(member);
      else found.members.set(key, [member]);
    }
  }
  return found;
}

/** The batch as the contract's planner asks for it. */
export function importLookup(resolve: LabelResolver, batch: BatchLookup): ImportLookup {
  return {
    resolve,
    company: (key) => batch.companies.get(key),
    members: (emailKey) => batch.members.get(emailKey),
  };
}

/** The refusals of rows matching a company the importer is not assigned to, in the contract's words. */
export const NOT_ASSIGNED_BY_WEBSITE = IMPORT_NOT_ASSIGNED.website;
export const NOT_ASSIGNED_BY_NAME = IMPORT_NOT_ASSIGNED.name;

import { and, eq, inArray, sql } from "drizzle-orm";
import {
  companyMatchKey,
  type ExistingCompany,
  type ExistingMember,
  type Id,
  type ImportCell,
  type ImportCompanyValues,
  type ImportMemberValues,
  isCellProblem,
  type LabelResolver,
  type LookupKind,
  memberMatchKey,
  normalizeLabel,
  type PlanContext,
  planSheetCompany,
  refusedPlan,
  type SheetCompany,
  type SheetCompanyPlan,
  trimBlank,
} from "@pipeline/contract";
import type { SeenKeys } from "./seenKeys";
import type { Database } from "../../db/database";
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

/** Every active entry of every list, by normalized label (the first by id where two read the same). */
export async function loadLabelResolver(db: Database): Promise<LabelResolver> {
  const rows = await db
    .select({ id: lookups.id, kind: lookups.kind, label: lookups.label })
    .from(lookups)
    .where(eq(lookups.isActive, true))
    .orderBy(lookups.id);
  const lists = new Map<string, Map<string, Id>>();
  for (const row of rows) {
    let list = lists.get(row.kind);
    if (!list) lists.set(row.kind, (list = new Map()));
    const key = normalizeLabel(row.label);
    if (!list.has(key)) list.set(key, row.id);
  }
  return (kind: LookupKind, label: string) => lists.get(kind)?.get(normalizeLabel(label)) ?? null;
}

/** A cell as the planner reads a text field (see the contract's readCells); undefined when it holds a problem. */
function cellText(cell: ImportCell): string | undefined {
  if (isCellProblem(cell)) return undefined;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "Yes" : "No";
  return trimBlank(String(cell ?? ""));
}

/** The keys the planner will look up for a company of the sheet: its match key and its members' e-mails. */
export function keysOf(source: SheetCompany): { company: string | null; members: string[] } {
  if (source.row === null) return { company: null, members: [] };
  const field = (name: string) => {
    const found = source.company.get(name);
    return found ? cellText(found.cell) : undefined;
  };
  const company = companyMatchKey({ company_name: field("company_name"), website: field("website") });
  const members: string[] = [];
  for (const member of source.members) {
    const email = member.cells.get("email");
    const text = email ? cellText(email.cell) : undefined;
    const key = text ? memberMatchKey(text) : "";
    if (key) members.push(key);
  }
  return { company: company?.key ?? null, members };
}

/** A company found by a match key; `visible` says whether the importer sees it. */
export type FoundCompany = ExistingCompany & { values: ImportCompanyValues; visible: boolean };

export type BatchLookup = {
  companies: Map<string, FoundCompany>;
  members: Map<string, ExistingMember[]>;
};

/** The domain of a stored website, as the contract's websiteDomain reads it (see companies.sameWebsite). */
export const storedDomain = websiteDomainOf(companies.website);

/** The existing companies and members the keys name, in one query each. */
export async function loadBatch(
  db: Database,
  keys: { companies: Iterable<string>; members: Iterable<string> },
  importer: Importer,
): Promise<BatchLookup> {
  const domains: string[] = [];
  const names: string[] = [];
  for (const key of keys.companies) {
    if (key.startsWith("website:")) domains.push(key.slice("website:".length));
    else if (key.startsWith("name:")) names.push(key.slice("name:".length));
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
      const company: FoundCompany = {
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
      const keysOfRow: string[] = [];
      if (row.domain && wantedDomains.has(row.domain)) keysOfRow.push(`website:${row.domain}`);
      const name = row.companyName.toLowerCase();
      if (wantedNames.has(name)) keysOfRow.push(`name:${name}`);
      for (const key of keysOfRow) {
        // Of several companies with the key, one the importer sees, else the oldest.
        const earlier = found.companies.get(key);
        if (!earlier || (!earlier.visible && company.visible)) found.companies.set(key, company);
      }
    }
  }

  if (emails.length > 0) {
    const rows = await db
      .select({
        id: companyMembers.id,
        companyId: companyMembers.companyId,
        firstName: companyMembers.firstName,
        middleName: companyMembers.middleName,
        lastName: companyMembers.lastName,
        email: companyMembers.email,
        mobile: companyMembers.mobile,
        linkedinProfile: companyMembers.linkedinProfile,
        isActive: companyMembers.isActive,
        cmd: sql<Id[]>`array(select ${memberDesignations.designationId} from ${memberDesignations}
          where ${q(memberDesignations.memberId)} = ${q(companyMembers.id)}
          order by ${memberDesignations.position}, ${memberDesignations.designationId})`,
      })
      .from(companyMembers)
      .where(and(inArray(sql`lower(${companyMembers.email})`, emails), eq(companyMembers.isDeleted, false)))
      .orderBy(companyMembers.id);
    for (const row of rows) {
      const key = memberMatchKey(row.email);
      const member: ExistingMember = {
        id: row.id,
        companyId: row.companyId,
        values: {
          first_name: row.firstName,
          middle_name: row.middleName,
          last_name: row.lastName,
          email: row.email,
          mobile: row.mobile,
          linkedin_profile: row.linkedinProfile,
          cmd: row.cmd.map(Number),
          is_active: row.isActive,
        },
      };
      const list = found.members.get(key);
      if (list) list.push(member);
      else found.members.set(key, [member]);
    }
  }
  return found;
}

/** Of the members with one e-mail: the one in the matched company, else one of no company, else the first. */
function pickMember(candidates: readonly ExistingMember[] | undefined, companyId: Id | null) {
  if (!candidates || candidates.length === 0) return null;
  return (
    candidates.find((member) => companyId !== null && member.companyId === companyId) ??
    candidates.find((member) => member.companyId === null) ??
    candidates[0] ??
    null
  );
}

export const NOT_ASSIGNED_BY_WEBSITE =
  "Website: a company with this website exists that you are not assigned to";
export const NOT_ASSIGNED_BY_NAME =
  "Company Name: a company with this name exists that you are not assigned to";

/** Earlier rows of the same file, for a pass that writes nothing (the preview). */
export type SeenInFile = {
  companies: Pick<SeenKeys, "get">;
  members: Pick<SeenKeys, "get">;
};

const NOT_AT_HAND: Omit<ImportMemberValues, "email"> = {
  first_name: "",
  middle_name: null,
  last_name: "",
  mobile: "",
  linkedin_profile: "",
  cmd: [],
  is_active: true,
};

/**
 * Plans one company of the sheet against the batch's lookups (and, in a preview, what earlier rows
 * of the file would have created). A match the importer does not see fails the company.
 */
export function planCompany(
  source: SheetCompany,
  resolve: LabelResolver,
  batch: BatchLookup,
  seen?: SeenInFile,
): SheetCompanyPlan {
  let matched: { id: Id; key: string; visible: boolean } | null = null;
  const context: PlanContext = {
    resolve,
    findCompany: (key) => {
      const found = batch.companies.get(key);
      if (found) {
        matched = { id: found.id, key, visible: found.visible };
        return found;
      }
      const earlier = seen?.companies.get(key);
      if (earlier !== undefined) {
        matched = { id: earlier, key, visible: true };
        return { id: earlier, values: null };
      }
      return null;
    },
    findMember: (emailKey) => {
      const found = pickMember(batch.members.get(emailKey), matched?.id ?? null);
      if (found) return found;
      const companyId = seen?.members.get(emailKey);
      if (companyId === undefined) return null;
      return { id: 0, companyId, values: { ...NOT_AT_HAND, email: emailKey } };
    },
  };
  const plan = planSheetCompany(source, context);
  const match = matched as { id: Id; key: string; visible: boolean } | null;
  if (match && !match.visible && plan.company.action !== "fail") {
    return refusedPlan(
      plan,
      match.key.startsWith("website:") ? NOT_ASSIGNED_BY_WEBSITE : NOT_ASSIGNED_BY_NAME,
    );
  }
  return plan;
}

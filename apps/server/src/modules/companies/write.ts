// Writing a company: its own columns, its links (types, locations) and whom it is assigned to,
// each reference checked first.
import { inArray, sql } from "drizzle-orm";
import { type CompanyCreateInput, type Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, userCompanies } from "../../db/schema";
import { InvalidReferenceError } from "../../db/errors";
import { checkLookupIds } from "../lookups";
import { uniqueIds } from "../../db/wire";
import { COMPANY_LOCATIONS, COMPANY_TYPES, syncLinks } from "../../db/links";

/** A company's own fields and links, without its members; lookups travel as ids. */
export type CompanyValues = Omit<CompanyCreateInput, "company_members" | "location_id"> & {
  location?: Id[];
};

/** Throws when an id names no company; `field` is the input field that sent them. */
export async function checkCompanyIds(db: Database, ids: readonly Id[], field: string): Promise<void> {
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return;
  const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) throw new InvalidReferenceError(field, missing);
}

export async function checkCompanyLookups(db: Database, values: CompanyValues): Promise<void> {
  const one = (id: Id | null | undefined) => (id === null || id === undefined ? [] : [id]);
  await checkLookupIds(db, "location", one(values.country), "country");
  await checkLookupIds(db, "location", values.location ?? [], "location");
  await checkLookupIds(db, "currency", one(values.currency), "currency");
  await checkLookupIds(db, "industry", one(values.industry), "industry");
  await checkLookupIds(db, "practice", one(values.practice), "practice");
  await checkLookupIds(db, "confidence-level", one(values.confidence_level), "confidence_level");
  await checkLookupIds(db, "company-type", values.company_type ?? [], "company_type");
}

/** Empty texts (a cleared input) are stored as no value. */
const text = (value: string | null | undefined) => (value?.trim() ? value : null);

export function companyColumns(values: CompanyValues) {
  return {
    companyName: values.company_name.trim(),
    website: values.website.trim(),
    email: text(values.email)?.trim() ?? null,
    contactNumber: text(values.contact_number)?.trim() ?? null,
    foundationYear: values.foundation_year ?? null,
    fte: values.fte ?? null,
    revenue: values.revenue ?? null,
    currencyId: values.currency ?? null,
    promoterHolding: text(values.promoter_holding),
    industryId: values.industry ?? null,
    street: text(values.street),
    city: text(values.city),
    state: text(values.state),
    countryId: values.country ?? null,
    practiceId: values.practice ?? null,
    confidenceLevelId: values.confidence_level ?? null,
    businessDescription: text(values.business_description),
    pitchLine: text(values.pitch_line),
  };
}

/** Sets a company's locations and types, keeping the order given. */
export async function writeLinks(tx: Database, companyId: Id, values: CompanyValues): Promise<void> {
  await syncLinks(tx, COMPANY_LOCATIONS, [{ id: companyId, ids: uniqueIds(values.location ?? []) }]);
  await syncLinks(tx, COMPANY_TYPES, [{ id: companyId, ids: uniqueIds(values.company_type ?? []) }]);
}

export async function insertCompany(tx: Database, values: CompanyValues, createdBy: Id | null): Promise<Id> {
  await checkCompanyLookups(tx, values);
  const [row] = await tx
    .insert(companies)
    .values({ ...companyColumns(values), createdBy })
    .returning({ id: companies.id });
  if (!row) throw new Error("The insert returned no row.");
  await writeLinks(tx, row.id, values);
  return row.id;
}

/** A company added by a viewer who does not see every company is assigned to them, last. */
export async function assignTo(tx: Database, userId: Id, companyId: Id): Promise<void> {
  await tx
    .insert(userCompanies)
    .values({
      userId,
      companyId,
      position: sql`(select coalesce(max(${userCompanies.position}) + 1, 0) from ${userCompanies}
        where ${userCompanies.userId} = ${userId})`,
    })
    .onConflictDoNothing();
}

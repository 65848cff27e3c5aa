import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  COMPANY_PICKER_LIMITS,
  type CompanyCreateInput,
  type CompanyOption,
  type Id,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../db/database";
import { companies, companyCompanyTypes, companyLocations } from "../db/schema";
import { InvalidReferenceError } from "./errors";
import { countWhere, listPage, searchCondition } from "./listQuery";
import { checkLookupIds } from "./lookups";
import { uniqueIds } from "./wire";

// Companies as far as users and reference lists need them for now: the picker, labels, and a
// plain create. The companies screens extend this module.

/** A company's own fields and links, without its members; lookups travel as ids. */
export type CompanyValues = Omit<CompanyCreateInput, "company_members" | "location_id"> & {
  location?: Id[];
};

const optionColumns = { id: companies.id, companyName: companies.companyName, website: companies.website };

function toOption(row: { id: Id; companyName: string; website: string }): CompanyOption {
  return { id: row.id, company_name: row.companyName, website: row.website || null };
}

/** Throws when an id names no company; `field` is the input field that sent them. */
export async function checkCompanyIds(db: Database, ids: readonly Id[], field: string): Promise<void> {
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return;
  const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) throw new InvalidReferenceError(field, missing);
}

async function checkCompanyLookups(db: Database, values: CompanyValues): Promise<void> {
  const one = (id: Id | null | undefined) => (id === null || id === undefined ? [] : [id]);
  await checkLookupIds(db, "location", one(values.country), "country");
  await checkLookupIds(db, "location", values.location ?? [], "location");
  await checkLookupIds(db, "currency", one(values.currency), "currency");
  await checkLookupIds(db, "industry", one(values.industry), "industry");
  await checkLookupIds(db, "practice", one(values.practice), "practice");
  await checkLookupIds(db, "confidence-level", one(values.confidence_level), "confidence_level");
  await checkLookupIds(db, "company-type", values.company_type ?? [], "company_type");
}

export function createCompanyRepository(db: Database) {
  const pickerWhere = (text: string | undefined) =>
    searchCondition(text, [companies.companyName, companies.website]);
  const byName = [asc(sql`lower(${companies.companyName})`), asc(companies.id)];

  return {
    /** The company picker: name or website containing the text, case aside, by name. */
    async search(
      text: string,
      limit: number = COMPANY_PICKER_LIMITS.resultsPerSearch,
    ): Promise<CompanyOption[]> {
      const rows = await db
        .select(optionColumns)
        .from(companies)
        .where(pickerWhere(text))
        .orderBy(...byName)
        .limit(Math.max(0, limit));
      return rows.map(toOption);
    },

    /** The picker as a paged list (`company/?short_details=true`). */
    async picker(params: ListParams): Promise<ListResult<CompanyOption>> {
      const where = pickerWhere(params.search);
      const { limit, offset } = listPage(params);
      const [rows, count] = await Promise.all([
        db
          .select(optionColumns)
          .from(companies)
          .where(where)
          .orderBy(...byName)
          .limit(limit)
          .offset(offset),
        countWhere(db, companies, where),
      ]);
      return { rows: rows.map(toOption), count };
    },

    /** Names and websites of the companies that exist among the ids, in the order given. */
    async labelsByIds(ids: readonly Id[]): Promise<CompanyOption[]> {
      const wanted = uniqueIds(ids);
      if (wanted.length === 0) return [];
      const rows = await db.select(optionColumns).from(companies).where(inArray(companies.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toOption(row)]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    /** Creates a company with its locations and types; throws InvalidReferenceError for unknown ids. */
    async create(values: CompanyValues, createdBy: Id | null): Promise<Id> {
      return db.transaction(async (tx) => {
        await checkCompanyLookups(tx, values);
        const [row] = await tx
          .insert(companies)
          .values({
            companyName: values.company_name.trim(),
            website: values.website.trim(),
            email: values.email ?? null,
            contactNumber: values.contact_number ?? null,
            foundationYear: values.foundation_year ?? null,
            fte: values.fte ?? null,
            revenue: values.revenue ?? null,
            currencyId: values.currency ?? null,
            promoterHolding: values.promoter_holding ?? null,
            industryId: values.industry ?? null,
            street: values.street ?? null,
            city: values.city ?? null,
            state: values.state ?? null,
            countryId: values.country ?? null,
            practiceId: values.practice ?? null,
            confidenceLevelId: values.confidence_level ?? null,
            businessDescription: values.business_description ?? null,
            pitchLine: values.pitch_line ?? null,
            createdBy,
          })
          .returning({ id: companies.id });
        if (!row) throw new Error("The insert returned no row.");
        const locations = uniqueIds(values.location ?? []);
        const types = uniqueIds(values.company_type ?? []);
        if (locations.length > 0) {
          await tx
            .insert(companyLocations)
            .values(locations.map((locationId, position) => ({ companyId: row.id, locationId, position })));
        }
        if (types.length > 0) {
          await tx
            .insert(companyCompanyTypes)
            .values(types.map((companyTypeId, position) => ({ companyId: row.id, companyTypeId, position })));
        }
        return row.id;
      });
    },

    async exists(id: Id): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      return row !== undefined;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

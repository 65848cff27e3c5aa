import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  COMPANY_PICKER_LIMITS,
  type CompanyListRow,
  type CompanyOption,
  type CompanyValues as CompanyFormValues,
  type CountryCount,
  type DashboardRow,
  type Id,
  type ListParams,
  type ListResult,
  SAME_WEBSITE_LIMIT,
  websiteDomain,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companies, websiteDomainOf } from "../../db/schema";
import {
  assignTo,
  checkCompanyLookups,
  companyColumns,
  type CompanyValues,
  insertCompany,
  writeLinks,
} from "./write";
import { listColumns, toListRow } from "./listRows";
import { dashboardView, type DashboardQuery } from "./dashboard";
import {
  COMPANY_LIST,
  COMPANY_SEARCH,
  companyIdsMatching,
  companyJoins,
  companySortJoins,
  companyWhere,
} from "./query";
import { type CompanyRecord, readCompany } from "./record";
import { type CompanyViewer, visibleCompanies } from "../../auth/companyVisibility";
import { checkMemberEntries, writeMemberEntries } from "./memberEntries";
import { countFromPage, countWhere, listOrderBy, listPage, searchCondition } from "../../db/listQuery";
import { uniqueIds } from "../../db/wire";

export { type CompanyFormValues };
export { checkCompanyIds, type CompanyValues } from "./write";

const optionColumns = { id: companies.id, companyName: companies.companyName, website: companies.website };

function toOption(row: { id: Id; companyName: string; website: string }): CompanyOption {
  return { id: row.id, company_name: row.companyName, website: row.website || null };
}

export function createCompanyRepository(db: Database) {
  const pickerWhere = (text: string | undefined, viewer: CompanyViewer) =>
    and(visibleCompanies(viewer), searchCondition(text, COMPANY_SEARCH));
  const byName = [asc(sql`lower(${companies.companyName})`), asc(companies.id)];
  const { country } = companyJoins;

  return {
    /** The company picker: visible companies whose name or website holds the text, by name. */
    async search(
      text: string,
      viewer: CompanyViewer,
      limit: number = COMPANY_PICKER_LIMITS.resultsPerSearch,
    ): Promise<CompanyOption[]> {
      const rows = await db
        .select(optionColumns)
        .from(companies)
        .where(pickerWhere(text, viewer))
        .orderBy(...byName)
        .limit(Math.max(0, limit));
      return rows.map(toOption);
    },

    /**
     * The visible companies whose website names the same domain as `website` (the contract's
     * websiteDomain, run in SQL over the stored websites), by name; none for text that is no website.
     */
    async sameWebsite(
      website: string,
      viewer: CompanyViewer,
      limit: number = SAME_WEBSITE_LIMIT,
    ): Promise<CompanyOption[]> {
      const domain = websiteDomain(website);
      if (domain === null) return [];
      const storedDomain = websiteDomainOf(companies.website);
      const rows = await db
        .select(optionColumns)
        .from(companies)
        .where(and(visibleCompanies(viewer), sql`${storedDomain} = ${domain}`))
        .orderBy(...byName)
        .limit(Math.max(0, limit));
      return rows.map(toOption);
    },

    /** The picker as a paged list (`company/?short_details=true`). */
    async picker(params: ListParams, viewer: CompanyViewer): Promise<ListResult<CompanyOption>> {
      const where = pickerWhere(params.search, viewer);
      const page = listPage(params);
      const rows = await db
        .select(optionColumns)
        .from(companies)
        .where(where)
        .orderBy(...byName)
        .limit(page.limit)
        .offset(page.offset);
      const count = countFromPage(rows.length, page) ?? (await countWhere(db, companies, where));
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

    /** Creates a company with its locations and types only; throws InvalidReferenceError for unknown ids. */
    async create(values: CompanyValues, createdBy: Id | null): Promise<Id> {
      return db.transaction((tx) => insertCompany(tx, values, createdBy));
    },

    /**
     * The Add Company form: the company, its links and its members, all or nothing. The author
     * is its creator and, unless they see every company, is assigned to it so they keep seeing it.
     * Throws InvalidReferenceError for an id that names nothing.
     */
    async createWithMembers(values: CompanyFormValues, author: CompanyViewer): Promise<CompanyRecord> {
      const id = await db.transaction(async (tx) => {
        await checkMemberEntries(tx, values.company_members, null);
        const companyId = await insertCompany(tx, values, author.userId);
        await writeMemberEntries(tx, companyId, values.company_members, null);
        if (!author.seesAll) await assignTo(tx, author.userId, companyId);
        return companyId;
      });
      const company = await readCompany(db, id);
      if (!company) throw new Error(`Company ${id} vanished after it was created.`);
      return company;
    },

    /**
     * The Update Company drawer: fields, links and the member list (EDITED changes a member,
     * DELETED hides it, an entry without an id joins), all or nothing. Null when the viewer does
     * not see such a company other than through a journey access grant; InvalidReferenceError for an id that names nothing or a member of
     * another company.
     */
    async update(id: Id, values: CompanyFormValues, viewer: CompanyViewer): Promise<CompanyRecord | null> {
      const found = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: companies.id })
          .from(companies)
          // A grant shares one journey item to read, not the company to edit.
          .where(and(eq(companies.id, id), visibleCompanies(viewer, { throughGrants: false })))
          .for("update");
        if (!existing) return false;
        await checkMemberEntries(tx, values.company_members, id);
        await checkCompanyLookups(tx, values);
        await tx
          .update(companies)
          .set({ ...companyColumns(values), modified: sql`now()` })
          .where(eq(companies.id, id));
        await writeLinks(tx, id, values);
        await writeMemberEntries(tx, id, values.company_members, id);
        return true;
      });
      // Read whoever sees it now: the update may have moved it out of the viewer's countries.
      return found ? readCompany(db, id) : null;
    },

    /** One company as the detail page and the drawer read it; null when the viewer does not see it. */
    async get(id: Id, viewer: CompanyViewer): Promise<CompanyRecord | null> {
      return readCompany(db, id, visibleCompanies(viewer));
    },

    /** The companies table: one page of the visible companies matching the params, and their count. */
    async list(params: ListParams, viewer: CompanyViewer): Promise<ListResult<CompanyListRow>> {
      const where = companyWhere(params, viewer);
      const { limit, offset } = listPage(params);
      // The page's ids first, numbered in the sort's order and counted (the numbering reads every
      // match anyway); then its rows, labels included, in the same statement. Had the labels been
      // read in the sorting query, PostgreSQL would read them for the rows the offset skips too.
      const order = listOrderBy(params, COMPANY_LIST);
      let ids = db
        .select({
          id: companies.id,
          position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position"),
          total: sql<number>`cast(count(*) over () as integer)`.as("total"),
        })
        .from(companies)
        .$dynamic();
      for (const join of companySortJoins(params)) ids = ids.leftJoin(join.table, join.on);
      const page = ids
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as("page");
      const rows = await db
        .select({ ...listColumns, total: page.total })
        .from(page)
        .innerJoin(companies, eq(companies.id, page.id))
        .orderBy(asc(page.position));
      // A page past the last one has no row to carry the count.
      const count =
        rows[0]?.total ?? countFromPage(0, { limit, offset }) ?? (await countWhere(db, companies, where));
      return { rows: rows.map(toListRow), count };
    },

    /** Every visible company matching the params, less `excludeIds`: ids in ascending order. */
    async ids(params: ListParams, viewer: CompanyViewer, excludeIds: readonly Id[] = []): Promise<Id[]> {
      const matching = companyIdsMatching(db, params, viewer, excludeIds).as("matching");
      const rows = await db.select({ id: matching.id }).from(matching).orderBy(asc(matching.id));
      return rows.map((row) => row.id);
    },

    /** The dashboard's country select: visible companies matching the params, counted per country. */
    async countries(params: ListParams, viewer: CompanyViewer): Promise<CountryCount[]> {
      const rows = await db
        .select({ id: country.id, label: country.label, count: sql<number>`cast(count(*) as integer)` })
        .from(companies)
        .innerJoin(country, eq(country.id, companies.countryId))
        .where(companyWhere(params, viewer))
        .groupBy(country.id, country.label)
        .orderBy(asc(sql`lower(${country.label})`), asc(country.label), asc(country.id));
      return rows;
    },

    /** `company/dashboard-view`: the rows of a view over the visible companies matching the params. */
    async dashboard(query: DashboardQuery, viewer: CompanyViewer): Promise<ListResult<DashboardRow>> {
      return dashboardView(db, query, viewer);
    },

    async exists(id: Id): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      return row !== undefined;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

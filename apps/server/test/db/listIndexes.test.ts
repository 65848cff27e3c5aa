import { PGlite } from "@electric-sql/pglite";
import { beforeAll, describe, expect, it } from "vitest";
import { rawClientOf } from "../../src/db/openDatabase";
import { readListQuery } from "../../src/http/lists";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import { COMPANY_LIST_FIELDS } from "../../src/modules/companies/query";
import { SETUP_TIMEOUT_MS, testDatabase } from "./testDatabase";

// Which indexes page 1 of the companies table (GET /api/v1/company) reads, checked on the plans
// PostgreSQL makes for the page's own statement over 10,000 seeded companies.
//
// The page numbers and counts every company that matches (row_number() and count(*) over ()), so
// page 1 reads every match whichever way it is planned: an index can spare it the sort of all of
// them, not the reading. Whether the planner then walks the index or reads the table and sorts it
// depends on the table's size and on how its rows lie on disk, and PostgreSQL 15 and 18 (the
// embedded database) price it differently. What holds on both, and what an index change can
// break, is whether an index gives the sort's order at all: the sorts are therefore planned with
// sorting priced out (enable_sort off), where a sort no index orders still reads the table and
// sorts it. Filters are planned as the server runs them.

const COMPANIES = 10_000;
/** The seeded reference lists and their sizes; the last entry of each is a rare one (1 in 100). */
const LISTS = {
  location: 20,
  industry: 30,
  "confidence-level": 5,
  currency: 10,
  practice: 5,
  "company-type": 8,
} as const;
type ListKind = keyof typeof LISTS;
const CREATORS = 10;
/** The journey: 5 stages of 4 tasks; few companies reach the last stage. */
const STAGE_IDS = 901;
const TASK_IDS = 9001;
const RARE_STAGE = STAGE_IDS + 4;
const RARE_TASK = TASK_IDS + 19;

/** A SUPER_ADMIN's view: every company, so that no visibility condition joins the plan. */
const EVERYONE = { userId: 1, seesAll: true };

const database = testDatabase({ reset: false });

type Row = Record<string, unknown>;
type Query = (text: string, values?: unknown[]) => Promise<{ rows: Row[] }>;

/** Runs `work` in one transaction on one connection, so that `set local` holds for it. */
async function inTransaction<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const client = rawClientOf(database.db);
  if (client instanceof PGlite) {
    return client.transaction((tx) => work((text, values) => tx.query<Row>(text, values)));
  }
  const connection = await client.connect();
  try {
    await connection.query("begin");
    const result = await work((text, values) => connection.query<Row>(text, values));
    await connection.query("commit");
    return result;
  } catch (error) {
    await connection.query("rollback");
    throw error;
  } finally {
    connection.release();
  }
}

/** An entry of a seeded list chosen by `hash`, as SQL: the list's last one for 1 company in 100. */
function pick(kind: ListKind | "creator", hash: string): string {
  const size = kind === "creator" ? CREATORS : LISTS[kind];
  return `l."${kind}"[case when ${hash} % 100 = 0 then ${size} else 1 + (${hash} / 100) % ${size - 1} end]`;
}

/** The seeded entries' ids, list by list (l."location"...), worked out once for a statement. */
const WITH_LIST_IDS = `with l as materialized (
  select ${Object.keys(LISTS)
    .map((kind) => `array_agg(id order by id) filter (where kind = '${kind}') as "${kind}"`)
    .join(", ")},
         (select array_agg(id order by id) from users where username like 'list.creator%') as "creator"
  from lookups where label like 'List %')`;

const hashOf = (salt: string) => `abs(('x' || substr(md5('${salt}' || i), 1, 8))::bit(32)::int)`;

/**
 * Reference lists, creators and a journey, then the companies with every sorted column filled with
 * varied values (the numbers and dates empty for some, as typed-in companies leave them) and their
 * journey summary as the database keeps it, then one type each.
 */
const SEED = [
  `insert into lookups (kind, label, name, display_order)
   select kind, 'List ' || kind || ' ' || lpad(i::text, 2, '0'), 'LIST ' || i, i
   from (values ${Object.entries(LISTS)
     .map(([kind, size]) => `('${kind}', ${size})`)
     .join(", ")}) as lists(kind, size),
        generate_series(1, size) as i`,
  `insert into users (username, email, first_name, last_name)
   select 'list.creator' || i, 'list.creator' || i || '@example.com', 'Creator', 'Number' || chr(64 + i)
   from generate_series(1, ${CREATORS}) as i`,
  `insert into journey_stages (id, label, display_order)
   select ${STAGE_IDS - 1} + i, 'List stage ' || i, i from generate_series(1, 5) as i`,
  `insert into journey_tasks (id, stage_id, label, name, type, display_order)
   select ${TASK_IDS - 1} + i, ${STAGE_IDS} + (i - 1) / 4, 'List task ' || i, 'LIST_TASK_' || i,
          'EVALUATION', 1 + (i - 1) % 4
   from generate_series(1, 20) as i`,
  `${WITH_LIST_IDS}
   insert into companies (company_name, website, country_id, industry_id, confidence_level_id,
     currency_id, practice_id, revenue, fte, foundation_year, created_by, created, modified,
     last_stage_id, last_task_id, initial_email_status, follow_up_email, has_scheduled_meeting,
     last_update, last_update_at, stage_entered_at)
   select initcap(substr(md5(i::text), 1, 10)) || ' ' ||
            (array['Labs','Works','Capital','Foods','Health','Energy','Media','Systems'])[1 + i % 8],
          'https://' || substr(md5('w' || i), 1, 12) || '.example.com',
          ${pick("location", "h1")}, ${pick("industry", "h2")}, ${pick("confidence-level", "h3")},
          ${pick("currency", "h4")}, ${pick("practice", "(h1 / 7)")},
          case when h2 % 10 = 0 then null else (h1 % 500000000)::numeric / 100 end,
          case when h3 % 10 = 0 then null else 1 + h2 % 5000 end,
          case when h4 % 10 = 0 then null else 1900 + h3 % 125 end,
          case when h1 % 10 = 1 then null else ${pick("creator", "h3")} end,
          created, created + (h2 % 2000) * interval '1 hour',
          ${STAGE_IDS} + (task - ${TASK_IDS}) / 4, task,
          case when task is null then null
               when h3 % 100 < 45 then 'sent' when h3 % 100 < 90 then 'delivered'
               when h3 % 100 < 94 then 'opened' when h3 % 100 < 96 then 'clicked'
               when h3 % 100 < 97 then 'bounced' else 'failed' end,
          task is not null and h1 % 33 = 0, task is not null and h2 % 50 = 0,
          case when task is not null then 'Spoke to the founders of company ' || i end,
          case when task is not null then created + (h3 % 3000) * interval '1 hour' end,
          -- In its stage up to six weeks; 1 company in 100 for over a year.
          case when task is null then null
               when h1 % 100 = 7 then now() - interval '400 days' - (h2 % 100) * interval '1 day'
               else now() - (h3 % 1000) * interval '1 hour' end
   from (select i, h1, h2, h3, h4,
                now() - (${COMPANIES} - i) * interval '30 minutes' as created,
                -- Four companies in five have begun their journey; 1 in 100 is at its last stage.
                case when h4 % 5 = 0 then null
                     when h4 % 100 = 1 then ${TASK_IDS + 16} + h2 % 4
                     else ${TASK_IDS} + (h4 / 5) % 16 end as task
         from (select i, ${hashOf("a")} as h1, ${hashOf("b")} as h2, ${hashOf("c")} as h3, ${hashOf("d")} as h4
               from generate_series(1, ${COMPANIES}) as i) as hashes) as companies_to_be,
        l`,
  `${WITH_LIST_IDS}
   insert into company_company_types (company_id, company_type_id)
   select c.id, ${pick("company-type", "c.id")} from companies as c, l`,
];

/** The rare entry of each list, the rare creator: what the filters ask for. */
const rare: Record<ListKind | "creator", string> = {} as Record<ListKind | "creator", string>;

beforeAll(async () => {
  await inTransaction(async (query) => {
    // Seed data, not anyone's change: kept out of the audit log.
    await query("set local pipeline.audit = 'off'");
    for (const statement of SEED) await query(statement);
  });
  // The embedded database has no autovacuum: its statistics come from ANALYZE alone.
  await inTransaction((query) =>
    query("analyze companies, company_company_types, lookups, users, journey_stages, journey_tasks"),
  );
  await inTransaction(async (query) => {
    const { rows } = await query(
      `select kind, max(id) as id from lookups where label like 'List %' group by kind
       union all select 'creator', max(id) from users where username like 'list.creator%'`,
    );
    for (const row of rows) rare[row.kind as keyof typeof rare] = String(row.id);
  });
}, SETUP_TIMEOUT_MS);

/**
 * The statement the companies table runs for `queryString` (as GET /api/v1/company reads it),
 * captured at the database client and answered with no rows, so that it is planned, not run.
 */
async function pageStatement(queryString: Record<string, string>): Promise<[string, unknown[]]> {
  const params = readListQuery({ page: "1", ...queryString }, COMPANY_LIST_FIELDS);
  const client = rawClientOf(database.db) as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  const statements: Array<[string, unknown[]]> = [];
  client.query = (sent: unknown, values?: unknown) => {
    const text = typeof sent === "string" ? sent : (sent as { text: string }).text;
    const given = values ?? (typeof sent === "string" ? [] : (sent as { values?: unknown[] }).values);
    statements.push([text, (given as unknown[] | undefined) ?? []]);
    return Promise.resolve({ rows: [], fields: [], rowCount: 0, affectedRows: 0, command: "SELECT" });
  };
  try {
    await createCompanyRepository(database.db).list(params, EVERYONE);
  } finally {
    client.query = query;
  }
  // An empty first page tells its count: the page is the one statement.
  const [statement, ...more] = statements;
  if (!statement || more.length > 0) throw new Error(`The list ran ${statements.length} statements, not 1.`);
  return statement;
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Scan Direction"?: string;
  "Parent Relationship"?: string;
  Plans?: PlanNode[];
};

/** A node as EXPLAIN's text shows it: "Index Scan Backward using companies_modified_idx on companies". */
function nodeText(node: PlanNode): string {
  const type = node["Node Type"];
  const backward = node["Scan Direction"] === "Backward" ? " Backward" : "";
  if (type === "Bitmap Index Scan") return `${type} on ${node["Index Name"]}`;
  if (node["Index Name"]) return `${type}${backward} using ${node["Index Name"]} on ${node["Relation Name"]}`;
  return node["Relation Name"] ? `${type} on ${node["Relation Name"]}` : type;
}

/** The plan as indented lines; without `subplans`, less what runs per row of another node. */
function planText(node: PlanNode, { subplans = true } = {}, depth = 0): string[] {
  const subplan = node["Parent Relationship"] === "SubPlan";
  if (subplan && !subplans) return [];
  return [
    `${"  ".repeat(depth)}${subplan ? "SubPlan: " : ""}${nodeText(node)}`,
    ...(node.Plans ?? []).flatMap((child) => planText(child, { subplans }, depth + 1)),
  ];
}

/** The page itself: the Limit that picks its rows, below the reading of their columns and labels. */
function pageOf(node: PlanNode): PlanNode | null {
  if (node["Node Type"] === "Limit") return node;
  for (const child of node.Plans ?? []) {
    if (child["Parent Relationship"] === "SubPlan" || child["Parent Relationship"] === "InitPlan") continue;
    const page = pageOf(child);
    if (page) return page;
  }
  return null;
}

/**
 * EXPLAIN of page 1's statement, with `settings` for the planner: the page's part as text, and
 * without what it runs per company (`own`).
 */
async function planOfPage(
  queryString: Record<string, string>,
  settings: string[] = [],
): Promise<{ text: string; own: string[] }> {
  const [text, values] = await pageStatement(queryString);
  const plan = await inTransaction(async (query) => {
    for (const setting of settings) await query(`set local ${setting}`);
    const { rows } = await query(`explain (format json) ${text}`, values);
    // One row, one column: the plan as JSON, parsed by one driver and not by the other.
    const value = Object.values(rows[0] ?? {})[0];
    return (typeof value === "string" ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
  });
  const page = pageOf(plan[0]?.Plan ?? { "Node Type": "none" });
  if (!page) throw new Error(`The plan has no Limit:\n${JSON.stringify(plan, null, 2)}`);
  return { text: planText(page).join("\n"), own: planText(page, { subplans: false }) };
}

const NO_SORT = ["enable_sort = off"];
const SEQ_SCAN_ON_COMPANIES = /Seq Scan on companies$/m;
/** A full sort of what the page read (an Incremental Sort orders only ties of presorted rows). */
const FULL_SORT = /^\s*Sort$/m;

type IndexOrdered = {
  field: string;
  index: string;
  /** The index gives the sort's column, not the id after it: an Incremental Sort orders ties by id. */
  ties?: boolean;
};

/** Sorts an index on companies orders, in both directions. */
const INDEX_ORDERED: IndexOrdered[] = [
  { field: "id", index: "companies_pkey" },
  { field: "company_name", index: "companies_name_idx" },
  { field: "website", index: "companies_website_idx", ties: true },
  { field: "created", index: "companies_created_idx" },
  { field: "modified", index: "companies_modified_idx" },
  // (flag, modified, id): what a filter on the flag with the default sort reads in order.
  { field: "follow_up_email", index: "companies_follow_up_email_idx", ties: true },
  { field: "has_scheduled_meeting", index: "companies_has_scheduled_meeting_idx", ties: true },
];

/**
 * Sorts on a column a company may leave empty: ascending, the index's own order (empty last); in
 * descending order the list still puts the empty ones last, an order the index read backwards
 * (empty first) does not give, so the page sorts every company.
 */
const ASCENDING_ONLY: IndexOrdered[] = [
  { field: "revenue", index: "companies_revenue_idx" },
  { field: "fte", index: "companies_fte_idx" },
  { field: "foundation_year", index: "companies_foundation_year_idx" },
  { field: "last_update", index: "companies_last_update_idx" },
  { field: "status", index: "companies_initial_email_status_idx", ties: true },
  { field: "stage_entered", index: "companies_stage_entered_idx" },
];

async function expectIndexOrder({ field, index, ties }: IndexOrdered, direction: "asc" | "desc") {
  const { text: plan } = await planOfPage({ sortfield: field, sortdirection: direction }, NO_SORT);
  const scan = new RegExp(
    `^\\s*Index (Only )?Scan${direction === "desc" ? " Backward" : ""} using ${index} on companies$`,
    "m",
  );
  expect(plan, "the page walks the index").toMatch(scan);
  expect(plan, "the page reads no company but through the index").not.toMatch(SEQ_SCAN_ON_COMPANIES);
  expect(plan, "the page sorts nothing the index orders").not.toMatch(FULL_SORT);
  expect(plan.includes("Incremental Sort"), "ties in id order").toBe(Boolean(ties));
}

/**
 * Sorts by what a company names (a country's label, its creator's name, its journey's stage and
 * task) or by a value worked out per company: no index on companies holds that order, so page 1
 * reads every company and sorts them. What it need not do: read companies more than once, join the
 * labels its sort does not use, or read a company's types other than by their key.
 */
const NOT_INDEX_ORDERED: Array<{ field: string; joins: string[] }> = [
  { field: "country", joins: ["lookups"] },
  { field: "confidence_level", joins: ["lookups"] },
  { field: "industry", joins: ["lookups"] },
  { field: "currency", joins: ["lookups"] },
  { field: "created_by", joins: ["users"] },
  { field: "last_stage_task", joins: ["journey_stages", "journey_tasks"] },
  // The label of the first type: a subquery per company, on company_company_types' key.
  { field: "company_type", joins: [] },
  // Opened or not, from the e-mail's status: a value no column holds.
  { field: "opened_initial_email_status", joins: [] },
];

type Filter = { name: string; value: () => string; index: string };

/** Each filter of the table with a value few companies have, and the index that finds them. */
const FILTERS: Filter[] = [
  { name: "country", value: () => rare.location, index: "companies_country_idx" },
  {
    name: "confidence_level",
    value: () => rare["confidence-level"],
    index: "companies_confidence_board_idx",
  },
  { name: "industry", value: () => rare.industry, index: "companies_industry_idx" },
  { name: "created_by", value: () => rare.creator, index: "companies_created_by_idx" },
  { name: "initial_email_status", value: () => "bounced", index: "companies_initial_email_status_idx" },
  { name: "opened_initial_email_status", value: () => "opened", index: "companies_initial_email_status_idx" },
  { name: "follow_up_email", value: () => "true", index: "companies_follow_up_email_idx" },
  { name: "has_scheduled_meeting", value: () => "true", index: "companies_has_scheduled_meeting_idx" },
  { name: "last_stage_task", value: () => String(RARE_TASK), index: "companies_task_board_idx" },
  { name: "stage", value: () => String(RARE_STAGE), index: "companies_stage_board_idx" },
  { name: "days_in_stage_gt", value: () => "90", index: "companies_stage_entered_idx" },
];

/** Index scans on companies; an index's name says its table (company_company_types_... is another). */
const ANY_COMPANIES_INDEX =
  /(Index (Only )?Scan( Backward)? using companies_\w+ on companies|Bitmap Index Scan on companies_\w+)$/m;

/** The page's own readings of companies (not what it runs per company). */
const companyReads = (own: string[]) => own.filter((line) => / on companies$/.test(line));

const BY_COUNTRY = { sortfield: "country", sortdirection: "asc" };

/** A plan line that reads `index`: an index scan, or the bitmap a heap scan then reads. */
const indexRead = (index: string) => new RegExp(`(using|Bitmap Index Scan on) ${index}( on \\w+)?$`, "m");

describe("page 1 of the companies table", () => {
  describe("sorted by a column an index orders", () => {
    for (const sort of [...INDEX_ORDERED, ...ASCENDING_ONLY]) {
      it(`by ${sort.field}, ascending: ${sort.index}`, () => expectIndexOrder(sort, "asc"));
    }
    for (const sort of INDEX_ORDERED) {
      it(`by ${sort.field}, descending: ${sort.index} backwards`, () => expectIndexOrder(sort, "desc"));
    }
  });

  describe("sorted in descending order by a column that may be empty: no index gives that order", () => {
    for (const sort of ASCENDING_ONLY) {
      it.fails(`by ${sort.field}, descending, reads the table and sorts it`, () =>
        expectIndexOrder(sort, "desc"),
      );
    }
  });

  describe("sorted by a label or a worked-out value: read once, joined only to what the sort names", () => {
    for (const { field, joins } of NOT_INDEX_ORDERED) {
      for (const direction of ["asc", "desc"]) {
        it(`by ${field}, ${direction}`, async () => {
          const { text: plan, own } = await planOfPage({ sortfield: field, sortdirection: direction });
          expect(companyReads(own), "companies read once").toHaveLength(1);
          const joined = own.flatMap(
            (line) => / on (lookups|users|journey_stages|journey_tasks)$/.exec(line)?.[1] ?? [],
          );
          expect(joined.sort(), "the tables its sort joins").toEqual(joins);
          expect(plan, "types read by their key").not.toMatch(/Seq Scan on company_company_types$/m);
        });
      }
    }
  });

  describe("filtered: the filter's index finds the companies", () => {
    for (const { name, value, index } of FILTERS) {
      it(`by ${name}, with the default sort: no company read but through an index`, async () => {
        const { text: plan } = await planOfPage({ [name]: value() });
        expect(plan).not.toMatch(SEQ_SCAN_ON_COMPANIES);
        expect(plan).toMatch(ANY_COMPANIES_INDEX);
      });

      // Sorted by a label no index orders, the plan shows how the filter alone finds its rows.
      it(`by ${name}: ${index}`, async () => {
        const { text: plan } = await planOfPage({ [name]: value(), ...BY_COUNTRY });
        expect(plan).toMatch(indexRead(index));
        expect(plan).not.toMatch(SEQ_SCAN_ON_COMPANIES);
      });
    }

    // A company's types are rows of company_company_types: its index on the type finds the typed
    // companies, which the planner joins to companies by key, or by hash over one reading of
    // companies, whichever it prices lower (for a type 1 company in 100 holds, the hash join); the
    // filter has no column of companies to index. With the default sort, the planner may instead
    // walk companies in that order and look each company's types up by their key.
    it("by company_type, with the default sort: companies read once, their types by key", async () => {
      const { text: plan, own } = await planOfPage({ company_type: rare["company-type"] });
      expect(companyReads(own), "companies read once").toHaveLength(1);
      expect(plan).not.toMatch(/Seq Scan on company_company_types$/m);
    });

    it("by company_type: company_company_types_type_idx", async () => {
      const { text: plan, own } = await planOfPage({ company_type: rare["company-type"], ...BY_COUNTRY });
      expect(plan).toMatch(indexRead("company_company_types_type_idx"));
      expect(companyReads(own), "companies read once").toHaveLength(1);
    });
  });
});

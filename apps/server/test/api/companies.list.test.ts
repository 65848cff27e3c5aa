import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, type CompanyListRow, type Id } from "@pipeline/contract";
import { companies } from "../../src/db/schema";
import { COMPANY_LIST_FIELDS } from "../../src/modules/companies";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  addComment,
  addJourneyItem,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  minutesAgo,
  type Refs,
  rowIds,
} from "./companyWorld";
import { injectedApp } from "./injectApp";

// The companies table over HTTP (admin-portal 2.4 and 7): paging, search, every sort and filter,
// dates, the picker, the id selection, and the journey columns the database sums up per company.

const server = injectedApp();
let admin: Caller;
let one: Refs;
let two: Refs;
let creatorId: Id;
const ids = {} as Record<"Anchor" | "Bolt" | "Cobalt" | "Delta" | "Echo", Id>;
type Name = keyof typeof ids;

/** Names of the answer's rows, in order. */
async function names(query: string): Promise<string[]> {
  const answer = await admin.get(`company?page_size=100&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const found = rowIds(answer).map((id) => byId.get(id) ?? `#${id}`);
  expect(answer.body.count).toBe(found.length);
  return found;
}

const sorted = (list: string[]) => [...list].sort();

/** When Anchor's journey began: its first item, in Sourcing, the stage it is still in. */
const anchorEntered = minutesAgo(50);

async function setDates(name: Name, created: string, modified: string) {
  await server.database.db
    .update(companies)
    .set({ created: new Date(created), modified: new Date(modified) })
    .where(eq(companies.id, ids[name]));
}

beforeAll(async () => {
  ({ admin, one, two } = await companyWorld(server, "Alpha set", "Beta set"));
  const creator = await createAccount(server, { roles: ["SUPER_ADMIN"] });
  creatorId = creator.id;
  const other = caller(server, creator.token);

  const fields = (set: Refs, extra: Record<string, unknown>) => ({
    country: set.location,
    industry: set.industry,
    confidence_level: set["confidence-level"],
    company_type: [set["company-type"]],
    currency: set.currency,
    ...extra,
  });
  ids.Anchor = await admin.create(
    companyBody(one, {
      company_name: "Anchor Labs",
      website: "https://anchor.example.com",
      ...fields(one, { revenue: 100, fte: 12, foundation_year: 2001 }),
    }),
  );
  ids.Bolt = await admin.create(
    companyBody(two, {
      company_name: "Bolt Works",
      website: "https://bolt.example.org",
      ...fields(two, { revenue: 300, fte: 5, foundation_year: 2010 }),
    }),
  );
  ids.Cobalt = await admin.create(
    companyBody(one, {
      company_name: "Cobalt Mining",
      website: "https://cobalt.example.com",
      ...fields(one, {
        industry: two.industry,
        company_type: [one["company-type"], two["company-type"]],
        revenue: 200,
        fte: 40,
        foundation_year: 1999,
      }),
    }),
  );
  // From outside the portal: no creator (PORTAL), nothing else known.
  ids.Delta = await server.repos.companies.create({ company_name: "Delta Imports", website: "" }, null);
  ids.Echo = await other.create(
    companyBody(two, {
      company_name: "Echo Media",
      website: "https://echo.example.net",
      ...fields(two, { confidence_level: null, company_type: [], currency: two.currency, revenue: 50 }),
    }),
  );

  // The journey so far, oldest first.
  await addJourneyItem(server, {
    companyId: ids.Anchor,
    taskId: 2,
    status: "opened",
    created: anchorEntered,
  });
  await addJourneyItem(server, {
    companyId: ids.Anchor,
    taskId: 3,
    status: "delivered",
    created: minutesAgo(40),
  });
  await addJourneyItem(server, {
    companyId: ids.Anchor,
    taskId: 4,
    status: "CONFIRMED",
    created: minutesAgo(30),
  });
  await addComment(server, ids.Anchor, "Call went well, deck next", minutesAgo(5));

  await addJourneyItem(server, {
    companyId: ids.Bolt,
    taskId: 1,
    message: "Connected on LinkedIn",
    created: minutesAgo(50),
  });
  await addJourneyItem(server, {
    companyId: ids.Bolt,
    taskId: 2,
    status: "delivered",
    created: minutesAgo(45),
  });
  await addJourneyItem(server, { companyId: ids.Bolt, taskId: 5, created: minutesAgo(20) });

  await addJourneyItem(server, {
    companyId: ids.Cobalt,
    taskId: 2,
    status: "bounced",
    created: minutesAgo(50),
  });
  await addJourneyItem(server, {
    companyId: ids.Cobalt,
    taskId: 9,
    status: "COMPLETED",
    created: minutesAgo(10),
  });

  await addJourneyItem(server, { companyId: ids.Echo, taskId: 2, status: "sent", created: minutesAgo(50) });
  await addJourneyItem(server, {
    companyId: ids.Echo,
    taskId: 3,
    status: "bounced",
    created: minutesAgo(15),
  });

  await setDates("Anchor", "2024-01-10T10:00:00Z", "2024-03-05T10:00:00Z");
  await setDates("Bolt", "2024-02-15T10:00:00Z", "2024-02-20T10:00:00Z");
  await setDates("Cobalt", "2024-03-01T10:00:00Z", "2024-03-02T10:00:00Z");
  await setDates("Delta", "2024-04-01T10:00:00Z", "2024-04-01T10:00:00Z");
  await setDates("Echo", "2024-05-01T10:00:00Z", "2024-05-03T10:00:00Z");
}, SETUP_TIMEOUT_MS);

describe("GET company: rows", () => {
  it("gives each row the labels and journey columns the table shows", async () => {
    const answer = await admin.get(`company?search=anchor`);
    const rows = answer.body.results?.data as CompanyListRow[];
    expect(rows).toEqual([
      {
        id: ids.Anchor,
        company_name: "Anchor Labs",
        website: "https://anchor.example.com",
        country: { id: one.location, label: "Alpha set location" },
        confidence_level: { id: one["confidence-level"], label: "Alpha set confidence-level" },
        industry: { id: one.industry, label: "Alpha set industry" },
        company_type: ["Alpha set company-type"],
        currency: { id: one.currency, label: "Alpha set currency" },
        revenue: 100,
        fte: 12,
        foundation_year: 2001,
        last_update: "Call went well, deck next",
        last_stage_task: { stage: { id: 1, label: "Sourcing" }, task: { id: 4, label: "Introductory Call" } },
        status: "opened",
        follow_up_email: true,
        has_scheduled_meeting: true,
        stage_entered: anchorEntered.toISOString(),
        // Sourcing's SLA in the seeded journey (seed/journey.json).
        stage_sla_days: 14,
        created_by: { first_name: "Super", last_name: "Admin" },
        created: "2024-01-10T10:00:00.000Z",
        modified: "2024-03-05T10:00:00.000Z",
        created_date: "2024-01-10T10:00:00.000Z",
      },
    ]);
  });

  it("shows a company from outside the portal with no creator and no journey", async () => {
    const [row] = (await admin.get(`company?search=delta`)).body.results?.data as CompanyListRow[];
    expect(row).toMatchObject({
      created_by: null,
      status: null,
      last_stage_task: null,
      last_update: null,
      follow_up_email: false,
      has_scheduled_meeting: false,
      country: null,
      company_type: [],
    });
  });

  it("takes the last update from the newest comment or item message", async () => {
    const [bolt] = (await admin.get(`company?search=bolt`)).body.results?.data as CompanyListRow[];
    expect(bolt?.last_update).toBe("Connected on LinkedIn");
    expect(bolt?.last_stage_task).toEqual({
      stage: { id: 2, label: "Screening" },
      task: { id: 5, label: "Pitch Deck" },
    });
  });
});

describe("GET company: paging and search", () => {
  it("pages 1-based with the count of every match, newest change first by default", async () => {
    expect(await names("")).toEqual(["Echo", "Delta", "Anchor", "Cobalt", "Bolt"]);
    const page = await admin.get("company?page=2&page_size=2");
    expect(page.body.count).toBe(5);
    expect(rowIds(page)).toEqual([ids.Anchor, ids.Cobalt]);
    expect((await admin.get("company")).body.results?.data).toHaveLength(5);
  });

  it("answers a page past the last one empty, with the count of every match", async () => {
    const past = await admin.get("company?page=4&page_size=2");
    expect(past.body.results?.data).toEqual([]);
    expect(past.body.count).toBe(5);
    const none = await admin.get("company?search=no-such-company-anywhere");
    expect([none.body.results?.data, none.body.count]).toEqual([[], 0]);
  });

  it("refuses a page size over the largest option and an unknown sort field", async () => {
    const big = await admin.get(`company?page_size=${MAX_PAGE_SIZE + 1}`);
    expect(big.status).toBe(400);
    expect(big.body.errors?.page_size).toEqual([
      `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    ]);
    const sort = await admin.get("company?sortfield=secret");
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe("Cannot sort by secret.");
  });

  it("searches names and websites, case aside", async () => {
    expect(await names("search=COBALT")).toEqual(["Cobalt"]);
    expect(await names("search=example.org")).toEqual(["Bolt"]);
    expect(await names("search=%25")).toEqual([]);
  });
});

describe("GET company: sorting", () => {
  it("accepts every column of the table, both ways", async () => {
    for (const field of COMPANY_LIST_FIELDS.sortFields) {
      for (const direction of ["asc", "desc"]) {
        const answer = await admin.get(`company?sortfield=${field}&sortdirection=${direction}`);
        expect({ field, direction, status: answer.status, count: answer.body.count }).toEqual({
          field,
          direction,
          status: 200,
          count: 5,
        });
      }
    }
  });

  it.each([
    ["company_name", "asc", ["Anchor", "Bolt", "Cobalt", "Delta", "Echo"]],
    ["company_name", "desc", ["Echo", "Delta", "Cobalt", "Bolt", "Anchor"]],
    ["website", "asc", ["Delta", "Anchor", "Bolt", "Cobalt", "Echo"]],
    ["revenue", "asc", ["Echo", "Anchor", "Cobalt", "Bolt", "Delta"]],
    ["revenue", "desc", ["Bolt", "Cobalt", "Anchor", "Echo", "Delta"]],
    ["fte", "desc", ["Cobalt", "Anchor", "Bolt", "Echo", "Delta"]],
    ["foundation_year", "asc", ["Cobalt", "Anchor", "Bolt", "Delta", "Echo"]],
    ["country", "asc", ["Anchor", "Cobalt", "Bolt", "Echo", "Delta"]],
    ["industry", "desc", ["Echo", "Cobalt", "Bolt", "Anchor", "Delta"]],
    ["confidence_level", "asc", ["Anchor", "Cobalt", "Bolt", "Delta", "Echo"]],
    ["company_type", "desc", ["Bolt", "Cobalt", "Anchor", "Echo", "Delta"]],
    ["currency", "asc", ["Anchor", "Cobalt", "Bolt", "Echo", "Delta"]],
    ["last_stage_task", "asc", ["Echo", "Anchor", "Bolt", "Cobalt", "Delta"]],
    ["last_stage_task", "desc", ["Cobalt", "Bolt", "Anchor", "Echo", "Delta"]],
    ["status", "asc", ["Cobalt", "Bolt", "Anchor", "Echo", "Delta"]],
    ["opened_initial_email_status", "asc", ["Bolt", "Echo", "Anchor", "Cobalt", "Delta"]],
    ["follow_up_email", "desc", ["Anchor", "Echo", "Delta", "Cobalt", "Bolt"]],
    ["has_scheduled_meeting", "asc", ["Bolt", "Cobalt", "Delta", "Echo", "Anchor"]],
    ["last_update", "desc", ["Anchor", "Bolt", "Echo", "Delta", "Cobalt"]],
    ["created_by", "asc", ["Echo", "Anchor", "Bolt", "Cobalt", "Delta"]],
    ["created", "asc", ["Anchor", "Bolt", "Cobalt", "Delta", "Echo"]],
    ["modified", "asc", ["Bolt", "Cobalt", "Anchor", "Delta", "Echo"]],
    ["stage_entered", "asc", ["Anchor", "Echo", "Bolt", "Cobalt", "Delta"]],
    ["stage_entered", "desc", ["Cobalt", "Bolt", "Echo", "Anchor", "Delta"]],
  ] as const)("by %s %s", async (field, direction, expected) => {
    expect(await names(`sortfield=${field}&sortdirection=${direction}`)).toEqual(expected);
  });
});

describe("GET company: filters, comma-joined", () => {
  const cases: Array<[string, () => string, string[]]> = [
    ["country", (): string => `${one.location}`, ["Anchor", "Cobalt"]],
    ["country", (): string => `${one.location},${two.location}`, ["Anchor", "Bolt", "Cobalt", "Echo"]],
    ["industry", (): string => `${two.industry}`, ["Bolt", "Cobalt", "Echo"]],
    ["confidence_level", (): string => `${two["confidence-level"]}`, ["Bolt"]],
    ["company_type", (): string => `${two["company-type"]}`, ["Bolt", "Cobalt"]],
    [
      "company_type",
      (): string => `${one["company-type"]},${two["company-type"]}`,
      ["Anchor", "Bolt", "Cobalt"],
    ],
    ["created_by", (): string => `${creatorId}`, ["Echo"]],
    ["created_by", (): string => "PORTAL", ["Delta"]],
    ["created_by", (): string => `PORTAL,${creatorId}`, ["Delta", "Echo"]],
    ["initial_email_status", (): string => "sent", ["Anchor", "Bolt", "Echo"]],
    ["initial_email_status", (): string => "none", ["Delta"]],
    ["initial_email_status", (): string => "bounced", ["Cobalt"]],
    ["initial_email_status", (): string => "bounced,none", ["Cobalt", "Delta"]],
    ["opened_initial_email_status", (): string => "opened", ["Anchor"]],
    ["opened_initial_email_status", (): string => "not_opened", ["Bolt", "Echo"]],
    ["follow_up_email", (): string => "true", ["Anchor"]],
    ["follow_up_email", (): string => "false", ["Bolt", "Cobalt", "Delta", "Echo"]],
    ["has_scheduled_meeting", (): string => "true", ["Anchor"]],
    ["has_scheduled_meeting", (): string => "true,false", ["Anchor", "Bolt", "Cobalt", "Delta", "Echo"]],
    ["last_stage_task", (): string => "4", ["Anchor"]],
    ["last_stage_task", (): string => "3,5", ["Bolt", "Echo"]],
    ["stage", (): string => "1", ["Anchor", "Echo"]],
    ["stage", (): string => "2,3", ["Bolt", "Cobalt"]],
  ];
  // A value a filter does not take (country=abc) is refused with a 400: hostileBodies.test.ts.

  it.each(
    cases.map(
      ([filter, value, expected], index) => [`${filter} (${index + 1})`, filter, value, expected] as const,
    ),
  )("%s", async (_name, filter, value, expected) => {
    expect(sorted(await names(`${filter}=${encodeURIComponent(value())}`))).toEqual(expected);
  });

  it("combines filters, search and dates", async () => {
    expect(await names(`country=${one.location}&stage=3`)).toEqual(["Cobalt"]);
    expect(await names(`country=${two.location}&initial_email_status=sent&search=echo`)).toEqual(["Echo"]);
  });

  it("reads a date range on the creation or modification date, bare days whole (IST)", async () => {
    const range = (query: string) => names(`sortfield=created&${query}`);
    expect(await range("start_date=2024-02-01&end_date=2024-03-01")).toEqual(["Bolt", "Cobalt"]);
    expect(await range("start_date=2024-02-01&end_date=2024-03-01&date_filter_type=created")).toEqual([
      "Bolt",
      "Cobalt",
    ]);
    expect(await range("start_date=2024-03-02&end_date=2024-03-05&date_filter_type=modified")).toEqual([
      "Anchor",
      "Cobalt",
    ]);
    expect(await range("start_date=2024-04-02")).toEqual(["Echo"]);
    expect(await range("end_date=2024-01-31")).toEqual(["Anchor"]);
    const bad = await admin.get("company?start_date=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ start_date: ["Start date is not a valid date."] });
  });

  it("takes the list's prefilters from a dashboard link", async () => {
    const link =
      `country=${two.location}&last_stage_task=3&created_by=${creatorId}&stage=1` +
      "&start_date=2024-05-01&end_date=2024-05-31&date_filter_type=created";
    expect(await names(link)).toEqual(["Echo"]);
  });
});

describe("GET company?short_details=true: the company picker", () => {
  it("finds 5 at most by name or website, by name, with the website when there is one", async () => {
    const answer = await admin.get("company/?page=1&page_size=5&short_details=true&search=o");
    expect(answer.body.results?.data).toEqual([
      { id: ids.Anchor, company_name: "Anchor Labs", website: "https://anchor.example.com" },
      { id: ids.Bolt, company_name: "Bolt Works", website: "https://bolt.example.org" },
      { id: ids.Cobalt, company_name: "Cobalt Mining", website: "https://cobalt.example.com" },
      { id: ids.Delta, company_name: "Delta Imports", website: null },
      { id: ids.Echo, company_name: "Echo Media", website: "https://echo.example.net" },
    ]);
    const single = await admin.get("company?short_details=true&search=IMPORTS");
    expect(single.body).toEqual({
      results: { data: [{ id: ids.Delta, company_name: "Delta Imports", website: null }] },
      count: 1,
    });
  });
});

describe("GET company/ids: every company matching a filter", () => {
  it("answers the ids and their count, less the excluded ones", async () => {
    const all = await admin.get(`company/ids?country=${one.location},${two.location}&page=3&page_size=1`);
    expect(all.body.data).toEqual({
      count: 4,
      ids: [ids.Anchor, ids.Bolt, ids.Cobalt, ids.Echo].sort((a, b) => a - b),
    });
    const less = await admin.get(`company/ids?country=${one.location}&exclude_ids=${ids.Anchor},${ids.Bolt}`);
    expect(less.body.data).toEqual({ count: 1, ids: [ids.Cobalt] });
    const searched = await admin.get("company/ids?search=media&initial_email_status=sent");
    expect(searched.body.data).toEqual({ count: 1, ids: [ids.Echo] });
  });

  it("refuses excluded ids that are not ids", async () => {
    const answer = await admin.get("company/ids?exclude_ids=1,two");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      exclude_ids: ["Excluded ids must be whole numbers from 1, comma-joined."],
    });
  });

  it("is the list's own selection", async () => {
    const query = `industry=${two.industry}&sortfield=company_name`;
    const listed = await admin.get(`company?${query}&page_size=100`);
    const selected = await admin.get(`company/ids?${query}`);
    expect((selected.body.data as { ids: Id[] }).ids).toEqual([...rowIds(listed)].sort((a, b) => a - b));
  });
});

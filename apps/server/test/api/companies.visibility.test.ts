import { beforeAll, describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  type Company,
  companyNotAssignedMessage,
  type CountryCount,
  type DashboardRow,
  type Id,
  type RoleName,
  type User,
} from "@pipeline/contract";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  type Account,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  grantAccess,
  minutesAgo,
  type Refs,
  rowIds,
} from "./companyWorld";
import { type Answer, injectedApp } from "./injectApp";

// Which companies a caller sees (README, "Which companies a user sees"), through every company
// route: SUPER_ADMIN all; anyone else (a USER, another role, a SUPER_ADMIN acting as USER) the
// companies assigned to them, those whose country and practice both are theirs, and those an
// unexpired journey access grant opens.

const server = injectedApp();
let admin: Caller;
let one: Refs;
let two: Refs;
const names = ["Assigned", "Matched", "CountryOnly", "PracticeOnly", "Granted", "Expired", "Hidden"] as const;
type Name = (typeof names)[number];
const ids = {} as Record<Name, Id>;
const accounts = {} as Record<"assigned" | "matched" | "countryOnly" | "granted" | "logs" | "both", Account>;
let adminToken: string;

function viewAs(account: Account | string, role?: RoleName): Caller {
  return caller(server, typeof account === "string" ? account : account.token, role);
}

const UNKNOWN: Answer = { status: 404, body: { message: ADAPTER_MESSAGES.notFound } };
/** What a SUPER_ADMIN acting as USER is told of a company that exists out of that role's sight. */
const NOT_ASSIGNED_AS_USER: Answer = { status: 403, body: { message: companyNotAssignedMessage("USER") } };

/** The fixture companies a caller sees through each reading, by name; `hidden`: the answer for the others. */
async function seen(as: Caller, hidden: Answer = UNKNOWN) {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const named = (list: Id[]) => list.map((id) => byId.get(id) ?? `#${id}`).sort();
  const list = await as.get("company?page_size=100&search=Zq");
  const selection = await as.get("company/ids?search=Zq");
  const picker = await as.get("company?short_details=true&search=Zq&page_size=100");
  const gets: Id[] = [];
  for (const id of Object.values(ids)) {
    const answer = await as.get(`company/${id}`);
    if (answer.status === 200) gets.push(id);
    else expect(answer).toEqual(hidden);
  }
  const board = await as.get(
    `company/dashboard-view?view_type=confidence_level&page_size=100&industry=${one.industry}`,
  );
  const level = (board.body.results?.data as DashboardRow[]).find(
    (row) => row.key === String(one["confidence-level"]),
  );
  const countries = await as.get(`company/get_stage_names?country_added=true&industry=${one.industry}`);
  return {
    list: named(rowIds(list)),
    count: list.body.count,
    ids: named((selection.body.data as { ids: Id[] }).ids),
    picker: named(rowIds(picker)),
    get: named(gets),
    board: level?.total ?? 0,
    countries: (countries.body.data as CountryCount[]).reduce((sum, entry) => sum + entry.count, 0),
  };
}

function expectSees(found: Awaited<ReturnType<typeof seen>>, expected: Name[]) {
  const wanted = [...expected].sort();
  expect(found).toEqual({
    list: wanted,
    count: wanted.length,
    ids: wanted,
    picker: wanted,
    get: wanted,
    board: wanted.length,
    countries: wanted.length,
  });
}

beforeAll(async () => {
  ({ adminToken, admin, one, two } = await companyWorld(server, "Vis one", "Vis two"));
  const at = (country: Refs, practice: Refs) => ({
    country: country.location,
    practice: practice.practice,
    industry: one.industry,
    confidence_level: one["confidence-level"],
  });
  const places: Record<Name, [Refs, Refs]> = {
    Assigned: [two, two],
    Matched: [one, one],
    CountryOnly: [one, two],
    PracticeOnly: [two, one],
    Granted: [two, two],
    Expired: [two, two],
    Hidden: [two, two],
  };
  for (const name of names) {
    const [country, practice] = places[name];
    ids[name] = await admin.create(
      companyBody(one, { company_name: `Zq ${name}`, ...at(country, practice) }),
    );
  }

  accounts.assigned = await createAccount(server, { company: [ids.Assigned] });
  accounts.matched = await createAccount(server, { country: [one.location], practice: [one.practice] });
  accounts.countryOnly = await createAccount(server, { country: [one.location] });
  accounts.granted = await createAccount(server);
  accounts.logs = await createAccount(server, { roles: ["FSD_Admin"], company: [ids.Hidden] });
  accounts.both = await createAccount(server, {
    roles: ["SUPER_ADMIN", "USER"],
    country: [one.location],
    practice: [one.practice],
  });
  await grantAccess(server, accounts.granted.id, ids.Granted, new Date(Date.now() + 86_400_000));
  await grantAccess(server, accounts.granted.id, ids.Expired, minutesAgo(1));
}, SETUP_TIMEOUT_MS);

describe("which companies a caller sees, in every company route", () => {
  it("SUPER_ADMIN: every company", async () => {
    expectSees(await seen(admin), [...names]);
  });

  it("USER: the companies assigned to them", async () => {
    expectSees(await seen(viewAs(accounts.assigned)), ["Assigned"]);
  });

  it("USER: the companies whose country and practice both are theirs", async () => {
    expectSees(await seen(viewAs(accounts.matched)), ["Matched"]);
  });

  it("USER with countries but no practice: none through the country alone", async () => {
    expectSees(await seen(viewAs(accounts.countryOnly)), []);
  });

  it("USER: the companies an unexpired journey access grant opens, not an expired one", async () => {
    expectSees(await seen(viewAs(accounts.granted)), ["Granted"]);
  });

  it("a role other than SUPER_ADMIN: the USER's rule", async () => {
    expectSees(await seen(viewAs(accounts.logs)), ["Hidden"]);
  });

  it("SUPER_ADMIN acting as USER: the USER's rule on their own assignments", async () => {
    expectSees(await seen(viewAs(accounts.both, "USER"), NOT_ASSIGNED_AS_USER), ["Matched"]);
    expectSees(await seen(viewAs(accounts.both, "SUPER_ADMIN")), [...names]);
    expectSees(await seen(viewAs(adminToken, "USER"), NOT_ASSIGNED_AS_USER), []);
  });

  it("tells a SUPER_ADMIN acting as USER why a company is out of sight; anyone else learns nothing", async () => {
    const asUser = viewAs(accounts.both, "USER");
    expect(await asUser.get(`company/${ids.Hidden}`)).toEqual({
      status: 403,
      body: { message: "This company is not assigned to you as USER." },
    });
    const update = { ...companyBody(one, { company_name: "Zq Hidden" }), location: [one.location] };
    expect(await asUser.put(`company/${ids.Hidden}/`, update)).toEqual(NOT_ASSIGNED_AS_USER);
    // A company that does not exist is not found, for them too.
    expect(await asUser.get("company/999999")).toEqual(UNKNOWN);
    // A USER who holds no role that sees it cannot tell an existing company from a missing one.
    expect(await viewAs(accounts.matched).get(`company/${ids.Hidden}`)).toEqual(UNKNOWN);
    expect(await viewAs(accounts.logs).get(`company/${ids.Matched}`)).toEqual(UNKNOWN);
  });
});

describe("writes and visibility", () => {
  it("answers 404 to an update of a company the caller does not see, and changes nothing", async () => {
    const answer = await viewAs(accounts.matched).put(`company/${ids.Hidden}/`, {
      ...companyBody(one, { company_name: "Taken over" }),
      location: [one.location],
    });
    expect(answer).toEqual({ status: 404, body: { message: ADAPTER_MESSAGES.notFound } });
    expect(((await admin.get(`company/${ids.Hidden}`)).body.data as Company).company_name).toBe("Zq Hidden");
  });

  it("lets a USER update a company they see, even one the update moves out of their sight", async () => {
    const own = await createAccount(server, { country: [one.location], practice: [one.practice] });
    const as = viewAs(own);
    const id = await admin.create(
      companyBody(one, { company_name: "Zq Moving", country: one.location, practice: one.practice }),
    );
    const moved = await as.put(`company/${id}/`, {
      ...companyBody(one, { company_name: "Zq Moved", country: two.location, practice: one.practice }),
      location: [one.location],
    });
    expect(moved.status).toBe(200);
    expect((moved.body.data as Company).company_name).toBe("Zq Moved");
    expect((await as.get(`company/${id}`)).status).toBe(404);
  });

  it("assigns a company a USER adds to them, so they see it; a SUPER_ADMIN's stays unassigned", async () => {
    const own = await createAccount(server);
    const as = viewAs(own);
    const id = await as.create(companyBody(one, { company_name: "Zq Own" }));
    expect(rowIds(await as.get("company?search=Zq"))).toEqual([id]);
    const user = (await admin.get(`users-viewset/${own.id}`)).body.data as User;
    expect(user.company).toEqual([id]);

    const before = (await admin.get(`users-viewset/${accounts.both.id}`)).body.data as User;
    await viewAs(accounts.both).create(companyBody(one, { company_name: "Zq Admin own" }));
    const after = (await admin.get(`users-viewset/${accounts.both.id}`)).body.data as User;
    expect(after.company).toEqual(before.company);
  });
});

import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES, type AuditEntry, type Id } from "@pipeline/contract";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { auditLog } from "../../src/db/schema";
import { createJobWorker } from "../../src/jobs/worker";
import { createJobHandlers, enqueue } from "../../src/jobs";
import { userInput } from "../db/fixtures";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  API,
  type Account,
  companyBody,
  companyWorld,
  createAccount,
  grantAccess,
  type Refs,
} from "../api/companyWorld";
import { ADMIN, injectedApp } from "../api/injectApp";

// The audit trail as its readers meet it: every write recorded with who, as which role, from where,
// and the fields before and after, in the write's own transaction; sign-ins; the SUPER_ADMIN's list
// with its filters, and a company's history for those who see the company.

const server = injectedApp({ trustProxy: true });
let refs: Refs;
let adminToken: string;
let outsider: Account;

beforeAll(async () => {
  const world = await companyWorld(server, "Audit One", "Audit Two");
  refs = world.one;
  adminToken = world.adminToken;
  outsider = await createAccount(server);
}, SETUP_TIMEOUT_MS);

const newIndustry = (label: string) =>
  sql`insert into lookups (kind, label, name, display_order) values ('industry', ${label}, ${label}, 99)`;

/** The database's own refusal, under the driver's wrapping. */
const refusal = (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error);

type Page = { results: { data: AuditEntry[] }; count: number };

async function get(path: string, token = adminToken, role?: string) {
  const answer = await server.call({ method: "GET", url: `${API}/${path}`, token, role: role ?? null });
  return { status: answer.status, body: answer.body as unknown as Page & { message?: string } };
}

async function write(method: "POST" | "PUT", path: string, body: unknown, from = "203.0.113.7") {
  const answer = await server.call({
    method,
    url: `${API}/${path}`,
    token: adminToken,
    body,
    headers: { "x-forwarded-for": from },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.data as { id: Id };
}

describe("what a write records", () => {
  it("records who changed which fields of a company, as which role and from where, before and after", async () => {
    const { id } = await write("POST", "company/", companyBody(refs, { company_name: "Audited Alpha" }));
    await write("PUT", `company/${id}/`, {
      ...companyBody(refs),
      company_name: "Audited Beta",
      location: [refs.location],
    });

    const history = await get(`company/${id}/history`);
    expect(history.status).toBe(200);
    const [newest] = history.body.results.data.filter((entry) => entry.entity === "companies");
    expect(newest).toMatchObject({
      action: "update",
      entity: "companies",
      entity_id: String(id),
      company_id: id,
      user_id: expect.any(Number),
      username: ADMIN.username,
      active_role: "SUPER_ADMIN",
      source: "request",
      address: "203.0.113.7",
    });
    expect(newest?.changes.company_name).toEqual({ before: "Audited Alpha", after: "Audited Beta" });
    // The name as the search reads it is derived from the name, not recorded beside it.
    expect(newest?.changes).not.toHaveProperty("search_name");
    // The company's members and its create are in its history too, newest first.
    const entities = history.body.results.data.map((entry) => `${entry.action} ${entry.entity}`);
    expect(entities).toContain("create companies");
    expect(entities).toContain("create company_members");
    const times = history.body.results.data.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(history.body.count).toBe(history.body.results.data.length);
  });

  it("records the links a save changed and none it kept as they were", async () => {
    const created = await write("POST", "company/", companyBody(refs, { company_name: "Audited Links" }));
    const linksOf = async () =>
      (await get(`company/${created.id}/history?page_size=100`)).body.results.data.filter(
        (entry) => entry.entity === "company_locations",
      );
    const before = (await linksOf()).length;
    const company = (
      await server.call({ method: "GET", url: `${API}/company/${created.id}`, token: adminToken })
    ).body.data as Record<string, unknown>;
    const members = company.company_members;
    const body = { ...companyBody(refs), company_name: "Audited Links", company_members: members };
    await write("PUT", `company/${created.id}/`, { ...body, location: [refs.location] });
    expect((await linksOf()).length).toBe(before);
    const designations = (await get(`audit-log?entity=member_designations&page_size=100`)).body.results.data;
    expect(
      designations.filter((entry) => entry.company_id === created.id && entry.action !== "create"),
    ).toEqual([]);
  });

  it("records a user's save that keeps their roles and assignments as the user's change alone", async () => {
    const company = await write("POST", "company/", companyBody(refs, { company_name: "Assigned Audit" }));
    const input = userInput("AuditKept", { country: [refs.location], practice: [], company: [company.id] });
    const created = await write("POST", "users-viewset/", { ...input, roles: ["FSD_Admin", "USER"] });
    const total = async () => (await get("audit-log?page_size=1")).body.count;
    const before = await total();
    await write("PUT", `users-viewset/${created.id}/`, {
      ...input,
      first_name: "Renamed",
      roles: ["FSD_Admin", "USER"],
    });
    const newest = (await get("audit-log?page_size=5")).body.results.data;
    expect(await total()).toBe(before + 1);
    expect(newest[0]).toMatchObject({ action: "update", entity: "users", entity_id: String(created.id) });
    // The assigned company's history shows no assignment taken away and given back.
    const history = (await get(`company/${company.id}/history?page_size=100`)).body.results.data;
    expect(history.filter((entry) => entry.entity === "user_companies").map((entry) => entry.action)).toEqual(
      ["create"],
    );
  });

  it("never records a password hash, and records each role given or taken", async () => {
    const input = userInput("AuditRoles", { country: [], practice: [], company: [] });
    const created = await write("POST", "users-viewset/", { ...input, roles: ["USER"] });
    const entries = (await get(`audit-log?entity=users&entity_id=${created.id}`)).body.results.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.action).toBe("create");
    expect(entries[0]?.changes).not.toHaveProperty("password_hash");
    expect(JSON.stringify(entries)).not.toMatch(/argon2|\$argon/);

    const roles = (await get(`audit-log?entity=user_roles&user=${entries[0]?.user_id ?? 0}`)).body.results
      .data;
    const given = roles.find((entry) => entry.changes.user_id?.after === created.id);
    expect(given).toMatchObject({ action: "create", username: ADMIN.username });
  });

  it("records a password changed, never the password or its hash", async () => {
    const first = "the-first-password-of-audit";
    const next = "a-long-new-password-for-audit";
    const input = {
      ...userInput("AuditPassword", { country: [], practice: [], company: [] }),
      password: first,
    };
    const created = await write("POST", "users-viewset/", { ...input, roles: ["USER"] });
    const signIn = await server.call({
      method: "POST",
      url: `${API}/erp-login/`,
      body: { username: input.username, password: first },
    });
    const token = (signIn.body.data as { key: string }).key;
    const changed = await server.call({
      method: "POST",
      url: `${API}/user/change-password/`,
      token,
      body: { current_password: first, new_password: next, confirm_password: next },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = (await get(`audit-log?entity=users&entity_id=${created.id}&action=update`)).body.results
      .data;
    expect(entries[0]).toMatchObject({
      user_id: created.id,
      changes: { password_hash: { before: "set", after: "changed" } },
    });
    const stored = await server.database.db.execute(
      sql`select before::text, after::text from audit_log where entity = 'users'`,
    );
    expect(JSON.stringify(stored)).not.toMatch(/argon2|the-first-password|a-long-new-password/);
  });

  it("keeps nothing of a write that was rolled back: the entry is in the write's transaction", async () => {
    const { db } = server.database;
    const before = await db.$count(auditLog);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(newIndustry("Rolled back industry"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await db.$count(auditLog)).toBe(before);
  });

  it("cannot be changed or removed", async () => {
    const { db } = server.database;
    const update = await db.execute(sql`update audit_log set username = 'someone else'`).catch(refusal);
    expect(update).toMatch(/kept as written: its entries cannot be changed or removed/);
    const removal = await db.execute(sql`delete from audit_log`).catch(refusal);
    expect(removal).toMatch(/kept as written/);
  });

  it("records a job's writes as the job's, on behalf of the user it names", async () => {
    const { db } = server.database;
    const admin = await server.repos.users.findForLogin(ADMIN.username);
    const handlers = createJobHandlers();
    handlers.handle("audit-probe", async (job) => {
      await job.onBehalfOf(admin?.id ?? null);
      await db.execute(newIndustry("Written by a job"));
    });
    const worker = createJobWorker({ db, handlers, pollIntervalMs: 20 });
    const byJob = async () =>
      (await get("audit-log?entity=lookups&page_size=100")).body.results.data.find(
        (row) => row.changes.label?.after === "Written by a job",
      );
    await enqueue(db, { kind: "audit-probe", payload: {} });
    worker.start();
    try {
      await expect.poll(async () => (await byJob()) !== undefined).toBe(true);
    } finally {
      await worker.stop();
    }
    const entry = await byJob();
    // Named as the user it works for, so the trail says who: not "a background job".
    expect(entry).toMatchObject({
      source: "job",
      user_id: admin?.id,
      username: ADMIN.username,
      action: "create",
      address: null,
    });
  });
});

describe("sign-ins", () => {
  it("records a sign-in, refused ones with the account's name only, and a sign-out, with the address", async () => {
    const from = { "x-forwarded-for": "198.51.100.23" };
    const refused = await server.call({
      method: "POST",
      url: `${API}/erp-login/`,
      body: { username: "no-such-person", password: "guessing-a-password" },
      headers: from,
    });
    expect(refused.status).toBe(401);
    const wrongPassword = await server.call({
      method: "POST",
      url: `${API}/erp-login/`,
      body: { username: ADMIN.username.toUpperCase(), password: "not-the-password" },
      headers: from,
    });
    expect(wrongPassword.status).toBe(401);
    const signedIn = await server.call({
      method: "POST",
      url: `${API}/erp-login/`,
      body: { username: ADMIN.username, password: ADMIN.password },
      headers: from,
    });
    const key = (signedIn.body.data as { key: string }).key;
    await server.call({ method: "POST", url: `${API}/user/logout/`, token: key, headers: from });

    const sessions = (await get("audit-log?entity=session&search=198.51.100.23")).body.results.data;
    expect(sessions.map((entry) => [entry.action, entry.username])).toEqual([
      ["sign_out", ADMIN.username],
      ["sign_in", ADMIN.username],
      ["sign_in_failed", ADMIN.username],
      ["sign_in_failed", null],
    ]);
    // Neither what was typed for an unknown account (it may be a password in the wrong field) nor a password.
    expect(JSON.stringify(sessions)).not.toContain("no-such-person");
    expect(JSON.stringify(sessions)).not.toContain("guessing-a-password");
    expect(JSON.stringify(sessions)).not.toContain(key);
  });
});

describe("who reads it", () => {
  it("gives the whole trail to SUPER_ADMIN only", async () => {
    expect(await get("audit-log", outsider.token)).toMatchObject({
      status: 403,
      body: { message: FORBIDDEN_MESSAGE },
    });
    expect((await get("audit-log", adminToken, "USER")).status).toBe(403);
    expect((await get("audit-log?page_size=5")).body.results.data).toHaveLength(5);
  });

  it("filters by action and refuses an unknown one by name", async () => {
    const creates = (await get("audit-log?action=create&page_size=50")).body.results.data;
    expect(creates.length).toBeGreaterThan(0);
    expect(new Set(creates.map((entry) => entry.action))).toEqual(new Set(["create"]));
    const bad = await get("audit-log?action=explode");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Action must be create, update, delete/);
  });

  it("shows a company's history only to those who see the company", async () => {
    const { id } = await write("POST", "company/", companyBody(refs));
    expect(await get(`company/${id}/history`, outsider.token)).toMatchObject({
      status: 404,
      body: { message: ADAPTER_MESSAGES.notFound },
    });
    expect((await get(`company/999999/history`)).status).toBe(404);
  });

  it("refuses a company's history to a guest who reaches the company through a grant alone", async () => {
    const { id } = await write("POST", "company/", companyBody(refs));
    const guest = await createAccount(server);
    await grantAccess(server, guest.id, id, new Date(Date.now() + 86_400_000));
    expect(
      (await server.call({ method: "GET", url: `${API}/company/${id}`, token: guest.token })).status,
    ).toBe(200);
    expect(await get(`company/${id}/history`, guest.token)).toMatchObject({
      status: 403,
      body: { message: FORBIDDEN_MESSAGE },
    });
  });
});

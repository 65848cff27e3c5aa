import { type DataAdapter, isAdapterError } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter, MEMORY_USERS } from "../src";

// The memory adapter's own audit trail, kept as the server keeps it: the entries of its writes,
// newest first, by table name, with each written column before and after.

const FIXED = new Date("2024-06-01T10:00:00.000Z");

/** The entries written since the seed's, newest first. */
async function newEntries(adapter: DataAdapter) {
  const { rows } = await adapter.auditLog.list({ pageSize: 50, dateRange: { start: "2024-06-01" } });
  return rows;
}

describe("the memory adapter's audit trail", () => {
  it("records a user's new roles as user_roles rows carrying the role's name", async () => {
    const adapter = createMemoryAdapter({ now: () => FIXED });
    const user = await adapter.users.get(3);
    await adapter.users.update(3, {
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
      email: user.email,
      username: user.username,
      country: user.country,
      practice: user.practice,
      company: [...user.company, 4],
      is_active: user.is_active,
      roles: ["FSD_Admin", "USER"],
    });
    const entries = await newEntries(adapter);
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
      ["create", "user_companies"],
      ["create", "user_roles"],
      ["update", "user_roles"],
    ]);
    expect(entries[1]?.changes).toEqual({
      user_id: { before: null, after: 3 },
      role: { before: null, after: "FSD_Admin" },
      position: { before: null, after: 0 },
    });
    expect(entries[2]?.changes).toEqual({ position: { before: 0, after: 1 } });
    // A user's company assignment concerns the company, so it shows in its history.
    expect(entries[0]).toMatchObject({ company_id: 4, username: MEMORY_USERS.admin.username });
    expect(JSON.stringify(entries)).not.toContain("password");
  });

  it("records sign-ins, refused ones under the account's name only, and sign-outs", async () => {
    const adapter = createMemoryAdapter({ now: () => FIXED });
    await expect(
      adapter.auth.erpLogin({ username: "priya.nayr", password: MEMORY_USERS.user.password }),
    ).rejects.toSatisfy(isAdapterError);
    await expect(
      adapter.auth.erpLogin({ username: MEMORY_USERS.user.username, password: "not-her-password" }),
    ).rejects.toSatisfy(isAdapterError);
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.admin.username,
      password: MEMORY_USERS.admin.password,
    });
    await adapter.auth.logout();
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.admin.username,
      password: MEMORY_USERS.admin.password,
    });
    const entries = await newEntries(adapter);
    expect(
      entries.map((entry) => [entry.action, entry.username, entry.active_role, entry.entity_id]),
    ).toEqual([
      ["sign_in", "admin", null, null],
      ["sign_out", "admin", "SUPER_ADMIN", null],
      ["sign_in", "admin", null, null],
      ["sign_in_failed", MEMORY_USERS.user.username, null, null],
      ["sign_in_failed", null, null, null],
    ]);
    expect(entries.every((entry) => entry.entity === "session")).toBe(true);
  });

  it("records a member removed through the company form as a delete of company_members", async () => {
    const adapter = createMemoryAdapter({ now: () => FIXED });
    const company = await adapter.companies.get(5);
    const [rohan, ...others] = company.company_members;
    if (!rohan) throw new Error("Saffron Ledger has lost its members");
    await adapter.companies.update(5, {
      company_name: company.company_name,
      website: company.website,
      location: company.location.map((ref) => ref.id),
      company_members: [{ ...rohan, status: "DELETED" }, ...others],
    });
    const [entry] = (await adapter.auditLog.companyHistory(5, {})).rows;
    expect(entry).toMatchObject({
      action: "delete",
      entity: "company_members",
      entity_id: String(rohan.id),
      company_id: 5,
      changes: { is_deleted: { before: false, after: true } },
    });
  });

  it("records reference-list entries, comments and access grants, a revoke as an update", async () => {
    const adapter = createMemoryAdapter({ now: () => FIXED });
    const lookup = await adapter.lookups.get("currency", 1);
    await adapter.lookups.update("currency", 1, { label: "INR ₹", order: lookup.order, is_active: true });
    const comment = await adapter.comments.create({ company_id: 1, comment_text: "Call booked." });
    await adapter.comments.update(comment.data.id, {
      company_id: 1,
      comment_text: "Call booked for Monday.",
    });
    const grant = await adapter.journeyAccess.create({
      user_id: 3,
      company_id: 1,
      content_type: "journeyitem",
      object_id: 1,
      valid_days: 7,
    });
    await adapter.journeyAccess.update(grant.data.id, {
      user_id: 3,
      company_id: 1,
      content_type: "journeyitem",
      object_id: 1,
      valid_days: 0,
    });
    const entries = await newEntries(adapter);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.company_id])).toEqual([
      ["update", "user_journey_access", 1],
      ["create", "user_journey_access", 1],
      ["update", "company_comments", 1],
      ["create", "company_comments", 1],
      ["update", "lookups", null],
    ]);
    expect(entries[4]?.changes).toEqual({
      label: { before: "INR", after: "INR ₹" },
      name: { before: "INR", after: "INR ₹" },
    });
    expect(entries[2]?.changes).toEqual({
      comment_text: { before: "Call booked.", after: "Call booked for Monday." },
    });
    expect(Object.keys(entries[0]?.changes ?? {})).toEqual(["valid_until"]);
  });

  it("keeps the log to a SUPER_ADMIN, and a company's history to who sees the company", async () => {
    const adapter = createMemoryAdapter({ signedInAs: MEMORY_USERS.user.username });
    await expect(adapter.auditLog.list({})).rejects.toMatchObject({
      status: 403,
      message: "You do not have enough permissions !",
    });
    // Priya is assigned Kavach Robotics, and sees nothing of Patchwork Learning.
    expect((await adapter.auditLog.companyHistory(1, {})).count).toBeGreaterThan(0);
    await expect(adapter.auditLog.companyHistory(4, {})).rejects.toMatchObject({ status: 404 });
    await expect(adapter.auditLog.companyHistory(9999, {})).rejects.toMatchObject({ status: 404 });
  });
});

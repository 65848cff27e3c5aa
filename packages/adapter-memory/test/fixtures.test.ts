import { BULK_OUTREACH_LIMITS, isAdapterError, LOOKUP_KINDS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter, defaultMemorySeed, MEMORY_USERS } from "../src";

describe("the default seed", () => {
  it("holds every reference list, each with an inactive entry", async () => {
    const adapter = createMemoryAdapter();
    for (const kind of LOOKUP_KINDS) {
      const all = await adapter.lookups.list(kind, { pageSize: 100 });
      expect(all.count, kind).toBeGreaterThanOrEqual(5);
      expect(
        all.rows.some((row) => !row.is_active),
        kind,
      ).toBe(true);
    }
    const currencies = await adapter.lookups.options("currency");
    expect(currencies.map((option) => option.label)).toEqual(expect.arrayContaining(["INR", "GBP", "USD"]));
    const levels = await adapter.lookups.list("confidence-level", {
      sort: { field: "order", direction: "asc" },
    });
    expect(levels.rows[0]).toMatchObject({ label: "Very High", name: "90" });
  });

  it("starts signed in as the SUPER_ADMIN admin", async () => {
    const current = await createMemoryAdapter().users.current();
    expect(current).toMatchObject({ username: "admin", active_role: "SUPER_ADMIN" });
    expect(current.role.map((role) => role.role_name)).toEqual(["SUPER_ADMIN", "USER"]);
  });

  it("lets each listed user sign in with the listed password, except the inactive one", async () => {
    const adapter = createMemoryAdapter({ signedInAs: null });
    const user = await adapter.auth.erpLogin(MEMORY_USERS.user);
    expect(user?.user.role.map((role) => role.role_name)).toEqual(["USER"]);
    const fsd = await adapter.auth.emailLogin({
      email: MEMORY_USERS.fsdAdmin.email,
      password: MEMORY_USERS.fsdAdmin.password,
    });
    expect(fsd?.user).toMatchObject({ active_role: "FSD_Admin" });
    expect(fsd?.user.permissions).toContain("can_view_email_logs");
    expect(fsd?.key).not.toBe(user?.key);
    const refused = await adapter.auth.erpLogin(MEMORY_USERS.inactive).catch((error: unknown) => error);
    expect(isAdapterError(refused) && refused.status).toBe(401);
  });

  it("can start signed out, or as another user", async () => {
    const signedOut = await createMemoryAdapter({ signedInAs: null })
      .users.current()
      .catch((error: unknown) => error);
    expect(isAdapterError(signedOut) && [signedOut.status, signedOut.message]).toEqual([
      401,
      "No token available",
    ]);
    const fsd = await createMemoryAdapter({ signedInAs: MEMORY_USERS.fsdAdmin.username }).users.current();
    expect(fsd.username).toBe("meera.iyer");
    expect(() => createMemoryAdapter({ signedInAs: "nobody" })).toThrow(/nobody/);
  });

  it("holds the investment journey, task 2 being the initial outreach e-mail", async () => {
    const stages = await createMemoryAdapter().journey.definitions();
    expect(stages.map(({ stage }) => stage.label)).toEqual([
      "Sourcing",
      "Screening",
      "Evaluation",
      "Due Diligence",
      "Decision",
    ]);
    expect(
      stages[0]?.tasks.find((task) => task.id === BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId),
    ).toMatchObject({
      label: "Initial Outreach",
      type: "EMAIL",
    });
  });

  it("holds companies with members, hiding the member removed from its company", async () => {
    const adapter = createMemoryAdapter();
    expect((await adapter.companies.list({})).count).toBe(12);
    expect((await adapter.companies.get(2)).company_members.map((member) => member.first_name)).toEqual([
      "Oliver",
    ]);
    const members = await adapter.companyMembers.list({ pageSize: 100 });
    expect(members.count).toBe(20);
    expect(members.rows.map((member) => member.first_name)).not.toContain("Sam");
    expect(members.rows.filter((member) => member.company_id === null)).toHaveLength(2);
  });

  it("is fresh for every adapter and never changed by the seed option", async () => {
    const seed = defaultMemorySeed();
    const overridden = createMemoryAdapter({ seed: { companies: seed.companies.slice(0, 2) } });
    await overridden.lookups.create("industry", { label: "Space", order: 1, is_active: true });
    const [kavach] = seed.companies;
    if (kavach) kavach.company_name = "Changed after creation";

    expect((await overridden.companies.list({})).count).toBe(2);
    expect((await overridden.companies.get(1)).company_name).toBe("Kavach Robotics");
    expect((await createMemoryAdapter().lookups.list("industry", { search: "Space" })).count).toBe(0);
  });
});

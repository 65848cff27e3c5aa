import { describe, expect, it } from "vitest";
import { listParamsToQuery } from "@pipeline/contract";
import { useFixture } from "./support/useFixture";

describe("calls and answers", () => {
  const fixture = useFixture();

  it("reads a paged list as rows and count, with the list params in the query", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { results: { data: [{ pk: 1 }, { pk: 2 }] }, count: 41 } }));
    const params = {
      search: " rao ",
      page: 2,
      pageSize: 20,
      sort: { field: "first_name", direction: "desc" as const },
      dateRange: { start: "2025-01-01", end: "2025-01-31", type: "modified" as const },
      filters: { is_active: [true] },
    };

    const page = await adapter.users.list(params);

    expect(page).toEqual({ rows: [{ pk: 1 }, { pk: 2 }], count: 41 });
    const [request] = server.requests;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/api/v1/users-viewset");
    expect(Object.fromEntries(request?.query ?? [])).toEqual(listParamsToQuery(params));
    expect(request?.body).toHaveLength(0);
  });

  it("joins list filters with commas", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { results: { data: [] }, count: 0 } }));

    await adapter.companies.list({ filters: { industry: [3, 5], stage: [1] } });

    expect(server.requests[0]?.query.get("industry")).toBe("3,5");
    expect(server.requests[0]?.query.get("stage")).toBe("1");
  });

  it("adds the fixed query that selects a reading of a shared path", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: [{ id: 1, label: "Fintech" }] } }));

    await expect(adapter.lookups.options("industry")).resolves.toEqual([{ id: 1, label: "Fintech" }]);
    await adapter.users.short({ companyAdded: true });
    await adapter.companies.countries({ filters: { industry: [4] } });

    const [options, short, countries] = server.requests;
    expect(options?.path).toBe("/api/v1/industry");
    expect(Object.fromEntries(options?.query ?? [])).toEqual({ short_details: "true" });
    expect(short?.path).toBe("/api/v1/users-viewset");
    expect(Object.fromEntries(short?.query ?? [])).toEqual({ short_details: "true", company_added: "true" });
    expect(countries?.path).toBe("/api/v1/company/get_stage_names");
    expect(Object.fromEntries(countries?.query ?? [])).toEqual({ country_added: "true", industry: "4" });
  });

  it("asks the company picker for a few matches, and nothing for a blank box", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({
      json: { results: { data: [{ id: 1, company_name: "Acme", website: null }] }, count: 1 },
    }));

    await expect(adapter.companies.search("  ")).resolves.toEqual([]);
    await expect(adapter.companies.search("ac")).resolves.toEqual([
      { id: 1, company_name: "Acme", website: null },
    ]);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe("/api/v1/company/");
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      search: "ac",
      page: "1",
      page_size: "5",
      short_details: "true",
    });
  });

  it("fills path parameters, encoded", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { message: "Saved.", data: { id: 3 }, url: "" } }));

    await adapter.lookups.update("company-type", 3, { label: "LLP", name: "llp", order: 1, is_active: true });
    await adapter.journey.timeline(12).catch(() => undefined);
    server.handle(() => ({ json: { data: { url: "u", title: "t", description: "d" } } }));
    await adapter.meetings.link("a/b c");

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "PUT /api/v1/company-type/3/",
      "GET /api/v1/company/12/journey",
      "GET /api/v1/interview-link/a%2Fb%20c/",
    ]);
  });

  it("reads a single record from data, and an action's message alone", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { contacts_count: 5, resumex_sent: 1, growthx_sent: 2 } } }));
    await expect(adapter.campaigns.usage()).resolves.toEqual({
      contacts_count: 5,
      resumex_sent: 1,
      growthx_sent: 2,
    });

    server.handle(() => ({ json: { message: "Campaign statistics updated successfully.", extra: 1 } }));
    await expect(adapter.campaigns.refreshStats(4)).resolves.toEqual({
      message: "Campaign statistics updated successfully.",
    });
    const refresh = server.requests[1];
    expect(`${refresh?.method} ${refresh?.path}`).toBe("PUT /api/v1/campaigns-stats/4/update-stats/");
    expect(refresh && server.jsonOf(refresh)).toEqual({});
  });

  it("asks the provider, then stores a confirmed sender as verified", async () => {
    const { adapter, server } = fixture();
    server.handle((request) =>
      request.method === "GET"
        ? { json: { data: { verified: true } } }
        : { json: { message: "Sender updated successfully.", data: { id: 9, is_verified: true } } },
    );

    await expect(adapter.senders.checkVerification(9)).resolves.toEqual({ verified: true });

    const [check, mark] = server.requests;
    expect(`${check?.method} ${check?.path}?${check?.query.toString()}`).toBe(
      "GET /api/v1/sender-details/check-sender-verification?sender_id=9",
    );
    expect(`${mark?.method} ${mark?.path}`).toBe("PUT /api/v1/sender-details/9/");
    expect(mark && server.jsonOf(mark)).toEqual({ is_verified: true });
  });

  it("does not mark a sender the provider has not confirmed", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { verified: false } } }));

    await expect(adapter.senders.checkVerification(9)).resolves.toEqual({ verified: false });
    expect(server.requests).toHaveLength(1);
  });

  it("keeps a sign-in, so the calls after it carry the new token", async () => {
    const { adapter, server, session } = fixture();
    const user = { pk: 5, username: "asha", role: [{ role_name: "USER", is_active: true }] };
    server.handle((request) =>
      request.path.endsWith("erp-login/")
        ? { json: { data: { user, key: "token-2" } } }
        : { json: { data: [user] } },
    );

    const signedIn = await adapter.auth.erpLogin({ username: "asha", password: "secret" });
    const current = await adapter.users.current();

    expect(signedIn).toEqual({ user, key: "token-2" });
    expect(session.saved).toEqual([signedIn]);
    expect(current).toEqual(user);
    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
    expect(server.requests[1]?.headers.authorization).toBe("Token token-2");
    expect(Object.fromEntries(server.requests[1]?.query ?? [])).toEqual({
      show_details: "true",
      current_user: "true",
    });
  });

  it("reads the e-mail sign-in's user and key without a data wrapper", async () => {
    const { adapter, server, session } = fixture();
    server.handle(() => ({ json: { message: "Welcome", user: { pk: 6, role: [] }, key: "token-3" } }));

    await expect(adapter.auth.emailLogin({ email: "a@example.com", password: "x" })).resolves.toEqual({
      user: { pk: 6, role: [] },
      key: "token-3",
    });
    expect(session.token).toBe("token-3");
  });

  it.each([
    ["no user", { data: { key: "token-4" } }],
    ["no key", { data: { user: { pk: 5, role: [] } } }],
    ["an empty key", { data: { user: { pk: 5, role: [] }, key: "" } }],
    ["a user without roles", { data: { user: { pk: 5 }, key: "token-4" } }],
    ["no data at all", { message: "Done" }],
  ])("answers no session, and keeps none, for a sign-in answered with %s", async (_case, json) => {
    const { adapter, server, session } = fixture();
    server.handle(() => ({ json }));

    await expect(adapter.auth.erpLogin({ username: "asha", password: "secret" })).resolves.toBeNull();
    expect(session.saved).toEqual([]);
    expect(session.token).not.toBe("token-4");
  });

  it("asks for the current user in the active role", async () => {
    const { adapter, server, session } = fixture();
    session.activeRole = "SUPER_ADMIN";
    server.handle(() => ({ json: { data: [{ pk: 1, active_role: "SUPER_ADMIN" }] } }));

    await adapter.users.current();

    expect(server.requests[0]?.query.get("active_role")).toBe("SUPER_ADMIN");
    expect(server.requests[0]?.headers["x-active-role"]).toBe("SUPER_ADMIN");
  });

  it("signs out on the server and clears the session, even when the call fails", async () => {
    const { adapter, server, session } = fixture();
    server.handle(() => ({ json: { detail: "Logged out successfully." } }));
    await adapter.auth.logout();
    expect(`${server.requests[0]?.method} ${server.requests[0]?.path}`).toBe("POST /api/v1/user/logout/");
    expect(session.token).toBeNull();

    session.token = "token-1";
    server.handle(() => ({ status: 500, json: { message: "Down" } }));
    await expect(adapter.auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(session.token).toBeNull();
  });
});

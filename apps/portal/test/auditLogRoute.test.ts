// @vitest-environment jsdom
// /audit-log in the signed-in portal: a SUPER_ADMIN reads the trail and finds it in the sidebar;
// anyone else is sent to the 403 page without it being read (sidebar.test.ts: the entry is shown
// to a SUPER_ADMIN acting as one only).
import type { AuditEntry, CurrentUser } from "@pipeline/contract";
import { createQueryClient, createTestAdapter } from "@pipeline/ui";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRoutes } from "../src/app/router";
import { SessionProvider } from "../src/session/SessionContext";
import { createSessionStore } from "../src/session/sessionStore";

function userActingAs(roles: string[], activeRole: string): CurrentUser {
  return {
    pk: 1,
    username: "asha",
    first_name: "Asha",
    last_name: "Raman",
    email: "asha.raman@pipeline.test",
    role: roles.map((role_name) => ({ role_name, is_active: true })),
    permissions: ["can_view_journey"],
    joined_date: "2024-01-01T00:00:00Z",
    update_date: "2024-01-01T00:00:00Z",
    is_active: true,
    is_staff: true,
    active_role: activeRole,
  };
}

const RENAMED: AuditEntry = {
  id: 41,
  at: "2024-03-20T06:00:00.000Z",
  user_id: 1,
  username: "asha",
  active_role: "SUPER_ADMIN",
  source: "request",
  action: "update",
  entity: "companies",
  entity_id: "7",
  company_id: 7,
  changes: { company_name: { before: "Zenith", after: "Zenith Logistics" } },
  address: "10.0.0.8",
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

function openAuditLog(user: CurrentUser) {
  const session = createSessionStore(null, memoryStorage(), null);
  session.signIn({ user, key: "token-1" });
  const list = vi.fn(async () => ({ rows: [RENAMED], count: 1 }));
  const adapter = createTestAdapter({
    users: { current: async () => user, short: async () => [] },
    auditLog: { list },
  });
  const router = createMemoryRouter(
    appRoutes({ adapter, queryClient: createQueryClient(), envelopeKey: null }),
    { initialEntries: ["/audit-log"] },
  );
  render(
    createElement(SessionProvider, { store: session, children: createElement(RouterProvider, { router }) }),
  );
  return { list, router };
}

afterEach(() => {
  cleanup();
});

describe("/audit-log", { timeout: 30_000 }, () => {
  it("shows a SUPER_ADMIN the trail, the sidebar's entry marked current", async () => {
    openAuditLog(userActingAs(["SUPER_ADMIN"], "SUPER_ADMIN"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Audit Log" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("Company name", {}, { timeout: 5000 })).toBeTruthy();
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Audit Log",
    });
    expect(entry.getAttribute("href")).toBe("/audit-log");
    expect(entry.getAttribute("aria-current")).toBe("page");
  });

  it("sends a USER to the 403 page without reading the trail", async () => {
    const { list, router } = openAuditLog(userActingAs(["USER"], "USER"));
    expect(await screen.findByText("Not Authorized", {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/403");
    expect(list).not.toHaveBeenCalled();
  });
});

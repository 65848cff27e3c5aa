// @vitest-environment jsdom
// /audit-log in the signed-in portal: a SUPER_ADMIN reads the trail and finds it in the sidebar;
// anyone else is sent to the 403 page without it being read (sidebar.test.ts: the entry is shown
// to a SUPER_ADMIN acting as one only).
import type { AuditEntry, CurrentUser, RoleName } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

function userActingAs(roles: RoleName[], activeRole: RoleName): CurrentUser {
  return portalUser({
    pk: 1,
    username: "asha",
    first_name: "Asha",
    last_name: "Raman",
    email: "asha.raman@pipeline.test",
    roles,
    permissions: ["can_view_journey"],
    is_staff: true,
    active_role: activeRole,
  });
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

function openAuditLog(user: CurrentUser) {
  const list = vi.fn(async () => ({ rows: [RENAMED], count: 1 }));
  const router = renderSignedIn({ user, adapter: { auditLog: { list } }, entries: ["/audit-log"] });
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

// The sidebar as the route table gives it (admin-portal section 2.2): its links, their order and
// labels, and whom each is shown to.
import { isDeepStrictEqual } from "node:util";
import type { StoredSession } from "@pipeline/adapter-http";
import type { CurrentUser, RoleName } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { sidebarEntriesFor } from "../src/app/access";
import { ROUTES, type RouteAccess } from "../src/routes";

function sessionOf(roles: RoleName[], activeRole: RoleName, permissions: string[] = []): StoredSession {
  const user: CurrentUser = {
    pk: 1,
    username: "asha",
    first_name: "Asha",
    last_name: "Raman",
    email: "asha.raman@pipeline.test",
    role: roles.map((role_name) => ({ role_name, is_active: true })),
    permissions,
    joined_date: "2024-01-01T00:00:00Z",
    update_date: "2024-01-01T00:00:00Z",
    is_active: true,
    is_staff: false,
    active_role: activeRole,
  };
  return { user, token: "token-1", activeRole };
}

const labelsAndPaths = (session: StoredSession) =>
  sidebarEntriesFor(ROUTES, session).map(({ label, path }) => [label, path]);

// Section 2.2, in its order (with My Reviews, the investment committee's, after Companies): the
// entries for everyone, then those for SUPER_ADMIN only.
const FOR_EVERYONE = [
  ["Dashboard", "/dashboard/"],
  ["Companies", "/companies"],
  ["My Reviews", "/my-reviews"],
  ["Import History", "/excel-import"],
  ["Bulk Outreach History", "/bulk-outreach"],
];
const FOR_SUPER_ADMIN = [
  ["User", "/users"],
  ["Location", "/location"],
  ["Practice", "/practice"],
  ["Currency", "/currency"],
  ["Designation", "/cmd"],
  ["Company Type", "/company-type"],
  ["Confidence Level", "/confidence-level"],
  ["Industry", "/industry"],
  ["Sender Details", "/sender-details"],
  ["Journey Settings", "/journey-settings"],
  ["Audit Log", "/audit-log"],
];

const superAdminOnly = (access: RouteAccess) =>
  isDeepStrictEqual(access, { kind: "role", roles: ["SUPER_ADMIN"] });

describe("sidebar entries", () => {
  it("lists the spec's entries in its order, admin ones last", () => {
    const entries = ROUTES.flatMap((route) =>
      route.sidebar ? [[route.sidebar.label, route.path, superAdminOnly(route.access)]] : [],
    );
    expect(entries).toEqual([
      ["Dashboard", "/dashboard/", false],
      ["Companies", "/companies", false],
      ["My Reviews", "/my-reviews", false],
      ["Import History", "/excel-import", false],
      ["Bulk Outreach History", "/bulk-outreach", false],
      ["Email Logs", "/email-logs", false],
      ["User", "/users", true],
      ["Location", "/location", true],
      ["Practice", "/practice", true],
      ["Currency", "/currency", true],
      ["Designation", "/cmd", true],
      ["Company Type", "/company-type", true],
      ["Confidence Level", "/confidence-level", true],
      ["Industry", "/industry", true],
      ["Sender Details", "/sender-details", true],
      ["Journey Settings", "/journey-settings", true],
      ["Audit Log", "/audit-log", true],
    ]);
  });

  it("shows a USER the entries for everyone, in the spec's order", () => {
    expect(labelsAndPaths(sessionOf(["USER"], "USER"))).toEqual(FOR_EVERYONE);
  });

  it("shows a SUPER_ADMIN the entries for everyone, then the admin entries in the spec's order", () => {
    expect(labelsAndPaths(sessionOf(["SUPER_ADMIN"], "SUPER_ADMIN"))).toEqual([
      ...FOR_EVERYONE,
      ...FOR_SUPER_ADMIN,
    ]);
  });

  it("shows a SUPER_ADMIN acting as USER what a USER sees", () => {
    expect(labelsAndPaths(sessionOf(["SUPER_ADMIN", "USER"], "USER"))).toEqual(FOR_EVERYONE);
  });

  it("adds Email Logs for an FSD_Admin holding can_view_email_logs (section 6), and only then", () => {
    expect(labelsAndPaths(sessionOf(["FSD_Admin"], "FSD_Admin", ["can_view_email_logs"]))).toEqual([
      ...FOR_EVERYONE,
      ["Email Logs", "/email-logs"],
    ]);
    expect(labelsAndPaths(sessionOf(["FSD_Admin"], "FSD_Admin"))).toEqual(FOR_EVERYONE);
  });
});

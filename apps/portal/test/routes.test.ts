import { describe, expect, it } from "vitest";
import { ROUTES } from "../src/routes";

const paths = ROUTES.map((route) => route.path);

describe("route table", () => {
  it("holds every route of both specs once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/login",
      "/gwx",
      "/companies",
      "/companies/add/",
      "/companies/:id",
      "/meeting/:token",
      "/dashboard/",
      "/users/edit/:id",
      "/email-logs",
      "/cmd/add",
      "/confidence-level/edit/:id",
      "/company-members/add",
      "/excel-import",
      "/bulk-outreach",
      "/bulk-outreach/:id",
      "/sender-details/edit/:id",
      "/401",
      "/403",
      "/404",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("keeps e-mail logs to FSD_Admin holding can_view_email_logs", () => {
    expect(ROUTES.find((route) => route.path === "/email-logs")?.access).toEqual({
      kind: "role",
      roles: ["FSD_Admin"],
      permissions: ["can_view_email_logs"],
    });
  });

  it("keeps the master-data screens to SUPER_ADMIN and the meeting gateway public", () => {
    expect(ROUTES.find((route) => route.path === "/industry/add")?.access).toEqual({
      kind: "role",
      roles: ["SUPER_ADMIN"],
    });
    expect(ROUTES.find((route) => route.path === "/meeting/:token")?.access.kind).toBe("public");
  });

  it("opens the page of a set-password link without signing in", () => {
    expect(ROUTES.find((route) => route.path === "/set-password")?.access.kind).toBe("public");
  });
});

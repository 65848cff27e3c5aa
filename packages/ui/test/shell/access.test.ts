import type { CurrentUser, RoleName, UserRole } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { actsAsSuperAdmin, hasAccess, heldRoles, switchableRoles } from "../../src/features/shell";

function user(role: Array<UserRole | RoleName>, permissions: string[] = []): CurrentUser {
  return {
    pk: 1,
    username: "asha",
    first_name: "Asha",
    last_name: "Raman",
    email: "asha@pipeline.test",
    role: role.map((entry) => (typeof entry === "string" ? { role_name: entry, is_active: true } : entry)),
    permissions,
    joined_date: "2024-01-01T00:00:00Z",
    update_date: "2024-01-01T00:00:00Z",
    is_active: true,
    is_staff: true,
    active_role: null,
  };
}

const emailLogs = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] };

describe("hasAccess", () => {
  it("grants a held, allowed role that is also the active one", () => {
    expect(hasAccess(user(["SUPER_ADMIN"]), "SUPER_ADMIN", { roles: ["SUPER_ADMIN"] })).toBe(true);
  });

  it("needs one of the required permissions when any are given", () => {
    expect(hasAccess(user(["FSD_Admin"], ["can_view_email_logs"]), "FSD_Admin", emailLogs)).toBe(true);
    expect(hasAccess(user(["FSD_Admin"], ["can_view_journey"]), "FSD_Admin", emailLogs)).toBe(false);
    expect(
      hasAccess(user(["FSD_Admin"], ["can_view_journey"]), "FSD_Admin", { ...emailLogs, permissions: [] }),
    ).toBe(true);
  });

  it("refuses a role the user does not hold, even as the active role", () => {
    expect(hasAccess(user(["USER"]), "SUPER_ADMIN", { roles: ["SUPER_ADMIN"] })).toBe(false);
  });

  it("refuses while the user acts as a role that is not allowed", () => {
    expect(hasAccess(user(["SUPER_ADMIN", "USER"]), "USER", { roles: ["SUPER_ADMIN"] })).toBe(false);
  });

  it("refuses without a user or an active role", () => {
    expect(hasAccess(null, "USER", { roles: ["USER"] })).toBe(false);
    expect(hasAccess(user(["USER"]), null, { roles: ["USER"] })).toBe(false);
  });

  it("does not count a role entry marked inactive", () => {
    const lapsed = user([{ role_name: "SUPER_ADMIN", is_active: false }, "USER"]);
    expect(heldRoles(lapsed)).toEqual(["USER"]);
    expect(hasAccess(lapsed, "SUPER_ADMIN", { roles: ["SUPER_ADMIN"] })).toBe(false);
  });
});

describe("role switcher and admin entries", () => {
  it("offers the switcher to anyone holding more than one active role, in the order held", () => {
    expect(switchableRoles(user(["SUPER_ADMIN", "USER"]))).toEqual(["SUPER_ADMIN", "USER"]);
    expect(switchableRoles(user(["USER", "FSD_Admin"]))).toEqual(["USER", "FSD_Admin"]);
    expect(switchableRoles(user(["SUPER_ADMIN"]))).toEqual([]);
    expect(switchableRoles(user(["USER"]))).toEqual([]);
    expect(switchableRoles(user([{ role_name: "FSD_Admin", is_active: false }, "USER"]))).toEqual([]);
  });

  it("shows admin entries only while acting as a held SUPER_ADMIN", () => {
    expect(actsAsSuperAdmin(user(["SUPER_ADMIN", "USER"]), "SUPER_ADMIN")).toBe(true);
    expect(actsAsSuperAdmin(user(["SUPER_ADMIN", "USER"]), "USER")).toBe(false);
    expect(actsAsSuperAdmin(user(["USER"]), "SUPER_ADMIN")).toBe(false);
  });
});

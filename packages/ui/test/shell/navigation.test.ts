import { describe, expect, it } from "vitest";
import {
  activeEntryPath,
  fullNameOf,
  initialsOf,
  isEntryActive,
  SIDEBAR_ENTRIES,
  topBarTitle,
} from "../../src/features/shell";

describe("sidebar entries", () => {
  it("lists the spec's entries in its order, admin ones last", () => {
    expect(SIDEBAR_ENTRIES.map((entry) => [entry.label, entry.path, entry.superAdminOnly === true])).toEqual([
      ["Dashboard", "/dashboard/", false],
      ["Companies", "/companies", false],
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
    ]);
  });

  it("marks an entry current on its path and below it, whatever the trailing slash", () => {
    expect(isEntryActive("/dashboard/", "/dashboard")).toBe(true);
    expect(isEntryActive("/companies", "/companies/12")).toBe(true);
    expect(isEntryActive("/companies", "/companies/add/")).toBe(true);
    expect(isEntryActive("/companies", "/companies?page=2")).toBe(true);
    expect(isEntryActive("/users", "/users-archive")).toBe(false);
    expect(isEntryActive("/cmd", "/company-members")).toBe(false);
  });

  it("prefers the longest matching entry", () => {
    const entries = [
      { label: "Companies", path: "/companies" },
      { label: "Add", path: "/companies/add" },
    ];
    expect(activeEntryPath(entries, "/companies/add/")).toBe("/companies/add");
    expect(activeEntryPath(entries, "/companies/3")).toBe("/companies");
    expect(activeEntryPath(entries, "/gwx")).toBeNull();
  });
});

describe("top bar title", () => {
  it("is Dashboard under /dashboard and Companies on the list only", () => {
    expect(topBarTitle("/dashboard/")).toBe("Dashboard");
    expect(topBarTitle("/dashboard")).toBe("Dashboard");
    expect(topBarTitle("/companies")).toBe("Companies");
    expect(topBarTitle("/companies/")).toBe("Companies");
    expect(topBarTitle("/companies/add/")).toBeNull();
    expect(topBarTitle("/companies/4")).toBeNull();
    expect(topBarTitle("/users")).toBeNull();
  });
});

describe("profile names", () => {
  it("takes initials from the names, else from the username", () => {
    expect(initialsOf({ first_name: "asha", last_name: "Raman", username: "admin" })).toBe("AR");
    expect(initialsOf({ first_name: "", last_name: "", username: "ops" })).toBe("OP");
    expect(fullNameOf({ first_name: "Asha", last_name: "", username: "admin" })).toBe("Asha");
    expect(fullNameOf({ first_name: " ", last_name: "", username: "admin" })).toBe("admin");
  });
});

import { describe, expect, it } from "vitest";
import {
  activeEntryPath,
  fullNameOf,
  initialsOf,
  isEntryActive,
  topBarTitle,
} from "../../src/features/shell";

// Which links the sidebar holds, in which order and for whom, is the app's to say (the portal tests its own).
describe("sidebar entries", () => {
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

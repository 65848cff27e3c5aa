import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "../src/app/nextPath";

describe("the page to land on after sign-in", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeNextPath("/companies/2")).toBe("/companies/2");
    expect(safeNextPath("/companies?country=4&stage=2#top")).toBe("/companies?country=4&stage=2#top");
    expect(loginPathFor("/companies/2")).toBe("/login?next=%2Fcompanies%2F2");
  });

  it("drops anything that would lead to another site", () => {
    for (const value of [
      "https://evil.example/companies",
      "//evil.example/companies",
      "/\\evil.example",
      "javascript:alert(1)",
      "companies/2",
      " /companies/2",
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });

  it("drops nothing asked for, the home page and the sign-in itself", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath("/")).toBeNull();
    expect(safeNextPath("/login?next=%2Fcompanies")).toBeNull();
    expect(loginPathFor("/login")).toBe("/login");
  });
});

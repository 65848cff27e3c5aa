import { describe, expect, it } from "vitest";
import {
  companyKeyParts,
  companyMatchKey,
  createLabelResolver,
  type ExistingMember,
  keepCompanyMatch,
  pickMember,
  sheetMatchKeys,
  storedCompanyKeys,
} from "../../src";
import { acme, asha, group, only, ravi, storedAsha } from "./sheets";

// The template's rules: "A company is matched to an existing one by its website's domain (www. and
// paths ignored), or by its name when it has no website"; "A member is matched to a member of its
// company by e-mail"; "Labels must be ones of the Lists sheet".

describe("which existing record a row of the sheet names", () => {
  it("matches a company by its website's domain, www. and paths ignored, else by its name", () => {
    expect(companyMatchKey({ company_name: "Acme Pay", website: "https://www.AcmePay.in/about" })).toEqual({
      key: "website:acmepay.in",
      by: "website",
    });
    expect(companyMatchKey({ company_name: "  Acme Pay ", website: null })).toEqual({
      key: "name:acme pay",
      by: "name",
    });
    // A website that names no domain does not match by it: the name does.
    expect(companyMatchKey({ company_name: "Acme Pay", website: "not a website" })?.by).toBe("name");
    expect(companyMatchKey({ company_name: "", website: "" })).toBeNull();
    expect(companyKeyParts("website:acmepay.in")).toEqual({ by: "website", value: "acmepay.in" });
    expect(companyKeyParts("name:acme: the second")).toEqual({ by: "name", value: "acme: the second" });
    expect(companyKeyParts("email:asha@acmepay.in")).toBeNull();
  });

  it("finds a stored company both by its domain and by its name", () => {
    expect(storedCompanyKeys({ company_name: "Acme Pay", website: "acmepay.in/careers" })).toEqual([
      "website:acmepay.in",
      "name:acme pay",
    ]);
  });

  it("reads the keys a company of the sheet will be looked up by: its own and its members' e-mails", () => {
    const company = only(group([{ ...acme, ...asha }, ravi]));
    expect(sheetMatchKeys(company)).toEqual({
      company: "website:acmepay.in",
      members: ["asha@acmepay.in", "ravi@acmepay.in"],
    });
    const [orphans] = group([asha, { ...acme, ...ravi }]);
    expect(orphans && sheetMatchKeys(orphans)).toEqual({ company: null, members: [] });
  });

  it("resolves labels whatever their case and spaces, the lowest id where two read the same", () => {
    const resolve = createLabelResolver([
      { kind: "location", id: 9, label: "New  Delhi" },
      { kind: "location", id: 4, label: "new delhi" },
      { kind: "industry", id: 5, label: "New Delhi" },
    ]);
    expect(resolve("location", " NEW DELHI ")).toBe(4);
    expect(resolve("industry", "new delhi")).toBe(5);
    expect(resolve("practice", "New Delhi")).toBeNull();
  });

  it("prefers, of companies sharing a key, one the importer sees, then the oldest", () => {
    const matches = new Map<string, { id: number; visible: boolean }>();
    const key = "website:acmepay.in";
    keepCompanyMatch(matches, key, { id: 8, visible: false });
    keepCompanyMatch(matches, key, { id: 5, visible: false });
    expect(matches.get(key)?.id).toBe(5);
    keepCompanyMatch(matches, key, { id: 12, visible: true });
    keepCompanyMatch(matches, key, { id: 3, visible: false });
    expect(matches.get(key)?.id).toBe(12);
    keepCompanyMatch(matches, key, { id: 10, visible: true });
    expect(matches.get(key)?.id).toBe(10);
  });

  it("takes, of members sharing an e-mail, the matched company's, else one of no company, else the first", () => {
    const member = (id: number, companyId: number | null): ExistingMember => ({
      id,
      companyId,
      values: storedAsha,
    });
    const candidates = [member(1, 3), member(2, null), member(3, 7)];
    expect(pickMember(candidates, 7)?.id).toBe(3);
    expect(pickMember(candidates, 99)?.id).toBe(2);
    expect(pickMember(candidates, null)?.id).toBe(2);
    expect(pickMember([member(1, 3), member(3, 7)], null)?.id).toBe(1);
    expect(pickMember([], 7)).toBeNull();
    expect(pickMember(undefined, 7)).toBeNull();
  });
});

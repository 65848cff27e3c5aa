import { describe, expect, it } from "vitest";
import {
  addToTally,
  emptyTally,
  type ExistingMember,
  failedRows,
  IMPORT_NOT_ASSIGNED,
  type ImportLookup,
  planImportCompany,
  rememberPlanned,
  repeatedCompanyReason,
  type StoredCompanyMatch,
} from "../../src";
import { acme, asha, group, only, ravi, resolve, storedAcme, storedAsha } from "./sheets";

// A company of the sheet planned for one importer: a row matching a company they are not assigned
// to fails, and in a preview a company or member an earlier row of the file creates is found by
// later rows as the run will find it.

function lookup(
  companies: Record<string, StoredCompanyMatch> = {},
  members: Record<string, ExistingMember[]> = {},
): ImportLookup {
  return { resolve, company: (key) => companies[key], members: (key) => members[key] };
}

const hiddenAcme: StoredCompanyMatch = { id: 7, values: storedAcme, visible: false };

describe("an import planned for one importer", () => {
  it("fails every row of a company that matches, by website, one the importer is not assigned to", () => {
    const company = only(group([{ ...acme, ...asha }, ravi]));
    const plan = planImportCompany(company, lookup({ "website:acmepay.in": hiddenAcme }));
    expect(plan.company).toEqual({ action: "fail", reason: IMPORT_NOT_ASSIGNED.website });
    expect(plan.members).toEqual([
      { row: 2, action: "fail", reason: IMPORT_NOT_ASSIGNED.website },
      { row: 3, action: "fail", reason: `The company failed: ${IMPORT_NOT_ASSIGNED.website}` },
    ]);
  });

  it("says so by name for a company of the sheet that gives no website", () => {
    const company = only(group([{ ...acme, Website: null, ...asha }]));
    const plan = planImportCompany(company, lookup({ "name:acme pay": hiddenAcme }));
    expect(plan.company).toEqual({ action: "fail", reason: IMPORT_NOT_ASSIGNED.name });
  });

  it("matches a company the importer sees, and its member by e-mail", () => {
    const company = only(group([{ ...acme, ...asha }]));
    const plan = planImportCompany(
      company,
      lookup(
        { "website:acmepay.in": { ...hiddenAcme, visible: true } },
        { "asha@acmepay.in": [{ id: 70, companyId: 7, values: storedAsha }] },
      ),
    );
    expect(plan.company).toMatchObject({ action: "update", id: 7, matchedBy: "website", changes: {} });
    expect(plan.members).toEqual([{ row: 2, action: "unchanged", id: 70 }]);
  });

  it("in a preview, finds the members earlier rows of the file would create", () => {
    // Asha is created with Acme Pay; the same e-mail under another company is someone else's member.
    const [first, second] = group([
      { ...acme, ...asha },
      ravi,
      { ...acme, "Company Name": "Beta", Website: "beta.example", ...asha },
      { ...ravi, "Member Email": "ravi@beta.example" },
    ]);
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    const tally = emptyTally();
    for (const company of [first, second]) {
      if (!company) throw new Error("The sheet holds two companies.");
      const plan = planImportCompany(company, lookup(), seen);
      rememberPlanned(plan, seen);
      addToTally(tally, plan);
    }
    expect([...seen.companies]).toEqual([
      ["website:acmepay.in", -1],
      ["website:beta.example", -2],
    ]);
    expect([...seen.members]).toEqual([
      ["asha@acmepay.in", -1],
      ["ravi@acmepay.in", -1],
      ["ravi@beta.example", -2],
    ]);
    expect(tally).toMatchObject({ companies_created: 2, members_created: 3, members_failed: 1 });
    expect(tally.errors).toEqual([
      "Row 4: Member Email: a member with this e-mail belongs to another company",
    ]);
  });

  it("fails a company an earlier row of the file gives already, naming that row, instead of updating it", () => {
    const alpha = {
      ...acme,
      "Company Name": "Alpha Robotics",
      Website: "https://www.alpha-robotics.example",
    };
    const companies = group([
      { ...alpha, ...asha },
      { ...acme, "Company Name": "Beta", Website: "beta.example", ...ravi },
      {
        ...alpha,
        "Company Name": "Alpha Robotics Duplicate",
        Website: "http://alpha-robotics.example/about",
        ...asha,
        "Member Email": "dora@alpha-robotics.example",
      },
    ]);
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    const tally = emptyTally();
    const plans = companies.map((company) => {
      const plan = planImportCompany(company, lookup(), seen);
      rememberPlanned(plan, seen);
      addToTally(tally, plan);
      return plan;
    });
    const reason = repeatedCompanyReason({ row: 2, by: "website" });
    expect(reason).toMatch(/^Website: repeats row 2 of this file \(same website\)/);
    expect(plans[2]?.company).toEqual({ action: "fail", reason });
    expect(tally).toMatchObject({
      companies_created: 2,
      companies_updated: 0,
      companies_unchanged: 0,
      companies_failed: 1,
      members_created: 2,
      members_updated: 0,
      members_failed: 1,
      matches: [],
      failed_companies: ["Alpha Robotics Duplicate"],
      errors: [`Row 4: The company failed: ${reason}`],
    });
  });

  it("takes a company given again word for word (a sheet of one member a row) as the same one, its members joining it", () => {
    const companies = group([
      { ...acme, ...asha },
      { ...acme, ...ravi },
    ]);
    expect(companies.map((company) => company.repeats)).toEqual([undefined, undefined]);
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    const tally = emptyTally();
    for (const company of companies) {
      const plan = planImportCompany(company, lookup(), seen);
      rememberPlanned(plan, seen);
      addToTally(tally, plan);
    }
    expect([...seen.members]).toEqual([
      ["asha@acmepay.in", -1],
      ["ravi@acmepay.in", -1],
    ]);
    expect(tally).toMatchObject({
      companies_created: 1,
      companies_failed: 0,
      members_created: 2,
      members_failed: 0,
    });
    expect(tally.errors).toEqual([]);
  });

  it("names the earlier row by name for a repeated company that gives no website, and still fails it when stored", () => {
    // The run finds the company the first row stored; the repeat fails all the same.
    const [, again] = group([
      { ...acme, ...asha },
      { ...acme, Website: null, City: "Delhi", ...ravi },
    ]);
    if (!again) throw new Error("The sheet holds two companies.");
    expect(again.repeats).toEqual({ row: 2, by: "name" });
    const plan = planImportCompany(again, lookup({ "name:acme pay": { ...hiddenAcme, visible: true } }));
    expect(plan.company).toEqual({ action: "fail", reason: repeatedCompanyReason({ row: 2, by: "name" }) });
    expect(plan.members).toMatchObject([{ row: 3, action: "fail" }]);
  });

  it("refusing a company the importer is not assigned to, keeps each member's own reasons after the refusal", () => {
    const company = only(
      group([
        { ...acme, ...asha, "Member Email": "asha-at-acmepay" },
        { ...ravi, "Member Designations": "Wizard" },
      ]),
    );
    const plan = planImportCompany(company, lookup({ "website:acmepay.in": hiddenAcme }));
    expect(plan.company).toEqual({ action: "fail", reason: IMPORT_NOT_ASSIGNED.website });
    expect(failedRows(plan)).toEqual([
      { row: 2, reason: `${IMPORT_NOT_ASSIGNED.website}; Member Email: Invalid email format` },
      {
        row: 3,
        reason:
          `The company failed: ${IMPORT_NOT_ASSIGNED.website}; ` +
          "Member Designations: 'Wizard' is not in the Designation list; " +
          "Member Designations: At least one designation must be selected",
      },
    ]);
  });

  it("remembers nothing of a company that fails", () => {
    const company = only(group([{ ...acme, Industry: "Fintek", ...asha }]));
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    rememberPlanned(planImportCompany(company, lookup(), seen), seen);
    expect(seen.companies.size + seen.members.size).toBe(0);
  });
});

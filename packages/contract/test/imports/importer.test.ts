import { describe, expect, it } from "vitest";
import {
  addToTally,
  emptyTally,
  type ExistingMember,
  IMPORT_NOT_ASSIGNED,
  type ImportLookup,
  planImportCompany,
  rememberPlanned,
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

  it("in a preview, finds what earlier rows of the file would create", () => {
    // Acme Pay twice: the second time it is the company the first one created, and Asha its member.
    const [first, second] = group([{ ...acme, ...asha }, { ...acme, "Company Name": "Acme", ...asha }, ravi]);
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    const tally = emptyTally();
    for (const company of [first, second]) {
      if (!company) throw new Error("The sheet holds two companies.");
      const plan = planImportCompany(company, lookup(), seen);
      rememberPlanned(plan, seen);
      addToTally(tally, plan);
    }
    expect([...seen.companies]).toEqual([["website:acmepay.in", -1]]);
    expect([...seen.members]).toEqual([
      ["asha@acmepay.in", -1],
      ["ravi@acmepay.in", -1],
    ]);
    // Its values are not at hand: the company and Asha count as updated, Ravi as created.
    expect(tally).toMatchObject({
      companies_created: 1,
      companies_updated: 1,
      members_created: 2,
      members_updated: 1,
      members_failed: 0,
    });
  });

  it("remembers nothing of a company that fails", () => {
    const company = only(group([{ ...acme, Industry: "Fintek", ...asha }]));
    const seen = { companies: new Map<string, number>(), members: new Map<string, number>() };
    rememberPlanned(planImportCompany(company, lookup(), seen), seen);
    expect(seen.companies.size + seen.members.size).toBe(0);
  });
});

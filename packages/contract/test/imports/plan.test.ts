import { describe, expect, it } from "vitest";
import {
  addToTally,
  emptyTally,
  type ExistingCompany,
  type ExistingMember,
  failedRows,
  IMPORT_COLUMNS,
  ImportLayoutError,
  planSheetCompany,
  readHeader,
  tallyPreview,
} from "../../src";
import { acme, asha, group, only, ravi, resolve } from "./sheets";

const HEADERS = IMPORT_COLUMNS.map((column) => column.header);

const nothingExists = {
  resolve,
  findCompany: (): ExistingCompany | null => null,
  findMember: (): ExistingMember | null => null,
};

describe("the import's reading of a sheet", () => {
  it("refuses a sheet whose header lacks a needed column, naming it", () => {
    expect(() => readHeader(HEADERS.filter((header) => header !== "Website"))).toThrow(ImportLayoutError);
    expect(() => readHeader(["Company Name"])).toThrow(
      /'Website', 'Member First Name', 'Member Last Name', 'Member Email' are missing/,
    );
  });

  it("reads headers whatever their case, spaces or a trailing star", () => {
    const header = readHeader([
      "  company NAME *",
      "website",
      "Member First Name",
      "MEMBER last name",
      "member email",
      "Notes",
    ]);
    expect(header.columns.map((column) => column?.field ?? null)).toEqual([
      "company_name",
      "website",
      "first_name",
      "last_name",
      "email",
      null,
    ]);
  });

  it("groups member rows under the company above them and skips empty rows", () => {
    const companies = group([{ ...acme, ...asha }, {}, ravi, { "Company Name": "Beta", Website: "beta.io" }]);
    expect(companies.map((company) => [company.row, company.members.map((member) => member.row)])).toEqual([
      [2, [2, 4]],
      [5, []],
    ]);
  });

  it("plans a new company with its members, lookups resolved by label", () => {
    const company = only(group([{ ...acme, ...asha }, ravi]));
    const plan = planSheetCompany(company, nothingExists);
    expect(plan.company).toMatchObject({
      action: "create",
      values: {
        company_name: "Acme Pay",
        location: [1, 2],
        industry: 20,
        revenue: 1200,
        currency: 10,
        company_type: [30],
      },
    });
    expect(plan.members).toMatchObject([
      { row: 2, action: "create", values: { first_name: "Asha", cmd: [40], is_active: true } },
      { row: 3, action: "create", values: { email: "Ravi@AcmePay.in", cmd: [41, 40] } },
    ]);
  });

  it("reports unknown labels and the forms' own messages as row errors, failing the whole company", () => {
    const company = only(group([{ ...acme, Industry: "Fintek", Revenue: 5, Currency: null, ...asha }]));
    const plan = planSheetCompany(company, nothingExists);
    expect(plan.company).toEqual({
      action: "fail",
      reason: "Industry: 'Fintek' is not in the Industry list; Currency: Currency is required",
    });
    expect(plan.members[0]).toMatchObject({
      action: "fail",
      reason: expect.stringMatching(/^The company failed: Industry/),
    });
  });

  it("fails a member row alone when only it is wrong, and the company when no member is left", () => {
    const one = only(
      group([
        { ...acme, ...asha },
        { ...ravi, "Member Email": "" },
      ]),
    );
    const plan = planSheetCompany(one, nothingExists);
    expect(plan.company.action).toBe("create");
    expect(plan.members[1]).toEqual({ row: 3, action: "fail", reason: "Member Email: Email is required" });

    const two = only(group([{ ...acme, ...asha, "Member First Name": "A" }]));
    expect(planSheetCompany(two, nothingExists).company).toEqual({
      action: "fail",
      reason: "Members: At least one company member is required; row 2: Member First Name: Too Short!",
    });
  });

  it("matches an existing company by domain and a member by e-mail, changing only what differs", () => {
    const existing: ExistingCompany = {
      id: 7,
      values: {
        company_name: "Acme Pay",
        website: "acmepay.in",
        email: null,
        contact_number: null,
        location: [1],
        foundation_year: 2015,
        fte: null,
        revenue: null,
        currency: null,
        promoter_holding: null,
        industry: 20,
        street: null,
        city: "Pune",
        state: null,
        country: null,
        practice: null,
        company_type: [30],
        confidence_level: null,
        business_description: null,
        pitch_line: null,
      },
    };
    const member: ExistingMember = {
      id: 70,
      companyId: 7,
      values: {
        first_name: "Asha",
        middle_name: null,
        last_name: "Rao",
        email: "asha@acmepay.in",
        mobile: "",
        linkedin_profile: "https://linkedin.com/in/asha",
        cmd: [40],
        is_active: true,
      },
    };
    const company = only(group([{ ...acme, ...asha }]));
    const plan = planSheetCompany(company, {
      resolve,
      findCompany: (key) => (key === "website:acmepay.in" ? existing : null),
      findMember: (key) => (key === "asha@acmepay.in" ? member : null),
    });
    expect(plan.company).toEqual({
      action: "update",
      id: 7,
      matchedBy: "website",
      changes: { website: "https://www.acmepay.in/about", location: [1, 2], revenue: 1200, currency: 10 },
      earlier: { website: "acmepay.in", location: [1], revenue: null, currency: null },
    });
    expect(plan.members).toEqual([{ row: 2, action: "unchanged", id: 70 }]);

    const tally = emptyTally();
    addToTally(tally, plan);
    // The member the row changes nothing of is unchanged, not updated; it still matched.
    expect(tally).toMatchObject({ companies_updated: 1, members_updated: 0, members_unchanged: 1 });
    expect(tallyPreview(tally, 1)).toMatchObject({
      companies_to_update: 1,
      companies_unchanged: 0,
      members_to_update: 0,
      members_unchanged: 1,
      matches: [
        { row: 2, kind: "company", label: "Acme Pay", existing_id: 7, matched_by: "website" },
        { row: 2, kind: "member", label: "Asha Rao · asha@acmepay.in", existing_id: 70, matched_by: "email" },
      ],
    });
  });

  it("refuses a member whose e-mail belongs to another company, and a formula without a value", () => {
    const company = only(
      group([
        { ...acme, ...asha },
        { ...ravi, "Member Mobile": { problem: "holds a formula without a value" } },
      ]),
    );
    const plan = planSheetCompany(company, {
      ...nothingExists,
      findMember: (key) =>
        key === "asha@acmepay.in" ? { id: 1, companyId: 99, values: {} as ExistingMember["values"] } : null,
    });
    expect(plan.members).toMatchObject([
      { action: "fail", reason: "Member Email: a member with this e-mail belongs to another company" },
      { action: "fail", reason: "Member Mobile: holds a formula without a value" },
    ]);
    expect(plan.company.action).toBe("fail");
  });

  it("names every reason a row fails, the company's first, when its member fails too", () => {
    const [badEmail, unknownLabels] = group([
      {
        ...acme,
        "Company Name": "Bad Email Co",
        Website: "bademail.example",
        "Company Email": "not-an-email",
        ...asha,
        "Member Email": "dora-at-bademail",
      },
      {
        ...acme,
        "Company Name": "Unknown Label Co",
        Website: "unknownlabel.example",
        Locations: "Narnia",
        Industry: "Spaceships",
        Revenue: 5000,
        Currency: null,
        ...asha,
        "Member Email": "una@unknownlabel.example",
        "Member Designations": "Wizard",
      },
      { ...ravi, "Member Email": "ravi@unknownlabel.example", "Member Last Name": "" },
    ]);
    if (!badEmail || !unknownLabels) throw new Error("The sheet holds two companies.");
    const tally = emptyTally();
    const plans = [badEmail, unknownLabels].map((company) => planSheetCompany(company, nothingExists));
    for (const plan of plans) addToTally(tally, plan);

    const unknown =
      "Locations: 'Narnia' is not in the Location list; Industry: 'Spaceships' is not in the Industry list; " +
      "Locations: At least one location must be selected; Currency: Currency is required";
    expect(plans.map((plan) => plan.company)).toEqual([
      { action: "fail", reason: "Company Email: Invalid email format" },
      { action: "fail", reason: unknown },
    ]);
    // The preview's failures, the result's errors and the error log read the same reasons.
    expect(plans.flatMap((plan) => failedRows(plan))).toEqual([
      {
        row: 2,
        reason: "The company failed: Company Email: Invalid email format; Member Email: Invalid email format",
      },
      {
        row: 3,
        reason:
          `The company failed: ${unknown}; Member Designations: 'Wizard' is not in the Designation list; ` +
          "Member Designations: At least one designation must be selected",
      },
      { row: 4, reason: `The company failed: ${unknown}; Member Last Name: Last name required` },
    ]);
    expect(tally.errors).toEqual(
      plans.flatMap((plan) => failedRows(plan)).map(({ row, reason }) => `Row ${row}: ${reason}`),
    );
    expect(tallyPreview(tally, 3).failures.map((failure) => failure.reason)).toEqual(
      plans.flatMap((plan) => failedRows(plan)).map(({ reason }) => reason),
    );
    expect(tally).toMatchObject({ companies_failed: 2, members_failed: 3 });
  });

  it("leaves a member's own reasons alone when its company fails only for want of a good member", () => {
    const plan = planSheetCompany(
      only(group([{ ...acme, ...asha, "Member Email": "asha-at-acmepay" }])),
      nothingExists,
    );
    expect(plan.company).toEqual({
      action: "fail",
      reason: "Members: At least one company member is required; row 2: Member Email: Invalid email format",
    });
    expect(failedRows(plan)).toEqual([{ row: 2, reason: "Member Email: Invalid email format" }]);
  });

  it("counts member rows with no company above them as failed members, not companies", () => {
    const companies = group([asha, { ...acme, ...ravi }]);
    const tally = emptyTally();
    for (const company of companies) addToTally(tally, planSheetCompany(company, nothingExists));
    expect(tally).toMatchObject({
      total_companies: 1,
      companies_created: 1,
      members_created: 1,
      members_failed: 1,
      errors: ["Row 2: Company Name: the rows above name no company for this member"],
    });
  });
});

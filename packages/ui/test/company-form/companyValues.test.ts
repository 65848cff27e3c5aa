import type { Company } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import type { CompanyDraft, MemberDraft } from "../../src/features/company-form/types";
import {
  companyToDraft,
  isMemberChanged,
  memberToDraft,
  newCompanyDraft,
  newMemberDraft,
  toCreateInput,
  toUpdateInput,
  visibleMembers,
} from "../../src/features/company-form/utils/companyValues";
import { toFormErrors } from "../../src/blocks/form-layout";
import { COMPANY_FIELD_ALIASES } from "../../src/features/company-form/utils/fieldAliases";

const ARJUN = {
  id: 1,
  first_name: "Arjun",
  middle_name: null,
  last_name: "Kapoor",
  email: "arjun@example.com",
  mobile: "+91 98450 12345",
  linkedin_profile: "https://www.linkedin.com/in/arjun",
  cmd: [1, 3],
};

const NEHA = { ...ARJUN, id: 2, first_name: "Neha", email: "neha@example.com", cmd: [2] };

const COMPANY: Company = {
  id: 7,
  company_name: "Kavach Robotics",
  website: "https://kavach.example.com",
  email: null,
  contact_number: null,
  location: [
    { id: 1, label: "India" },
    { id: 3, label: "Singapore" },
  ],
  foundation_year: 2017,
  fte: 42,
  revenue: 850000,
  currency: { id: 1, label: "INR" },
  promoter_holding: null,
  industry: { id: 6, label: "Manufacturing" },
  street: null,
  city: "Bengaluru",
  state: null,
  country: { id: 1, label: "India" },
  practice: null,
  company_type: [{ id: 1, label: "Startup" }],
  confidence_level: null,
  business_description: null,
  pitch_line: "Robots.",
  created_by: null,
  created: "2024-01-15T06:00:00.000Z",
  modified: "2024-01-15T06:00:00.000Z",
  company_members: [ARJUN, NEHA],
  approved: false,
  journey_access: "whole",
};

function member(fields: Partial<MemberDraft>): MemberDraft {
  return { ...newMemberDraft(), ...fields };
}

describe("companyToDraft", () => {
  it("reads lookups as ids and empty texts as empty strings", () => {
    const draft = companyToDraft(COMPANY);
    expect(draft).toMatchObject({
      location: [1, 3],
      currency: 1,
      industry: 6,
      country: 1,
      practice: null,
      company_type: [1],
      email: "",
      street: "",
      city: "Bengaluru",
    });
    expect(draft.company_members.map((entry) => entry.key)).toEqual(["member-1", "member-2"]);
  });
});

describe("toCreateInput", () => {
  it("sends locations as location_id, empty texts as null and members without key or status", () => {
    const values: CompanyDraft = {
      ...newCompanyDraft(),
      company_name: "  Bluefin  ",
      website: "bluefin.example.com",
      location: [2],
      revenue: 1000,
      currency: 3,
      company_members: [
        member({
          first_name: "Meena",
          last_name: "Pillai",
          email: " meena@example.com ",
          linkedin_profile: "https://www.linkedin.com/in/meena",
          cmd: [5],
        }),
      ],
    };
    const input = toCreateInput(values);
    expect(input).toMatchObject({
      company_name: "Bluefin",
      location_id: [2],
      email: null,
      contact_number: null,
      foundation_year: null,
      revenue: 1000,
      currency: 3,
      street: null,
    });
    expect(input).not.toHaveProperty("location");
    expect(input.company_members).toEqual([
      {
        first_name: "Meena",
        middle_name: null,
        last_name: "Pillai",
        email: "meena@example.com",
        mobile: "",
        linkedin_profile: "https://www.linkedin.com/in/meena",
        cmd: [5],
      },
    ]);
  });
});

describe("toUpdateInput", () => {
  it("marks an edited saved member EDITED, a removed one DELETED, and leaves the rest alone", () => {
    const values = companyToDraft(COMPANY);
    const [arjun, neha] = values.company_members as [MemberDraft, MemberDraft];
    const added = member({
      first_name: "Ravi",
      last_name: "Menon",
      email: "ravi@example.com",
      linkedin_profile: "x",
      cmd: [4],
    });
    const input = toUpdateInput(
      {
        ...values,
        company_members: [{ ...arjun, last_name: "Mehta" }, { ...neha, status: "DELETED" }, added],
      },
      COMPANY,
    );
    expect(input.location).toEqual([1, 3]);
    expect(input).not.toHaveProperty("location_id");
    expect(input.company_members).toEqual([
      { ...ARJUN, last_name: "Mehta", status: "EDITED" },
      { ...NEHA, status: "DELETED" },
      {
        first_name: "Ravi",
        middle_name: null,
        last_name: "Menon",
        email: "ravi@example.com",
        mobile: "",
        linkedin_profile: "x",
        cmd: [4],
      },
    ]);
  });

  it("sends an untouched saved member without a status", () => {
    const input = toUpdateInput(companyToDraft(COMPANY), COMPANY);
    expect(input.company_members).toEqual([ARJUN, NEHA]);
  });
});

describe("isMemberChanged", () => {
  const saved = memberToDraft(ARJUN);

  it("ignores how the phone number is written and the order of designations", () => {
    expect(isMemberChanged({ ...saved, mobile: "+919845012345", cmd: [3, 1] }, ARJUN)).toBe(false);
    expect(isMemberChanged({ ...saved, middle_name: "" }, ARJUN)).toBe(false);
  });

  it("sees a changed field, designation or number", () => {
    expect(isMemberChanged({ ...saved, email: "other@example.com" }, ARJUN)).toBe(true);
    expect(isMemberChanged({ ...saved, cmd: [1] }, ARJUN)).toBe(true);
    expect(isMemberChanged({ ...saved, mobile: "+919845012399" }, ARJUN)).toBe(true);
    expect(isMemberChanged({ ...saved, middle_name: "Raj" }, ARJUN)).toBe(true);
  });
});

describe("visibleMembers", () => {
  it("leaves out DELETED members and keeps each row's place in the list", () => {
    const rows = [
      member({ first_name: "A" }),
      member({ first_name: "B", status: "DELETED" }),
      member({ first_name: "C" }),
    ];
    expect(visibleMembers(rows).map(({ member: row, index }) => [row.first_name, index])).toEqual([
      ["A", 0],
      ["C", 2],
    ]);
  });
});

describe("COMPANY_FIELD_ALIASES", () => {
  it("puts the create call's location_id message on the location field and member messages on their row", () => {
    expect(
      toFormErrors<CompanyDraft>(
        {
          location_id: ["At least one location must be selected"],
          "company_members.1.email": ["Email is required", "Invalid email format"],
        },
        COMPANY_FIELD_ALIASES,
      ),
    ).toEqual({
      location: "At least one location must be selected",
      company_members: [undefined, { email: "Email is required" }],
    });
  });
});

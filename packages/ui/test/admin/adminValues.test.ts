import type { CompanyMemberRecord, Lookup, User } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { designationText } from "../../src/features/admin/company-members/CompanyMemberList";
import { memberInput, memberToValues } from "../../src/features/admin/company-members/memberValues";
import { lookupInput, lookupToValues, newLookupValues } from "../../src/features/admin/lookups/lookupValues";
import { newUserValues, userInput, userToValues } from "../../src/features/admin/users/userValues";
import { lookupChoices, toFormErrors } from "../../src/blocks/form-layout";
import { formatIstDateTime } from "../../src/format";
import { valuesToIds } from "../../src/primitives/Form/FormIdFields";

const LOOKUP: Lookup = {
  id: 3,
  label: "Medium",
  name: "50",
  order: 3,
  is_active: false,
  created: "2024-01-08T04:30:00.000Z",
  modified: "2024-02-12T06:15:00.000Z",
};

describe("reference-list payloads", () => {
  it("sends the upper-cased label as name for every list but confidence levels", () => {
    const values = { ...newLookupValues(), label: "  Legal Services ", order: 7 };
    expect(lookupInput("practice", values)).toEqual({
      label: "Legal Services",
      name: "LEGAL SERVICES",
      order: 7,
      is_active: true,
    });
  });

  it("sends the typed value as name for confidence levels", () => {
    expect(lookupInput("confidence-level", { ...lookupToValues(LOOKUP), name: " 55 " })).toEqual({
      label: "Medium",
      name: "55",
      order: 3,
      is_active: false,
    });
  });

  it("starts a new entry empty and active", () => {
    expect(newLookupValues()).toEqual({ label: "", name: "", order: null, is_active: true });
  });
});

const USER: User = {
  pk: 2,
  id: 2,
  username: "priya.nair",
  first_name: "Priya",
  middle_name: null,
  last_name: "Nair",
  email: "priya.nair@pipeline.test",
  country: [1],
  practice: [1],
  company: [1, 2],
  is_active: true,
  roles: ["FSD_Admin", "USER"],
};

describe("user payloads", () => {
  it("leaves the password out when none was typed, so ERP sign-in stays or the password is kept", () => {
    expect(userInput(userToValues(USER))).not.toHaveProperty("password");
    expect(userInput(newUserValues())).not.toHaveProperty("password");
  });

  it("sends a typed password", () => {
    expect(userInput({ ...userToValues(USER), password: "Welcome@2024" }).password).toBe("Welcome@2024");
  });

  it("keeps the stored middle name and the assignments", () => {
    const input = userInput(userToValues({ ...USER, middle_name: "Devi" }));
    expect(input).toMatchObject({ middle_name: "Devi", country: [1], practice: [1], company: [1, 2] });
  });

  it("always sends the roles in their order, a new user as a USER", () => {
    expect(userInput(userToValues(USER)).roles).toEqual(["FSD_Admin", "USER"]);
    expect(userInput(newUserValues()).roles).toEqual(["USER"]);
  });
});

const MEMBER: CompanyMemberRecord = {
  id: 19,
  first_name: "Isha",
  middle_name: null,
  last_name: "Malhotra",
  email: "isha.malhotra@example.com",
  mobile: "+91 98111 22334",
  linkedin_profile: "https://www.linkedin.com/in/isha-malhotra",
  cmd: [],
  designation: [],
  is_active: true,
  created: "2024-03-19T06:00:00.000Z",
};

describe("company members", () => {
  it("round-trips a stored member, an empty middle name sent as null", () => {
    expect(memberInput(memberToValues(MEMBER))).toEqual({
      first_name: "Isha",
      middle_name: null,
      last_name: "Malhotra",
      email: "isha.malhotra@example.com",
      mobile: "+91 98111 22334",
      linkedin_profile: "https://www.linkedin.com/in/isha-malhotra",
      cmd: [],
      is_active: true,
    });
  });

  it("names designations by label, or PORTAL when there are none", () => {
    expect(designationText(MEMBER)).toBe("PORTAL");
    expect(
      designationText({
        ...MEMBER,
        designation: [
          { id: 1, label: "Founder" },
          { id: 3, label: "CEO" },
        ],
      }),
    ).toBe("Founder, CEO");
  });
});

describe("form helpers", () => {
  it("puts the server's first message of each field on that field, nested paths included", () => {
    expect(
      toFormErrors({ label: ["Taken.", "Second."], "members.0.email": ["Invalid."], empty: [] }),
    ).toEqual({ label: "Taken.", members: [{ email: "Invalid." }] });
  });

  it("offers active entries and keeps held entries that are no longer offered", () => {
    expect(
      lookupChoices(
        [{ id: 1, label: "India", is_active: true }],
        [
          { id: 1, label: "India" },
          { id: 8, label: "Canada" },
        ],
      ),
    ).toEqual([
      { value: "1", label: "India" },
      { value: "8", label: "Canada" },
    ]);
    expect(valuesToIds(["1", "8", "x"])).toEqual([1, 8]);
  });

  it("shows stored instants in IST", () => {
    expect(formatIstDateTime("2024-01-08T04:30:00.000Z")).toBe("8 Jan 2024, 10:00 am");
    expect(formatIstDateTime("not a date")).toBe("");
    expect(formatIstDateTime(null)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import {
  adminCompanyMemberInitialValues,
  adminCompanyMemberSchema,
  companyMemberInitialValues,
  companyMemberSchema,
} from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

const member = {
  first_name: "Asha",
  middle_name: "",
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "+91 98765 43210",
  linkedin_profile: "https://www.linkedin.com/in/asha",
  cmd: [2],
};

describe("companyMemberSchema (company form)", () => {
  it("accepts a complete member", async () => {
    expect(await validationErrors(companyMemberSchema, member)).toEqual({});
  });

  it("requires names, e-mail, LinkedIn profile and a designation", async () => {
    expect(await validationErrors(companyMemberSchema, companyMemberInitialValues)).toEqual({
      first_name: ["First name required"],
      last_name: ["Last name required"],
      email: ["Email is required"],
      linkedin_profile: ["LinkedIn profile is required"],
      cmd: ["At least one designation must be selected"],
    });
  });

  it.each([
    ["first_name", "Only alphabets without spaces are allowed for first name"],
    ["last_name", "Only alphabets without spaces are allowed for last name"],
  ])("takes a %s of 2 to 50 letters", async (field, lettersOnly) => {
    expect(await validationErrors(companyMemberSchema, { ...member, [field]: text(2) })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, [field]: text(50) })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, [field]: "A" })).toEqual({
      [field]: ["Too Short!"],
    });
    expect(await validationErrors(companyMemberSchema, { ...member, [field]: text(51) })).toEqual({
      [field]: ["Too Long!"],
    });
    for (const name of ["Ann Marie", "O'Neil", "Jean-Luc", "R2D2", " Asha"]) {
      expect(await validationErrors(companyMemberSchema, { ...member, [field]: name })).toEqual({
        [field]: [lettersOnly],
      });
    }
  });

  it("takes names in any alphabet", async () => {
    expect(
      await validationErrors(companyMemberSchema, { ...member, first_name: "José", last_name: "Müller" }),
    ).toEqual({});
    expect(
      await validationErrors(companyMemberSchema, { ...member, first_name: "प्रिया", last_name: "Zoë" }),
    ).toEqual({});
  });

  it("takes a middle name of 50 characters, not 51", async () => {
    expect(await validationErrors(companyMemberSchema, { ...member, middle_name: text(50) })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, middle_name: text(51) })).toEqual({
      middle_name: ["Too Long!"],
    });
  });

  it("requires a valid e-mail address", async () => {
    expect(await validationErrors(companyMemberSchema, { ...member, email: "asha@example" })).toEqual({
      email: ["Invalid email format"],
    });
  });

  it("takes a mobile of 10 to 15 digits, or none", async () => {
    for (const mobile of ["9876543210", "+44 (20) 7946-095123", "", null]) {
      expect(await validationErrors(companyMemberSchema, { ...member, mobile })).toEqual({});
    }
    for (const mobile of ["987654321", "+1234567890123456", "98765 4321x"]) {
      expect(await validationErrors(companyMemberSchema, { ...member, mobile })).toEqual({
        mobile: ["Mobile number is not valid"],
      });
    }
  });

  it("lets members be marked EDITED or DELETED", async () => {
    expect(await validationErrors(companyMemberSchema, { ...member, id: 9, status: "EDITED" })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, id: 9, status: "DELETED" })).toEqual({});
  });

  it("does not check a DELETED member, which the user no longer sees", async () => {
    expect(
      await validationErrors(companyMemberSchema, { id: 9, first_name: "A", email: "", status: "DELETED" }),
    ).toEqual({});
  });

  it("keeps the id of a DELETED member, as sent, where unknown keys are stripped", async () => {
    const strip = { stripUnknown: true };
    expect(await companyMemberSchema.validate({ ...member, id: 9, status: "DELETED" }, strip)).toEqual({
      id: 9,
      status: "DELETED",
    });
    expect(await companyMemberSchema.validate({ id: "first", status: "DELETED" }, strip)).toEqual({
      id: "first",
      status: "DELETED",
    });
  });
});

describe("adminCompanyMemberSchema (company-members screen)", () => {
  const adminMember = { ...member, is_active: true };

  it("accepts a complete member", async () => {
    expect(await validationErrors(adminCompanyMemberSchema, adminMember)).toEqual({});
  });

  it("starts active and requires the rest, in the admin portal's words", async () => {
    expect(adminCompanyMemberInitialValues.is_active).toBe(true);
    expect(
      await validationErrors(adminCompanyMemberSchema, {
        ...adminCompanyMemberInitialValues,
        is_active: null,
      }),
    ).toEqual({
      first_name: ["First name required"],
      last_name: ["Last name required"],
      email: ["Email required"],
      linkedin_profile: ["LinkedIn profile required"],
      cmd: ["Designation required"],
      is_active: ["Active status required."],
    });
  });

  it("takes a first name of 2 to 50 letters, with the spec's trailing space in its message", async () => {
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, first_name: "Al" })).toEqual(
      {},
    );
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, first_name: "A" })).toEqual({
      first_name: ["Too Short!"],
    });
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...adminMember, first_name: text(51) }),
    ).toEqual({
      first_name: ["Too Long!"],
    });
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...adminMember, first_name: "Ann Marie" }),
    ).toEqual({
      first_name: ["Only alphabets without spaces are allowed for first name "],
    });
  });

  it("takes a last name of 1 to 50 letters, unlike the company form", async () => {
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, last_name: "R" })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, last_name: "R" })).toEqual({
      last_name: ["Too Short!"],
    });
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, last_name: text(50) })).toEqual(
      {},
    );
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, last_name: text(51) })).toEqual(
      {
        last_name: ["Too Long!"],
      },
    );
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...adminMember, last_name: "De Souza" }),
    ).toEqual({
      last_name: ["Only alphabets without spaces are allowed for last name"],
    });
  });

  it("requires a valid e-mail address", async () => {
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, email: "asha" })).toEqual({
      email: ["Email must be a valid email address"],
    });
  });

  it("takes a mobile of 10 to 15 digits", async () => {
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...adminMember, mobile: "123456789012345" }),
    ).toEqual({});
    expect(
      await validationErrors(adminCompanyMemberSchema, { ...adminMember, mobile: "1234567890123456" }),
    ).toEqual({
      mobile: ["Mobile number not valid"],
    });
    expect(await validationErrors(adminCompanyMemberSchema, { ...adminMember, mobile: "123456789" })).toEqual(
      {
        mobile: ["Mobile number not valid"],
      },
    );
  });
});

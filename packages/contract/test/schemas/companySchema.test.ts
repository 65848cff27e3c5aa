import { describe, expect, it } from "vitest";
import { companyInitialValues, companySchema, isWebsiteUrl } from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";
import { validMember } from "./validValues";

const member = validMember;

const company = {
  ...companyInitialValues,
  company_name: "Acme Robotics",
  website: "acme.example.com",
  location: [1],
  company_members: [member],
};

describe("companySchema", () => {
  it("accepts a company with a location and a member", async () => {
    expect(await validationErrors(companySchema, company)).toEqual({});
  });

  it("requires a name, a website, a location and a member", async () => {
    expect(await validationErrors(companySchema, companyInitialValues)).toEqual({
      company_name: ["Company name is required"],
      website: ["Website is required"],
      location: ["At least one location must be selected"],
      company_members: ["At least one company member is required"],
    });
  });

  it("takes a name of 50 characters, not 51", async () => {
    expect(await validationErrors(companySchema, { ...company, company_name: text(50) })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, company_name: text(51) })).toEqual({
      company_name: ["Company name must be at most 50 characters"],
    });
  });

  it.each(["example.com", "www.example.co.in", "https://example.com/about?x=1", "http://example.io"])(
    "accepts the website %s",
    async (website) => {
      expect(await validationErrors(companySchema, { ...company, website })).toEqual({});
    },
  );

  it.each(["example", "not a website", "ftp://example.com", "https://", "localhost:3000"])(
    "rejects the website %s",
    async (website) => {
      expect(await validationErrors(companySchema, { ...company, website })).toEqual({
        website: ["Invalid URL format"],
      });
    },
  );

  it("takes a four-digit foundation year", async () => {
    for (const foundation_year of [1000, 9999, "", null]) {
      expect(await validationErrors(companySchema, { ...company, foundation_year })).toEqual({});
    }
    for (const foundation_year of [10000, 999, 2001.5, "MMI"]) {
      expect(await validationErrors(companySchema, { ...company, foundation_year })).toEqual({
        foundation_year: ["Must be a four-digit number"],
      });
    }
  });

  it("takes an FTE of at most 7 digits", async () => {
    expect(await validationErrors(companySchema, { ...company, fte: 9999999 })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, fte: 10000000 })).toEqual({
      fte: ["FTE must be at most 7 digits"],
    });
    expect(await validationErrors(companySchema, { ...company, fte: -1 })).toEqual({
      fte: ["FTE cannot be negative"],
    });
    expect(await validationErrors(companySchema, { ...company, fte: "many" })).toEqual({
      fte: ["FTE must be a number"],
    });
  });

  it("takes a revenue of at most 7 digits, with its currency", async () => {
    expect(await validationErrors(companySchema, { ...company, revenue: 9999999, currency: 1 })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, revenue: 10000000, currency: 1 })).toEqual({
      revenue: ["Revenue must be at most 7 digits"],
    });
    expect(await validationErrors(companySchema, { ...company, revenue: -5, currency: 1 })).toEqual({
      revenue: ["Revenue cannot be negative"],
    });
    expect(await validationErrors(companySchema, { ...company, revenue: "lots", currency: 1 })).toEqual({
      revenue: ["Revenue must be a number"],
    });
  });

  it("requires a currency only when a revenue is set", async () => {
    expect(await validationErrors(companySchema, { ...company, revenue: 0, currency: null })).toEqual({
      currency: ["Currency is required"],
    });
    expect(await validationErrors(companySchema, { ...company, revenue: "", currency: null })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, revenue: null, currency: "" })).toEqual({});
  });

  it.each([
    ["promoter_holding", 50, "Promoter holding must be at most 50 characters"],
    ["street", 100, "Street must be at most 100 characters"],
    ["city", 100, "City must be at most 100 characters"],
    ["state", 100, "State must be at most 100 characters"],
    ["business_description", 1000, "Business description must be at most 1000 characters"],
    ["pitch_line", 1000, "Pitch line must be at most 1000 characters"],
  ])("takes %s up to %i characters", async (field, limit, message) => {
    expect(await validationErrors(companySchema, { ...company, [field]: text(limit) })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, [field]: text(limit + 1) })).toEqual({
      [field]: [message],
    });
  });

  it("takes an optional, valid e-mail address", async () => {
    expect(await validationErrors(companySchema, { ...company, email: "" })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, email: "info@acme.example.com" })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, email: "info@acme" })).toEqual({
      email: ["Invalid email format"],
    });
  });

  it("takes a contact number of 10 to 15 digits", async () => {
    expect(await validationErrors(companySchema, { ...company, contact_number: "+91-80-1234-5678" })).toEqual(
      {},
    );
    expect(await validationErrors(companySchema, { ...company, contact_number: "123456789012345" })).toEqual(
      {},
    );
    expect(await validationErrors(companySchema, { ...company, contact_number: "123456789" })).toEqual({
      contact_number: ["Mobile number is not valid"],
    });
    expect(await validationErrors(companySchema, { ...company, contact_number: "1234567890123456" })).toEqual(
      {
        contact_number: ["Mobile number is not valid"],
      },
    );
  });

  it("reports a member's errors under its place in the list", async () => {
    expect(
      await validationErrors(companySchema, {
        ...company,
        company_members: [member, { ...member, first_name: "A", cmd: [] }],
      }),
    ).toEqual({
      "company_members[1].first_name": ["Too Short!"],
      "company_members[1].cmd": ["At least one designation must be selected"],
    });
  });

  it("does not count DELETED members, but keeps them in the list", async () => {
    const deleted = { ...member, id: 4, status: "DELETED" };
    expect(await validationErrors(companySchema, { ...company, company_members: [deleted] })).toEqual({
      company_members: ["At least one company member is required"],
    });
    const edited = { ...member, id: 5, status: "EDITED" };
    const validated = await companySchema.validate({ ...company, company_members: [deleted, edited] });
    expect(validated.company_members.map((entry) => entry.status)).toEqual(["DELETED", "EDITED"]);
  });
});

describe("isWebsiteUrl", () => {
  it("accepts a domain without protocol and refuses a bare word", () => {
    expect(isWebsiteUrl("acme.com")).toBe(true);
    expect(isWebsiteUrl("acme")).toBe(false);
  });
});

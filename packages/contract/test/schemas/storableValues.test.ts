import { describe, expect, it } from "vitest";
import { FIELD_LENGTH_LIMITS, INTEGER_LIMITS } from "../../src/limits";
import {
  adminCompanyMemberSchema,
  campaignSchema,
  companyMemberSchema,
  companySchema,
  confidenceLevelSchema,
  LOOKUP_SCHEMAS,
  senderSchema,
  userSchema,
} from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";
import { validMember, validSender, validUser } from "./validValues";

// Values the database cannot hold: whole numbers beyond its integer columns and texts beyond a sane
// length are refused by the schemas, so the forms and the server refuse them with the same words.

const MAX = INTEGER_LIMITS.max;
/** Not whole, or too large for an integer column; "Infinity" is what a text input can send. */
const NOT_WHOLE = [1.5, 1e-7, "Infinity", "-Infinity"];

const member = { ...validMember, middle_name: "" };
const company = {
  company_name: "Acme Robotics",
  website: "acme.example.com",
  location: [1],
  company_members: [member],
};
const user = { ...validUser, company: [3] };
const sender = validSender;
const campaign = {
  campaign_name: "Spring outreach",
  sender_id: 3,
  subject: "Hello",
  body: "<p>Hi</p>",
  datetime: null,
};

/** An address of exactly `length` characters (64 before the @, labels of at most 63). */
function emailOf(length: number): string {
  const domain = `${text(63)}.${text(63)}.${"d".repeat(length - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`;
  return `${text(64)}@${domain}`;
}

/** A URL of exactly `length` characters. */
function urlOf(length: number): string {
  const start = "https://example.com/";
  return start + text(length - start.length);
}

describe("lookup order", () => {
  const lookup = { label: "Pune", order: 1, is_active: true, name: "PUNE" };

  it.each(Object.entries(LOOKUP_SCHEMAS))("%s takes 0 to the largest integer", async (_, schema) => {
    expect(await validationErrors(schema, { ...lookup, order: 0 })).toEqual({});
    expect(await validationErrors(schema, { ...lookup, order: MAX })).toEqual({});
    expect(await validationErrors(schema, { ...lookup, order: String(MAX) })).toEqual({});
  });

  it.each(Object.entries(LOOKUP_SCHEMAS))(
    "%s refuses one past the largest integer and 1e308",
    async (_, schema) => {
      for (const order of [MAX + 1, 1e308, "2147483648"]) {
        expect(await validationErrors(schema, { ...lookup, order })).toEqual({
          order: ["Order is too large."],
        });
      }
    },
  );

  it.each(Object.entries(LOOKUP_SCHEMAS))(
    "%s refuses fractions, infinities and negatives",
    async (_, schema) => {
      for (const order of NOT_WHOLE) {
        expect(await validationErrors(schema, { ...lookup, order })).toEqual({
          order: ["Order must be a whole number."],
        });
      }
      expect(await validationErrors(schema, { ...lookup, order: -1 })).toEqual({
        order: ["Order must be at least 0."],
      });
    },
  );
});

describe("lookup label and value", () => {
  const lookup = { label: "Pune", order: 1, is_active: true, name: "PUNE" };
  const LIMIT = FIELD_LENGTH_LIMITS.label;

  it.each(Object.entries(LOOKUP_SCHEMAS))(
    "%s takes a label of 255 characters, not 256",
    async (_, schema) => {
      expect(await validationErrors(schema, { ...lookup, label: text(LIMIT) })).toEqual({});
      expect(await validationErrors(schema, { ...lookup, label: text(LIMIT + 1) })).toEqual({
        label: ["Label must be at most 255 characters"],
      });
    },
  );

  it("a confidence level takes a value of 255 characters, not 256", async () => {
    expect(await validationErrors(confidenceLevelSchema, { ...lookup, name: text(LIMIT) })).toEqual({});
    expect(await validationErrors(confidenceLevelSchema, { ...lookup, name: text(LIMIT + 1) })).toEqual({
      name: ["Value must be at most 255 characters"],
    });
  });
});

describe("company ids", () => {
  const single = [
    ["currency", "Currency"],
    ["industry", "Industry"],
    ["country", "Country"],
    ["practice", "Practice"],
    ["confidence_level", "Confidence level"],
  ] as const;

  it.each(single)("%s takes 1 to the largest integer", async (field) => {
    for (const id of [1, MAX]) {
      expect(await validationErrors(companySchema, { ...company, [field]: id })).toEqual({});
    }
  });

  it.each(single)(
    "%s refuses 0, fractions, infinities and one past the largest integer",
    async (field, name) => {
      expect(await validationErrors(companySchema, { ...company, [field]: 0 })).toEqual({
        [field]: [`${name} must be at least 1.`],
      });
      for (const id of NOT_WHOLE) {
        expect(await validationErrors(companySchema, { ...company, [field]: id })).toEqual({
          [field]: [`${name} must be a whole number.`],
        });
      }
      for (const id of [MAX + 1, 1e308]) {
        expect(await validationErrors(companySchema, { ...company, [field]: id })).toEqual({
          [field]: [`${name} is too large.`],
        });
      }
    },
  );

  it.each([
    ["location", "Location"],
    ["company_type", "Company type"],
  ] as const)("%s lists take ids up to the largest integer, not past it", async (field, name) => {
    expect(await validationErrors(companySchema, { ...company, [field]: [1, MAX] })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, [field]: [1, MAX + 1] })).toEqual({
      [`${field}[1]`]: [`${name} is too large.`],
    });
    expect(await validationErrors(companySchema, { ...company, [field]: [1.5] })).toEqual({
      [`${field}[0]`]: [`${name} must be a whole number.`],
    });
  });

  it("fte is a whole number; foundation_year stays four digits", async () => {
    expect(await validationErrors(companySchema, { ...company, fte: 12 })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, fte: 1.5 })).toEqual({
      fte: ["FTE must be a whole number."],
    });
    expect(await validationErrors(companySchema, { ...company, fte: 1e308 })).toEqual({
      fte: ["FTE must be at most 7 digits"],
    });
    for (const year of [1e308, "Infinity", 1999.5]) {
      const errors = await validationErrors(companySchema, { ...company, foundation_year: year });
      expect(new Set(errors.foundation_year)).toEqual(new Set(["Must be a four-digit number"]));
    }
  });
});

describe("member designations and ids", () => {
  it.each([
    ["company form", companyMemberSchema],
    ["company-members screen", adminCompanyMemberSchema],
  ] as const)("the %s takes designation ids up to the largest integer, not past it", async (_, schema) => {
    const values = { ...member, is_active: true };
    expect(await validationErrors(schema, { ...values, cmd: [MAX] })).toEqual({});
    expect(await validationErrors(schema, { ...values, cmd: [MAX + 1] })).toEqual({
      "cmd[0]": ["Designation is too large."],
    });
    expect(await validationErrors(schema, { ...values, cmd: [1e-7] })).toEqual({
      "cmd[0]": ["Designation must be a whole number."],
    });
  });

  it("a saved member's id is a whole number within range", async () => {
    expect(await validationErrors(companyMemberSchema, { ...member, id: MAX })).toEqual({});
    expect(await validationErrors(companyMemberSchema, { ...member, id: MAX + 1 })).toEqual({
      id: ["Member is too large."],
    });
  });
});

describe("user ids", () => {
  it.each([
    ["country", "Country"],
    ["practice", "Practice"],
    ["company", "Company"],
  ] as const)("%s lists take ids up to the largest integer, not past it", async (field, name) => {
    expect(await validationErrors(userSchema, { ...user, [field]: [MAX] })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, [field]: [MAX + 1] })).toEqual({
      [`${field}[0]`]: [`${name} is too large.`],
    });
    expect(await validationErrors(userSchema, { ...user, [field]: [0] })).toEqual({
      [`${field}[0]`]: [`${name} must be at least 1.`],
    });
  });
});

describe("text lengths", () => {
  it("an ERP username takes 150 characters, not 151", async () => {
    expect(await validationErrors(userSchema, { ...user, username: text(150) })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, username: text(151) })).toEqual({
      username: ["ERP username must be at most 150 characters"],
    });
  });

  it("an e-mail address takes 254 characters, not 255", async () => {
    expect(emailOf(254)).toHaveLength(254);
    expect(await validationErrors(userSchema, { ...user, email: emailOf(254) })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, email: emailOf(255) })).toEqual({
      email: ["Email must be at most 254 characters"],
    });
    expect(await validationErrors(senderSchema, { ...sender, email: emailOf(255) })).toEqual({
      email: ["Email must be at most 254 characters"],
    });
  });

  it("a website takes 2048 characters, not 2049", async () => {
    expect(await validationErrors(companySchema, { ...company, website: urlOf(2048) })).toEqual({});
    expect(await validationErrors(companySchema, { ...company, website: urlOf(2049) })).toEqual({
      website: ["Website must be at most 2048 characters"],
    });
  });

  it.each([
    ["company form", companyMemberSchema],
    ["company-members screen", adminCompanyMemberSchema],
  ] as const)("the %s takes a LinkedIn profile of 2048 characters, not 2049", async (_, schema) => {
    const values = { ...member, is_active: true };
    expect(await validationErrors(schema, { ...values, linkedin_profile: urlOf(2048) })).toEqual({});
    expect(await validationErrors(schema, { ...values, linkedin_profile: urlOf(2049) })).toEqual({
      linkedin_profile: ["LinkedIn profile must be at most 2048 characters"],
    });
  });

  it("a campaign name takes 150 characters, not 151", async () => {
    expect(await validationErrors(campaignSchema, { ...campaign, campaign_name: text(150) })).toEqual({});
    expect(await validationErrors(campaignSchema, { ...campaign, campaign_name: text(151) })).toEqual({
      campaign_name: ["Campaign name must be at most 150 characters"],
    });
  });

  it("a sender's name takes 150 characters and its address parts 255", async () => {
    const longest = {
      ...sender,
      sender_name: text(150),
      address: text(255),
      city: text(255),
      country: text(255),
    };
    expect(await validationErrors(senderSchema, longest)).toEqual({});
    expect(
      await validationErrors(senderSchema, {
        ...sender,
        sender_name: text(151),
        address: text(256),
        city: text(256),
        country: text(256),
      }),
    ).toEqual({
      sender_name: ["Name must be at most 150 characters"],
      address: ["Address must be at most 255 characters"],
      city: ["City must be at most 255 characters"],
      country: ["Country must be at most 255 characters"],
    });
  });
});

describe("ids of the journey and campaign forms", () => {
  it("a sender id past the largest integer is refused", async () => {
    expect(await validationErrors(campaignSchema, { ...campaign, sender_id: MAX })).toEqual({});
    expect(await validationErrors(campaignSchema, { ...campaign, sender_id: MAX + 1 })).toEqual({
      sender_id: ["Id is too large."],
    });
  });
});

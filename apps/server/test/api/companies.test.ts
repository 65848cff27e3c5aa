import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
  type Company,
  type CurrentUser,
  type Id,
} from "@pipeline/contract";
import { companies, companyMembers } from "../../src/db/schema";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { uniqueLetters as letters } from "../db/fixtures";
import { caller, type Caller, companyBody, createRefs, memberBody, type Refs } from "./companyWorld";
import { injectedApp } from "./injectApp";

// The company form over HTTP (journey-and-sign-in 3-5): POST company/, GET and PUT company/{id},
// every validation rule with the spec's words, members EDITED and DELETED, all or nothing.

const server = injectedApp();
let admin: Caller;
let refs: Refs;
let me: CurrentUser;

beforeAll(async () => {
  admin = caller(server, await server.adminToken());
  refs = await createRefs(server, "Form");
  const answer = await admin.get("users-viewset?show_details=true&current_user=true");
  const [current] = answer.body.data as CurrentUser[];
  if (!current) throw new Error("No current user.");
  me = current;
}, SETUP_TIMEOUT_MS);

async function read(id: Id): Promise<Company> {
  const answer = await admin.get(`company/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Company;
}

describe("POST company/", () => {
  it("creates a company with every field, its members, and the signed-in user as creator", async () => {
    const asha = memberBody(refs, { first_name: "Asha", middle_name: "K", last_name: "Rao" });
    const body = companyBody(refs, {
      company_name: "  Acme Robotics  ",
      email: "hello@acme.example",
      contact_number: "+91 98765 43210",
      foundation_year: 2015,
      fte: 120,
      revenue: 1234567.5,
      currency: refs.currency,
      promoter_holding: "60%",
      industry: refs.industry,
      street: "1 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      country: refs.location,
      practice: refs.practice,
      company_type: [refs["company-type"]],
      confidence_level: refs["confidence-level"],
      business_description: "Robots for warehouses",
      pitch_line: "Faster shelves",
      company_members: [asha, memberBody(refs, { first_name: "Vikram", last_name: "Shah", mobile: "" })],
    });
    const answer = await admin.post("company/", body);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(createdMessage(RECORD_TITLES.company));
    const company = answer.body.data as Company;
    expect(company).toMatchObject({
      company_name: "Acme Robotics",
      website: body.website,
      email: "hello@acme.example",
      contact_number: "+91 98765 43210",
      location: [{ id: refs.location, label: "Form location" }],
      foundation_year: 2015,
      fte: 120,
      revenue: 1234567.5,
      currency: { id: refs.currency, label: "Form currency" },
      promoter_holding: "60%",
      industry: { id: refs.industry, label: "Form industry" },
      street: "1 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      country: { id: refs.location, label: "Form location" },
      practice: { id: refs.practice, label: "Form practice" },
      company_type: [{ id: refs["company-type"], label: "Form company-type" }],
      confidence_level: { id: refs["confidence-level"], label: "Form confidence-level" },
      business_description: "Robots for warehouses",
      pitch_line: "Faster shelves",
      created_by: { pk: me.pk, first_name: me.first_name, last_name: me.last_name },
    });
    expect(
      company.company_members.map((member) => [member.first_name, member.middle_name, member.mobile]),
    ).toEqual([
      ["Asha", "K", "+91 98765 43210"],
      ["Vikram", null, ""],
    ]);
    expect(company.company_members[0]).toEqual({
      id: expect.any(Number),
      first_name: "Asha",
      middle_name: "K",
      last_name: "Rao",
      email: asha.email,
      mobile: "+91 98765 43210",
      linkedin_profile: asha.linkedin_profile,
      cmd: [refs["company-member-designation"]],
    });
    expect(await read(company.id)).toEqual(company);
  });

  it("stores cleared optional fields as empty and keeps the locations in the order chosen", async () => {
    const other = (
      await server.repos.lookups.create("location", { label: "Form other", order: 2, is_active: true })
    ).id;
    const company = (
      await admin.post(
        "company/",
        companyBody(refs, { location_id: [other, refs.location], email: "", contact_number: "", street: "" }),
      )
    ).body.data as Company;
    expect(company.location.map((location) => location.id)).toEqual([other, refs.location]);
    expect([company.email, company.contact_number, company.street, company.currency]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("leaves out a member marked DELETED in a new company", async () => {
    const company = (
      await admin.post(
        "company/",
        companyBody(refs, {
          company_members: [
            memberBody(refs, { first_name: "Kept" }),
            { status: "DELETED", first_name: "Gone" },
          ],
        }),
      )
    ).body.data as Company;
    expect(company.company_members.map((member) => member.first_name)).toEqual(["Kept"]);
  });

  it("saves nothing when one part fails", async () => {
    const before = await server.database.db.select({ id: companies.id }).from(companies);
    const answer = await admin.post(
      "company/",
      companyBody(refs, {
        company_members: [memberBody(refs), memberBody(refs, { cmd: [refs.industry] })],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: ADAPTER_MESSAGES.invalidChoice,
      errors: { "company_members.1.cmd": [ADAPTER_MESSAGES.invalidChoice] },
    });
    expect(await server.database.db.select({ id: companies.id }).from(companies)).toEqual(before);
  });

  it.each([
    ["country", { country: 0 }],
    ["location", { location_id: [0] }],
    ["currency", { currency: 0, revenue: 5 }],
    ["industry", { industry: 0 }],
    ["practice", { practice: 0 }],
    ["confidence_level", { confidence_level: 0 }],
    ["company_type", { company_type: [0] }],
  ])("refuses a %s that names no entry of its list", async (field, change) => {
    const unknown = 2_147_000_000;
    const body = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [
        key,
        Array.isArray(value) ? [unknown] : value === 0 ? unknown : value,
      ]),
    );
    const answer = await admin.post("company/", companyBody(refs, body));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: [ADAPTER_MESSAGES.invalidChoice] });
  });

  it("refuses an entry of another list", async () => {
    const answer = await admin.post("company/", companyBody(refs, { country: refs.industry }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ country: [ADAPTER_MESSAGES.invalidChoice] });
  });
});

describe("the company form's rules, with the spec's messages", () => {
  const long = (length: number) => "a".repeat(length);
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["company_name", { company_name: "" }, "Company name is required"],
    ["company_name", { company_name: long(51) }, "Company name must be at most 50 characters"],
    ["website", { website: "" }, "Website is required"],
    ["website", { website: "not a url" }, "Invalid URL format"],
    ["location_id", { location_id: [] }, "At least one location must be selected"],
    ["foundation_year", { foundation_year: 12345 }, "Must be a four-digit number"],
    ["fte", { fte: 10_000_000 }, "FTE must be at most 7 digits"],
    ["revenue", { revenue: 10_000_000, currency: 1 }, "Revenue must be at most 7 digits"],
    ["currency", { revenue: 1000 }, "Currency is required"],
    ["promoter_holding", { promoter_holding: long(51) }, "Promoter holding must be at most 50 characters"],
    ["street", { street: long(101) }, "Street must be at most 100 characters"],
    ["city", { city: long(101) }, "City must be at most 100 characters"],
    ["state", { state: long(101) }, "State must be at most 100 characters"],
    ["email", { email: "not-an-address" }, "Invalid email format"],
    ["contact_number", { contact_number: "12345" }, "Mobile number is not valid"],
    ["contact_number", { contact_number: "1234567890123456" }, "Mobile number is not valid"],
    [
      "business_description",
      { business_description: long(1001) },
      "Business description must be at most 1000 characters",
    ],
    ["pitch_line", { pitch_line: long(1001) }, "Pitch line must be at most 1000 characters"],
    ["company_members", { company_members: [] }, "At least one company member is required"],
  ];

  it.each(cases)("%s: %j -> %s", async (field, change, message) => {
    const answer = await admin.post("company/", companyBody(refs, change));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
  });

  const memberCases: Array<[string, Record<string, unknown>, string]> = [
    ["first_name", { first_name: "" }, "First name required"],
    ["first_name", { first_name: "A" }, "Too Short!"],
    ["first_name", { first_name: long(51) }, "Too Long!"],
    ["first_name", { first_name: "Ann Marie" }, "Only alphabets without spaces are allowed for first name"],
    ["last_name", { last_name: "" }, "Last name required"],
    ["last_name", { last_name: "K" }, "Too Short!"],
    ["last_name", { last_name: "O'Neil" }, "Only alphabets without spaces are allowed for last name"],
    ["middle_name", { middle_name: long(51) }, "Too Long!"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "ravi@" }, "Invalid email format"],
    ["mobile", { mobile: "98765" }, "Mobile number is not valid"],
    ["linkedin_profile", { linkedin_profile: "" }, "LinkedIn profile is required"],
    ["cmd", { cmd: [] }, "At least one designation must be selected"],
  ];

  it.each(memberCases)("member %s: %j -> %s", async (field, change, message) => {
    const answer = await admin.post(
      "company/",
      companyBody(refs, { company_members: [memberBody(refs), memberBody(refs, change)] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors).toEqual({ [`company_members.1.${field}`]: [message] });
  });

  it("reports every failing field at once, the first one as the message", async () => {
    const answer = await admin.post(
      "company/",
      companyBody(refs, { company_name: "", website: "", company_members: [] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: "Company name is required",
      errors: {
        company_name: ["Company name is required"],
        website: ["Website is required"],
        company_members: ["At least one company member is required"],
      },
    });
  });

  it("does not count members marked DELETED as members", async () => {
    const answer = await admin.post(
      "company/",
      companyBody(refs, { company_members: [{ ...memberBody(refs), status: "DELETED" }] }),
    );
    expect(answer.body.errors).toEqual({ company_members: ["At least one company member is required"] });
  });
});

describe("GET company/{id}", () => {
  it("answers 404 for an unknown id, or one that is not a number", async () => {
    for (const path of ["company/2147000000", "company/abc"]) {
      const answer = await admin.get(path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: { message: ADAPTER_MESSAGES.notFound },
      });
    }
  });
});

describe("PUT company/{id}/", () => {
  async function threeMembers() {
    const created = (
      await admin.post(
        "company/",
        companyBody(refs, {
          company_members: ["Kept", "Edited", "Gone"].map((name) => memberBody(refs, { first_name: name })),
        }),
      )
    ).body.data as Company;
    const [kept, edited, gone] = created.company_members;
    if (!kept || !edited || !gone) throw new Error("The company was saved without its three members.");
    return { created, kept, edited, gone };
  }

  it("updates the fields, the locations (as `location`) and the members: EDITED, DELETED, new", async () => {
    const { created, kept, edited, gone } = await threeMembers();
    const other = (
      await server.repos.lookups.create("location", { label: `Form ${letters()}`, order: 3, is_active: true })
    ).id;
    const answer = await admin.put(`company/${created.id}/`, {
      ...companyBody(refs, { company_name: "Renamed", fte: 7 }),
      location_id: undefined,
      location: [other],
      company_members: [
        kept,
        { ...edited, last_name: "Sharma", cmd: [refs["company-member-designation"]], status: "EDITED" },
        { id: gone.id, status: "DELETED" },
        memberBody(refs, { first_name: "Joined" }),
      ],
    });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(updatedMessage(RECORD_TITLES.company));
    const company = answer.body.data as Company;
    expect(company).toMatchObject({
      id: created.id,
      company_name: "Renamed",
      fte: 7,
      location: [{ id: other }],
    });
    expect(company.company_members.map((member) => [member.id, member.first_name, member.last_name])).toEqual(
      [
        [kept.id, "Kept", kept.last_name],
        [edited.id, "Edited", "Sharma"],
        [expect.any(Number), "Joined", "Kumar"],
      ],
    );
    expect(company.created_by).toEqual(created.created_by);
    expect(Date.parse(company.modified)).toBeGreaterThanOrEqual(Date.parse(created.modified));
    expect(await read(created.id)).toEqual(company);

    // The deleted member is kept for the record, hidden.
    const [row] = await server.database.db
      .select({ isDeleted: companyMembers.isDeleted, companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.id, gone.id));
    expect(row).toEqual({ isDeleted: true, companyId: created.id });
    const listed = await admin.get(`company-members?search=${gone.first_name}`);
    expect(listed.body.count).toBe(0);
  });

  it("leaves members without a mark, and members left out, as they are", async () => {
    const { created, kept, edited, gone } = await threeMembers();
    await admin.put(`company/${created.id}/`, {
      ...companyBody(refs),
      location: [refs.location],
      company_members: [{ ...kept, last_name: "Ignored" }],
    });
    const company = await read(created.id);
    expect(company.company_members.map((member) => [member.id, member.last_name])).toEqual([
      [kept.id, kept.last_name],
      [edited.id, edited.last_name],
      [gone.id, gone.last_name],
    ]);
  });

  it("refuses a member of another company, and changes nothing", async () => {
    const { created } = await threeMembers();
    const other = await threeMembers();
    const answer = await admin.put(`company/${created.id}/`, {
      ...companyBody(refs, { company_name: "Not saved" }),
      location: [refs.location],
      company_members: [memberBody(refs), { ...other.kept, status: "EDITED" }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "company_members.1.id": [ADAPTER_MESSAGES.invalidChoice] });
    expect((await read(created.id)).company_name).toBe(created.company_name);

    const deleting = await admin.put(`company/${created.id}/`, {
      ...companyBody(refs),
      location: [refs.location],
      company_members: [memberBody(refs), { id: "first", status: "DELETED" }],
    });
    expect(deleting.body.errors).toEqual({ "company_members.1.id": [ADAPTER_MESSAGES.invalidChoice] });
  });

  it("validates before looking the company up, and answers 404 for an unknown one", async () => {
    const invalid = await admin.put("company/2147000000/", { ...companyBody(refs), company_name: "" });
    expect(invalid.status).toBe(400);
    const unknown = await admin.put("company/2147000000/", {
      ...companyBody(refs),
      location: [refs.location],
    });
    expect(unknown).toEqual({ status: 404, body: { message: ADAPTER_MESSAGES.notFound } });
  });
});

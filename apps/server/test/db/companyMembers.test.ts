import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyMembers } from "../../src/db/schema";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import {
  createCompanyMemberRepository,
  type MemberInput,
} from "../../src/modules/companies/memberRepository";
import { InvalidReferenceError } from "../../src/db/errors";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { lookupInput } from "./fixtures";
import { testDatabase } from "./testDatabase";

const database = testDatabase();
let repository: ReturnType<typeof createCompanyMemberRepository>;

beforeAll(() => {
  repository = createCompanyMemberRepository(database.db);
});

function memberInput(first: string, cmd: number[], overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    first_name: first,
    middle_name: null,
    last_name: "Iyer",
    email: `${first.toLowerCase()}@example.com`,
    mobile: "9876543210",
    linkedin_profile: `https://www.linkedin.com/in/${first.toLowerCase()}`,
    cmd,
    is_active: true,
    ...overrides,
  };
}

async function designations() {
  const lookups = createLookupRepository(database.db);
  const make = async (label: string) =>
    (await lookups.create("company-member-designation", lookupInput("company-member-designation", label))).id;
  return { founder: await make("Founder"), cto: await make("CTO"), ceo: await make("CEO") };
}

describe("company members", () => {
  it("creates a member with designations, without a company, and reads it back", async () => {
    const { founder, cto } = await designations();
    const saved = await repository.create(memberInput("Meera", [cto, founder, cto], { middle_name: " K " }));
    expect(saved).toMatchObject({
      first_name: "Meera",
      middle_name: "K",
      last_name: "Iyer",
      email: "meera@example.com",
      mobile: "9876543210",
      linkedin_profile: "https://www.linkedin.com/in/meera",
      cmd: [cto, founder],
      designation: [
        { id: cto, label: "CTO" },
        { id: founder, label: "Founder" },
      ],
      is_active: true,
      company_id: null,
    });
    expect(saved.created).toMatch(/Z$/);
    expect(await repository.get(saved.id)).toEqual(saved);
  });

  it("belongs to a company when given one, and keeps it on an update that does not say", async () => {
    const { ceo } = await designations();
    const company = await createCompanyRepository(database.db).create(
      { company_name: "Acme", website: "" },
      null,
    );
    const saved = await repository.create(memberInput("Ravi", [ceo], { company_id: company }));
    expect(saved.company_id).toBe(company);
    const updated = await repository.update(saved.id, memberInput("Ravi", [], { last_name: "Kumar" }));
    expect(updated).toMatchObject({ company_id: company, last_name: "Kumar", cmd: [], designation: [] });
    expect(
      (await repository.update(saved.id, memberInput("Ravi", [], { company_id: null })))?.company_id,
    ).toBeNull();
  });

  it("updates a member and replaces its designations", async () => {
    const { founder, cto, ceo } = await designations();
    const created = await repository.create(memberInput("Jaya", [founder]));
    const saved = await repository.update(created.id, memberInput("Jaya", [ceo, cto], { is_active: false }));
    expect(saved).toMatchObject({ id: created.id, cmd: [ceo, cto], is_active: false });
    expect(await repository.get(created.id)).toEqual(saved);
  });

  it("answers null for a member that does not exist or was removed", async () => {
    const created = await repository.create(memberInput("Gone", []));
    await database.db
      .update(companyMembers)
      .set({ isDeleted: true })
      .where(eq(companyMembers.id, created.id));
    expect(await repository.get(created.id)).toBeNull();
    expect(await repository.update(created.id, memberInput("Gone", []))).toBeNull();
    expect(await repository.get(999)).toBeNull();
    expect((await repository.list({})).count).toBe(0);
  });

  it("refuses a designation or company that does not exist, and writes nothing", async () => {
    const location = await createLookupRepository(database.db).create(
      "location",
      lookupInput("location", "India"),
    );
    const wrong = repository.create(memberInput("Kavya", [location.id]));
    await expect(wrong).rejects.toBeInstanceOf(InvalidReferenceError);
    await expect(wrong).rejects.toMatchObject({ field: "cmd", ids: [location.id] });
    await expect(repository.create(memberInput("Kavya", [], { company_id: 77 }))).rejects.toMatchObject({
      field: "company_id",
    });
    expect((await repository.list({})).count).toBe(0);
  });

  it("lists a search page by page, sorted both ways", async () => {
    const { ceo } = await designations();
    for (const first of ["Kavya", "Lakshmi", "Jaya"]) await repository.create(memberInput(first, [ceo]));
    await repository.create(memberInput("Other", [], { email: "x@elsewhere.example", mobile: "9000000000" }));
    const names = async (field: string, direction: "asc" | "desc") =>
      (await repository.list({ search: "example.com", sort: { field, direction } })).rows.map(
        (row) => row.first_name,
      );

    expect(await names("first_name", "asc")).toEqual(["Jaya", "Kavya", "Lakshmi"]);
    expect(await names("first_name", "desc")).toEqual(["Lakshmi", "Kavya", "Jaya"]);
    expect(await names("email", "asc")).toEqual(["Jaya", "Kavya", "Lakshmi"]);
    expect(await names("created", "desc")).toEqual(["Jaya", "Lakshmi", "Kavya"]);
    const page = await repository.list({
      search: "example.com",
      pageSize: 2,
      sort: { field: "name", direction: "asc" },
    });
    expect([page.count, page.rows.map((row) => row.first_name)]).toEqual([3, ["Jaya", "Kavya"]]);
    expect((await repository.list({ search: "LAKSHMI iyer" })).rows.map((row) => row.first_name)).toEqual([
      "Lakshmi",
    ]);
    expect((await repository.list({ search: "90000" })).rows.map((row) => row.first_name)).toEqual(["Other"]);
    expect((await repository.list({})).rows[0]?.first_name).toBe("Other");
  });

  it("filters on the Active flag, a designation and a company", async () => {
    const { founder, cto } = await designations();
    const company = await createCompanyRepository(database.db).create(
      { company_name: "Acme", website: "" },
      null,
    );
    await repository.create(memberInput("Anu", [founder], { company_id: company }));
    await repository.create(memberInput("Bala", [cto], { is_active: false }));
    await repository.create(memberInput("Chandra", [founder, cto]));
    const names = async (filters: Record<string, Array<string | number | boolean>>) =>
      (await repository.list({ filters, sort: { field: "first_name", direction: "asc" } })).rows.map(
        (row) => row.first_name,
      );

    expect(await names({ is_active: [false] })).toEqual(["Bala"]);
    expect(await names({ is_active: ["true"] })).toEqual(["Anu", "Chandra"]);
    expect(await names({ cmd: [cto] })).toEqual(["Bala", "Chandra"]);
    expect(await names({ cmd: [String(founder), String(cto)] })).toEqual(["Anu", "Bala", "Chandra"]);
    expect(await names({ company: [company] })).toEqual(["Anu"]);
    expect(await names({ cmd: [founder], is_active: [true], company: [company] })).toEqual(["Anu"]);
  });
});

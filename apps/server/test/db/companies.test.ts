import { beforeAll, describe, expect, it } from "vitest";
import { companies, companyCompanyTypes, companyLocations } from "../../src/db/schema";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import { InvalidReferenceError } from "../../src/db/errors";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { lookupInput } from "./fixtures";
import { testDatabase } from "./testDatabase";

/** A SUPER_ADMIN's view: every company. */
const EVERYONE = { userId: 1, seesAll: true };

const database = testDatabase();
let repository: ReturnType<typeof createCompanyRepository>;

beforeAll(() => {
  repository = createCompanyRepository(database.db);
});

async function some(names: Array<[string, string]>): Promise<number[]> {
  const ids: number[] = [];
  for (const [company_name, website] of names)
    ids.push(await repository.create({ company_name, website }, null));
  return ids;
}

describe("companies", () => {
  it("creates a company with every field and its locations and types", async () => {
    const lookups = createLookupRepository(database.db);
    const make = async (kind: Parameters<typeof lookups.create>[0], label: string) =>
      (await lookups.create(kind, lookupInput(kind, label))).id;
    const india = await make("location", "India");
    const uk = await make("location", "United Kingdom");
    const startup = await make("company-type", "Startup");
    const id = await repository.create(
      {
        company_name: " Acme ",
        website: "acme.example",
        email: "hello@acme.example",
        contact_number: "+91 98765 43210",
        foundation_year: 2015,
        fte: 120,
        revenue: 1234567.5,
        currency: await make("currency", "INR"),
        promoter_holding: "60%",
        industry: await make("industry", "Software"),
        street: "1 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        country: india,
        practice: await make("practice", "Tech"),
        company_type: [startup],
        confidence_level: await make("confidence-level", "High"),
        business_description: "Tools",
        pitch_line: "Better tools",
        location: [uk, india],
      },
      null,
    );
    const [row] = await database.db.select().from(companies);
    expect(row).toMatchObject({ id, companyName: "Acme", revenue: 1234567.5, fte: 120, countryId: india });
    expect(
      (await database.db.select().from(companyLocations)).map((link) => [link.locationId, link.position]),
    ).toEqual([
      [uk, 0],
      [india, 1],
    ]);
    expect((await database.db.select().from(companyCompanyTypes)).map((link) => link.companyTypeId)).toEqual([
      startup,
    ]);
  });

  it("refuses lookups of the wrong list", async () => {
    const lookups = createLookupRepository(database.db);
    const industry = (await lookups.create("industry", lookupInput("industry", "Software"))).id;
    const creating = repository.create({ company_name: "Bad", website: "", country: industry }, null);
    await expect(creating).rejects.toBeInstanceOf(InvalidReferenceError);
    await expect(creating).rejects.toMatchObject({ field: "country" });
    expect(await database.db.select().from(companies)).toEqual([]);
  });

  it("finds companies for the picker by name or website, case aside, by name, up to the limit", async () => {
    await some([
      ["Zenith Labs", "zenith.example"],
      ["acme Labs", ""],
      ["Other", "labs.example"],
      ["Nothing", "none.example"],
    ]);
    expect((await repository.search("LABS", EVERYONE)).map((option) => option.company_name)).toEqual([
      "acme Labs",
      "Other",
      "Zenith Labs",
    ]);
    expect(await repository.search("labs", EVERYONE, 1)).toEqual([
      { id: 2, company_name: "acme Labs", website: null },
    ]);
    expect((await repository.search("", EVERYONE, 10)).length).toBe(4);
    expect(await repository.search("50%", EVERYONE)).toEqual([]);
  });

  it("defaults the picker to 5 results", async () => {
    await some(Array.from({ length: 7 }, (_, index): [string, string] => [`Firm ${index}`, ""]));
    expect(await repository.search("firm", EVERYONE)).toHaveLength(5);
  });

  it("pages the picker", async () => {
    await some(Array.from({ length: 7 }, (_, index): [string, string] => [`Firm ${index}`, ""]));
    const page = await repository.picker({ search: "firm", page: 2, pageSize: 5 }, EVERYONE);
    expect(page.count).toBe(7);
    expect(page.rows.map((row) => row.company_name)).toEqual(["Firm 5", "Firm 6"]);
  });

  it("labels companies by id in the order asked, skipping unknown ids", async () => {
    const [acme, globex] = await some([
      ["Acme", "acme.example"],
      ["Globex", ""],
    ]);
    expect(await repository.labelsByIds([globex ?? 0, 999, acme ?? 0, globex ?? 0])).toEqual([
      { id: globex, company_name: "Globex", website: null },
      { id: acme, company_name: "Acme", website: "acme.example" },
    ]);
    expect(await repository.labelsByIds([])).toEqual([]);
    expect(await repository.exists(acme ?? 0)).toBe(true);
    expect(await repository.exists(999)).toBe(false);
  });
});

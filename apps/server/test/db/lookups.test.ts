import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { duplicateLookupMessage, type Lookup, LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { lookups } from "../../src/db/schema";
import { createCompanyRepository } from "../../src/modules/companies/repository";
import { createCompanyMemberRepository } from "../../src/modules/companies/memberRepository";
import { DuplicateError } from "../../src/db/errors";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { lookupInput } from "./fixtures";
import { testDatabase } from "./testDatabase";

const database = testDatabase();
let repository: ReturnType<typeof createLookupRepository>;

beforeAll(() => {
  repository = createLookupRepository(database.db);
});

/** Pins an entry's timestamps, as entries made in one test are otherwise all but simultaneous. */
async function stamp(id: number, created: string, modified = created) {
  await database.db
    .update(lookups)
    .set({ created: new Date(created), modified: new Date(modified) })
    .where(eq(lookups.id, id));
}

async function three(kind: LookupKind = "industry"): Promise<Lookup[]> {
  const made: Lookup[] = [];
  for (const [label, order, active] of [
    ["Beta", 1, true],
    ["alpha", 3, false],
    ["Gamma", 2, true],
  ] as const) {
    made.push(await repository.create(kind, lookupInput(kind, label, { order, is_active: active })));
  }
  return made;
}

const labels = (rows: Lookup[]) => rows.map((row) => row.label);

describe("lookups", () => {
  it.each(LOOKUP_KINDS)("creates and reads back an entry of %s", async (kind) => {
    const saved = await repository.create(kind, lookupInput(kind, " Deep Tech ", { order: 7 }));
    expect(saved).toMatchObject({
      label: "Deep Tech",
      name: kind === "confidence-level" ? "Deep Tech  value" : "DEEP TECH",
      order: 7,
      is_active: true,
    });
    expect(Date.parse(saved.created)).not.toBeNaN();
    expect(saved.created).toMatch(/Z$/);
    expect(await repository.get(kind, saved.id)).toEqual(saved);
  });

  it("keeps a confidence level's value as its name", async () => {
    const saved = await repository.create(
      "confidence-level",
      lookupInput("confidence-level", "High", { name: "75" }),
    );
    expect(saved.name).toBe("75");
  });

  it("updates an entry, deriving its name again and moving modified on", async () => {
    const created = await repository.create("practice", lookupInput("practice", "Law"));
    await stamp(created.id, "2024-01-01T00:00:00Z");
    const saved = await repository.update(
      "practice",
      created.id,
      lookupInput("practice", "Tax Law", { order: 4, is_active: false }),
    );
    expect(saved).toMatchObject({
      id: created.id,
      label: "Tax Law",
      name: "TAX LAW",
      order: 4,
      is_active: false,
    });
    expect(saved?.created).toBe("2024-01-01T00:00:00.000Z");
    expect(Date.parse(saved?.modified ?? "")).toBeGreaterThan(Date.parse("2024-01-01T00:00:00Z"));
  });

  it("answers null for an entry that does not exist or is of another list", async () => {
    const entry = await repository.create("practice", lookupInput("practice", "Law"));
    expect(await repository.get("industry", entry.id)).toBeNull();
    expect(await repository.update("industry", entry.id, lookupInput("industry", "X"))).toBeNull();
    expect(await repository.get("practice", 999_999)).toBeNull();
  });

  it("refuses a label another entry of the list has, whatever its case", async () => {
    const first = await repository.create("currency", lookupInput("currency", "INR"));
    const second = await repository.create("currency", lookupInput("currency", "USD"));
    const taken = repository.create("currency", lookupInput("currency", "inr"));
    await expect(taken).rejects.toBeInstanceOf(DuplicateError);
    await expect(taken).rejects.toMatchObject({
      field: "label",
      message: duplicateLookupMessage("currency"),
    });
    await expect(
      repository.update("currency", second.id, lookupInput("currency", "Inr")),
    ).rejects.toMatchObject({
      field: "label",
    });
    // Its own label, and the same label in another list, are no conflict.
    expect(
      await repository.update("currency", first.id, lookupInput("currency", "INR", { order: 2 })),
    ).toMatchObject({
      order: 2,
    });
    expect(await repository.create("industry", lookupInput("industry", "INR"))).toMatchObject({
      label: "INR",
    });
  });

  it("pages a list, 1-based, with the count of all matches", async () => {
    for (const word of ["One", "Two", "Three", "Four", "Five"]) {
      await repository.create("location", lookupInput("location", `Zone ${word}`));
    }
    await repository.create("practice", lookupInput("practice", "Zone Other"));
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => repository.list("location", { search: "zone", page, pageSize: 2 })),
    );
    expect(pages.map((page) => page.count)).toEqual([5, 5, 5, 5]);
    expect(pages.map((page) => page.rows.length)).toEqual([2, 2, 1, 0]);
    expect(new Set(pages.flatMap((page) => page.rows.map((row) => row.id))).size).toBe(5);
  });

  it("searches label and name without regard to case, taking % and _ literally", async () => {
    await repository.create("confidence-level", lookupInput("confidence-level", "Sure", { name: "100%" }));
    await repository.create("confidence-level", lookupInput("confidence-level", "Unsure", { name: "10" }));
    await repository.create("confidence-level", lookupInput("confidence-level", "Not_sure", { name: "5" }));
    expect(labels((await repository.list("confidence-level", { search: "SURE" })).rows).sort()).toEqual([
      "Not_sure",
      "Sure",
      "Unsure",
    ]);
    expect(labels((await repository.list("confidence-level", { search: "0%" })).rows)).toEqual(["Sure"]);
    expect(labels((await repository.list("confidence-level", { search: "t_s" })).rows)).toEqual(["Not_sure"]);
  });

  it("sorts on every field in both directions", async () => {
    const [beta, alpha, gamma] = await three();
    if (!beta || !alpha || !gamma) throw new Error("three entries expected");
    await stamp(beta.id, "2024-03-01T00:00:00Z", "2024-05-01T00:00:00Z");
    await stamp(alpha.id, "2024-01-01T00:00:00Z", "2024-06-01T00:00:00Z");
    await stamp(gamma.id, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z");
    const sorted = async (field: string, direction: "asc" | "desc") =>
      labels((await repository.list("industry", { sort: { field, direction } })).rows);

    const ascending: Record<string, string[]> = {
      id: ["Beta", "alpha", "Gamma"],
      label: ["alpha", "Beta", "Gamma"],
      name: ["alpha", "Beta", "Gamma"],
      order: ["Beta", "Gamma", "alpha"],
      created: ["alpha", "Gamma", "Beta"],
      modified: ["Gamma", "Beta", "alpha"],
      is_active: ["alpha", "Beta", "Gamma"],
    };
    for (const [field, expected] of Object.entries(ascending)) {
      expect(await sorted(field, "asc"), field).toEqual(expected);
      const descending = field === "is_active" ? ["Gamma", "Beta", "alpha"] : [...expected].reverse();
      expect(await sorted(field, "desc"), field).toEqual(descending);
    }
  });

  it("shows the newest entries first unless told otherwise", async () => {
    const [beta, alpha, gamma] = await three();
    if (!beta || !alpha || !gamma) throw new Error("three entries expected");
    await stamp(gamma.id, "2020-01-01T00:00:00Z");
    expect(labels((await repository.list("industry", {})).rows)).toEqual(["alpha", "Beta", "Gamma"]);
    const unknownField = await repository.list("industry", { sort: { field: "colour", direction: "asc" } });
    expect(labels(unknownField.rows)).toEqual(["alpha", "Beta", "Gamma"]);
  });

  it("filters on the Active flag", async () => {
    await three();
    const active = (flags: Array<boolean | string>) =>
      repository.list("industry", {
        filters: { is_active: flags },
        sort: { field: "label", direction: "asc" },
      });
    expect(labels((await active([true])).rows)).toEqual(["Beta", "Gamma"]);
    expect(labels((await active(["false"])).rows)).toEqual(["alpha"]);
    expect((await active([true, false])).count).toBe(3);
  });

  it("filters on a created or modified date range, a bare day being a whole day in IST", async () => {
    const [beta, alpha, gamma] = await three();
    if (!beta || !alpha || !gamma) throw new Error("three entries expected");
    // 2024-03-01 in IST runs from 2024-02-29T18:30Z to 2024-03-01T18:30Z.
    await stamp(beta.id, "2024-02-29T18:30:00Z", "2024-06-01T00:00:00Z");
    await stamp(alpha.id, "2024-03-01T18:29:59Z", "2024-06-02T00:00:00Z");
    await stamp(gamma.id, "2024-03-01T18:30:00Z", "2024-06-03T00:00:00Z");
    const range = async (start: string | undefined, end: string | undefined, type: "created" | "modified") =>
      labels(
        (
          await repository.list("industry", {
            dateRange: { ...(start ? { start } : {}), ...(end ? { end } : {}), type },
            sort: { field: "label", direction: "asc" },
          })
        ).rows,
      );
    expect(await range("2024-03-01", "2024-03-01", "created")).toEqual(["alpha", "Beta"]);
    expect(await range("2024-03-02", undefined, "created")).toEqual(["Gamma"]);
    expect(await range(undefined, "2024-06-02", "modified")).toEqual(["alpha", "Beta"]);
    expect(await range("2024-06-02T00:00:00Z", "2024-06-02T23:59:59Z", "modified")).toEqual(["alpha"]);
  });

  it("offers active entries as options, by order then label", async () => {
    await three();
    await repository.create("industry", lookupInput("industry", "Delta", { order: 2 }));
    const options = await repository.options("industry");
    expect(options.map((option) => option.label)).toEqual(["Beta", "Delta", "Gamma"]);
    expect(options.every((option) => option.is_active)).toBe(true);
  });

  it("lists the active entries some company uses, of every kind", async () => {
    const make = async (kind: LookupKind, label: string, active = true) =>
      (await repository.create(kind, lookupInput(kind, label, { is_active: active }))).id;
    const used: Record<LookupKind, number> = {
      location: await make("location", "India"),
      practice: await make("practice", "Tech"),
      currency: await make("currency", "INR"),
      "company-type": await make("company-type", "Private"),
      "company-member-designation": await make("company-member-designation", "CEO"),
      "confidence-level": await make("confidence-level", "High"),
      industry: await make("industry", "Software"),
    };
    const unused = Object.fromEntries(
      await Promise.all(LOOKUP_KINDS.map(async (kind) => [kind, await make(kind, "Unused")])),
    ) as Record<LookupKind, number>;
    const workPlace = await make("location", "Singapore");
    const retired = await make("industry", "Retired", false);

    const companies = createCompanyRepository(database.db);
    const company = await companies.create(
      {
        company_name: "Acme",
        website: "acme.example",
        country: used.location,
        location: [workPlace],
        practice: used.practice,
        currency: used.currency,
        company_type: [used["company-type"]],
        confidence_level: used["confidence-level"],
        industry: used.industry,
      },
      null,
    );
    await companies.create({ company_name: "Old", website: "", industry: retired }, null);
    const members = createCompanyMemberRepository(database.db);
    await members.create({
      first_name: "Meera",
      last_name: "Iyer",
      email: "meera@example.com",
      mobile: "9876543210",
      linkedin_profile: "https://www.linkedin.com/in/meera",
      cmd: [used["company-member-designation"]],
      is_active: true,
      company_id: company,
    });
    // A designation held only by a member of no company is not in use.
    await members.create({
      first_name: "Solo",
      last_name: "Person",
      email: "solo@example.com",
      mobile: "9876543211",
      linkedin_profile: "https://www.linkedin.com/in/solo",
      cmd: [unused["company-member-designation"]],
      is_active: true,
    });

    for (const kind of LOOKUP_KINDS) {
      const ids = (await repository.inUse(kind)).map((option) => option.id);
      expect(ids, kind).toContain(used[kind]);
      expect(ids, kind).not.toContain(unused[kind]);
    }
    expect((await repository.inUse("location")).map((option) => option.id).sort()).toEqual(
      [used.location, workPlace].sort(),
    );
    expect((await repository.inUse("industry")).map((option) => option.id)).toEqual([used.industry]);
    const [count] = await database.db.select({ count: sql<number>`cast(count(*) as integer)` }).from(lookups);
    expect(count?.count).toBe(16);
  });
});

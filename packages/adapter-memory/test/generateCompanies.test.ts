import { describe, expect, it } from "vitest";
import { createMemoryAdapter, defaultMemorySeed, generateCompanies } from "../src";

describe("generated companies", () => {
  it("are the same on every run", () => {
    const first = generateCompanies(300, defaultMemorySeed());
    const second = generateCompanies(300, defaultMemorySeed());
    expect(second).toEqual(first);
    expect(first.companies).toHaveLength(300);
  });

  it("do not depend on how many are made: fewer are a prefix of more", () => {
    const few = generateCompanies(20, defaultMemorySeed());
    const many = generateCompanies(200, defaultMemorySeed());
    expect(many.companies.slice(0, 20)).toEqual(few.companies);
    expect(many.members.slice(0, few.members.length)).toEqual(few.members);
  });

  it("have unique names and websites, and one or two members each", () => {
    const { companies, members } = generateCompanies(1500, defaultMemorySeed());
    expect(new Set(companies.map((company) => company.company_name)).size).toBe(1500);
    expect(new Set(companies.map((company) => company.website)).size).toBe(1500);
    for (const company of companies.slice(0, 50)) {
      const own = members.filter((member) => member.company_id === company.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
    }
  });

  it("join the fixtures through the companies option, numbered after them", async () => {
    const adapter = createMemoryAdapter({ companies: 500 });
    const page = await adapter.companies.list({ pageSize: 500, sort: { field: "id", direction: "asc" } });
    expect(page.count).toBe(512);
    expect(page.rows).toHaveLength(500);
    expect(page.rows[12]?.id).toBe(13);
    const generated = await adapter.companies.get(13);
    expect(generated.company_members.length).toBeGreaterThan(0);
    expect(generated.country).not.toBeNull();
  });
});

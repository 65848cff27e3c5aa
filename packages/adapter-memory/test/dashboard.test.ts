import { describe, expect, it } from "vitest";
import { companyInput } from "@pipeline/adapter-kit";
import { createMemoryAdapter } from "../src";

// The stage views over the fixtures (ids as in companyFixtures): Quokka Commerce has no journey
// item yet, Orbit Payments no confidence level.
describe("the dashboard over the fixtures", () => {
  it("counts companies per stage and per country, those not started first", async () => {
    const adapter = createMemoryAdapter();
    const { rows } = await adapter.companies.dashboard({ view: "stage", pageSize: 100 });
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ["Not started", 1],
      ["Sourcing", 3],
      ["Screening", 3],
      ["Evaluation", 2],
      ["Due Diligence", 2],
      ["Decision", 1],
    ]);
    expect(rows[0]).toEqual({
      key: "none",
      label: "Not started",
      order: 0,
      total: 1,
      countries: { Australia: { count: 1, companies: [{ id: 8, company_name: "Quokka Commerce" }] } },
    });
    expect(rows[1]?.countries).toEqual({
      Singapore: {
        count: 2,
        companies: [
          { id: 3, company_name: "Lumen Health Labs" },
          { id: 11, company_name: "Orbit Payments" },
        ],
      },
      USA: { count: 1, companies: [{ id: 4, company_name: "Patchwork Learning" }] },
    });
    const { count } = await adapter.companies.list({ pageSize: 1 });
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(count);
  });

  it("puts a company under its last stage task in the Stage + Task view", async () => {
    const { rows } = await createMemoryAdapter().companies.dashboard({ view: "stage_task", pageSize: 100 });
    expect(rows.filter((row) => row.total > 0).map((row) => [row.key, row.label, row.total])).toEqual([
      ["none", "Not started", 1],
      ["1:1", "Sourcing - LinkedIn Connect", 1],
      ["1:2", "Sourcing - Initial Outreach", 2],
      ["2:4", "Screening - Intro Call", 1],
      ["2:5", "Screening - Call Notes", 1],
      ["2:6", "Screening - Company Summary", 1],
      ["3:7", "Evaluation - Pitch Deck", 1],
      ["3:9", "Evaluation - Investment Committee Review", 1],
      ["4:10", "Due Diligence - Financial Documents", 1],
      ["4:12", "Due Diligence - Diligence Review", 1],
      ["5:14", "Decision - Final Approval", 1],
    ]);
  });

  it("puts the companies without a level first in the confidence level view", async () => {
    const { rows } = await createMemoryAdapter().companies.dashboard({
      view: "confidence_level",
      pageSize: 100,
    });
    expect(rows.map((row) => [row.key, row.label, row.total])).toEqual([
      ["none", "No level", 1],
      ["1", "Very High", 3],
      ["2", "High", 3],
      ["3", "Medium", 2],
      ["4", "Low", 2],
      ["5", "Very Low", 1],
    ]);
    expect(rows[0]?.countries).toEqual({
      Singapore: { count: 1, companies: [{ id: 11, company_name: "Orbit Payments" }] },
    });
  });

  it("keeps the companies without a country in a cell of their own", async () => {
    const adapter = createMemoryAdapter({ seed: { companies: [] } });
    const { data } = await adapter.companies.create(
      companyInput(
        "Nowhere",
        { location: 1, designation: 1 },
        { company_name: "Nowhere Ventures", country: null },
      ),
    );
    const { rows } = await adapter.companies.dashboard({ view: "stage", pageSize: 100 });
    expect(rows[0]?.countries).toEqual({
      "": { count: 1, companies: [{ id: data.id, company_name: "Nowhere Ventures" }] },
    });
  });

  it("narrows the counts by creator, including PORTAL for imported companies", async () => {
    const adapter = createMemoryAdapter();
    const portal = await adapter.companies.dashboard({ view: "stage", filters: { created_by: ["PORTAL"] } });
    expect(portal.rows.map((row) => row.total)).toEqual([0, 0, 1, 1, 0, 0]);
  });
});

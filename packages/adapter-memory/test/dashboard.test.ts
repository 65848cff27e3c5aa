import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

// The stage views over the fixtures, whose companies have journey progress (ids as in companyFixtures).
describe("the dashboard over the fixtures", () => {
  it("counts companies per stage and per country, leaving out those not started", async () => {
    const { rows } = await createMemoryAdapter().companies.dashboard({ view: "stage", pageSize: 100 });
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ["Sourcing", 3],
      ["Screening", 3],
      ["Evaluation", 2],
      ["Due Diligence", 2],
      ["Decision", 1],
    ]);
    expect(rows[0]?.countries).toEqual({
      Singapore: {
        count: 2,
        companies: [
          { id: 3, company_name: "Lumen Health Labs" },
          { id: 11, company_name: "Orbit Payments" },
        ],
      },
      USA: { count: 1, companies: [{ id: 4, company_name: "Patchwork Learning" }] },
    });
  });

  it("puts a company under its last stage task in the Stage + Task view", async () => {
    const { rows } = await createMemoryAdapter().companies.dashboard({ view: "stage_task", pageSize: 100 });
    expect(rows.filter((row) => row.total > 0).map((row) => [row.key, row.label, row.total])).toEqual([
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

  it("narrows the counts by creator, including PORTAL for imported companies", async () => {
    const adapter = createMemoryAdapter();
    const portal = await adapter.companies.dashboard({ view: "stage", filters: { created_by: ["PORTAL"] } });
    expect(portal.rows.map((row) => row.total)).toEqual([0, 1, 1, 0, 0]);
  });
});

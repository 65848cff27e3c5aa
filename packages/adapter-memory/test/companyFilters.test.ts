import type { CompanyListFilter, FilterValue } from "@pipeline/contract";
import { isAdapterError } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

// The filters that need journey progress and e-mail states, which the fixtures hold (company ids
// in brackets are those of companyFixtures).
async function idsWhere(
  filters: Partial<Record<CompanyListFilter, readonly FilterValue[]>>,
): Promise<number[]> {
  const page = await createMemoryAdapter().companies.list({
    filters,
    pageSize: 100,
    sort: { field: "id", direction: "asc" },
  });
  return page.rows.map((row) => row.id);
}

describe("companies table filters over the fixtures", () => {
  it("filters on the stage and on the last stage task", async () => {
    expect(await idsWhere({ stage: [1] })).toEqual([3, 4, 11]);
    expect(await idsWhere({ last_stage_task: [2] })).toEqual([3, 4]);
    expect(await idsWhere({ stage: [4, 5] })).toEqual([5, 7, 12]);
  });

  it("reads e-mail states as the table shows them", async () => {
    expect(await idsWhere({ initial_email_status: ["sent"] })).toEqual([1, 2, 3, 4, 5, 7, 10, 12]);
    expect(await idsWhere({ initial_email_status: ["none"] })).toEqual([8, 11]);
    expect(await idsWhere({ initial_email_status: ["bounced", "failed"] })).toEqual([6, 9]);
    expect(await idsWhere({ opened_initial_email_status: ["opened"] })).toEqual([1, 2, 5, 7, 12]);
    expect(await idsWhere({ opened_initial_email_status: ["not_opened"] })).toEqual([3, 4, 10]);
  });

  it("filters on the follow-up and meeting flags", async () => {
    expect(await idsWhere({ follow_up_email: [true] })).toEqual([1, 4, 5, 7, 12]);
    expect(await idsWhere({ has_scheduled_meeting: [true], follow_up_email: [false] })).toEqual([2, 10]);
  });

  it("takes PORTAL for companies created outside the portal", async () => {
    expect(await idsWhere({ created_by: ["PORTAL"] })).toEqual([6, 9]);
    expect(await idsWhere({ created_by: ["PORTAL", 3] })).toEqual([4, 6, 8, 9]);
  });

  it("sorts by labels, with empty values last both ways", async () => {
    const adapter = createMemoryAdapter();
    const names = async (direction: "asc" | "desc") =>
      (
        await adapter.companies.list({ sort: { field: "confidence_level", direction }, pageSize: 100 })
      ).rows.map((row) => row.confidence_level?.label ?? null);
    const ascending = await names("asc");
    expect(ascending.at(-1)).toBeNull();
    expect(ascending[0]).toBe("High");
    expect((await names("desc")).at(-1)).toBeNull();
  });

  it("reads a day of a date range in IST", async () => {
    const adapter = createMemoryAdapter();
    // Kavach Robotics was created at 06:00 UTC on 15 January: 11:30 IST, the same day.
    const sameDay = await adapter.companies.list({
      dateRange: { start: "2024-01-15", end: "2024-01-15", type: "created" },
    });
    expect(sameDay.rows.map((row) => row.id)).toEqual([1]);
  });

  it("refuses a page size beyond the largest option and an unknown sort field", async () => {
    const adapter = createMemoryAdapter();
    const tooBig = await adapter.companies.list({ pageSize: 501 }).catch((error: unknown) => error);
    expect(isAdapterError(tooBig) && [tooBig.status, tooBig.fieldErrors]).toEqual([
      400,
      { page_size: ["Page size must be a whole number from 1 to 500."] },
    ]);
    const unknown = await adapter.companies
      .list({ sort: { field: "secret", direction: "asc" } })
      .catch((e: unknown) => e);
    expect(isAdapterError(unknown) && unknown.message).toBe("Cannot sort by secret.");
  });

  it("names the stages and tasks, and counts companies per country", async () => {
    const adapter = createMemoryAdapter();
    expect((await adapter.companies.stageNames()).map((entry) => entry.stage_name)).toEqual([
      "Sourcing",
      "Screening",
      "Evaluation",
      "Due Diligence",
      "Decision",
    ]);
    const tasks = await adapter.companies.lastStageTaskNames();
    expect(tasks[1]).toEqual({
      last_stage_task_id: 2,
      last_stage_task_name: "Sourcing - Initial Outreach",
      last_stage_task_order: 2,
    });
    const countries = await adapter.companies.countries({ filters: { created_by: [1] } });
    expect(countries).toEqual([
      { id: 1, label: "India", count: 2 },
      { id: 2, label: "United Kingdom", count: 1 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { createMemoryAdapter, defaultMemorySeed, MEMORY_USERS } from "../src";

const NOW = new Date("2024-05-01T06:30:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the seeded journeys", () => {
  it("end on each company's last stage and task", () => {
    const seed = defaultMemorySeed(NOW);
    const companies = new Set(seed.journeyItems.map((item) => item.company_id));
    expect(companies.size).toBeGreaterThanOrEqual(3);
    for (const companyId of companies) {
      const items = seed.journeyItems
        .filter((item) => item.company_id === companyId)
        .sort((a, b) => a.created.localeCompare(b.created));
      const last = items.at(-1);
      const company = seed.companies.find((entry) => entry.id === companyId);
      expect(company?.last_stage_task, company?.company_name).toEqual({
        stage_id: last?.stage_id,
        task_id: last?.task_id,
      });
    }
  });

  it("hold every item type and every evaluation and meeting status, with comments", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    const items = (await Promise.all([1, 5, 6, 7].map((id) => adapter.journey.timeline(id)))).flatMap(
      (timeline) => timeline.flatMap((entry) => entry.items),
    );
    const types = new Set(items.map((item) => item.journey_item.task.type));
    expect([...types].sort()).toEqual(
      ["CALL NOTES", "DOCUMENT", "EMAIL", "EVALUATION", "LINKEDIN", "MEETING", "SUMMARY"].sort(),
    );
    const statuses = (type: string) =>
      new Set(items.filter((item) => item.journey_item.task.type === type).map((item) => item.status));
    expect([...statuses("EVALUATION")].sort()).toEqual(["APPROVED", "HOLD", "PENDING", "REJECTED"]);
    // The cancelled meeting is seeded too, but the timeline leaves it out.
    expect([...statuses("MEETING")].sort()).toEqual(["COMPLETED", "CONFIRMED"]);
    expect(items.some((item) => item.comments.length > 0)).toBe(true);
    for (const item of items.filter((entry) => entry.journey_item.task.type === "SUMMARY")) {
      expect((await adapter.summaries.get(item.summary_id ?? 0)).country).toBeTruthy();
    }
  });

  it("date the access grants from the adapter's clock: one warning, one ok, one expired", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    const grants = await adapter.journeyAccess.list({
      company: 5,
      content_type: "journeyitem",
      object_id: 11,
    });
    const daysLeft = grants
      .map((grant) => Math.round((Date.parse(grant.valid_until) - NOW.getTime()) / DAY_MS))
      .sort((a, b) => a - b);
    expect(daysLeft).toEqual([-5, 2, 20]);
    expect(grants.every((grant) => (grant.access_log ?? []).length > 0)).toBe(true);
  });

  it("open one item to a user through a grant, and log the read", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW, signedInAs: "sara.khan" });
    const timeline = await adapter.journey.timeline(5);
    expect(timeline.flatMap((entry) => entry.items).map((item) => item.id)).toEqual([11]);

    await adapter.auth.erpLogin({
      username: MEMORY_USERS.admin.username,
      password: MEMORY_USERS.admin.password,
    });
    const grants = await adapter.journeyAccess.list({
      company: 5,
      content_type: "journeyitem",
      object_id: 11,
    });
    const sara = grants.find((grant) => grant.user.first_name === "Sara");
    expect(sara?.access_log?.[0]).toEqual({
      user: { pk: sara?.user_id, first_name: "Sara", last_name: "Khan" },
      accessed_at: NOW.toISOString(),
    });
    expect(sara?.access_log).toHaveLength(3);
  });
});

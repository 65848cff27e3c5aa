import { isAdapterError } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("a campaign's activity", () => {
  it("adds up: the buckets to the sends, opens and clicks, the recipients to where each stands", async () => {
    const adapter = createMemoryAdapter();
    for (const id of [1, 2]) {
      const { stats, buckets } = await adapter.campaigns.activity(id);
      const progress = stats.progress;
      if (!progress) throw new Error(`Campaign ${id} has no progress`);
      expect(sum(buckets.map((bucket) => bucket.sent))).toBe(progress.sent);
      expect(sum(buckets.map((bucket) => bucket.opens))).toBe(stats.opens);
      expect(sum(buckets.map((bucket) => bucket.clicks))).toBe(stats.clicks);
      expect(progress.pending + progress.sent + progress.failed + progress.suppressed).toBe(
        progress.recipients,
      );
      expect(stats.delivered + stats.invalid_emails + progress.bounces).toBe(progress.sent);
      const times = buckets.map((bucket) => Date.parse(bucket.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it("is read hour by hour over a campaign's first two days, day by day after", async () => {
    const adapter = createMemoryAdapter();
    const hourly = await adapter.campaigns.activity(2);
    expect(hourly.bucket).toBe("hour");
    expect(hourly.buckets).toHaveLength(48);
    expect(hourly.stats.campaign).toMatchObject({
      name: "UK healthtech",
      created_by: { first_name: "Priya" },
    });
    const daily = await adapter.campaigns.activity(1);
    expect(daily.bucket).toBe("day");
    expect(Date.parse(daily.buckets[1]?.at ?? "") - Date.parse(daily.buckets[0]?.at ?? "")).toBe(86_400_000);
  });

  it("has no buckets before the campaign sends, and answers 404 for an unknown campaign", async () => {
    const adapter = createMemoryAdapter();
    const scheduled = await adapter.campaigns.activity(3);
    expect(scheduled.buckets).toEqual([]);
    expect(scheduled.stats.progress?.pending).toBe(58);
    const missing = await adapter.campaigns.activity(99).catch((error: unknown) => error);
    expect(isAdapterError(missing) && missing.status).toBe(404);
  });

  it("dates a refresh of the statistics, and keeps the buckets out of the list's rows", async () => {
    const adapter = createMemoryAdapter({ now: () => new Date("2024-04-01T05:30:00.000Z") });
    await adapter.campaigns.refreshStats(2);
    const { rows } = await adapter.campaigns.stats({ filters: { status: ["triggered"] } });
    expect(rows.find((row) => row.id === 2)?.stats_updated).toBe("2024-04-01T05:30:00.000Z");
    expect(rows.every((row) => !("activity" in row))).toBe(true);
  });
});

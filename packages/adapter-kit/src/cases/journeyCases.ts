import { BULK_OUTREACH_LIMITS, TASK_TYPES } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import type { MakeAdapter } from "../support/MakeAdapter";

export function describeJourneyCases(makeAdapter: MakeAdapter): void {
  describe("journey", () => {
    it("defines stages in order, each with tasks", async () => {
      const adapter = await makeAdapter();
      const stages = await adapter.journey.definitions();

      expect(stages.length).toBeGreaterThan(0);
      const orders = stages.map((entry) => entry.stage.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      for (const entry of stages) expect(entry.tasks.length, entry.stage.label).toBeGreaterThan(0);
      const taskIds = stages.flatMap((entry) => entry.tasks.map((task) => task.id));
      expect(new Set(taskIds).size).toBe(taskIds.length);
    });

    it("starts with the initial outreach EMAIL task that bulk campaigns use", async () => {
      const adapter = await makeAdapter();
      const [first] = await adapter.journey.definitions();
      const outreach = first?.tasks.find(
        (task) => task.id === BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId,
      );
      expect(outreach).toMatchObject({ type: "EMAIL" });
    });

    it("has tasks of every type", async () => {
      const adapter = await makeAdapter();
      const types = new Set(
        (await adapter.journey.definitions()).flatMap((entry) => entry.tasks.map((t) => t.type)),
      );
      expect([...types].sort()).toEqual([...TASK_TYPES].sort());
    });

    it("names the stages for the stage filter, in journey order", async () => {
      const adapter = await makeAdapter();
      const stages = await adapter.journey.definitions();
      expect(await adapter.companies.stageNames()).toEqual(
        stages.map(({ stage }) => ({
          stage_id: stage.id,
          stage_name: stage.label,
          stage_order: stage.order,
        })),
      );
    });

    it("names only tasks of the journey for the last-stage-task filter", async () => {
      const adapter = await makeAdapter();
      const taskIds = new Set(
        (await adapter.journey.definitions()).flatMap((entry) => entry.tasks.map((t) => t.id)),
      );
      const entries = await adapter.companies.lastStageTaskNames();
      for (const entry of entries) {
        expect(taskIds.has(entry.last_stage_task_id), entry.last_stage_task_name).toBe(true);
      }
    });
  });
}

import type { JourneyTimeline } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import {
  DEFINITIONS,
  SAVED_SUMMARY,
  TARGET,
  TIMELINE,
} from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { TASK_TYPE_REGISTRY } from "../../src/features/journey-item";
import { offeredStages } from "../../src/features/journey-item/utils/offeredTasks";
import {
  financialYears,
  summaryToDraft,
  toSummaryInput,
} from "../../src/features/journey-item/utils/summaryValues";

const labels = (stages: ReturnType<typeof offeredStages>) =>
  stages.map(({ stage, tasks }) => [stage.label, tasks.map((task) => task.label)]);

describe("the tasks the Add Item form offers", () => {
  it("offers every task of every stage, stages by their order, to a company without a journey", () => {
    expect(labels(offeredStages(DEFINITIONS, []))).toEqual([
      ["Sourcing", ["LinkedIn Connect", "Initial Outreach", "Follow-up Email"]],
      ["Screening", ["Intro Call", "Call Notes", "Company Summary"]],
      ["Evaluation", ["Pitch Deck", "Investment Committee Review"]],
      ["Decision", ["Final Approval"]],
    ]);
  });

  it("leaves out a used task unless it allows multiple, and a stage left without tasks", () => {
    expect(labels(offeredStages(DEFINITIONS, TIMELINE))).toEqual([
      ["Sourcing", ["LinkedIn Connect", "Follow-up Email"]],
      ["Screening", ["Intro Call", "Call Notes", "Company Summary"]],
      ["Evaluation", ["Pitch Deck", "Investment Committee Review"]],
    ]);
  });

  it("counts a task as used wherever the journey lists it", () => {
    const [sourcing] = TIMELINE;
    if (!sourcing) throw new Error("The story timeline has lost its first stage");
    const moved: JourneyTimeline = [{ stage: sourcing.stage, items: [] }, ...TIMELINE.slice(1)];
    expect(labels(offeredStages(DEFINITIONS, moved))[0]).toEqual([
      "Sourcing",
      ["LinkedIn Connect", "Initial Outreach", "Follow-up Email"],
    ]);
  });
});

describe("the task types the Add Item form takes", () => {
  it("takes evaluations, LinkedIn messages, meetings, summaries and call notes", () => {
    expect(Object.keys(TASK_TYPE_REGISTRY)).toEqual(
      expect.arrayContaining(["CALL NOTES", "EVALUATION", "LINKEDIN", "MEETING", "SUMMARY"]),
    );
  });
});

describe("the summary as the call takes it", () => {
  it("marks an edited saved entry EDITED, a deleted one DELETED, and sends a new one bare", () => {
    const draft = summaryToDraft(SAVED_SUMMARY);
    const [first, second] = draft.priority;
    const [patents, exports] = draft.additional_fields;
    if (!first || !second || !patents || !exports) throw new Error("The saved summary has lost its entries");
    draft.priority = [
      { ...first, prio: "Close the seed round by June" },
      { ...second, status: "DELETED" },
      { key: "new-a", prio: "  Open a UK office " },
    ];
    draft.additional_fields = [{ ...patents, status: "DELETED" }, exports];
    const input = toSummaryInput(draft, SAVED_SUMMARY, TARGET);
    expect(input.priority).toEqual([
      { id: 1, prio: "Close the seed round by June", status: "EDITED" },
      { id: 2, prio: "Hire a sales lead", status: "DELETED" },
      { prio: "Open a UK office" },
    ]);
    expect(input.additional_fields).toEqual([
      { id: 7, field_name: "Patents", field_value: "Two granted", status: "DELETED" },
      { id: 8, field_name: "Export share", field_value: "About a third" },
    ]);
    expect(input).toMatchObject(TARGET);
    expect(JSON.stringify(input)).not.toContain('"key"');
  });

  it("sends an entry edited back to what was saved without a status", () => {
    const draft = summaryToDraft(SAVED_SUMMARY);
    const input = toSummaryInput(draft, SAVED_SUMMARY, TARGET);
    expect(input.priority).toEqual([
      { id: 1, prio: "Close the seed round" },
      { id: 2, prio: "Hire a sales lead" },
    ]);
  });

  it("labels the financial table with this year and the two before", () => {
    expect(financialYears(new Date("2026-11-24T04:00:00Z"))).toEqual({
      third: 2024,
      second: 2025,
      last: 2026,
    });
  });
});

import { describe, expect, it } from "vitest";
import { journeyStages, journeyTasks } from "../../src/db/schema";
import { createJourneyRepository } from "../../src/modules/journey/definitions";
import { testDatabase } from "./testDatabase";

const database = testDatabase();

describe("journey definitions", () => {
  it("are empty before seeding", async () => {
    expect(await createJourneyRepository(database.db).definitions()).toEqual([]);
  });

  it("list active stages by order, each with its active tasks by order", async () => {
    await database.db.insert(journeyStages).values([
      { id: 10, label: "Later", order: 2 },
      { id: 20, label: "First", order: 1 },
      { id: 30, label: "Retired", order: 0, isActive: false },
      { id: 40, label: "Empty", order: 3 },
    ]);
    await database.db.insert(journeyTasks).values([
      { id: 1, stageId: 20, label: "Second task", name: "second", type: "EMAIL", order: 2 },
      {
        id: 2,
        stageId: 20,
        label: "First task",
        name: "first",
        type: "LINKEDIN",
        order: 1,
        allowMultiple: true,
      },
      { id: 3, stageId: 10, label: "Old task", name: "old", type: "MEETING", order: 1, isActive: false },
      { id: 4, stageId: 10, label: "Notes", name: "notes", type: "CALL NOTES", order: 2 },
      { id: 5, stageId: 30, label: "Hidden", name: "hidden", type: "SUMMARY", order: 1 },
    ]);

    expect(await createJourneyRepository(database.db).definitions()).toEqual([
      {
        stage: { id: 20, label: "First", order: 1, sla_days: null },
        tasks: [
          { id: 2, label: "First task", name: "first", type: "LINKEDIN", allow_multiple: true, gate: null },
          { id: 1, label: "Second task", name: "second", type: "EMAIL", allow_multiple: false, gate: null },
        ],
      },
      {
        stage: { id: 10, label: "Later", order: 2, sla_days: null },
        tasks: [
          { id: 4, label: "Notes", name: "notes", type: "CALL NOTES", allow_multiple: false, gate: null },
        ],
      },
      { stage: { id: 40, label: "Empty", order: 3, sla_days: null }, tasks: [] },
    ]);
  });
});

import {
  ADAPTER_STATUS,
  CALL_NOTES_TEXT_FIELDS,
  type CallNotesInput,
  type JourneyTarget,
  type SummaryInput,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import { journeyWorld, present, timelineItems } from "../support/journeyWorld";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";

function summaryInput(target: JourneyTarget, overrides: Partial<SummaryInput> = {}): SummaryInput {
  return {
    ...target,
    country: "India",
    meeting: "Intro call",
    priority: [{ prio: "Hire a CFO" }, { prio: "Open a second plant" }],
    business: "Inspection robots",
    founders: "Ravi Kumar",
    key_team_members: "Sita Rao",
    founded_in: "2017",
    revenue_streams: "Hardware and service contracts",
    business_model: "Leases",
    product_and_services: "Crawler robots",
    fte: "42",
    capital_raised: "GBP 1m",
    last_third_year_op_profit: "-0.4m",
    last_second_year_op_profit: "-0.1m",
    last_year_op_profit: "0.3m",
    last_third_year_net_profit: "-0.5m",
    last_second_year_net_profit: "-0.2m",
    last_year_net_profit: "0.2m",
    revenue: "GBP 0.8m",
    protit_loss_breakeve: "Profit",
    cap_table: "Founders 70%",
    ask_of_funds: "GBP 3m",
    utilization_of_funds: "Sales",
    present_sales: "GBP 70k a month",
    challenges: "Long sales cycles",
    next_steps: "Diligence",
    opportunity_for_gw: "Lead the round",
    comments: "A first summary.",
    additional_fields: [{ field_name: "Auditor", field_value: "Big Four" }],
    ...overrides,
  };
}

function callNotesInput(target: JourneyTarget, overrides: Partial<CallNotesInput> = {}): CallNotesInput {
  return {
    ...target,
    revenue_cash_flow_based: "GBP 1.9m",
    ebidta: "12%",
    personnel_cost_expense: "GBP 0.9m",
    net_burn: "GBP 20k",
    current_team_size: "64",
    tech_team_count: "30",
    sales_team_count: "18",
    other_team_count: "16",
    cxo_team_composition: "CEO, CTO",
    team_structure: "Three squads",
    cap_table: "Founders 68%",
    founder_equity: "68%",
    dilution: "20%",
    convertible_loans: "None",
    board_composition: "Three seats",
    decision_rights: "Veto on new shares",
    institutional_loans: "None",
    total_fund_ask: "GBP 6m",
    current_valuation: "GBP 24m",
    earlier_funding_round: "Seed",
    earlier_valuation: "GBP 6m",
    fund_utilization: "Sales",
    funding_projection_done: true,
    cashflow_projection_notes: "Break-even next year.",
    current_sales_cash_basis: "GBP 160k",
    business_expansion_challenges: "Distributors",
    tech_expansion_challenges: "Tax rules",
    fundraising_challenges: "Valuation",
    stage: "Series A",
    finance_team_comments: "Clean books.",
    ...overrides,
  };
}

export function describeJourneyRecordCases(makeAdapter: MakeAdapter): void {
  describe("summaries", () => {
    it("creates a summary on its task, which the timeline links, and reads it back", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const entry = world.task("SUMMARY");
      const input = summaryInput(world.target(entry));
      const saved = await adapter.summaries.create(input);
      const id = present(saved.data.id, "the summary id");

      const read = await adapter.summaries.get(id);
      expect(read).toMatchObject({
        id,
        country: "India",
        last_year_op_profit: "0.3m",
        protit_loss_breakeve: "Profit",
        comments: "A first summary.",
      });
      expect(read.priority.map((entry) => entry.prio)).toEqual(["Hire a CFO", "Open a second plant"]);
      expect(read.additional_fields).toMatchObject([{ field_name: "Auditor", field_value: "Big Four" }]);
      const [item] = timelineItems(await adapter.journey.timeline(world.company.id));
      // The summary's Comments are the item's comment on the timeline.
      expect(item).toMatchObject({
        summary_id: id,
        journey_item: { task: { id: entry.task.id, type: "SUMMARY" } },
        message: "A first summary.",
      });
    });

    it("updates a summary: EDITED entries change, DELETED ones go, new ones join", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const target = world.target(world.task("SUMMARY"));
      const created = (await adapter.summaries.create(summaryInput(target))).data;
      const id = present(created.id, "the summary id");
      const cfo = present(created.priority[0], "a first priority");
      const plant = present(created.priority[1], "a second priority");
      const auditor = present(created.additional_fields[0], "an additional field");

      await adapter.summaries.update(
        id,
        summaryInput(target, {
          fte: "48",
          priority: [
            { id: cfo.id, prio: "Hire a CFO this quarter", status: "EDITED" },
            { id: plant.id, prio: plant.prio, status: "DELETED" },
            { prio: "Win a utility contract" },
          ],
          additional_fields: [
            { id: auditor.id, field_name: "Auditor", field_value: "A Big Four firm", status: "EDITED" },
            { field_name: "Churn", field_value: "3% a year" },
          ],
        }),
      );
      const read = await adapter.summaries.get(id);
      expect(read.fte).toBe("48");
      expect(read.priority.map((entry) => entry.prio)).toEqual([
        "Hire a CFO this quarter",
        "Win a utility contract",
      ]);
      expect(read.priority[0]).toMatchObject({ id: cfo.id });
      expect(read.additional_fields.map((entry) => [entry.field_name, entry.field_value])).toEqual([
        ["Auditor", "A Big Four firm"],
        ["Churn", "3% a year"],
      ]);
    });

    it("keeps the item's comment when a change of the summary sends none", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const target = world.target(world.task("SUMMARY"));
      const id = present((await adapter.summaries.create(summaryInput(target))).data.id, "the summary id");

      await adapter.summaries.update(id, summaryInput(target, { comments: "A second look." }));
      expect((await adapter.summaries.get(id)).comments).toBe("A second look.");
      const [item] = timelineItems(await adapter.journey.timeline(world.company.id));
      expect(item).toMatchObject({ summary_id: id, message: "A first summary." });
    });

    it("checks a summary with the form's limits and messages", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const target = world.target(world.task("SUMMARY"));
      await expectAdapterError(
        adapter.summaries.create(
          summaryInput(target, {
            country: "x".repeat(101),
            last_year_op_profit: "12345678901",
            business: "x".repeat(1001),
            priority: [{ prio: "x" }],
            additional_fields: [{ field_name: "", field_value: "" }],
          }),
        ),
        {
          status: ADAPTER_STATUS.invalid,
          fieldErrors: {
            country: ["Too Long!"],
            last_year_op_profit: ["Too Long!"],
            business: ["Too Long!"],
            "priority.0.prio": ["Too Short!"],
            "additional_fields.0.field_name": ["Name is required"],
            "additional_fields.0.field_value": ["Value is required"],
          },
        },
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("refuses a second summary on a task that allows one (409)", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const target = world.target(world.task("SUMMARY", false));
      await adapter.summaries.create(summaryInput(target));
      await expectRefused(adapter.summaries.create(summaryInput(target)), ADAPTER_STATUS.conflict);
    });

    it("answers 404 for a summary that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.summaries.get(UNKNOWN_ID), { status: ADAPTER_STATUS.notFound });
    });
  });

  describe("call notes", () => {
    it("creates call notes on their task, reads them back and updates them", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const entry = world.task("CALL NOTES");
      const target = world.target(entry);
      const saved = await adapter.callNotes.create(callNotesInput(target));
      const id = present(saved.data.id, "the call notes id");
      expect(await adapter.callNotes.get(id)).toMatchObject({
        id,
        ebidta: "12%",
        funding_projection_done: true,
        stage: "Series A",
      });
      const [item] = timelineItems(await adapter.journey.timeline(world.company.id));
      expect(item).toMatchObject({ call_notes_id: id, journey_item: { task: { id: entry.task.id } } });

      await adapter.callNotes.update(
        id,
        callNotesInput(target, { net_burn: "GBP 15k", funding_projection_done: false }),
      );
      expect(await adapter.callNotes.get(id)).toMatchObject({
        net_burn: "GBP 15k",
        funding_projection_done: false,
      });
    });

    it("checks call notes with the form's limits", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      await expectAdapterError(
        adapter.callNotes.create(
          callNotesInput(world.target(world.task("CALL NOTES")), {
            stage: "x".repeat(256),
            tech_team_count: "x".repeat(101),
            team_structure: "x".repeat(1001),
            finance_team_comments: "x".repeat(5001),
          }),
        ),
        {
          status: ADAPTER_STATUS.invalid,
          fieldErrors: {
            stage: ["Too Long!"],
            tech_team_count: ["Too Long!"],
            team_structure: ["Too Long!"],
            finance_team_comments: ["Too Long!"],
          },
        },
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("refuses call notes with nothing filled in, and adds no item", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const blank = Object.fromEntries(CALL_NOTES_TEXT_FIELDS.map((field) => [field, ""]));
      await expectAdapterError(
        adapter.callNotes.create(
          callNotesInput(world.target(world.task("CALL NOTES")), {
            ...blank,
            stage: "   ",
            funding_projection_done: false,
          }),
        ),
        { status: ADAPTER_STATUS.invalid, message: "Fill in at least one field" },
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("answers 404 for call notes that do not exist", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.callNotes.get(UNKNOWN_ID), { status: ADAPTER_STATUS.notFound });
    });
  });
}

import { ADAPTER_STATUS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError, expectFieldError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import {
  journeyWorld,
  linkedinInput,
  present,
  signInAs,
  suiteUser,
  timelineItems,
} from "../support/journeyWorld";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";

export function describeJourneyItemCases(makeAdapter: MakeAdapter): void {
  describe("journey items", () => {
    it("starts a new company with an empty timeline", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("adds a LinkedIn item that the timeline shows with its stage, task, members and author", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const linkedin = world.task("LINKEDIN", true);
      const me = await adapter.users.current();
      const input = linkedinInput(world, linkedin);
      const saved = await adapter.linkedin.create(input);

      expect(saved.message.length).toBeGreaterThan(0);
      const timeline = await adapter.journey.timeline(world.company.id);
      const { id, label, order } = linkedin.stage;
      expect(timeline.map((entry) => entry.stage)).toEqual([{ id, label, order }]);
      const item = present(timelineItems(timeline)[0], "the item");
      expect(item).toMatchObject({
        journey_item: {
          stage: { id: linkedin.stage.id, label: linkedin.stage.label },
          task: { id: linkedin.task.id, label: linkedin.task.label, type: "LINKEDIN" },
        },
        message: input.message,
        created_by: { pk: me.pk, first_name: me.first_name, last_name: me.last_name },
        comments: [],
      });
      expect(Date.parse(item.start_date ?? "")).toBe(Date.parse(input.date));
      expect(item.company_members.map((member) => member.id)).toEqual([world.memberIds[0]]);
      expect(saved.data.id).toBe(item.id);
    });

    it("moves the company's last stage and task to the item just added", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const lastStageTask = async () => {
        const page = await adapter.companies.list({ search: world.token });
        return page.rows.find((row) => row.id === world.company.id)?.last_stage_task;
      };
      expect(await lastStageTask()).toBeNull();

      const linkedin = world.task("LINKEDIN", true);
      await adapter.linkedin.create(linkedinInput(world, linkedin));
      expect(await lastStageTask()).toEqual({
        stage: { id: linkedin.stage.id, label: linkedin.stage.label },
        task: { id: linkedin.task.id, label: linkedin.task.label },
      });

      const reviewer = await adapter.users.current();
      const evaluation = world.task("EVALUATION", false);
      await adapter.evaluations.create({
        ...world.target(evaluation),
        reviewer_ids: [reviewer.pk],
        status: "PENDING",
      });
      expect(await lastStageTask()).toEqual({
        stage: { id: evaluation.stage.id, label: evaluation.stage.label },
        task: { id: evaluation.task.id, label: evaluation.task.label },
      });
    });

    it("dates the company's stage from its first item there, again in each new stage", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const row = async () =>
        (await adapter.companies.list({ search: world.token })).rows.find(
          (entry) => entry.id === world.company.id,
        );
      const linkedin = world.task("LINKEDIN", true);
      await adapter.linkedin.create(linkedinInput(world, linkedin));
      await adapter.linkedin.create({ ...linkedinInput(world, linkedin), message: "Second message" });
      const reviewer = await adapter.users.current();
      const evaluation = world.task("EVALUATION", false);

      const firstIn = async (stageId: number) =>
        timelineItems(await adapter.journey.timeline(world.company.id))
          .filter((item) => item.journey_item.stage.id === stageId)
          .map((item) => item.created)
          .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
      expect((await row())?.stage_entered).toBe(await firstIn(linkedin.stage.id));

      await adapter.evaluations.create({
        ...world.target(evaluation),
        reviewer_ids: [reviewer.pk],
        status: "PENDING",
      });
      const entered = await firstIn(evaluation.stage.id);
      expect(entered).toBeDefined();
      expect((await row())?.stage_entered).toBe(entered);
      // Entered just now: not yet a whole day in it.
      const aged = await adapter.companies.list({ search: world.token, filters: { days_in_stage_gt: [0] } });
      expect(aged.rows.map((entry) => entry.id)).not.toContain(world.company.id);
    });

    it("offers a task that allows several items again", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const linkedin = world.task("LINKEDIN", true);
      await adapter.linkedin.create(linkedinInput(world, linkedin));
      await adapter.linkedin.create({ ...linkedinInput(world, linkedin), message: "Second message" });

      const items = timelineItems(await adapter.journey.timeline(world.company.id));
      expect(items.map((item) => item.message)).toEqual([`Hello from ${world.token}`, "Second message"]);
    });

    it("refuses a task already in the journey that does not allow several (409), changing nothing", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const me = await adapter.users.current();
      const single = world.task("EVALUATION", false);
      const input = { ...world.target(single), reviewer_ids: [me.pk], status: "PENDING" as const };
      await adapter.evaluations.create(input);
      const before = await adapter.journey.timeline(world.company.id);

      await expectRefused(adapter.evaluations.create(input), ADAPTER_STATUS.conflict);
      expect(await adapter.journey.timeline(world.company.id)).toEqual(before);
    });

    it("refuses a task of another type, or one its stage does not hold", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const evaluation = world.task("EVALUATION");
      const linkedin = world.task("LINKEDIN");
      await expectRefused(adapter.linkedin.create(linkedinInput(world, evaluation)), ADAPTER_STATUS.invalid, [
        "task_id",
      ]);
      const otherStage = evaluation.stage.id === linkedin.stage.id ? null : evaluation.stage.id;
      if (otherStage !== null) {
        await expectRefused(
          adapter.linkedin.create({ ...linkedinInput(world, linkedin), stage_id: otherStage }),
          ADAPTER_STATUS.invalid,
        );
      }
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("checks a LinkedIn item with the Add Item form's rules and messages", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      await expectAdapterError(
        adapter.linkedin.create({
          ...world.target(world.task("LINKEDIN")),
          company_member_ids: [],
          message: "",
          date: "",
        }),
        {
          status: ADAPTER_STATUS.invalid,
          fieldErrors: {
            company_member_ids: ["At least one company member is required"],
            message: ["Message is required"],
            date: ["Date is required"],
          },
        },
      );
      await expectFieldError(
        adapter.linkedin.create({ ...linkedinInput(world), message: "x".repeat(4001) }),
        ADAPTER_STATUS.invalid,
        "message",
        "Message must be at most 4000 characters",
      );
    });

    it("sends a LinkedIn message only to members of that company", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const other = await journeyWorld(adapter);
      await expectRefused(
        adapter.linkedin.create({ ...linkedinInput(world), company_member_ids: [other.memberIds[0]] }),
        ADAPTER_STATUS.invalid,
        ["company_member_ids"],
      );
      await expectRefused(
        adapter.linkedin.create({ ...linkedinInput(world), company_member_ids: [UNKNOWN_ID] }),
        ADAPTER_STATUS.invalid,
        ["company_member_ids"],
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("answers 404 for the timeline of a company that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.journey.timeline(UNKNOWN_ID), { status: ADAPTER_STATUS.notFound });
    });

    it("shows the timeline to a USER assigned the company, and not to one who cannot see it", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      await adapter.linkedin.create(linkedinInput(world));
      const assigned = await suiteUser(adapter, { company: [world.company.id] });
      const outsider = await suiteUser(adapter);

      await signInAs(adapter, assigned);
      expect(timelineItems(await adapter.journey.timeline(world.company.id))).toHaveLength(1);

      await signInAs(adapter, outsider);
      await expectAdapterError(adapter.journey.timeline(world.company.id), {
        status: ADAPTER_STATUS.notFound,
      });
      // Its journey is not there for them to write on either, as an unknown company.
      await expectAdapterError(adapter.linkedin.create(linkedinInput(world)), {
        status: ADAPTER_STATUS.notFound,
      });
    });
  });
}

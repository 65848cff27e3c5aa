import { ADAPTER_STATUS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError, expectFieldError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import { journeyWorld, present, signInAs, suiteUser, timelineItems } from "../support/journeyWorld";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";

export function describeEvaluationCases(makeAdapter: MakeAdapter): void {
  describe("evaluations", () => {
    async function evaluationWorld() {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const [first, second] = await Promise.all([
        suiteUser(adapter, { company: [world.company.id] }),
        suiteUser(adapter, { company: [world.company.id] }),
      ]);
      const entry = world.task("EVALUATION", false);
      const saved = await adapter.evaluations.create({
        ...world.target(entry),
        reviewer_ids: [first.pk, second.pk],
        status: "PENDING",
      });
      const item = present(timelineItems(await adapter.journey.timeline(world.company.id))[0], "the item");
      return { adapter, world, first, second, entry, evaluation: saved.data, item };
    }

    it("creates a PENDING evaluation whose item names its reviewers", async () => {
      const { evaluation, item, first, second, entry } = await evaluationWorld();
      expect(evaluation).toMatchObject({ status: "PENDING", journey_item: item.id, answered_by: [] });
      expect([...evaluation.reviewer_ids].sort((a, b) => a - b)).toEqual(
        [first.pk, second.pk].sort((a, b) => a - b),
      );
      expect(item.journey_item.task).toEqual({
        id: entry.task.id,
        label: entry.task.label,
        type: "EVALUATION",
      });
      expect(item.status).toBe("PENDING");
      expect(item.evaluation).toMatchObject({ id: evaluation.id, status: "PENDING" });
      expect(item.reviewers.map((reviewer) => reviewer.pk).sort((a, b) => a - b)).toEqual(
        [first.pk, second.pk].sort((a, b) => a - b),
      );
    });

    it("takes active users only as reviewers, and at least one", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const inactive = await suiteUser(adapter, { is_active: false });
      const target = world.target(world.task("EVALUATION", false));
      await expectRefused(
        adapter.evaluations.create({ ...target, reviewer_ids: [inactive.pk], status: "PENDING" }),
        ADAPTER_STATUS.invalid,
        ["reviewer_ids"],
      );
      await expectRefused(
        adapter.evaluations.create({ ...target, reviewer_ids: [UNKNOWN_ID], status: "PENDING" }),
        ADAPTER_STATUS.invalid,
        ["reviewer_ids"],
      );
      await expectFieldError(
        adapter.evaluations.create({ ...target, reviewer_ids: [], status: "PENDING" }),
        ADAPTER_STATUS.invalid,
        "reviewer_ids",
        "At least one member is required",
      );
      // Nothing was added, so the task is still offered.
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("lets a listed reviewer answer once; the evaluation is APPROVED once every reviewer has approved", async () => {
      const { adapter, world, first, second, evaluation, item } = await evaluationWorld();
      await signInAs(adapter, first);
      const review = {
        company_id: world.company.id,
        journey_item_id: item.id,
        comment: "Strong team; approve.",
        status: "APPROVED" as const,
      };
      expect((await adapter.companies.get(world.company.id)).approved).toBe(false);
      const saved = await adapter.evaluations.review(evaluation.id, review);
      // One of two has approved: the evaluation still waits for the other.
      expect(saved.data).toMatchObject({ id: evaluation.id, status: "PENDING", comment: review.comment });
      expect((await adapter.companies.get(world.company.id)).approved).toBe(false);

      await signInAs(adapter, second);
      await adapter.evaluations.review(evaluation.id, { ...review, comment: "Agreed." });
      const after = present(timelineItems(await adapter.journey.timeline(world.company.id))[0], "the item");
      expect(after.status).toBe("APPROVED");
      // An APPROVED evaluation, decided last, marks the company approved.
      expect(await adapter.companies.get(world.company.id)).toMatchObject({
        approved: true,
        journey_access: "whole",
      });
      expect(after.evaluation).toMatchObject({
        id: evaluation.id,
        status: "APPROVED",
        answered_by: [first.pk, second.pk],
      });
      // Each reviewer's answer shows on the item: who, what and why.
      expect(
        (after.evaluation?.answers ?? []).map((answer) => [
          answer.reviewer.pk,
          answer.status,
          answer.comment,
        ]),
      ).toEqual([
        [first.pk, "APPROVED", "Strong team; approve."],
        [second.pk, "APPROVED", "Agreed."],
      ]);
      await signInAs(adapter, first);

      // A reviewer who has answered cannot answer again.
      await expectRefused(
        adapter.evaluations.review(evaluation.id, { ...review, status: "REJECTED" }),
        ADAPTER_STATUS.forbidden,
      );
    });

    it("is held by a HOLD and rejected by one REJECTED, whatever came before", async () => {
      const { adapter, world, first, second, evaluation, item } = await evaluationWorld();
      const review = { company_id: world.company.id, journey_item_id: item.id };
      await signInAs(adapter, first);
      const held = await adapter.evaluations.review(evaluation.id, {
        ...review,
        comment: "Not yet.",
        status: "HOLD",
      });
      expect(held.data.status).toBe("HOLD");
      await signInAs(adapter, second);
      const saved = await adapter.evaluations.review(evaluation.id, {
        ...review,
        comment: "Too early.",
        status: "REJECTED",
      });
      expect(saved.data).toMatchObject({ status: "REJECTED", answered_by: [first.pk, second.pk] });
      expect((await adapter.companies.get(world.company.id)).approved).toBe(false);
      const after = present(timelineItems(await adapter.journey.timeline(world.company.id))[0], "the item");
      expect(after.evaluation?.answered_by).toEqual([first.pk, second.pk]);
    });

    it("refuses a review from anyone not listed as a reviewer (403), the creator included", async () => {
      const { adapter, world, evaluation, item } = await evaluationWorld();
      const review = {
        company_id: world.company.id,
        journey_item_id: item.id,
        comment: "Looks good.",
        status: "APPROVED" as const,
      };
      await expectRefused(adapter.evaluations.review(evaluation.id, review), ADAPTER_STATUS.forbidden);

      const outsider = await suiteUser(adapter, { company: [world.company.id] });
      await signInAs(adapter, outsider);
      await expectRefused(adapter.evaluations.review(evaluation.id, review), ADAPTER_STATUS.forbidden);
      const after = present(timelineItems(await adapter.journey.timeline(world.company.id))[0], "the item");
      expect(after.status).toBe("PENDING");
    });

    it("asks a reviewer for a comment and a status with the approval form's messages", async () => {
      const { adapter, world, first, evaluation, item } = await evaluationWorld();
      await signInAs(adapter, first);
      await expectAdapterError(
        adapter.evaluations.review(evaluation.id, {
          company_id: world.company.id,
          journey_item_id: item.id,
          comment: "",
          status: "" as "APPROVED",
        }),
        {
          status: ADAPTER_STATUS.invalid,
          fieldErrors: { comment: ["Comment required"], status: ["Status required"] },
        },
      );
    });

    it("answers 404 for a review of an evaluation that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(
        adapter.evaluations.review(UNKNOWN_ID, {
          company_id: UNKNOWN_ID,
          journey_item_id: UNKNOWN_ID,
          comment: "Fine.",
          status: "APPROVED",
        }),
        { status: ADAPTER_STATUS.notFound },
      );
    });
  });
}

import {
  ADAPTER_STATUS,
  type DataAdapter,
  type EvaluationReviewInput,
  type JourneyItem,
  type User,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError, expectFieldError } from "../support/expectAdapterError";
import { pdfFile } from "../support/files";
import { companyInput } from "../support/inputs";
import {
  journeyWorld,
  type JourneyWorld,
  present,
  signInAs,
  type StageTask,
  suiteUser,
  timelineItems,
} from "../support/journeyWorld";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";

// The investment committee (issue 28): a gate holds back every later stage until the company's
// gate evaluation is APPROVED by its quorum; a blind one keeps each reviewer from the other answers
// until they have given theirs; a decided gate freezes a record; a SUPER_ADMIN may reopen it; My
// Reviews lists what waits for the signed-in user. The seed's gate (CONFORMANCE_SEED.journey.gate)
// is blind with a quorum of 2, on an EVALUATION task of a stage some later stage follows.

/** The words of the 409 of a task added past a gate the company has not passed (issue 28). */
const notPassed = (stageLabel: string) => `This company has not passed the ${stageLabel} committee yet.`;

type CommitteeWorld = JourneyWorld & {
  adapter: DataAdapter;
  /** The SUPER_ADMIN the adapter was signed in as, who asks for the evaluations. */
  admin: { pk: number };
  /** A SUPER_ADMIN of the run, to sign in as again after a reviewer. */
  chair: User;
  /** A second company of the run, when asked for; the reviewers see it too. */
  other: JourneyWorld | null;
  /** The gate's task with its stage. */
  gate: StageTask;
  /** The first EVALUATION task of a stage after the gate's. */
  later: StageTask;
  reviewers: [User, User, User];
};

async function committeeWorld(makeAdapter: MakeAdapter, twoCompanies = false): Promise<CommitteeWorld> {
  const adapter = await makeAdapter();
  const [world, other, admin, stages] = await Promise.all([
    journeyWorld(adapter),
    twoCompanies ? journeyWorld(adapter) : null,
    adapter.users.current(),
    adapter.journey.definitions(),
  ]);
  const ordered = [...stages].sort((a, b) => a.stage.order - b.stage.order);
  const at = ordered.findIndex(({ tasks }) => tasks.some((task) => task.type === "EVALUATION" && task.gate));
  const gateStage = present(ordered[at], "a stage with a gate");
  const gate = {
    stage: gateStage.stage,
    task: present(
      gateStage.tasks.find((task) => task.gate),
      "the gate",
    ),
  };
  expect(gate.task.gate).toEqual({ quorum: 2, blind: true });
  const laterStage = ordered
    .slice(at + 1)
    .find(
      ({ stage, tasks }) =>
        stage.order > gate.stage.order && tasks.some((task) => task.type === "EVALUATION"),
    );
  const later = {
    stage: present(laterStage, "a later stage with an evaluation").stage,
    task: present(
      laterStage?.tasks.find((task) => task.type === "EVALUATION"),
      "a later evaluation",
    ),
  };
  const company = other ? [world.company.id, other.company.id] : [world.company.id];
  const [chair, ...reviewers] = await Promise.all([
    suiteUser(adapter, { roles: ["SUPER_ADMIN"] }),
    ...[1, 2, 3].map(() => suiteUser(adapter, { company })),
  ]);
  return {
    ...world,
    adapter,
    admin,
    chair,
    other,
    gate,
    later,
    reviewers: reviewers as [User, User, User],
  };
}

/** Asks the gate's evaluation of the three reviewers (as the signed-in SUPER_ADMIN). */
async function askGate(world: CommitteeWorld) {
  const saved = await world.adapter.evaluations.create({
    ...world.target(world.gate),
    reviewer_ids: world.reviewers.map((reviewer) => reviewer.pk),
    status: "PENDING",
  });
  return saved.data;
}

/** The reviewer's answer, signed in as them. */
async function answer(
  world: CommitteeWorld,
  reviewer: User,
  evaluationId: number,
  status: EvaluationReviewInput["status"],
  comment: string,
) {
  await signInAs(world.adapter, reviewer);
  const item = await gateItem(world);
  return (
    await world.adapter.evaluations.review(evaluationId, {
      company_id: world.company.id,
      journey_item_id: item.id,
      comment,
      status,
    })
  ).data;
}

/** The gate's item on the company's timeline, as the signed-in user reads it. */
async function gateItem(world: CommitteeWorld): Promise<JourneyItem> {
  const items = timelineItems(await world.adapter.journey.timeline(world.company.id));
  return present(
    items.find((item) => item.journey_item.task.id === world.gate.task.id),
    "the gate's item",
  );
}

/** A later-stage evaluation for the company, asked of one reviewer. */
function askLater(world: CommitteeWorld) {
  return world.adapter.evaluations.create({
    ...world.target(world.later),
    reviewer_ids: [world.reviewers[0].pk],
    status: "PENDING",
  });
}

/** Signs in as the run's SUPER_ADMIN again. */
function signInAsChair(world: CommitteeWorld): Promise<void> {
  return signInAs(world.adapter, world.chair);
}

export function describeCommitteeCases(makeAdapter: MakeAdapter): void {
  describe("committee", () => {
    describe("gates", () => {
      it("refuses a task of a later stage (409) until the gate is APPROVED, then allows it", async () => {
        const world = await committeeWorld(makeAdapter);
        // Without any gate evaluation the company has not passed it.
        await expectAdapterError(askLater(world), {
          status: ADAPTER_STATUS.conflict,
          message: notPassed(world.gate.stage.label),
        });
        // The gate's own stage stays open.
        const evaluation = await askGate(world);
        await expectAdapterError(askLater(world), {
          status: ADAPTER_STATUS.conflict,
          message: notPassed(world.gate.stage.label),
        });
        expect(timelineItems(await world.adapter.journey.timeline(world.company.id))).toHaveLength(1);

        await answer(world, world.reviewers[0], evaluation.id, "APPROVED", "Proceed.");
        // One approval of the two needed: still held back.
        await signInAsChair(world);
        await expectAdapterError(askLater(world), {
          status: ADAPTER_STATUS.conflict,
          message: notPassed(world.gate.stage.label),
        });
        const decided = await answer(world, world.reviewers[1], evaluation.id, "APPROVED", "Agreed.");
        expect(decided.status).toBe("APPROVED");

        await signInAsChair(world);
        const later = await askLater(world);
        expect(later.data.status).toBe("PENDING");
        const items = timelineItems(await world.adapter.journey.timeline(world.company.id));
        expect(items.map((item) => item.journey_item.task.id)).toEqual([
          world.gate.task.id,
          world.later.task.id,
        ]);
      });

      it("asks a gate of at least its quorum of reviewers (400), taking its quorum and blind flag", async () => {
        const world = await committeeWorld(makeAdapter);
        await expectFieldError(
          world.adapter.evaluations.create({
            ...world.target(world.gate),
            reviewer_ids: [world.reviewers[0].pk],
            status: "PENDING",
          }),
          ADAPTER_STATUS.invalid,
          "reviewer_ids",
          "At least 2 reviewers are required for this committee.",
        );
        expect(await world.adapter.journey.timeline(world.company.id)).toEqual([]);

        const evaluation = await askGate(world);
        expect(evaluation).toMatchObject({
          status: "PENDING",
          quorum: 2,
          blind: true,
          round: 1,
          answered_count: 0,
          decided: null,
        });
      });
    });

    describe("blind review", () => {
      it("keeps the other answers and their comments from a reviewer who has not answered, until the decision", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        const [first, second, third] = world.reviewers;
        const said = [`Zq ${world.token} first view`, `Zq ${world.token} second view`];
        const own = await answer(world, first, evaluation.id, "APPROVED", present(said[0], "a comment"));
        // The reviewer who answered sees their own answer.
        expect(own).toMatchObject({ answered_count: 1, answers_hidden: false, answered_by: [first.pk] });

        await signInAs(world.adapter, second);
        const timeline = await world.adapter.journey.timeline(world.company.id);
        const hidden = await gateItem(world);
        expect(hidden.evaluation).toMatchObject({
          status: "PENDING",
          answered_count: 1,
          answers_hidden: true,
          answers: [],
          answered_by: [],
          comment: null,
        });
        // Not a hidden field: the answer itself leaves the first reviewer's words out, and does not
        // name them as the one who last changed the item.
        expect(JSON.stringify(timeline)).not.toContain(said[0]);
        expect(hidden.modified_by).toBeNull();

        // Once they have answered (a HOLD decides nothing), they see every answer.
        const theirs = await answer(world, second, evaluation.id, "HOLD", present(said[1], "a comment"));
        expect(theirs.answers_hidden).toBe(false);
        expect(
          (theirs.answers ?? []).map((entry) => [entry.reviewer.pk, entry.status, entry.comment]),
        ).toEqual([
          [first.pk, "APPROVED", said[0]],
          [second.pk, "HOLD", said[1]],
        ]);
        expect(JSON.stringify(await world.adapter.journey.timeline(world.company.id))).toContain(said[0]);

        // The third, and the SUPER_ADMIN who asked, have not answered: two answered, none shown.
        await signInAs(world.adapter, third);
        const thirdView = await world.adapter.journey.timeline(world.company.id);
        expect((await gateItem(world)).evaluation).toMatchObject({ answered_count: 2, answers_hidden: true });
        for (const text of said) expect(JSON.stringify(thirdView)).not.toContain(text);
        await signInAsChair(world);
        const chairView = await world.adapter.journey.timeline(world.company.id);
        for (const text of said) expect(JSON.stringify(chairView)).not.toContain(text);

        // Decided: everyone who sees the item sees all the answers.
        const decided = await answer(world, third, evaluation.id, "APPROVED", "Approve.");
        expect(decided.status).toBe("APPROVED");
        await signInAsChair(world);
        const after = timelineItems(await world.adapter.journey.timeline(world.company.id)).find(
          (item) => item.id === evaluation.journey_item,
        );
        expect(after?.evaluation).toMatchObject({ answers_hidden: false, answered_count: 3 });
        expect(after?.modified_by).toMatchObject({
          first_name: third.first_name,
          last_name: third.last_name,
        });
        expect((after?.evaluation?.answers ?? []).map((entry) => entry.comment)).toEqual([
          ...said,
          "Approve.",
        ]);
        expect(after?.comments.map((comment) => comment.comment_text)).toEqual(
          expect.arrayContaining([...said, "Approve."]),
        );
      });
    });

    describe("quorum", () => {
      it("decides APPROVED at two approvals of three", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        const once = await answer(world, world.reviewers[0], evaluation.id, "APPROVED", "Yes.");
        expect(once).toMatchObject({ status: "PENDING", decided: null });
        const twice = await answer(world, world.reviewers[1], evaluation.id, "APPROVED", "Yes too.");
        expect(twice.status).toBe("APPROVED");
        expect(typeof twice.decided).toBe("string");
        expect(twice.decision_records).toEqual([
          expect.objectContaining({ round: 1, status: "APPROVED", decided: twice.decided }),
        ]);
        expect((await gateItem(world)).status).toBe("APPROVED");
      });

      it("decides REJECTED once the rejections leave the quorum out of reach", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        // One rejection of three: two approvals can still come.
        const once = await answer(world, world.reviewers[0], evaluation.id, "REJECTED", "No.");
        expect(once.status).toBe("PENDING");
        const twice = await answer(world, world.reviewers[1], evaluation.id, "REJECTED", "No either.");
        expect(twice.status).toBe("REJECTED");
        expect(twice.decision_records).toEqual([expect.objectContaining({ round: 1, status: "REJECTED" })]);
        // A rejected gate is not passed.
        await signInAsChair(world);
        await expectAdapterError(askLater(world), {
          status: ADAPTER_STATUS.conflict,
          message: notPassed(world.gate.stage.label),
        });
      });

      it("counts a HOLD as neither approval nor rejection", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        const [first, second, third] = world.reviewers;
        expect((await answer(world, first, evaluation.id, "HOLD", "Wait.")).status).toBe("PENDING");
        expect((await answer(world, second, evaluation.id, "HOLD", "Wait too.")).status).toBe("PENDING");
        const last = await answer(world, third, evaluation.id, "APPROVED", "Yes.");
        expect(last).toMatchObject({ status: "PENDING", answered_count: 3, decided: null });
        expect(last.decision_records ?? []).toEqual([]);
        expect((await gateItem(world)).status).toBe("PENDING");
      });
    });

    describe("reopen", () => {
      it("is for a SUPER_ADMIN (403), of a decided evaluation (409), with a reason (400)", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        await expectAdapterError(world.adapter.evaluations.reopen(evaluation.id, { reason: "Too soon." }), {
          status: ADAPTER_STATUS.conflict,
          message: "Only a decided evaluation can be reopened.",
        });
        await answer(world, world.reviewers[0], evaluation.id, "APPROVED", "Yes.");
        await answer(world, world.reviewers[1], evaluation.id, "APPROVED", "Yes too.");
        // A reviewer is not a SUPER_ADMIN.
        await expectAdapterError(world.adapter.evaluations.reopen(evaluation.id, { reason: "New facts." }), {
          status: ADAPTER_STATUS.forbidden,
          message: "Only a SUPER_ADMIN can reopen a decision.",
        });
        await signInAsChair(world);
        const superAdmin = world.adapter;
        await expectFieldError(
          superAdmin.evaluations.reopen(evaluation.id, { reason: "" }),
          ADAPTER_STATUS.invalid,
          "reason",
          "Reason is required",
        );
        await expectAdapterError(superAdmin.evaluations.reopen(UNKNOWN_ID, { reason: "New facts." }), {
          status: ADAPTER_STATUS.notFound,
          message: "Evaluation not found.",
        });
        // Nothing of that changed the decision.
        const item = timelineItems(await superAdmin.journey.timeline(world.company.id)).find(
          (entry) => entry.id === evaluation.journey_item,
        );
        expect(item?.evaluation).toMatchObject({ status: "APPROVED", round: 1 });
        expect(item?.evaluation?.reopenings ?? []).toEqual([]);
      });

      it("puts a decided gate back to PENDING for round 2, keeping the decided round's record", async () => {
        const world = await committeeWorld(makeAdapter);
        const evaluation = await askGate(world);
        const [first, second] = world.reviewers;
        await answer(world, first, evaluation.id, "APPROVED", "Yes.");
        const decided = await answer(world, second, evaluation.id, "APPROVED", "Yes too.");
        const [record] = decided.decision_records ?? [];

        await signInAsChair(world);
        const superAdmin = world.adapter;
        const reason = `Zq ${world.token} new accounts arrived`;
        const reopened = (await superAdmin.evaluations.reopen(evaluation.id, { reason })).data;
        expect(reopened).toMatchObject({
          id: evaluation.id,
          status: "PENDING",
          round: 2,
          answered_count: 0,
          answers: [],
          answered_by: [],
          decided: null,
          decision_records: [record],
        });
        expect(reopened.reopenings).toEqual([
          expect.objectContaining({
            round: 1,
            reason,
            reopened_by: expect.objectContaining({ pk: world.chair.pk }),
          }),
        ]);
        // The decided round lives on in its record; the gate is no longer passed.
        const kept = await superAdmin.decisions.get(present(record, "the round's record").id);
        expect(kept.answers.map((entry) => [entry.reviewer.pk, entry.comment])).toEqual([
          [first.pk, "Yes."],
          [second.pk, "Yes too."],
        ]);
        expect((await superAdmin.decisions.list(world.company.id)).map((entry) => entry.id)).toEqual([
          record?.id,
        ]);
        await expectAdapterError(askLater(world), {
          status: ADAPTER_STATUS.conflict,
          message: notPassed(world.gate.stage.label),
        });
        // A new round: the first reviewer answers again.
        const again = await answer(world, first, evaluation.id, "REJECTED", "Not now.");
        expect(again).toMatchObject({ status: "PENDING", round: 2, answered_count: 1 });
      });
    });

    describe("My Reviews", () => {
      it("lists the evaluations waiting for the signed-in user, oldest first, until answered or decided", async () => {
        const world = await committeeWorld(makeAdapter, true);
        const other = present(world.other, "the second company");
        const [first, second, third] = world.reviewers;
        const older = await askGate(world);
        const newer = (
          await world.adapter.evaluations.create({
            ...other.target(world.gate),
            reviewer_ids: world.reviewers.map((reviewer) => reviewer.pk),
            status: "PENDING",
          })
        ).data;

        await signInAs(world.adapter, first);
        const mine = await world.adapter.evaluations.mine({});
        expect(mine.count).toBe(2);
        expect(mine.rows.map((row) => row.evaluation_id)).toEqual([older.id, newer.id]);
        expect(mine.rows[0]).toMatchObject({
          evaluation_id: older.id,
          journey_item_id: older.journey_item,
          company: { id: world.company.id, company_name: world.company.company_name },
          stage: { id: world.gate.stage.id, label: world.gate.stage.label },
          task: { id: world.gate.task.id, label: world.gate.task.label },
          requested_by: expect.objectContaining({ pk: world.admin.pk }),
          quorum: 2,
          blind: true,
          reviewer_count: 3,
          answered_count: 0,
        });
        const [oldest, next] = mine.rows;
        expect(Date.parse(oldest?.since ?? "") <= Date.parse(next?.since ?? "")).toBe(true);
        expect(
          (await world.adapter.evaluations.mine({ page: 2, pageSize: 1 })).rows.map(
            (row) => row.evaluation_id,
          ),
        ).toEqual([newer.id]);

        // Answered: no longer waiting.
        await answer(world, first, older.id, "HOLD", "Later.");
        expect((await world.adapter.evaluations.mine({})).rows.map((row) => row.evaluation_id)).toEqual([
          newer.id,
        ]);

        // Decided by the others: no longer waiting for the first reviewer either.
        for (const reviewer of [second, third]) {
          await signInAs(world.adapter, reviewer);
          await world.adapter.evaluations.review(newer.id, {
            company_id: other.company.id,
            journey_item_id: newer.journey_item,
            comment: "Yes.",
            status: "APPROVED",
          });
        }
        await signInAs(world.adapter, first);
        expect(await world.adapter.evaluations.mine({})).toEqual({ rows: [], count: 0 });
        // The third still owes the older one an answer.
        await signInAs(world.adapter, third);
        expect((await world.adapter.evaluations.mine({})).rows.map((row) => row.evaluation_id)).toEqual([
          older.id,
        ]);
      });
    });

    describe("decision records", () => {
      it("freezes what the committee saw and decided, the documents with their SHA-256", async () => {
        const world = await committeeWorld(makeAdapter);
        const admin = world.adapter;
        const file = pdfFile(`Zq ${world.token} deck.pdf`);
        const bytes = await file.arrayBuffer();
        const digest = await crypto.subtle.digest("SHA-256", bytes);
        const sha256 = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
        await admin.documents.attach({
          ...world.target(world.task("DOCUMENT", true)),
          file,
          description: "Deck",
        });
        expect(await admin.decisions.list(world.company.id)).toEqual([]);

        const evaluation = await askGate(world);
        const [first, second] = world.reviewers;
        await answer(world, first, evaluation.id, "APPROVED", `Zq ${world.token} strong team`);
        await answer(world, second, evaluation.id, "APPROVED", `Zq ${world.token} agreed`);

        await signInAsChair(world);
        const superAdmin = world.adapter;
        const entries = await superAdmin.decisions.list(world.company.id);
        expect(entries).toEqual([
          {
            id: expect.any(Number),
            company_id: world.company.id,
            evaluation_id: evaluation.id,
            journey_item_id: evaluation.journey_item,
            stage: { id: world.gate.stage.id, label: world.gate.stage.label },
            task: { id: world.gate.task.id, label: world.gate.task.label },
            round: 1,
            status: "APPROVED",
            decided: expect.any(String),
            decided_by: expect.objectContaining({ pk: second.pk }),
          },
        ]);
        const entry = present(entries[0], "the record");
        const record = await superAdmin.decisions.get(entry.id);
        expect(record).toMatchObject({ ...entry, quorum: 2, blind: true });
        expect([...record.reviewer_ids].sort((a, b) => a - b)).toEqual(
          world.reviewers.map((reviewer) => reviewer.pk).sort((a, b) => a - b),
        );
        expect(record.answers.map((entry) => [entry.reviewer.pk, entry.status, entry.comment])).toEqual([
          [first.pk, "APPROVED", `Zq ${world.token} strong team`],
          [second.pk, "APPROVED", `Zq ${world.token} agreed`],
        ]);
        expect(record.company).toMatchObject({
          id: world.company.id,
          company_name: world.company.company_name,
        });
        expect(record.documents).toEqual([
          expect.objectContaining({ file_name: file.name, size: bytes.byteLength, sha256 }),
        ]);
        // The timeline names the record on its evaluation.
        const item = timelineItems(await superAdmin.journey.timeline(world.company.id)).find(
          (candidate) => candidate.id === evaluation.journey_item,
        );
        expect(item?.evaluation?.decision_records).toEqual([
          { id: entry.id, round: 1, status: "APPROVED", decided: entry.decided },
        ]);

        // Later changes to the company leave the record as it was.
        const [kept, secondMember] = world.company.company_members;
        await superAdmin.companies.update(world.company.id, {
          ...companyInput(world.token, { location: world.location, designation: world.designation }),
          company_name: `Zq ${world.token} Renamed`,
          location: [world.location],
          company_members: [
            { ...present(kept, "a member"), status: "EDITED" },
            { ...present(secondMember, "a member"), status: "EDITED" },
          ],
        });
        expect((await superAdmin.companies.get(world.company.id)).company_name).toBe(
          `Zq ${world.token} Renamed`,
        );
        expect(await superAdmin.decisions.get(entry.id)).toEqual(record);
      });

      it("answers 404 for a record that does not exist", async () => {
        const adapter = await makeAdapter();
        await expectAdapterError(adapter.decisions.get(UNKNOWN_ID), { status: ADAPTER_STATUS.notFound });
      });
    });
  });
}

import { createHash } from "node:crypto";
import { isAdapterError, type JourneySettingsInput } from "@pipeline/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryAdapter, defaultMemorySeed, MEMORY_USERS } from "../src";

// The committee in the memory adapter beyond what the conformance suite asks of every adapter: its
// fixtures, the gate on every task type, the seeded records, the missing PDF, the journey settings.

const NOW = new Date("2024-05-01T06:30:00.000Z");
/** The seeded Investment Committee Review (stage 3, Evaluation) and the companies' items. */
const IC_TASK = 9;
const EVALUATION_STAGE = 3;

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isAdapterError(error))
      return { status: error.status, message: error.message, fields: error.fieldErrors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the committee's fixtures", () => {
  it("gate the Investment Committee Review: blind, with a quorum of 2", async () => {
    const stages = await createMemoryAdapter({ now: () => NOW }).journey.definitions();
    const gates = stages.flatMap(({ stage, tasks }) =>
      tasks.filter((task) => task.gate).map((task) => [stage.label, task.label, task.gate]),
    );
    expect(gates).toEqual([["Evaluation", "Investment Committee Review", { quorum: 2, blind: true }]]);
  });

  it("have every company with items past the Evaluation stage approved by two reviewers of the committee", () => {
    const seed = defaultMemorySeed(NOW);
    const pastGate = new Set(
      seed.journeyItems.filter((item) => item.stage_id > EVALUATION_STAGE).map((item) => item.company_id),
    );
    expect(pastGate.size).toBeGreaterThanOrEqual(2);
    for (const companyId of pastGate) {
      const reviews = seed.journeyItems
        .filter((item) => item.company_id === companyId && item.task_id === IC_TASK)
        .map((item) => seed.evaluations.find((evaluation) => evaluation.journey_item === item.id));
      const latest = reviews.at(-1);
      expect(latest?.status, `company ${companyId}`).toBe("APPROVED");
      expect(latest?.answers.filter((answer) => answer.status === "APPROVED").length).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it("hold a review waiting with one answer of three, kept from the reviewers who have not answered", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    const timeline = await adapter.journey.timeline(6);
    const review = timeline
      .flatMap((stage) => stage.items)
      .find((item) => item.journey_item.task.id === IC_TASK);
    expect(review?.evaluation).toMatchObject({
      status: "PENDING",
      reviewer_ids: [1, 2, 3],
      answered_count: 1,
      answers_hidden: true,
      answers: [],
      comment: null,
    });
    expect(JSON.stringify(timeline)).not.toContain("grid-connection");
    // It waits for the admin, who has not answered.
    const mine = await adapter.evaluations.mine({});
    expect(
      mine.rows.map((row) => [row.company.company_name, row.answered_count, row.reviewer_count]),
    ).toEqual([["Greenloop Energy", 1, 3]]);
  });

  it("keep Northwind Freight's two committee rounds: rejected, reopened, approved, each frozen with its documents' hashes", async () => {
    const seed = defaultMemorySeed(NOW);
    const adapter = createMemoryAdapter({ now: () => NOW });
    const entries = await adapter.decisions.list(7);
    expect(entries.map((entry) => [entry.round, entry.status, entry.decided_by?.first_name])).toEqual([
      [1, "REJECTED", "Priya"],
      [2, "APPROVED", "Rahul"],
    ]);
    const first = await adapter.decisions.get(entries[0]?.id ?? 0);
    expect(first.answers.map((answer) => answer.comment)).toEqual([
      "Margins too thin at the current fleet size.",
      "Agreed: not at this fleet size.",
    ]);
    const saffron = await adapter.decisions.list(5);
    const record = await adapter.decisions.get(saffron[0]?.id ?? 0);
    const deck = seed.documents.find((document) => document.file_name === "Saffron Ledger pitch deck.pdf");
    const bytes = Buffer.from(await (deck?.blob as Blob).arrayBuffer());
    expect(record.documents).toContainEqual(
      expect.objectContaining({
        file_name: "Saffron Ledger pitch deck.pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      }),
    );
    const timeline = await adapter.journey.timeline(7);
    const review = timeline
      .flatMap((stage) => stage.items)
      .find((item) => item.journey_item.task.id === IC_TASK);
    expect(review?.evaluation).toMatchObject({
      status: "APPROVED",
      round: 2,
      reopenings: [
        expect.objectContaining({
          round: 1,
          reason: "The revised fleet plan answers the margin question.",
          reopened_by: expect.objectContaining({ first_name: "Asha" }),
        }),
      ],
    });
    expect(review?.evaluation?.decision_records?.map((ref) => [ref.round, ref.status])).toEqual([
      [1, "REJECTED"],
      [2, "APPROVED"],
    ]);
  });
});

describe("the memory adapter's committee", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the documents without their hashes where the page has no Web Crypto", async () => {
    vi.stubGlobal("crypto", {});
    const adapter = createMemoryAdapter({ now: () => NOW });
    const [entry] = await adapter.decisions.list(5);
    const record = await adapter.decisions.get(entry?.id ?? 0);
    expect(record.documents.length).toBeGreaterThan(0);
    for (const document of record.documents) {
      expect(document.sha256).toBeNull();
      expect(document.size).toBeGreaterThan(0);
    }
  });

  it("refuses every task type past an unpassed gate, with the stage's name", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    // Greenloop Energy's review waits: Due Diligence (stage 4) is held back.
    const target = { company_id: 6, stage_id: 4 };
    const expected = {
      status: 409,
      message: "This company has not passed the Evaluation committee yet.",
      fields: {},
    };
    const deck = new File(["%PDF-1.4\n"], "Accounts.pdf", { type: "application/pdf" });
    expect(
      await refusal(
        adapter.documents.attach({ ...target, task_id: 10, file: deck, description: "Accounts" }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        adapter.evaluations.create({ ...target, task_id: 12, reviewer_ids: [1], status: "PENDING" }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        adapter.emails.send({
          ...target,
          task_id: 13,
          sender_id: 1,
          receivers: [10],
          cc_email: [],
          bcc_email: [],
          subject: "Documents",
          body: "<p>Please send them.</p>",
        } as unknown as Parameters<typeof adapter.emails.send>[0]),
      ),
    ).toEqual(expected);
    // Nothing was added: the bounced e-mail and the review, as seeded.
    expect(
      (await adapter.journey.timeline(6)).flatMap((stage) => stage.items.map((item) => item.id)),
    ).toEqual([15, 17]);
    // The gate's own stage stays open.
    const own = await adapter.documents.attach({
      company_id: 6,
      stage_id: 3,
      task_id: 7,
      file: deck,
      description: "",
    });
    expect(own.data.map((document) => document.file_name)).toEqual(["Accounts.pdf"]);
  });

  it("answers no PDF: only the server renders a decision record", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    const [entry] = await adapter.decisions.list(5);
    expect(await refusal(adapter.decisions.pdf(entry?.id ?? 0))).toEqual({
      status: 404,
      message: "Not found.",
      fields: {},
    });
  });

  it("freezes a deep copy: a later change of the company leaves the record as it was", async () => {
    const adapter = createMemoryAdapter({ now: () => NOW });
    // Priya approves Greenloop Energy's review: with the admin's approval, the quorum of 2.
    const item = (await adapter.journey.timeline(6))
      .flatMap((stage) => stage.items)
      .find((entry) => entry.journey_item.task.id === IC_TASK);
    const review = {
      company_id: 6,
      journey_item_id: item?.id ?? 0,
      comment: "Proceed.",
      status: "APPROVED" as const,
    };
    expect((await adapter.evaluations.review(item?.evaluation?.id ?? 0, review)).data.status).toBe("PENDING");
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.user.username,
      password: MEMORY_USERS.user.password,
    });
    const decided = await adapter.evaluations.review(item?.evaluation?.id ?? 0, {
      ...review,
      comment: "Agreed.",
    });
    expect(decided.data).toMatchObject({ status: "APPROVED", answered_count: 3 });
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.admin.username,
      password: MEMORY_USERS.admin.password,
    });
    const [entry] = await adapter.decisions.list(6);
    const before = await adapter.decisions.get(entry?.id ?? 0);
    expect(before.company.company_name).toBe("Greenloop Energy");
    expect(before.answers.map((answer) => answer.comment)).toEqual([
      "Waiting for the grid-connection contracts before deciding.",
      "Proceed.",
      "Agreed.",
    ]);
    const company = await adapter.companies.get(6);
    await adapter.companies.update(6, {
      company_name: "Greenloop Power",
      website: company.website,
      location: company.location.map((location) => location.id),
      company_members: company.company_members.map((member) => ({ ...member, status: "EDITED" })),
    } as unknown as Parameters<typeof adapter.companies.update>[1]);
    expect((await adapter.companies.get(6)).company_name).toBe("Greenloop Power");
    expect(await adapter.decisions.get(entry?.id ?? 0)).toEqual(before);
    // Now passed: Due Diligence is offered.
    const later = await adapter.evaluations.create({
      company_id: 6,
      stage_id: 4,
      task_id: 12,
      reviewer_ids: [1],
      status: "PENDING",
    });
    expect(later.data.quorum).toBeNull();
  });
});

describe("the memory adapter's journey settings", () => {
  async function current() {
    const adapter = createMemoryAdapter({ now: () => NOW });
    const settings = await adapter.journey.settings();
    const input: JourneySettingsInput = {
      stages: settings.stages.map(({ id, label, sla_days, is_active, tasks }) => ({
        id,
        label,
        sla_days,
        is_active,
        tasks: tasks.map(
          ({ id: taskId, label: taskLabel, name, type, allow_multiple, gate, is_active: active }) => ({
            id: taskId,
            label: taskLabel,
            name,
            type,
            allow_multiple,
            gate,
            is_active: active,
          }),
        ),
      })),
    };
    return { adapter, settings, input };
  }

  it("lists every stage and task with its gate, SLA and use, for a SUPER_ADMIN only", async () => {
    const { adapter, settings } = await current();
    const evaluation = settings.stages.find((stage) => stage.label === "Evaluation");
    expect(evaluation).toMatchObject({ sla_days: 30, is_active: true });
    expect(evaluation?.tasks.find((task) => task.id === IC_TASK)).toMatchObject({
      gate: { quorum: 2, blind: true },
      item_count: 3,
      is_active: true,
    });
    // The bulk outreach sends as the initial outreach task: in use though no item is of it here.
    const initial = settings.stages.flatMap((stage) => stage.tasks).find((task) => task.id === 2);
    expect(initial?.in_use).toBe(true);
    expect(settings.modified).toBeNull();
    await adapter.auth.erpLogin({
      username: MEMORY_USERS.user.username,
      password: MEMORY_USERS.user.password,
    });
    const forbidden = { status: 403, message: "You do not have enough permissions !", fields: {} };
    expect(await refusal(adapter.journey.settings())).toEqual(forbidden);
    expect(await refusal(adapter.journey.saveSettings({ stages: [] }))).toEqual(forbidden);
  });

  it("retires a task in use rather than deleting it, and keeps its type", async () => {
    const { adapter, input } = await current();
    const withoutIc = structuredClone(input);
    const stage = withoutIc.stages[2];
    if (!stage) throw new Error("no third stage");
    stage.tasks = stage.tasks.filter((task) => task.id !== IC_TASK);
    expect(await refusal(adapter.journey.saveSettings(withoutIc))).toMatchObject({
      status: 409,
      message: "Investment Committee Review is in use: retire it instead of deleting it.",
    });
    const retyped = structuredClone(input);
    const ic = retyped.stages[2]?.tasks.find((task) => task.id === IC_TASK);
    if (!ic) throw new Error("no committee task");
    Object.assign(ic, { type: "DOCUMENT", gate: null });
    expect(await refusal(adapter.journey.saveSettings(retyped))).toMatchObject({
      status: 409,
      message: "Investment Committee Review is in use: its type cannot change.",
    });

    const moved = structuredClone(input);
    const [committee] =
      moved.stages[2]?.tasks.splice(
        moved.stages[2].tasks.findIndex((task) => task.id === IC_TASK),
        1,
      ) ?? [];
    if (!committee) throw new Error("no committee task");
    moved.stages[3]?.tasks.push(committee);
    expect(await refusal(adapter.journey.saveSettings(moved))).toMatchObject({
      status: 409,
      message: "Investment Committee Review is in use: it cannot move to another stage.",
    });

    const retired = structuredClone(input);
    const retiring = retired.stages[2]?.tasks.find((task) => task.id === IC_TASK);
    if (!retiring) throw new Error("no committee task");
    retiring.is_active = false;
    const saved = await adapter.journey.saveSettings(retired);
    expect(saved.data.modified).toBe(NOW.toISOString());
    expect(saved.data.modified_by).toMatchObject({ first_name: "Asha" });
    // No longer offered, and no longer a gate; its items stay on the timeline.
    const offered = (await adapter.journey.definitions()).flatMap(({ tasks }) =>
      tasks.map((task) => task.id),
    );
    expect(offered).not.toContain(IC_TASK);
    const timeline = await adapter.journey.timeline(6);
    expect(timeline.flatMap((stage) => stage.items).map((item) => item.journey_item.task.id)).toContain(
      IC_TASK,
    );
    await expect(
      adapter.evaluations.create({
        company_id: 6,
        stage_id: 4,
        task_id: 12,
        reviewer_ids: [1],
        status: "PENDING",
      }),
    ).resolves.toMatchObject({ data: { status: "PENDING" } });
  });

  it("adds stages and tasks above every id, and refuses a gate on a task that is no evaluation", async () => {
    const { adapter, input } = await current();
    const added = structuredClone(input);
    added.stages.push({
      label: "Portfolio",
      sla_days: 90,
      is_active: true,
      tasks: [
        {
          label: "Board Review",
          type: "EVALUATION",
          allow_multiple: true,
          gate: { quorum: 3, blind: false },
          is_active: true,
        },
      ],
    });
    const saved = (await adapter.journey.saveSettings(added)).data;
    const portfolio = saved.stages.at(-1);
    expect(portfolio).toMatchObject({ id: 6, label: "Portfolio", order: 6, sla_days: 90, item_count: 0 });
    expect(portfolio?.tasks).toEqual([
      {
        id: 18,
        label: "Board Review",
        name: "board_review",
        type: "EVALUATION",
        allow_multiple: true,
        gate: { quorum: 3, blind: false },
        is_active: true,
        item_count: 0,
        in_use: false,
      },
    ]);

    const wrongGate = structuredClone(input);
    const deck = wrongGate.stages[2]?.tasks[0];
    if (!deck) throw new Error("no pitch deck");
    deck.gate = { quorum: 2, blind: true };
    expect(await refusal(adapter.journey.saveSettings(wrongGate))).toMatchObject({
      status: 400,
      message: "Only an evaluation task can be a gate.",
      fields: { "stages.2.tasks.0.gate": ["Only an evaluation task can be a gate."] },
    });
    expect(await refusal(adapter.journey.saveSettings({ stages: [] }))).toMatchObject({ status: 400 });
  });
});

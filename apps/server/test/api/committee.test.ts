import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  DecisionRecord,
  DecisionRecordEntry,
  Evaluation,
  Id,
  JourneyItem,
  JourneyTimeline,
} from "@pipeline/contract";
import { companyDocuments, decisionRecords, userJourneyAccess } from "../../src/db/schema";
import { createDiskStorage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { upload } from "../documents/documentWorld";
import { pdfBytes } from "../documents/fixtures";
import { emailFields, type EmailSetup, emailSetup, sendEmail } from "../emails/emailWorld";
import { type Account, caller, type Caller, companyBody, createAccount, createRefs } from "./companyWorld";
import { type Answer, injectedApp } from "./injectApp";

// The investment committee on the server (issue 28): a gate holds back the later stages until its
// evaluation is APPROVED by a quorum; a blind gate keeps the answers from a reviewer who has not
// given theirs, wherever they leave the server; the decision freezes a record; a SUPER_ADMIN may
// reopen it for a new round.

const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), "pipeline-committee-")));
const server = injectedApp({ services: { storage } });

// The seeded journey (seed/journey.json): "Investment Committee Review" of stage 3 "Evaluation",
// made a blind gate with a quorum of 2 below; tasks of stage 4 "Due Diligence" lie beyond it.
const GATE = { stage_id: 3, task_id: 12 };
const SAME_STAGE_DOCUMENT = { stage_id: 3, task_id: 10 };
const LATER_EMAIL = { stage_id: 4, task_id: 13 };
const LATER_DOCUMENT = { stage_id: 4, task_id: 14 };
const LATER_EVALUATION = { stage_id: 4, task_id: 17 };
const NOT_PASSED = "This company has not passed the Evaluation committee yet.";

let setup: EmailSetup;
let admin: Caller;
let companyId: Id;
const people = {} as Record<"a" | "b" | "c" | "outsider" | "stranger", Account>;
const as = (account: Account) => caller(server, account.token);
const deck = Buffer.from("The deck the committee read, byte for byte.");

async function timelineItems(
  who: Caller,
  id: Id = companyId,
): Promise<{ raw: string; items: JourneyItem[] }> {
  const answer = await who.get(`company/${id}/journey`);
  expect(answer.status).toBe(200);
  return {
    raw: JSON.stringify(answer.body),
    items: (answer.body.data as JourneyTimeline).flatMap((stage) => stage.items),
  };
}

async function gateEvaluation(
  who: Caller,
  id: Id = companyId,
): Promise<{ raw: string; evaluation: Evaluation }> {
  const { raw, items } = await timelineItems(who, id);
  const item = items.find((entry) => entry.journey_item.task.id === GATE.task_id);
  if (!item?.evaluation) throw new Error("No gate evaluation on the timeline.");
  return { raw, evaluation: item.evaluation };
}

function answer(who: Account, evaluation: Evaluation, status: string, comment: string, id: Id = companyId) {
  return as(who).put(`evaluation/${evaluation.id}/`, {
    company_id: id,
    journey_item_id: evaluation.journey_item,
    status,
    comment,
  });
}

/**
 * Everything a user may read of the company that could carry an answer: the timeline, activity,
 * history, the company, and its row in the companies list (its last update).
 */
async function everythingRead(who: Caller, id: Id = companyId): Promise<string> {
  const reads = await Promise.all([
    who.get(`company/${id}/journey`),
    who.get(`company/${id}/activity`),
    who.get(`company/${id}/history?page=1&page_size=500`),
    who.get(`company/${id}`),
    who.get("company?page=1&page_size=100"),
  ]);
  const listed = reads[4]?.body as { results: { data: Array<{ id: Id }> } };
  expect(listed.results.data.map((row) => row.id)).toContain(id);
  for (const read of reads) expect(read.status).toBe(200);
  return JSON.stringify(reads.map((read) => read.body));
}

function later(kind: "evaluation" | "email" | "document", reviewers: Id[] = [people.a.id]): Promise<Answer> {
  if (kind === "evaluation")
    return admin.post("evaluation/", { company_id: companyId, ...LATER_EVALUATION, reviewer_ids: reviewers });
  if (kind === "email") return sendEmail(server, setup, emailFields(setup, LATER_EMAIL)) as Promise<Answer>;
  return upload(server, setup.token, { company_id: companyId, ...LATER_DOCUMENT }, [
    ["file", "diligence.pdf", pdfBytes("Diligence")],
  ]) as Promise<Answer>;
}

beforeAll(async () => {
  await server.database.db.execute(
    sql`update journey_tasks set gate_quorum = 2, gate_blind = true where id = 12`,
  );
  setup = await emailSetup(server);
  admin = caller(server, setup.token);
  companyId = setup.companyId;
  for (const name of ["a", "b", "c"] as const)
    people[name] = await createAccount(server, { company: [companyId] });
  people.outsider = await createAccount(server);
  people.stranger = await createAccount(server);
  await storage.put("committee/deck.pdf", Readable.from([deck]));
  await server.database.db.insert(companyDocuments).values([
    {
      companyId,
      storageKey: "committee/deck.pdf",
      fileName: "deck.pdf",
      mimeType: "application/pdf",
      sizeBytes: deck.length,
      description: "Board deck",
    },
    {
      companyId,
      storageKey: "committee/gone.pdf",
      fileName: "gone.pdf",
      mimeType: "application/pdf",
      sizeBytes: 10,
    },
  ]);
  const summary = await admin.post("summary/", {
    company_id: companyId,
    stage_id: 2,
    task_id: 7,
    country: "India",
    business: "Robots for warehouses",
    priority: [{ prio: "Hire a CFO" }],
    additional_fields: [],
  });
  expect(summary.status).toBe(200);
}, SETUP_TIMEOUT_MS);

describe("a gate not passed", () => {
  it("refuses EVALUATION, EMAIL and DOCUMENT tasks of a later stage with 409; a task of its own stage is added", async () => {
    for (const kind of ["evaluation", "email", "document"] as const) {
      const refused = await later(kind);
      expect({ kind, status: refused.status, message: refused.body.message }).toEqual({
        kind,
        status: 409,
        message: NOT_PASSED,
      });
    }
    const own = await upload(server, setup.token, { company_id: companyId, ...SAME_STAGE_DOCUMENT }, [
      ["file", "statements.pdf", pdfBytes("Statements")],
    ]);
    expect(own.status).toBe(200);
  });

  it("asks a gate's evaluation of at least its quorum of reviewers, and keeps its quorum and blind flag", async () => {
    const few = await admin.post("evaluation/", {
      company_id: companyId,
      ...GATE,
      reviewer_ids: [people.a.id],
    });
    expect(few.status).toBe(400);
    expect(few.body.errors?.reviewer_ids).toEqual(["At least 2 reviewers are required for this committee."]);
    const made = await admin.post("evaluation/", {
      company_id: companyId,
      ...GATE,
      reviewer_ids: [people.a.id, people.b.id, people.c.id],
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      status: "PENDING",
      quorum: 2,
      blind: true,
      round: 1,
      answered_count: 0,
      decided: null,
      decision_records: [],
      reopenings: [],
    });
    // PENDING is not passed.
    expect((await later("evaluation")).status).toBe(409);
  });
});

describe("a blind gate", () => {
  it("keeps the first answer and its comment from everyone who has not answered, anywhere they read", async () => {
    const { evaluation } = await gateEvaluation(admin);
    const given = await answer(people.a, evaluation, "APPROVED", "Alpha likes the margins");
    expect(given.status).toBe(200);
    // The one who answered sees their answer.
    expect(given.body.data).toMatchObject({
      answers_hidden: false,
      answered_count: 1,
      answers: [{ reviewer: { pk: people.a.id }, comment: "Alpha likes the margins" }],
    });
    for (const reader of [people.b, people.c]) {
      const { evaluation: seen } = await gateEvaluation(as(reader));
      expect(seen).toMatchObject({
        answers_hidden: true,
        answered_count: 1,
        answers: [],
        answered_by: [],
        comment: null,
        status: "PENDING",
      });
      expect(await everythingRead(as(reader))).not.toContain("Alpha likes the margins");
    }
    // A SUPER_ADMIN who has not answered is not told either.
    expect(await everythingRead(admin)).not.toContain("Alpha likes the margins");
  });

  it("does not tell who answered: the item's editor and its history leave the answering reviewer out", async () => {
    const { items: own } = await timelineItems(as(people.a));
    expect(own.find((item) => item.journey_item.task.id === GATE.task_id)?.modified_by?.pk).toBe(people.a.id);
    for (const reader of [as(people.b), as(people.c), admin]) {
      const { items } = await timelineItems(reader);
      const gate = items.find((item) => item.journey_item.task.id === GATE.task_id);
      expect(gate?.evaluation?.answered_count).toBe(1);
      expect(gate?.modified_by).toBeNull();
      const history = await reader.get(`company/${companyId}/history?page=1&page_size=500`);
      const entries = (history.body as { results: { data: Array<{ user_id: Id | null }> } }).results.data;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.filter((entry) => entry.user_id === people.a.id)).toEqual([]);
    }
    // The one who answered reads their own changes.
    const mine = await as(people.a).get(`company/${companyId}/history?page=1&page_size=500`);
    const theirs = (mine.body as { results: { data: Array<{ user_id: Id | null; entity: string }> } }).results
      .data;
    expect(theirs.filter((entry) => entry.user_id === people.a.id).map((entry) => entry.entity)).toEqual(
      expect.arrayContaining(["company_journey_items", "journey_evaluation_answers"]),
    );
  });

  it("shows a reviewer the others' answers once they have given theirs, and no one else", async () => {
    const { evaluation } = await gateEvaluation(admin);
    const given = await answer(people.b, evaluation, "REJECTED", "Beta doubts the market");
    expect(given.status).toBe(200);
    // One approval and one rejection of three: the quorum of 2 can still be reached.
    expect(given.body.data).toMatchObject({ status: "PENDING", answers_hidden: false, answered_count: 2 });
    expect(JSON.stringify(given.body)).toContain("Alpha likes the margins");
    expect(await everythingRead(as(people.b))).toContain("Alpha likes the margins");
    const third = await everythingRead(as(people.c));
    expect(third).not.toContain("Alpha likes the margins");
    expect(third).not.toContain("Beta doubts the market");
    expect((await gateEvaluation(as(people.c))).evaluation.answered_count).toBe(2);
  });

  it("is decided by the quorum, and then everyone who sees the item sees every answer", async () => {
    const { evaluation } = await gateEvaluation(admin);
    const given = await answer(people.c, evaluation, "APPROVED", "Gamma approves");
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ status: "APPROVED", answered_count: 3, round: 1 });
    const data = given.body.data as Evaluation;
    expect(data.decided).toEqual(expect.any(String));
    expect(data.decision_records).toHaveLength(1);
    for (const reader of [admin, as(people.a), as(people.b)]) {
      const gate = (await timelineItems(reader)).items.find(
        (item) => item.journey_item.task.id === GATE.task_id,
      );
      expect(gate?.modified_by?.pk).toBe(people.c.id);
      const read = await everythingRead(reader);
      for (const text of ["Alpha likes the margins", "Beta doubts the market", "Gamma approves"])
        expect(read).toContain(text);
    }
  });
});

describe("the decision record", () => {
  let entry: DecisionRecordEntry;

  it("lists the company's records and answers one as frozen at the decision", async () => {
    const list = await admin.get(`company/${companyId}/decisions`);
    expect(list.status).toBe(200);
    const entries = list.body.data as DecisionRecordEntry[];
    expect(entries).toHaveLength(1);
    entry = entries[0] as DecisionRecordEntry;
    expect(entry).toMatchObject({
      company_id: companyId,
      stage: { id: 3, label: "Evaluation" },
      task: { id: 12, label: "Investment Committee Review" },
      round: 1,
      status: "APPROVED",
      decided_by: { pk: people.c.id },
    });
    const one = await admin.get(`decision/${entry.id}`);
    expect(one.status).toBe(200);
    const record = one.body.data as DecisionRecord;
    const company = (await admin.get(`company/${companyId}`)).body.data as { company_name: string };
    expect(record).toMatchObject({
      id: entry.id,
      quorum: 2,
      blind: true,
      reviewer_ids: [people.a.id, people.b.id, people.c.id],
      company: { id: companyId, company_name: company.company_name },
      summaries: [
        { country: "India", business: "Robots for warehouses", priority: [{ prio: "Hire a CFO" }] },
      ],
    });
    expect(record.answers.map((given) => [given.reviewer.pk, given.status, given.comment])).toEqual([
      [people.a.id, "APPROVED", "Alpha likes the margins"],
      [people.b.id, "REJECTED", "Beta doubts the market"],
      [people.c.id, "APPROVED", "Gamma approves"],
    ]);
    const files = Object.fromEntries(record.documents.map((document) => [document.file_name, document]));
    expect(files["deck.pdf"]).toMatchObject({
      size: deck.length,
      sha256: createHash("sha256").update(deck).digest("hex"),
      description: "Board deck",
    });
    expect(files["gone.pdf"]).toMatchObject({ size: null, sha256: null });
  });

  it("never changes: a later edit of the company leaves it as it was, and the table refuses an update", async () => {
    const before = (await admin.get(`decision/${entry.id}`)).body.data as DecisionRecord;
    await server.database.db.execute(
      sql`update companies set company_name = 'Renamed after the decision' where id = ${companyId}`,
    );
    expect((await admin.get(`decision/${entry.id}`)).body.data).toEqual(before);
    await expect(
      server.database.db
        .update(decisionRecords)
        .set({ status: "REJECTED" })
        .where(eq(decisionRecords.id, entry.id)),
    ).rejects.toThrow();
  });

  it("is read by whoever reads the evaluation's item: 404 to others, and for no record", async () => {
    const outsider = as(people.outsider);
    expect(await outsider.get(`decision/${entry.id}`)).toEqual({
      status: 404,
      body: { message: "Company not found." },
    });
    expect((await outsider.get(`company/${companyId}/decisions`)).status).toBe(404);
    expect(await admin.get("decision/999999")).toEqual({
      status: 404,
      body: { message: "Decision record not found." },
    });
    await server.database.db.insert(userJourneyAccess).values({
      userId: people.outsider.id,
      companyId,
      contentType: "journeyitem",
      objectId: entry.journey_item_id,
      validDays: 1,
      validUntil: new Date(Date.now() + 86_400_000),
    });
    expect((await outsider.get(`decision/${entry.id}`)).status).toBe(200);
    expect(((await outsider.get(`company/${companyId}/decisions`)).body.data as unknown[]).length).toBe(1);
  });

  it("downloads as a PDF attachment named for the company and stage, to its readers only", async () => {
    const pdfOf = (token: string) =>
      server.app.inject({
        method: "GET",
        url: `/api/v1/decision/${entry.id}/pdf`,
        headers: { authorization: `Token ${token}` },
      });
    const answer = await pdfOf(setup.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    // The record's name for the company: the one it had at the decision, not since renamed.
    const { company } = (await admin.get(`decision/${entry.id}`)).body.data as DecisionRecord;
    expect(answer.headers["content-disposition"]).toContain(
      `attachment; filename="Decision record - ${company.company_name} - Evaluation.pdf"`,
    );
    expect(answer.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await pdfOf(people.stranger.token)).statusCode).toBe(404);
  });
});

describe("a gate passed", () => {
  it("takes EVALUATION, EMAIL and DOCUMENT tasks of the later stage", async () => {
    for (const kind of ["evaluation", "email", "document"] as const) {
      const taken = await later(kind);
      expect({ kind, status: taken.status }).toEqual({ kind, status: 200 });
    }
  });
});

describe("reopening a decision", () => {
  it("is for a SUPER_ADMIN, with a reason, of a decided evaluation", async () => {
    const { evaluation } = await gateEvaluation(admin);
    const notAdmin = await as(people.a).post(`evaluation/${evaluation.id}/reopen/`, { reason: "New facts" });
    expect(notAdmin).toEqual({ status: 403, body: { message: "Only a SUPER_ADMIN can reopen a decision." } });
    for (const reason of [undefined, "", "   "]) {
      const missing = await admin.post(
        `evaluation/${evaluation.id}/reopen/`,
        reason === undefined ? {} : { reason },
      );
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.reason).toEqual(["Reason is required"]);
    }
    const long = await admin.post(`evaluation/${evaluation.id}/reopen/`, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.reason).toHaveLength(1);
    const { items } = await timelineItems(admin);
    const pending = items.find((item) => item.journey_item.task.id === LATER_EVALUATION.task_id)?.evaluation;
    expect(await admin.post(`evaluation/${pending?.id}/reopen/`, { reason: "Too early" })).toEqual({
      status: 409,
      body: { message: "Only a decided evaluation can be reopened." },
    });
    expect(await admin.post("evaluation/999999/reopen/", { reason: "None" })).toMatchObject({ status: 404 });
  });

  it("starts a new round: PENDING, no answers, the record and the comments kept, the gate closed again", async () => {
    const { evaluation } = await gateEvaluation(admin);
    const reopened = await admin.post(`evaluation/${evaluation.id}/reopen/`, {
      reason: "The auditors found a gap",
    });
    expect(reopened.status).toBe(200);
    const data = reopened.body.data as Evaluation;
    expect(data).toMatchObject({
      status: "PENDING",
      round: 2,
      answers: [],
      answered_by: [],
      answered_count: 0,
      decided: null,
      decision_records: [{ round: 1, status: "APPROVED" }],
      reopenings: [{ round: 1, reason: "The auditors found a gap" }],
    });
    expect(data.reopenings?.[0]?.reopened_by).not.toBeNull();
    // The answers' comments stay on the item; the round's record keeps the answers.
    const { items } = await timelineItems(as(people.a));
    const item = items.find((entry) => entry.evaluation?.id === evaluation.id);
    expect(item?.comments.map((comment) => comment.comment_text)).toEqual(
      expect.arrayContaining(["Alpha likes the margins", "Gamma approves"]),
    );
    const record = (await admin.get(`decision/${data.decision_records?.[0]?.id}`)).body
      .data as DecisionRecord;
    expect(record.answers).toHaveLength(3);
    expect((await later("evaluation")).status).toBe(409);
    // The reopening is in the company's history with its reason.
    const history = await admin.get(`company/${companyId}/history?page=1&page_size=500`);
    expect(JSON.stringify(history.body)).toContain("The auditors found a gap");
    // Already PENDING: nothing to reopen.
    expect((await admin.post(`evaluation/${evaluation.id}/reopen/`, { reason: "Again" })).status).toBe(409);
  });

  it("takes the reviewers' answers again and freezes the new round's record", async () => {
    const { evaluation } = await gateEvaluation(admin);
    expect((await answer(people.a, evaluation, "APPROVED", "Alpha, second look")).status).toBe(200);
    const { evaluation: hidden } = await gateEvaluation(as(people.b));
    expect(hidden).toMatchObject({ answers_hidden: true, answered_count: 1, answers: [] });
    const decided = await answer(people.b, evaluation, "APPROVED", "Beta, convinced now");
    expect(decided.body.data).toMatchObject({ status: "APPROVED", round: 2 });
    const entries = (await admin.get(`company/${companyId}/decisions`)).body.data as DecisionRecordEntry[];
    expect(entries.map((entry) => entry.round)).toEqual([1, 2]);
    expect((await later("document")).status).toBe(200);
  });
});

describe("two deciding answers at the same moment", () => {
  it("decide once: one decision record", async () => {
    const otherId = await admin.create(companyBody(await createRefs(server, "Committee race")));
    const reviewers: Account[] = [];
    for (let index = 0; index < 3; index += 1)
      reviewers.push(await createAccount(server, { company: [otherId] }));
    const made = await admin.post("evaluation/", {
      company_id: otherId,
      ...GATE,
      reviewer_ids: reviewers.map((reviewer) => reviewer.id),
    });
    expect(made.status).toBe(200);
    const evaluation = made.body.data as Evaluation;
    // Each of the two answers alone reaches the quorum with the first approval.
    expect((await answer(reviewers[0] as Account, evaluation, "APPROVED", "First", otherId)).status).toBe(
      200,
    );
    const both = await Promise.all([
      answer(reviewers[1] as Account, evaluation, "APPROVED", "Second", otherId),
      answer(reviewers[2] as Account, evaluation, "APPROVED", "Third", otherId),
    ]);
    expect(both.map((given) => given.status)).toEqual([200, 200]);
    const rows = await server.database.db
      .select({ id: decisionRecords.id, round: decisionRecords.round })
      .from(decisionRecords)
      .where(eq(decisionRecords.evaluationId, evaluation.id));
    expect(rows).toHaveLength(1);
    expect((await gateEvaluation(admin, otherId)).evaluation.status).toBe("APPROVED");
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Evaluation, Id, ReviewRequest } from "@pipeline/contract";
import { journeyEvaluations } from "../../src/db/schema";
import {
  type Account,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  type Refs,
} from "../api/companyWorld";
import { ADMIN, injectedApp } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { reopenAt } from "./reopenings";

// My Reviews (`GET evaluation/mine`): the evaluations waiting for the signed-in user's answer, made
// and answered through the API; a decision and a reopening are written into their tables as the
// committee's rules write them.

const server = injectedApp();
let admin: Caller;
let refs: Refs;
let adminId: Id;
let asha: Account;
let ravi: Account;
let meera: Account;

/** A company of its own (the screening review is once per company) and its screening review. */
async function evaluation(name: string, reviewers: Id[]): Promise<Evaluation & { companyId: Id }> {
  const companyId = await admin.create(companyBody(refs, { company_name: name }));
  const answer = await admin.post("evaluation/", {
    company_id: companyId,
    stage_id: 2,
    task_id: 8,
    reviewer_ids: reviewers,
    status: "PENDING",
  });
  expect(answer.status).toBe(200);
  return { ...(answer.body.data as Evaluation), companyId };
}

/** Sets when an evaluation was asked for, so that the order of the list is the test's. */
async function askedAt(evaluationId: Id, at: string) {
  await server.database.db
    .update(journeyEvaluations)
    .set({ created: new Date(at) })
    .where(eq(journeyEvaluations.id, evaluationId));
}

async function answer(account: Account, given: Evaluation & { companyId: Id }, status = "HOLD") {
  const reply = await caller(server, account.token).put(`evaluation/${given.id}/`, {
    company_id: given.companyId,
    journey_item_id: given.journey_item,
    comment: `${status} from ${account.id}`,
    status,
  });
  expect(reply.status).toBe(200);
}

async function mine(account: Account, query = "") {
  const reply = await caller(server, account.token).get(`evaluation/mine${query}`);
  expect(reply.status).toBe(200);
  return { rows: reply.body.results?.data as ReviewRequest[], count: reply.body.count };
}

const companiesOf = (rows: ReviewRequest[]) => rows.map((row) => row.company.company_name);

beforeAll(async () => {
  const world = await companyWorld(server, "Reviews one", "Reviews two");
  admin = world.admin;
  refs = world.one;
  adminId = (await server.repos.users.findForLogin(ADMIN.username))?.id as Id;
  asha = await createAccount(server);
  ravi = await createAccount(server);
  meera = await createAccount(server);
}, SETUP_TIMEOUT_MS);

describe("GET evaluation/mine", () => {
  let first: Evaluation & { companyId: Id };
  let second: Evaluation & { companyId: Id };
  let third: Evaluation & { companyId: Id };

  beforeAll(async () => {
    // Made out of order: the list orders by when each was asked for, not by id.
    third = await evaluation("Zircon Mills", [asha.id, ravi.id]);
    first = await evaluation("Amber Foods", [ravi.id, asha.id, meera.id]);
    second = await evaluation("Basalt Energy", [asha.id]);
    await askedAt(first.id, "2026-03-01T04:30:00.000Z");
    await askedAt(second.id, "2026-03-02T04:30:00.000Z");
    await askedAt(third.id, "2026-03-03T04:30:00.000Z");
  }, SETUP_TIMEOUT_MS);

  it("lists the evaluations waiting for my answer, oldest first, with what the row shows", async () => {
    const { rows, count } = await mine(asha);
    expect(count).toBe(3);
    expect(companiesOf(rows)).toEqual(["Amber Foods", "Basalt Energy", "Zircon Mills"]);
    expect(rows[0]).toEqual({
      evaluation_id: first.id,
      journey_item_id: first.journey_item,
      company: { id: first.companyId, company_name: "Amber Foods" },
      stage: { id: 2, label: "Screening" },
      task: { id: 8, label: "Screening Review" },
      requested_by: expect.objectContaining({ pk: adminId }),
      since: "2026-03-01T04:30:00.000Z",
      quorum: null,
      blind: false,
      reviewer_count: 3,
      answered_count: 0,
    });
  });

  it("lists only my own: a user who reviews nothing gets an empty list", async () => {
    const nobody = await createAccount(server);
    expect(await mine(nobody)).toEqual({ rows: [], count: 0 });
    expect(companiesOf((await mine(meera)).rows)).toEqual(["Amber Foods"]);
  });

  it("pages with page and page_size, the count being all of them", async () => {
    const page = await mine(asha, "?page=2&page_size=2");
    expect(page.count).toBe(3);
    expect(companiesOf(page.rows)).toEqual(["Zircon Mills"]);
    // Past the end: no rows, the count still all of them.
    expect(await mine(asha, "?page=3&page_size=2")).toEqual({ rows: [], count: 3 });
  });

  it("leaves out what I answered; the others see how many have answered", async () => {
    await answer(asha, first);
    expect(companiesOf((await mine(asha)).rows)).toEqual(["Basalt Energy", "Zircon Mills"]);
    const forRavi = (await mine(ravi)).rows;
    expect(forRavi.find((row) => row.evaluation_id === first.id)?.answered_count).toBe(1);
  });

  it("leaves out a decided evaluation, for everyone", async () => {
    await server.database.db
      .update(journeyEvaluations)
      .set({ status: "APPROVED", decidedAt: new Date() })
      .where(eq(journeyEvaluations.id, third.id));
    expect(companiesOf((await mine(asha)).rows)).toEqual(["Basalt Energy"]);
    expect(companiesOf((await mine(ravi)).rows)).toEqual(["Amber Foods"]);
  });

  it("lists a reopened evaluation again, since its reopening: a new round of answers", async () => {
    await answer(ravi, first, "APPROVED");
    await reopenAt(server.database.db, third.id, adminId, [
      { at: new Date("2026-02-20T10:00:00.000Z"), reason: "New figures arrived" },
      { at: new Date("2026-03-05T10:00:00.000Z"), reason: "And again" },
    ]);
    const { rows } = await mine(asha);
    expect(companiesOf(rows)).toEqual(["Basalt Energy", "Zircon Mills"]);
    // The latest reopening began the round.
    expect(rows[1]?.since).toBe("2026-03-05T10:00:00.000Z");
    expect(companiesOf((await mine(ravi)).rows)).toEqual(["Zircon Mills"]);
  });

  it("answers 401 without a sign-in, and 400 for a page size out of range", async () => {
    const anonymous = await server.call({ method: "GET", url: "/api/v1/evaluation/mine" });
    expect(anonymous.status).toBe(401);
    const tooMany = await caller(server, asha.token).get("evaluation/mine?page_size=100000");
    expect(tooMany.status).toBe(400);
    const notANumber = await caller(server, asha.token).get("evaluation/mine?page=first");
    expect(notANumber.status).toBe(400);
  });
});

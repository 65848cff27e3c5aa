import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Company,
  CompanyActivity,
  Evaluation,
  Id,
  JourneyItem,
  JourneyTimeline,
  UserJourneyAccess,
} from "@pipeline/contract";
import { createDiskStorage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { pdfBytes } from "../documents/fixtures";
import { upload } from "../documents/documentWorld";
import { type Account, caller, type Caller, companyBody, companyWorld, createAccount } from "./companyWorld";
import { injectedApp } from "./injectApp";

// What the company page reads beside its journey's tasks: standalone comments and uploaded files
// (who, when), evaluations with several reviewers (each answer, the status all of them make, the
// company's approved flag), and what a guest reaching the company through one grant receives.

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-company-page-"));
const server = injectedApp({ services: { storage: createDiskStorage(dir) } });
let admin: Caller;
let companyId: Id;
const accounts = {} as Record<"first" | "second" | "third" | "guest", Account>;

// The seeded journey's EVALUATION tasks (seed/journey.json), each taken once.
const SCREENING_EVALUATION = { stage_id: 2, task_id: 8 };
const EVALUATION_STAGE_EVALUATION = { stage_id: 3, task_id: 12 };
const DILIGENCE_EVALUATION = { stage_id: 4, task_id: 17 };
const LINKEDIN = { stage_id: 1, task_id: 1 };
/** A test that makes several evaluations and answers, on a shared machine. */
const MANY_CALLS_MS = 30_000;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const world = await companyWorld(server, "Page one", "Page two");
  admin = world.admin;
  companyId = await admin.create(
    companyBody(world.one, { email: "office@acme.example", contact_number: "+44 20 7946 0000" }),
  );
  accounts.first = await createAccount(server);
  accounts.second = await createAccount(server);
  accounts.third = await createAccount(server);
  accounts.guest = await createAccount(server);
}, SETUP_TIMEOUT_MS);

const as = (account: Account) => caller(server, account.token);

async function activity(who: Caller = admin): Promise<CompanyActivity> {
  const answer = await who.get(`company/${companyId}/activity`);
  expect(answer.status).toBe(200);
  return answer.body.data as CompanyActivity;
}

async function journeyItems(who: Caller = admin): Promise<JourneyItem[]> {
  const answer = await who.get(`company/${companyId}/journey`);
  expect(answer.status).toBe(200);
  return (answer.body.data as JourneyTimeline).flatMap((stage) => stage.items);
}

const approved = async () => ((await admin.get(`company/${companyId}`)).body.data as Company).approved;

async function evaluate(task: { stage_id: Id; task_id: Id }, reviewers: Account[]): Promise<Evaluation> {
  const answer = await admin.post("evaluation/", {
    company_id: companyId,
    ...task,
    reviewer_ids: reviewers.map((account) => account.id),
    status: "PENDING",
  });
  expect(answer.status).toBe(200);
  return answer.body.data as Evaluation;
}

async function answerAs(account: Account, evaluation: Evaluation, status: string, comment: string) {
  const answer = await as(account).put(`evaluation/${evaluation.id}/`, {
    company_id: companyId,
    journey_item_id: evaluation.journey_item,
    status,
    comment,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as Evaluation;
}

describe("the company's activity: standalone comments and uploaded files", () => {
  it("answers a standalone comment with who wrote it and when", async () => {
    const before = Date.now();
    const added = await admin.post("comment/", {
      company_id: companyId,
      comment_text: "Met the founders at the fair",
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe("Comment added successfully.");
    const { comments } = await activity();
    expect(comments).toEqual([
      expect.objectContaining({
        comment_text: "Met the founders at the fair",
        modified_by: { first_name: expect.any(String), last_name: expect.any(String) },
        journey_item: null,
        company_id: companyId,
      }),
    ]);
    expect(comments[0]?.modified_by.first_name).not.toBe("");
    expect(Date.parse(comments[0]?.created ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers the files of the Upload dialog with their round, who uploaded them and when", async () => {
    const sent = await upload(
      server,
      await server.adminToken(),
      { company_id: companyId, type: "OTHER", uploaded_on: "Round 2", description: "Board pack" },
      [
        ["file", "board.pdf", pdfBytes("Board")],
        ["file", "cap-table.pdf", pdfBytes("Cap table")],
      ],
    );
    expect(sent.status).toBe(200);
    const { uploads } = await activity();
    expect(uploads.map((file) => [file.file_name, file.uploaded_on, file.description])).toEqual([
      ["board.pdf", "Round 2", "Board pack"],
      ["cap-table.pdf", "Round 2", "Board pack"],
    ]);
    for (const file of uploads) {
      expect(file.journey_item).toBeNull();
      expect(file.uploaded_by?.first_name).toBeTruthy();
      expect(Number.isNaN(Date.parse(file.created))).toBe(false);
    }
  });

  it("answers 404 for a company the caller does not see", async () => {
    const answer = await as(accounts.first).get(`company/${companyId}/activity`);
    expect(answer.status).toBe(404);
  });
});

describe("an evaluation with several reviewers", () => {
  let evaluation: Evaluation;

  it(
    "waits while one of three has approved, is held by a HOLD, and shows each reviewer's answer",
    async () => {
      evaluation = await evaluate(SCREENING_EVALUATION, [accounts.first, accounts.second, accounts.third]);
      const one = await answerAs(accounts.first, evaluation, "APPROVED", "Strong team");
      expect(one.status).toBe("PENDING");
      const two = await answerAs(accounts.second, evaluation, "HOLD", "Wait for the audit");
      expect(two.status).toBe("HOLD");
      expect(await approved()).toBe(false);
      const item = (await journeyItems()).find((entry) => entry.id === evaluation.journey_item);
      expect(item?.status).toBe("HOLD");
      // Each answer is on the item: who, what, why and when.
      expect(
        (item?.evaluation?.answers ?? []).map((answer) => [
          answer.reviewer.pk,
          answer.status,
          answer.comment,
        ]),
      ).toEqual([
        [accounts.first.id, "APPROVED", "Strong team"],
        [accounts.second.id, "HOLD", "Wait for the audit"],
      ]);
      expect(item?.evaluation?.answers?.[0]?.reviewer.first_name).toBeTruthy();
    },
    MANY_CALLS_MS,
  );

  it(
    "is REJECTED by one rejection, whatever the others said, and the company is not approved",
    async () => {
      const last = await answerAs(accounts.third, evaluation, "REJECTED", "Numbers do not add up");
      expect(last.status).toBe("REJECTED");
      expect(await approved()).toBe(false);
      const item = (await journeyItems()).find((entry) => entry.id === evaluation.journey_item);
      expect(item?.status).toBe("REJECTED");
    },
    MANY_CALLS_MS,
  );

  it(
    "approves the company by the evaluation decided last: a later approval, then a later rejection",
    async () => {
      const second = await evaluate(EVALUATION_STAGE_EVALUATION, [accounts.first, accounts.second]);
      await answerAs(accounts.first, second, "APPROVED", "Fixed the numbers");
      expect(await approved()).toBe(false);
      expect((await answerAs(accounts.second, second, "APPROVED", "Agreed")).status).toBe("APPROVED");
      expect(await approved()).toBe(true);

      const third = await evaluate(DILIGENCE_EVALUATION, [accounts.first, accounts.second]);
      await answerAs(accounts.first, third, "APPROVED", "Diligence clean");
      // Still waiting on the second reviewer: the earlier decision stands.
      expect(await approved()).toBe(true);
      await answerAs(accounts.second, third, "REJECTED", "A lawsuit came up");
      expect(await approved()).toBe(false);
    },
    MANY_CALLS_MS,
  );
});

describe("a guest who reaches the company through one grant", () => {
  let itemId: Id;

  beforeAll(async () => {
    const company = (await admin.get(`company/${companyId}`)).body.data as Company;
    const memberId = company.company_members[0]?.id as Id;
    const linkedin = await admin.post("linkedin/", {
      company_id: companyId,
      ...LINKEDIN,
      company_member_ids: [memberId],
      message: "Hello from the fund",
      date: "2026-11-20T10:00:00.000Z",
    });
    expect(linkedin.status).toBe(200);
    itemId = (linkedin.body.data as JourneyItem).id;
    const grant = await admin.post("user-journey-access/", {
      user_id: accounts.guest.id,
      valid_days: 2,
      company_id: companyId,
      content_type: "journeyitem",
      object_id: itemId,
    });
    expect((grant.body.data as UserJourneyAccess).object_id).toBe(itemId);
  });

  it("receives the company without its e-mail, number or members' contact data", async () => {
    const full = (await admin.get(`company/${companyId}`)).body.data as Company;
    expect(full.email).toBe("office@acme.example");
    expect(full.company_members.length).toBeGreaterThan(0);

    const answer = await as(accounts.guest).get(`company/${companyId}`);
    expect(answer.status).toBe(200);
    const shared = answer.body.data as Company;
    expect(shared).toMatchObject({
      id: companyId,
      company_name: full.company_name,
      journey_access: "shared",
      email: null,
      contact_number: null,
      company_members: [],
    });
    const text = JSON.stringify(answer.body);
    for (const member of full.company_members) {
      expect(text).not.toContain(member.email);
      expect(text).not.toContain(member.mobile);
    }
  });

  it("sees the shared item with its members' names, not their e-mail or phone", async () => {
    const full = (await admin.get(`company/${companyId}`)).body.data as Company;
    const member = full.company_members[0];
    const [item, ...others] = await journeyItems(as(accounts.guest));
    expect(others).toEqual([]);
    expect(item?.id).toBe(itemId);
    expect(item?.message).toBe("Hello from the fund");
    expect(item?.company_members.map((entry) => [entry.first_name, entry.last_name])).toEqual([
      [member?.first_name, member?.last_name],
    ]);
    const text = JSON.stringify(item);
    expect(text).not.toContain(member?.email);
    expect(text).not.toContain(member?.mobile);
  });

  it("gets no standalone comments or uploaded files: a grant opens its item, not the company", async () => {
    expect(await activity(as(accounts.guest))).toEqual({ comments: [], uploads: [] });
    // The reviewers' comments joined their items; the company's own notes are the standalone one alone.
    expect((await activity()).comments.map((comment) => comment.comment_text)).toEqual([
      "Met the founders at the fair",
    ]);
  });
});

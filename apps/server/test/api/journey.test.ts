import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  Company,
  CompanyListRow,
  Evaluation,
  Id,
  JourneyItem,
  JourneyItemDefinition,
  JourneyTimeline,
  Summary,
  UserJourneyAccess,
} from "@pipeline/contract";
import { permissions, rolePermissions, roles, userJourneyAccess, userRoles } from "../../src/db/schema";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import {
  ALREADY_ANSWERED_MESSAGE,
  MEMBERS_NOT_OF_COMPANY_MESSAGE,
  NOT_A_REVIEWER_MESSAGE,
  NOT_COMMENT_AUTHOR_MESSAGE,
  NOT_GRANT_OWNER_MESSAGE,
  REVIEWERS_INACTIVE_MESSAGE,
  TASK_USED_MESSAGE,
} from "../../src/modules/journey/messages";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import {
  type Account,
  caller,
  type Caller,
  companyBody,
  companyWorld,
  createAccount,
  type Refs,
} from "./companyWorld";
import { type Answer, injectedApp } from "./injectApp";

// The company journey's rules and permissions, call by call (journey-and-sign-in 4-7): task
// offering, evaluations and their reviewers, LinkedIn, summaries and call notes with every limit,
// comments, templates, and time-limited access to one item; every refusal writes nothing.

const server = injectedApp();
let admin: Caller;
let one: Refs;
let companyId: Id;
let otherCompanyId: Id;
let memberId: Id;
let otherMemberId: Id;
const accounts = {} as Record<
  "reviewer" | "second" | "assigned" | "outsider" | "inactive" | "blind",
  Account
>;

// The seeded journey (seed/journey.json).
const LINKEDIN = { stage_id: 1, task_id: 1 };
const CALL_NOTES = { stage_id: 2, task_id: 6 };
const SUMMARY = { stage_id: 2, task_id: 7 };
const EVALUATION = { stage_id: 2, task_id: 8 };

const as = (account: Account) => caller(server, account.token);

/** Rows of every journey table, to see that a refusal wrote nothing. */
async function journeyRows(): Promise<string> {
  const tables = [
    "company_journey_items",
    "journey_item_members",
    "journey_item_users",
    "company_comments",
    "journey_evaluations",
    "journey_evaluation_answers",
    "journey_summaries",
    "journey_summary_priorities",
    "journey_summary_fields",
    "journey_call_notes",
    "user_journey_access",
    "journey_access_reads",
  ];
  const result = (await server.database.db.execute(
    sql.raw(
      tables
        .map(
          (name) =>
            `select '${name}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)), 0)::text as h from "${name}" x`,
        )
        .join(" union all "),
    ),
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows);
}

/** Sends the request and expects a refusal with that status and message that writes nothing. */
async function refused(send: () => Promise<Answer>, status: number, message: string, field?: string) {
  const before = await journeyRows();
  const answer = await send();
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
  if (field) expect(answer.body.errors?.[field]).toContain(message);
  expect(await journeyRows()).toBe(before);
  return answer;
}

function linkedinBody(overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    ...LINKEDIN,
    company_member_ids: [memberId],
    message: "Hello from the fund",
    date: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

function summaryBody(overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    ...SUMMARY,
    country: "India",
    meeting: "First call",
    business: "Robots for warehouses",
    last_year_op_profit: "1.2m",
    priority: [{ prio: "Hire a CFO" }, { prio: "Close the round" }],
    additional_fields: [{ field_name: "Moat", field_value: "Patents on grippers" }],
    ...overrides,
  };
}

async function items(timeline: Answer): Promise<JourneyItem[]> {
  return (timeline.body.data as JourneyTimeline).flatMap((stage) => stage.items);
}

async function withoutJourneyPermission(userId: Id) {
  // A role of its own that grants nothing, so the user sees the company but not its journey.
  const { db } = server.database;
  const [role] = await db
    .insert(roles)
    .values({ name: "Viewer" })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  const [viewer] = role
    ? [role]
    : await db.select({ id: roles.id }).from(roles).where(eq(roles.name, "Viewer"));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values({ userId, roleId: viewer?.id ?? 0 });
  const [journey] = await db.select().from(permissions).where(eq(permissions.code, "can_view_journey"));
  await db
    .delete(rolePermissions)
    .where(
      sql`${rolePermissions.roleId} = ${viewer?.id ?? 0} and ${rolePermissions.permissionId} = ${journey?.id ?? 0}`,
    );
}

beforeAll(async () => {
  const world = await companyWorld(server, "Journey one", "Journey two");
  admin = world.admin;
  one = world.one;
  companyId = await admin.create(companyBody(one, { pitch_line: "Robots that pick anything" }));
  otherCompanyId = await admin.create(companyBody(one));
  const company = (await admin.get(`company/${companyId}`)).body.data as Company;
  const other = (await admin.get(`company/${otherCompanyId}`)).body.data as Company;
  memberId = company.company_members[0]?.id as Id;
  otherMemberId = other.company_members[0]?.id as Id;
  accounts.reviewer = await createAccount(server);
  accounts.second = await createAccount(server);
  accounts.assigned = await createAccount(server, { company: [companyId] });
  accounts.outsider = await createAccount(server);
  accounts.inactive = await createAccount(server);
  accounts.blind = await createAccount(server, { company: [companyId] });
  await server.database.db.execute(
    sql`update users set is_active = false where id = ${accounts.inactive.id}`,
  );
  await withoutJourneyPermission(accounts.blind.id);
}, SETUP_TIMEOUT_MS);

describe("the journey definition", () => {
  it("answers the stages in order, each with its tasks, type and allow_multiple", async () => {
    const answer = await admin.get("journey-item");
    const stages = answer.body.data as JourneyItemDefinition[];
    expect(stages.map((entry) => entry.stage.order)).toEqual(
      [...stages.map((entry) => entry.stage.order)].sort((a, b) => a - b),
    );
    expect(stages[0]?.tasks[0]).toEqual({
      id: 1,
      label: "LinkedIn Connect",
      name: "linkedin_connect",
      type: "LINKEDIN",
      allow_multiple: true,
      // Not an evaluation: no committee gate.
      gate: null,
    });
  });
});

describe("LinkedIn and the timeline", () => {
  it("adds a LinkedIn item, shows it on the timeline at once and moves the company's last stage and task", async () => {
    const answer = await admin.post("linkedin/", linkedinBody());
    expect(answer.status).toBe(200);
    const item = answer.body.data as JourneyItem;
    expect(item).toMatchObject({
      journey_item: { stage: { id: 1, label: "Sourcing" }, task: { id: 1, type: "LINKEDIN" } },
      message: "Hello from the fund",
      start_date: "2026-11-20T10:00:00.000Z",
      status: null,
      company_members: [{ id: memberId }],
      created_by: { first_name: expect.any(String) },
    });
    const timeline = await admin.get(`company/${companyId}/journey`);
    expect(timeline.status).toBe(200);
    expect((timeline.body.data as JourneyTimeline)[0]?.stage).toEqual({ id: 1, label: "Sourcing", order: 1 });
    expect((await items(timeline)).map((entry) => entry.id)).toContain(item.id);
    const name = ((await admin.get(`company/${companyId}`)).body.data as Company).company_name;
    const list = await admin.get(`company?search=${encodeURIComponent(name)}&page_size=100`);
    const row = (list.body.results?.data as CompanyListRow[]).find((entry) => entry.id === companyId);
    expect(row?.last_stage_task).toEqual({
      stage: { id: 1, label: "Sourcing" },
      task: { id: 1, label: "LinkedIn Connect" },
    });
  });

  it("takes a task that allows multiple again", async () => {
    expect((await admin.post("linkedin/", linkedinBody())).status).toBe(200);
  });

  it("refuses members of another company, an empty list, a missing date and a message over 4000", async () => {
    await refused(
      () => admin.post("linkedin/", linkedinBody({ company_member_ids: [otherMemberId] })),
      400,
      MEMBERS_NOT_OF_COMPANY_MESSAGE,
      "company_member_ids",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ company_member_ids: [] })),
      400,
      "At least one company member is required",
      "company_member_ids",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ date: null })),
      400,
      "Date is required",
      "date",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ message: "" })),
      400,
      "Message is required",
      "message",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ message: "x".repeat(4001) })),
      400,
      "Message must be at most 4000 characters",
      "message",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ stage_id: null })),
      400,
      "Stage is required",
      "stage_id",
    );
    await refused(
      () => admin.post("linkedin/", linkedinBody({ task_id: SUMMARY.task_id })),
      400,
      "Select a task of the chosen stage.",
      "task_id",
    );
  });

  it("refuses the journey of a company a USER cannot see, and to a user without can_view_journey", async () => {
    await refused(() => as(accounts.outsider).get(`company/${companyId}/journey`), 404, "Company not found.");
    await refused(() => as(accounts.blind).get(`company/${companyId}/journey`), 403, FORBIDDEN_MESSAGE);
    await refused(() => as(accounts.blind).post("linkedin/", linkedinBody()), 403, FORBIDDEN_MESSAGE);
    await refused(() => as(accounts.outsider).post("linkedin/", linkedinBody()), 404, "Company not found.");
    expect((await as(accounts.assigned).get(`company/${companyId}/journey`)).status).toBe(200);
    // The company answer says so: the whole journey to one, none to the other.
    expect((await as(accounts.assigned).get(`company/${companyId}`)).body.data).toMatchObject({
      journey_access: "whole",
    });
    expect((await as(accounts.blind).get(`company/${companyId}`)).body.data).toMatchObject({
      journey_access: "none",
    });
    // The company's history holds its journey: refused with it.
    await refused(() => as(accounts.blind).get(`company/${companyId}/history`), 403, FORBIDDEN_MESSAGE);
    expect((await as(accounts.assigned).get(`company/${companyId}/history`)).status).toBe(200);
  });
});

describe("task offering", () => {
  it("refuses a single task already in the journey with 409, writing nothing", async () => {
    const first = await admin.post("summary/", summaryBody());
    expect(first.status).toBe(200);
    await refused(() => admin.post("summary/", summaryBody()), 409, TASK_USED_MESSAGE, "task_id");
  });
});

describe("summaries", () => {
  let summary: Summary;

  it("answers the summary with its entries; the timeline item names it", async () => {
    const timeline = await items(await admin.get(`company/${companyId}/journey`));
    const item = timeline.find((entry) => entry.journey_item.task.id === SUMMARY.task_id);
    expect(item?.summary_id).toEqual(expect.any(Number));
    const answer = await admin.get(`summary/${item?.summary_id}`);
    summary = answer.body.data as Summary;
    expect(summary).toMatchObject({
      country: "India",
      business: "Robots for warehouses",
      last_year_op_profit: "1.2m",
      founders: "",
      priority: [{ prio: "Hire a CFO" }, { prio: "Close the round" }],
      additional_fields: [{ field_name: "Moat", field_value: "Patents on grippers" }],
    });
  });

  it("updates: EDITED changes an entry, DELETED hides it, a new one joins", async () => {
    const [hire, close] = summary.priority;
    const answer = await admin.put(
      `summary/${summary.id}/`,
      summaryBody({
        founders: "Asha and Ravi",
        priority: [
          { id: hire?.id, prio: "Hire a CFO soon", status: "EDITED" },
          { id: close?.id, prio: "Close the round", status: "DELETED" },
          { prio: "Open a US office" },
        ],
        additional_fields: [{ ...summary.additional_fields[0], status: "DELETED" }],
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      founders: "Asha and Ravi",
      priority: [{ id: hire?.id, prio: "Hire a CFO soon", status: "EDITED" }, { prio: "Open a US office" }],
      additional_fields: [],
    });
    expect((await admin.get(`summary/${summary.id}`)).body.data).toEqual(answer.body.data);
  });

  it("refuses every limit of the form with its words, writing nothing", async () => {
    const put = (overrides: Record<string, unknown>) => () =>
      admin.put(`summary/${summary.id}/`, summaryBody(overrides));
    await refused(put({ country: "x".repeat(101) }), 400, "Too Long!", "country");
    await refused(put({ business: "x".repeat(1001) }), 400, "Too Long!", "business");
    await refused(put({ last_year_net_profit: "12345678901" }), 400, "Too Long!", "last_year_net_profit");
    await refused(put({ priority: [{ prio: "a" }] }), 400, "Too Short!", "priority.0.prio");
    await refused(put({ priority: [{ prio: "" }] }), 400, "This is required", "priority.0.prio");
    await refused(put({ priority: [{ prio: "x".repeat(101) }] }), 400, "Too Long!", "priority.0.prio");
    await refused(
      put({ additional_fields: [{ field_name: "", field_value: "ok value" }] }),
      400,
      "Name is required",
      "additional_fields.0.field_name",
    );
    await refused(
      put({ additional_fields: [{ field_name: "x".repeat(21), field_value: "ok value" }] }),
      400,
      "Too Long!",
      "additional_fields.0.field_name",
    );
    await refused(
      put({ additional_fields: [{ field_name: "Moat", field_value: "" }] }),
      400,
      "Value is required",
      "additional_fields.0.field_value",
    );
    await refused(
      put({ additional_fields: [{ field_name: "Moat", field_value: "x".repeat(801) }] }),
      400,
      "Too Long!",
      "additional_fields.0.field_value",
    );
    await refused(
      put({ priority: [{ id: 999999, prio: "Not ours", status: "EDITED" }] }),
      400,
      "Select a valid choice.",
      "priority.0.id",
    );
    await refused(() => admin.put("summary/999999/", summaryBody()), 404, "Summary not found.");
  });
});

describe("call notes", () => {
  it("adds, reads and updates call notes; every limit refused with Too Long!", async () => {
    const body = {
      company_id: companyId,
      ...CALL_NOTES,
      ebidta: "12%",
      stage: "Seed",
      funding_projection_done: true,
    };
    const created = await admin.post("call-notes/", body);
    expect(created.status).toBe(200);
    const notes = created.body.data as { id: Id };
    expect(created.body.data).toMatchObject({
      ebidta: "12%",
      stage: "Seed",
      funding_projection_done: true,
      net_burn: "",
    });
    const updated = await admin.put(`call-notes/${notes.id}/`, { ...body, net_burn: "10k a month" });
    expect(updated.body.data).toMatchObject({ net_burn: "10k a month", ebidta: "12%" });
    expect((await admin.get(`call-notes/${notes.id}`)).body.data).toEqual(updated.body.data);
    await refused(
      () => admin.post("call-notes/", { ...body, stage: "x".repeat(256) }),
      400,
      "Too Long!",
      "stage",
    );
    await refused(
      () => admin.post("call-notes/", { ...body, dilution: "x".repeat(101) }),
      400,
      "Too Long!",
      "dilution",
    );
    await refused(
      () => admin.post("call-notes/", { ...body, team_structure: "x".repeat(1001) }),
      400,
      "Too Long!",
      "team_structure",
    );
    await refused(
      () => admin.post("call-notes/", { ...body, fundraising_challenges: "x".repeat(5001) }),
      400,
      "Too Long!",
      "fundraising_challenges",
    );
    await refused(() => as(accounts.outsider).get(`call-notes/${notes.id}`), 404, "Company not found.");
  });

  it("refuses call notes with nothing filled in, as the form does, and writes nothing", async () => {
    const empty = {
      company_id: companyId,
      ...CALL_NOTES,
      ebidta: "  ",
      funding_projection_done: false,
    };
    await refused(() => admin.post("call-notes/", empty), 400, "Fill in at least one field");
    const created = await admin.post("call-notes/", { ...empty, ebidta: "9%" });
    expect(created.status).toBe(200);
    const notes = created.body.data as { id: Id };
    await refused(() => admin.put(`call-notes/${notes.id}/`, empty), 400, "Fill in at least one field");
    expect((await admin.get(`call-notes/${notes.id}`)).body.data).toMatchObject({ ebidta: "9%" });
  });
});

describe("evaluations", () => {
  let evaluation: Evaluation;
  const review = (overrides: Record<string, unknown> = {}) => ({
    company_id: companyId,
    journey_item_id: evaluation.journey_item,
    comment: "Strong team",
    status: "APPROVED",
    ...overrides,
  });

  it("refuses reviewers who are not active users, and none at all", async () => {
    const body = { company_id: companyId, ...EVALUATION, status: "PENDING" };
    await refused(
      () => admin.post("evaluation/", { ...body, reviewer_ids: [accounts.inactive.id] }),
      400,
      REVIEWERS_INACTIVE_MESSAGE,
      "reviewer_ids",
    );
    await refused(
      () => admin.post("evaluation/", { ...body, reviewer_ids: [] }),
      400,
      "At least one member is required",
      "reviewer_ids",
    );
  });

  it("creates a PENDING evaluation with its reviewers", async () => {
    const answer = await admin.post("evaluation/", {
      company_id: companyId,
      ...EVALUATION,
      reviewer_ids: [accounts.reviewer.id, accounts.second.id],
      status: "PENDING",
    });
    expect(answer.status).toBe(200);
    evaluation = answer.body.data as Evaluation;
    expect(evaluation).toMatchObject({
      status: "PENDING",
      comment: null,
      reviewer_ids: [accounts.reviewer.id, accounts.second.id],
    });
  });

  it("lets no one but a listed reviewer answer", async () => {
    await refused(() => admin.put(`evaluation/${evaluation.id}/`, review()), 403, NOT_A_REVIEWER_MESSAGE);
    await refused(
      () => as(accounts.assigned).put(`evaluation/${evaluation.id}/`, review()),
      403,
      NOT_A_REVIEWER_MESSAGE,
    );
  });

  it("refuses a decision without comment or status in the form's words", async () => {
    const reviewer = as(accounts.reviewer);
    await refused(
      () => reviewer.put(`evaluation/${evaluation.id}/`, review({ comment: "" })),
      400,
      "Comment required",
      "comment",
    );
    await refused(
      () => reviewer.put(`evaluation/${evaluation.id}/`, review({ status: "" })),
      400,
      "Status required",
      "status",
    );
    await refused(
      () => reviewer.put(`evaluation/${evaluation.id}/`, review({ status: "PENDING" })),
      400,
      "Status must be APPROVED, REJECTED or HOLD",
      "status",
    );
  });

  it("takes a reviewer's decision once; the comment joins the item on the timeline", async () => {
    const company = async () => (await admin.get(`company/${companyId}`)).body.data as Company;
    expect((await company()).approved).toBe(false);
    const reviewer = as(accounts.reviewer);
    const answer = await reviewer.put(`evaluation/${evaluation.id}/`, review());
    expect(answer.status).toBe(200);
    // One of two reviewers has approved: the evaluation still waits for the other.
    expect(answer.body.data).toMatchObject({
      status: "PENDING",
      comment: "Strong team",
      answered_by: [accounts.reviewer.id],
    });
    expect((await company()).approved).toBe(false);
    await refused(
      () => reviewer.put(`evaluation/${evaluation.id}/`, review({ status: "REJECTED" })),
      403,
      ALREADY_ANSWERED_MESSAGE,
    );
    const held = await as(accounts.second).put(
      `evaluation/${evaluation.id}/`,
      review({ status: "HOLD", comment: "Wait for Q4" }),
    );
    expect(held.body.data).toMatchObject({
      status: "HOLD",
      comment: "Wait for Q4",
      answered_by: [accounts.reviewer.id, accounts.second.id],
    });
    // A HOLD holds the evaluation; with no evaluation APPROVED, the company is not.
    expect((await company()).approved).toBe(false);
    const item = (await items(await admin.get(`company/${companyId}/journey`))).find(
      (entry) => entry.id === evaluation.journey_item,
    );
    expect(item?.comments.map((comment) => comment.comment_text)).toEqual(["Strong team", "Wait for Q4"]);
    expect(item?.reviewers.map((user) => user.pk)).toEqual([accounts.reviewer.id, accounts.second.id]);
    expect(item?.evaluation).toMatchObject({
      id: evaluation.id,
      status: "HOLD",
      answered_by: [accounts.reviewer.id, accounts.second.id],
    });
    expect(item?.status).toBe("HOLD");
  });

  it("answers 404 for an evaluation that does not exist", async () => {
    await refused(
      () => as(accounts.reviewer).put("evaluation/999999/", review()),
      404,
      "Evaluation not found.",
    );
  });
});

describe("comments", () => {
  it("adds a comment; only its author may change it", async () => {
    const created = await as(accounts.assigned).post("comment/", {
      company_id: companyId,
      comment_text: "Met the founders",
    });
    expect(created.status).toBe(200);
    const comment = created.body.data as { id: Id };
    expect(created.body.data).toMatchObject({
      comment_text: "Met the founders",
      company_id: companyId,
      journey_item: null,
    });
    await refused(
      () => admin.put(`comment/${comment.id}/`, { company_id: companyId, comment_text: "Rewritten" }),
      403,
      NOT_COMMENT_AUTHOR_MESSAGE,
    );
    await refused(
      () => as(accounts.assigned).put(`comment/${comment.id}/`, { company_id: companyId, comment_text: "" }),
      400,
      "Comment required",
      "comment_text",
    );
    await refused(
      () => as(accounts.assigned).post("comment/", { company_id: companyId, comment_text: "x".repeat(4001) }),
      400,
      "Comment must be at most 4000 characters",
      "comment_text",
    );
    const changed = await as(accounts.assigned).put(`comment/${comment.id}/`, {
      company_id: companyId,
      comment_text: "Met both founders",
    });
    expect(changed.body.data).toMatchObject({ comment_text: "Met both founders" });
  });
});

describe("templates", () => {
  it("fills the company's name, pitch line and the member's first name", async () => {
    const company = (await admin.get(`company/${companyId}`)).body.data as Company;
    const answer = await admin.post("email-template/", {
      key: "linkedin_connect",
      company_id: companyId,
      company_member_id: memberId,
    });
    expect(answer.status).toBe(200);
    const body = (answer.body.data as { body: string }).body;
    expect(body).toContain(company.company_name);
    expect(body).toContain("Robots that pick anything");
    expect(body).toContain(company.company_members[0]?.first_name);
    expect(body).not.toContain("{{");
    const plain = await admin.post("email-template/", { key: "linkedin_connect" });
    expect((plain.body.data as { body: string }).body).toContain("{{company_name}}");
    await refused(
      () => admin.post("email-template/", { key: "no_such_task" }),
      404,
      "There is no template for this task.",
    );
    await refused(
      () =>
        admin.post("email-template/", {
          key: "linkedin_connect",
          company_id: companyId,
          company_member_id: otherMemberId,
        }),
      400,
      MEMBERS_NOT_OF_COMPANY_MESSAGE,
      "company_member_id",
    );
  });
});

describe("time-limited access to one journey item", () => {
  let itemId: Id;
  let hiddenItemId: Id;
  let grant: UserJourneyAccess;
  const grantBody = (overrides: Record<string, unknown> = {}) => ({
    user_id: accounts.outsider.id,
    valid_days: 1,
    company_id: companyId,
    content_type: "journeyitem",
    object_id: itemId,
    ...overrides,
  });

  beforeAll(async () => {
    const journey = await items(await admin.get(`company/${companyId}/journey`));
    itemId = journey.find((entry) => entry.journey_item.task.type === "LINKEDIN")?.id as Id;
    hiddenItemId = journey.find((entry) => entry.journey_item.task.type === "SUMMARY")?.id as Id;
  });

  it("refuses a grant without days, for no item of the company, to an inactive user or to oneself", async () => {
    await refused(
      () => admin.post("user-journey-access/", grantBody({ valid_days: 0 })),
      400,
      "Minimum 1 day is required",
      "valid_days",
    );
    await refused(
      () => admin.post("user-journey-access/", grantBody({ valid_days: null })),
      400,
      "Number of days is required",
      "valid_days",
    );
    await refused(
      () => admin.post("user-journey-access/", grantBody({ user_id: null })),
      400,
      "User is required",
      "user_id",
    );
    await refused(
      () => admin.post("user-journey-access/", grantBody({ user_id: accounts.inactive.id })),
      400,
      "Select an active user.",
      "user_id",
    );
    const me = (
      (await admin.get("users-viewset?show_details=true&current_user=true")).body.data as Array<{
        pk: Id;
      }>
    )[0]?.pk;
    expect(me).toBeGreaterThan(0);
    await refused(
      () => admin.post("user-journey-access/", grantBody({ user_id: me })),
      400,
      "You cannot give access to yourself.",
      "user_id",
    );
    await refused(
      () => admin.post("user-journey-access/", grantBody({ company_id: otherCompanyId })),
      400,
      "Select a journey item of this company.",
      "object_id",
    );
    await refused(
      () => admin.post("user-journey-access/", grantBody({ content_type: "company" })),
      400,
      "Content type must be journeyitem.",
      "content_type",
    );
    await refused(
      () => as(accounts.outsider).post("user-journey-access/", grantBody()),
      404,
      "Company not found.",
    );
  });

  it("grants a user one item for valid_days; the journey then shows that item only, each read logged", async () => {
    const before = Date.now();
    const answer = await admin.post("user-journey-access/", grantBody());
    expect(answer.status).toBe(200);
    grant = answer.body.data as UserJourneyAccess;
    expect(grant).toMatchObject({
      user_id: accounts.outsider.id,
      valid_days: 1,
      content_type: "journeyitem",
      object_id: itemId,
      access_log: [],
    });
    const until = Date.parse(grant.valid_until) - before;
    expect(until).toBeGreaterThan(86_400_000 - 60_000);
    expect(until).toBeLessThan(86_400_000 + 60_000);

    const timeline = await as(accounts.outsider).get(`company/${companyId}/journey`);
    expect(timeline.status).toBe(200);
    expect((await items(timeline)).map((entry) => entry.id)).toEqual([itemId]);
    const summaryId = (await items(await admin.get(`company/${companyId}/journey`))).find(
      (entry) => entry.id === hiddenItemId,
    )?.summary_id;
    await refused(() => as(accounts.outsider).get(`summary/${summaryId}`), 403, FORBIDDEN_MESSAGE);

    const list = await admin.get(
      `user-journey-access?company=${companyId}&content_type=journeyitem&object_id=${itemId}`,
    );
    expect(list.status).toBe(200);
    const [listed] = list.body.results?.data as UserJourneyAccess[];
    expect(listed?.access_log).toEqual([
      { user: expect.objectContaining({ pk: accounts.outsider.id }), accessed_at: expect.any(String) },
    ]);
    // The grantee sees their own grant on the item, and may not write on the journey.
    const own = await as(accounts.outsider).get(
      `user-journey-access?company=${companyId}&content_type=journeyitem&object_id=${itemId}`,
    );
    expect((own.body.results?.data as UserJourneyAccess[]).map((entry) => entry.id)).toEqual([grant.id]);
    await refused(
      () => as(accounts.outsider).get(`user-journey-access?company=${companyId}&object_id=${hiddenItemId}`),
      403,
      FORBIDDEN_MESSAGE,
    );
    await refused(() => as(accounts.outsider).post("linkedin/", linkedinBody()), 403, FORBIDDEN_MESSAGE);

    // The company reads as shared with them, and is not theirs to edit.
    const shared = await as(accounts.outsider).get(`company/${companyId}`);
    expect(shared.body.data).toMatchObject({ id: companyId, journey_access: "shared" });
    expect((await admin.get(`company/${companyId}`)).body.data).toMatchObject({ journey_access: "whole" });
    const rows = await journeyRows();
    // A guest receives no members; the edit is sent with the company's own, as a valid body.
    const sharedCompany = {
      ...(shared.body.data as Company),
      company_members: ((await admin.get(`company/${companyId}`)).body.data as Company).company_members,
    };
    await refused(
      () =>
        as(accounts.outsider).put(`company/${companyId}/`, {
          ...sharedCompany,
          company_name: "Renamed through a grant",
          location: sharedCompany.location.map((entry) => entry.id),
          company_type: [],
          country: null,
          practice: null,
          currency: null,
          industry: null,
          confidence_level: null,
        }),
      403,
      FORBIDDEN_MESSAGE,
    );
    expect(await journeyRows()).toBe(rows);
    expect((await admin.get(`company/${companyId}`)).body.data).not.toMatchObject({
      company_name: "Renamed through a grant",
    });
  });

  it("lets only the grant's creator or a SUPER_ADMIN change it", async () => {
    await refused(
      () => as(accounts.assigned).put(`user-journey-access/${grant.id}/`, grantBody({ valid_days: 0 })),
      403,
      NOT_GRANT_OWNER_MESSAGE,
    );
    await refused(
      () => as(accounts.outsider).put(`user-journey-access/${grant.id}/`, grantBody({ valid_days: 30 })),
      403,
      NOT_GRANT_OWNER_MESSAGE,
    );
  });

  it("revokes at once with 0 days: the next read is refused, as for a company not seen", async () => {
    const revoked = await admin.put(`user-journey-access/${grant.id}/`, grantBody({ valid_days: 0 }));
    expect(revoked.status).toBe(200);
    expect(Date.parse((revoked.body.data as UserJourneyAccess).valid_until)).toBeLessThanOrEqual(Date.now());
    await refused(() => as(accounts.outsider).get(`company/${companyId}/journey`), 404, "Company not found.");
  });

  it("refuses a grant once it has expired", async () => {
    const made = await as(accounts.assigned).post(
      "user-journey-access/",
      grantBody({ user_id: accounts.second.id }),
    );
    expect(made.status).toBe(200);
    const id = (made.body.data as UserJourneyAccess).id;
    expect((await as(accounts.second).get(`company/${companyId}/journey`)).status).toBe(200);
    await server.database.db
      .update(userJourneyAccess)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(userJourneyAccess.id, id));
    await refused(() => as(accounts.second).get(`company/${companyId}/journey`), 404, "Company not found.");
    // Its creator may renew it.
    const renewed = await as(accounts.assigned).put(
      `user-journey-access/${id}/`,
      grantBody({ user_id: accounts.second.id, valid_days: 3 }),
    );
    expect(renewed.body.data).toMatchObject({ valid_days: 3 });
    expect((await as(accounts.second).get(`company/${companyId}/journey`)).status).toBe(200);
  });

  it("refuses more days than a grant can hold", async () => {
    await refused(
      () => admin.post("user-journey-access/", grantBody({ valid_days: 2_000_000_000 })),
      400,
      "Number of days must be at most 36500",
      "valid_days",
    );
  });
});

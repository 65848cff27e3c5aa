/*
 * The journey's calls carry their inputs as calls.ts says: the body is the input as given, ids go
 * in the path, the access list's filter in the query, and each answer is read the way its call
 * answers (a record, a write, a page).
 */
import { describe, expect, it } from "vitest";
import type {
  CallNotesInput,
  CommentInput,
  EvaluationCreateInput,
  EvaluationReviewInput,
  LinkedinInput,
  SummaryInput,
  UserJourneyAccessInput,
} from "@pipeline/contract";
import { useFixture } from "./support/useFixture";

const target = { company_id: 6, stage_id: 2, task_id: 9 };

const evaluation: EvaluationCreateInput = { ...target, reviewer_ids: [3, 4], status: "PENDING" };
const review: EvaluationReviewInput = {
  company_id: 6,
  journey_item_id: 21,
  comment: "Strong team.",
  status: "APPROVED",
};
const linkedin: LinkedinInput = {
  ...target,
  company_member_ids: [11, 12],
  message: "Hello Lena",
  date: "2024-05-02T09:30:00.000Z",
};
const comment: CommentInput = { company_id: 6, comment_text: "Promising." };
const access: UserJourneyAccessInput = {
  user_id: 5,
  valid_days: 3,
  company_id: 6,
  content_type: "journeyitem",
  object_id: 21,
};
const summary = {
  ...target,
  country: "India",
  priority: [{ id: 2, prio: "Hire a CFO", status: "EDITED" }],
  additional_fields: [{ field_name: "Auditor", field_value: "Big Four" }],
} as unknown as SummaryInput;
const callNotes = {
  ...target,
  stage: "Series A",
  funding_projection_done: true,
} as unknown as CallNotesInput;

describe("journey calls", () => {
  const fixture = useFixture();

  it.each([
    {
      name: "evaluations.create",
      path: "evaluation/",
      method: "POST",
      body: evaluation,
      run: (f: ReturnType<typeof fixture>) => f.adapter.evaluations.create(evaluation),
    },
    {
      name: "evaluations.review",
      path: "evaluation/8/",
      method: "PUT",
      body: review,
      run: (f: ReturnType<typeof fixture>) => f.adapter.evaluations.review(8, review),
    },
    {
      name: "linkedin.create",
      path: "linkedin/",
      method: "POST",
      body: linkedin,
      run: (f: ReturnType<typeof fixture>) => f.adapter.linkedin.create(linkedin),
    },
    {
      name: "summaries.create",
      path: "summary/",
      method: "POST",
      body: summary,
      run: (f: ReturnType<typeof fixture>) => f.adapter.summaries.create(summary),
    },
    {
      name: "summaries.update",
      path: "summary/7/",
      method: "PUT",
      body: summary,
      run: (f: ReturnType<typeof fixture>) => f.adapter.summaries.update(7, summary),
    },
    {
      name: "callNotes.create",
      path: "call-notes/",
      method: "POST",
      body: callNotes,
      run: (f: ReturnType<typeof fixture>) => f.adapter.callNotes.create(callNotes),
    },
    {
      name: "callNotes.update",
      path: "call-notes/7/",
      method: "PUT",
      body: callNotes,
      run: (f: ReturnType<typeof fixture>) => f.adapter.callNotes.update(7, callNotes),
    },
    {
      name: "comments.create",
      path: "comment/",
      method: "POST",
      body: comment,
      run: (f: ReturnType<typeof fixture>) => f.adapter.comments.create(comment),
    },
    {
      name: "comments.update",
      path: "comment/11/",
      method: "PUT",
      body: comment,
      run: (f: ReturnType<typeof fixture>) => f.adapter.comments.update(11, comment),
    },
    {
      name: "journeyAccess.create",
      path: "user-journey-access/",
      method: "POST",
      body: access,
      run: (f: ReturnType<typeof fixture>) => f.adapter.journeyAccess.create(access),
    },
    {
      name: "journeyAccess.update (a revocation: 0 days)",
      path: "user-journey-access/12/",
      method: "PUT",
      body: { ...access, valid_days: 0 },
      run: (f: ReturnType<typeof fixture>) =>
        f.adapter.journeyAccess.update(12, { ...access, valid_days: 0 }),
    },
  ])("$name sends its input as the body of $method $path and reads the write", async (entry) => {
    const current = fixture();
    current.server.handle(() => ({ status: 201, json: { message: "Saved.", data: { id: 30 } } }));

    await expect(entry.run(current)).resolves.toEqual({ message: "Saved.", data: { id: 30 } });

    const [request] = current.server.requests;
    expect(request?.method).toBe(entry.method);
    expect(request?.path).toBe(`/api/v1/${entry.path}`);
    expect([...(request?.query.keys() ?? [])]).toEqual([]);
    expect(request && current.server.jsonOf(request)).toEqual(entry.body);
  });

  it("reads a summary and call notes by id", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { data: { id: 7, country: "India" } } }));

    await expect(adapter.summaries.get(7)).resolves.toEqual({ id: 7, country: "India" });
    await adapter.callNotes.get(7);

    expect(server.requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", "/api/v1/summary/7"],
      ["GET", "/api/v1/call-notes/7"],
    ]);
  });

  it("reads the definitions and a company's timeline", async () => {
    const { adapter, server } = fixture();
    const timeline = [{ stage: { id: 2, label: "Screening", order: 2 }, items: [] }];
    server.handle(() => ({ json: { data: timeline } }));

    await expect(adapter.journey.timeline(6)).resolves.toEqual(timeline);
    await adapter.journey.definitions();

    expect(server.requests.map((request) => [request.method, request.path])).toEqual([
      ["GET", "/api/v1/company/6/journey"],
      ["GET", "/api/v1/journey-item"],
    ]);
  });

  it("asks for a template by key alone, or filled for a company and member", async () => {
    const { adapter, server } = fixture();
    const template = { key: "linkedin_connect", body: "Hi Lena" };
    server.handle(() => ({ json: { data: template } }));

    await expect(adapter.emailTemplates.get("linkedin_connect")).resolves.toEqual(template);
    await adapter.emailTemplates.get({ key: "linkedin_connect", company_id: 6, company_member_id: 11 });

    const [plain, filled] = server.requests;
    expect([plain?.method, plain?.path]).toEqual(["POST", "/api/v1/email-template/"]);
    expect(plain && server.jsonOf(plain)).toEqual({ key: "linkedin_connect" });
    expect(filled && server.jsonOf(filled)).toEqual({
      key: "linkedin_connect",
      company_id: 6,
      company_member_id: 11,
    });
  });

  it("lists the grants of one item with the filter in the query, answering the page's rows", async () => {
    const { adapter, server } = fixture();
    const grant = { id: 12, user_id: 5, valid_days: 3, access_log: [] };
    server.handle(() => ({ json: { results: { data: [grant] }, count: 1 } }));

    await expect(
      adapter.journeyAccess.list({ company: 6, content_type: "journeyitem", object_id: 21 }),
    ).resolves.toEqual([grant]);

    const [request] = server.requests;
    expect([request?.method, request?.path]).toEqual(["GET", "/api/v1/user-journey-access"]);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      company: "6",
      content_type: "journeyitem",
      object_id: "21",
    });
  });
});

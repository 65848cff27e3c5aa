/*
 * Every adapter method against the contract's call table: the method, path, fixed query, token
 * and body kind of the request it sends are the ones of the call CALL_COVERAGE gives it.
 */
import { describe, expect, it } from "vitest";
import {
  buildPath,
  CALL_COVERAGE,
  callEndpoint,
  type CallName,
  type DataAdapter,
  LOOKUP_KINDS,
} from "@pipeline/contract";
import type { PathParams } from "../src/client/HttpClient";
import { useFixture } from "./support/useFixture";

type Case = {
  call: CallName;
  params?: PathParams;
  run: (adapter: DataAdapter) => Promise<unknown>;
};

/** The adapter hands inputs over as they come, so their content does not matter here. */
function input<T>(): T {
  return {} as T;
}

const file = new Blob(["file"]);

const CASES: Case[] = [
  { call: "auth.erpLogin", run: (a) => a.auth.erpLogin(input()) },
  { call: "auth.emailLogin", run: (a) => a.auth.emailLogin(input()) },
  { call: "auth.logout", run: (a) => a.auth.logout() },
  { call: "auth.changePassword", run: (a) => a.auth.changePassword(input()) },
  { call: "auth.setPassword", run: (a) => a.auth.setPassword(input()) },
  { call: "users.current", run: (a) => a.users.current() },
  { call: "users.short", run: (a) => a.users.short() },
  { call: "users.list", run: (a) => a.users.list({}) },
  { call: "users.get", params: { id: 4 }, run: (a) => a.users.get(4) },
  { call: "users.create", run: (a) => a.users.create(input()) },
  { call: "users.update", params: { id: 4 }, run: (a) => a.users.update(4, input()) },
  { call: "users.roles", run: (a) => a.users.roles() },
  { call: "users.sendPasswordLink", params: { id: 4 }, run: (a) => a.users.sendPasswordLink(4) },
  ...LOOKUP_KINDS.flatMap((kind): Case[] => [
    { call: `lookups.${kind}.list`, run: (a) => a.lookups.list(kind, {}) },
    { call: `lookups.${kind}.options`, run: (a) => a.lookups.options(kind) },
    { call: `lookups.${kind}.inUse`, run: (a) => a.lookups.inUse(kind) },
    { call: `lookups.${kind}.get`, params: { id: 2 }, run: (a) => a.lookups.get(kind, 2) },
    { call: `lookups.${kind}.create`, run: (a) => a.lookups.create(kind, input()) },
    { call: `lookups.${kind}.update`, params: { id: 2 }, run: (a) => a.lookups.update(kind, 2, input()) },
  ]),
  { call: "countries.list", run: (a) => a.countries.list() },
  { call: "companyMembers.list", run: (a) => a.companyMembers.list({}) },
  { call: "companyMembers.get", params: { id: 5 }, run: (a) => a.companyMembers.get(5) },
  { call: "companyMembers.create", run: (a) => a.companyMembers.create(input()) },
  { call: "companyMembers.update", params: { id: 5 }, run: (a) => a.companyMembers.update(5, input()) },
  { call: "companies.list", run: (a) => a.companies.list({}) },
  { call: "companies.ids", run: (a) => a.companies.matchingIds({}, [3, 9]) },
  { call: "companies.picker", run: (a) => a.companies.search("acme") },
  { call: "companies.sameWebsite", run: (a) => a.companies.sameWebsite("acme.example.com") },
  { call: "companies.get", params: { id: 6 }, run: (a) => a.companies.get(6) },
  { call: "companies.create", run: (a) => a.companies.create(input()) },
  { call: "companies.update", params: { id: 6 }, run: (a) => a.companies.update(6, input()) },
  { call: "companies.timeline", params: { id: 6 }, run: (a) => a.journey.timeline(6) },
  { call: "companies.activity", params: { id: 6 }, run: (a) => a.journey.activity(6) },
  { call: "companies.dashboardView", run: (a) => a.companies.dashboard({ view: "stage" }) },
  { call: "companies.stageNames", run: (a) => a.companies.stageNames() },
  { call: "companies.countries", run: (a) => a.companies.countries({}) },
  { call: "companies.lastStageTaskNames", run: (a) => a.companies.lastStageTaskNames() },
  { call: "companies.importExcel", run: (a) => a.excelImports.upload(file) },
  { call: "companies.previewImport", run: (a) => a.excelImports.upload(file, { preview: true }) },
  { call: "journey.definitions", run: (a) => a.journey.definitions() },
  { call: "journey.settings", run: (a) => a.journey.settings() },
  { call: "journey.saveSettings", run: (a) => a.journey.saveSettings(input()) },
  { call: "summaries.get", params: { id: 7 }, run: (a) => a.summaries.get(7) },
  { call: "summaries.create", run: (a) => a.summaries.create(input()) },
  { call: "summaries.update", params: { id: 7 }, run: (a) => a.summaries.update(7, input()) },
  { call: "callNotes.get", params: { id: 7 }, run: (a) => a.callNotes.get(7) },
  { call: "callNotes.create", run: (a) => a.callNotes.create(input()) },
  { call: "callNotes.update", params: { id: 7 }, run: (a) => a.callNotes.update(7, input()) },
  { call: "emailTemplates.get", run: (a) => a.emailTemplates.get("Initial Outreach") },
  { call: "evaluations.create", run: (a) => a.evaluations.create(input()) },
  { call: "evaluations.review", params: { id: 8 }, run: (a) => a.evaluations.review(8, input()) },
  { call: "evaluations.reopen", params: { id: 8 }, run: (a) => a.evaluations.reopen(8, input()) },
  { call: "evaluations.mine", run: (a) => a.evaluations.mine({}) },
  { call: "decisions.byCompany", params: { id: 6 }, run: (a) => a.decisions.list(6) },
  { call: "decisions.get", params: { id: 3 }, run: (a) => a.decisions.get(3) },
  { call: "decisions.pdf", params: { id: 3 }, run: (a) => a.decisions.pdf(3) },
  { call: "linkedin.create", run: (a) => a.linkedin.create(input()) },
  { call: "meetings.schedule", run: (a) => a.meetings.schedule({ ...input(), file }) },
  { call: "meetings.comment", params: { id: 9 }, run: (a) => a.meetings.comment(9, input()) },
  { call: "meetings.cancel", run: (a) => a.meetings.cancel(input()) },
  { call: "meetings.recordings", run: (a) => a.meetings.recordings(9) },
  { call: "meetings.link", params: { token: "t0k" }, run: (a) => a.meetings.link("t0k") },
  { call: "documents.create", run: (a) => a.documents.upload({ ...input(), files: [file] }) },
  { call: "documents.reupload", run: (a) => a.documents.reupload(10, file) },
  { call: "documents.byCompany", run: (a) => a.documents.byCompany(6) },
  { call: "documents.byIds", run: (a) => a.documents.byIds([1, 2]) },
  { call: "documents.signedUrl", run: (a) => a.documents.signedUrl("files/a.pdf") },
  { call: "emails.send", run: (a) => a.emails.send({ ...input(), attachments: [file] }) },
  { call: "comments.create", run: (a) => a.comments.create(input()) },
  { call: "comments.update", params: { id: 11 }, run: (a) => a.comments.update(11, input()) },
  {
    call: "journeyAccess.list",
    run: (a) => a.journeyAccess.list({ company: 6, content_type: "journey item", object_id: 3 }),
  },
  { call: "journeyAccess.create", run: (a) => a.journeyAccess.create(input()) },
  { call: "journeyAccess.update", params: { id: 12 }, run: (a) => a.journeyAccess.update(12, input()) },
  { call: "emailLogs.list", run: (a) => a.emailLogs.list({}) },
  { call: "auditLog.list", run: (a) => a.auditLog.list({}) },
  {
    call: "auditLog.companyHistory",
    params: { id: 6 },
    run: (a) => a.auditLog.companyHistory(6, {}),
  },
  { call: "excelImports.list", run: (a) => a.excelImports.list({}) },
  { call: "excelImports.get", params: { id: 4 }, run: (a) => a.excelImports.get(4) },
  { call: "excelImports.confirm", params: { id: 4 }, run: (a) => a.excelImports.confirm(4) },
  { call: "excelImports.cancel", params: { id: 4 }, run: (a) => a.excelImports.cancel(4) },
  { call: "excelImports.undo", params: { id: 4 }, run: (a) => a.excelImports.undo(4) },
  { call: "excelImports.template", run: (a) => a.excelImports.template() },
  { call: "senders.list", run: (a) => a.senders.list({}) },
  { call: "senders.get", params: { id: 13 }, run: (a) => a.senders.get(13) },
  { call: "senders.create", run: (a) => a.senders.create(input()) },
  { call: "senders.update", params: { id: 13 }, run: (a) => a.senders.update(13, input()) },
  { call: "senders.checkVerification", run: (a) => a.senders.checkVerification(13) },
  { call: "senders.resendVerification", run: (a) => a.senders.resendVerification(13) },
  { call: "campaigns.create", run: (a) => a.campaigns.create(input()) },
  { call: "campaigns.audience", run: (a) => a.campaigns.audience({ company_ids: [3] }) },
  { call: "campaigns.activity", params: { id: 14 }, run: (a) => a.campaigns.activity(14) },
  { call: "campaigns.usage", run: (a) => a.campaigns.usage() },
  { call: "campaigns.stats", run: (a) => a.campaigns.stats({}) },
  { call: "campaigns.refreshStats", params: { id: 14 }, run: (a) => a.campaigns.refreshStats(14) },
];

/** The marking of a verified sender follows a positive check; the requests suite covers it. */
const COVERED_ELSEWHERE: readonly CallName[] = ["senders.markVerified"];

/** An answer every reader accepts: a page, a record, a write, a sign-in. */
const ANY_ANSWER = {
  message: "Done.",
  data: [{}],
  results: { data: [] },
  count: 0,
  user: {},
  key: "token-2",
};

describe("the call table", () => {
  const fixture = useFixture();

  it("has a case for every call", () => {
    const named = new Set([...CASES.map((entry) => entry.call), ...COVERED_ELSEWHERE]);
    expect([...named].sort()).toEqual(Object.keys(CALL_COVERAGE).sort());
  });

  it.each(CASES)("$call is sent as the table says", async ({ call, params, run }) => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: ANY_ANSWER }));
    const endpoint = callEndpoint(call);

    await run(adapter);

    const [request] = server.requests;
    expect(request?.method).toBe(endpoint.method);
    expect(request?.path).toBe(`/api/v1/${buildPath(endpoint.path, params)}`);
    for (const [name, value] of Object.entries(endpoint.fixedQuery ?? {})) {
      expect(request?.query.get(name)).toBe(value);
    }
    expect(request?.headers.authorization).toBe(endpoint.auth ? "Token token-1" : undefined);
    const contentType = request?.headers["content-type"] ?? "";
    if (endpoint.method === "GET") expect(request?.body).toHaveLength(0);
    else if (endpoint.multipart) expect(contentType).toMatch(/^multipart\/form-data/);
    else expect(contentType).toMatch(/^application\/json/);
  });
});

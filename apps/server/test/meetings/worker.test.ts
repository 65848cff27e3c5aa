import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company, Id, Meeting } from "@pipeline/contract";
import { companyJourneyItems, emailLogs, jobs } from "../../src/db/schema";
import { createMailer, type Mailer } from "../../src/mail";
import { type Caller, companyBody, companyWorld, createAccount } from "../api/companyWorld";
import { injectedApp } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { partOf, startSmtp, type TestSmtp } from "../mail/smtpWorld";

// The meeting's mail as the server sends it by itself: the background worker picks up the
// invitation job a scheduling queued, and the cancellation's after it, and a real SMTP server
// receives both.

let smtp: TestSmtp;
let real: Mailer | null = null;
const mailer: Mailer = {
  transport: "smtp",
  send: (message) => {
    if (!real) throw new Error("No mail server yet.");
    return real.send(message);
  },
  close: () => real?.close(),
};
const server = injectedApp({
  services: { mailer, publicUrl: "https://pipeline.example" },
  runJobs: { pollIntervalMs: 50, retryDelayMs: () => 50 },
});
let admin: Caller;
let companyId: Id;
let memberId: Id;
let moderatorId: Id;

/** Waits for the worker: checks `done` every 50 ms, up to 20 s. */
async function until(done: () => Promise<boolean> | boolean, what: string) {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never happened: ${what}`);
}

async function jobState(kind: string, itemId: Id) {
  const [job] = await server.database.db
    .select({ state: jobs.state })
    .from(jobs)
    .where(eq(jobs.dedupeKey, `${kind}:${itemId}`));
  return job?.state;
}

beforeAll(async () => {
  smtp = await startSmtp();
  real = createMailer({ smtpUrl: smtp.url, dataDir: "/nonexistent" });
  const world = await companyWorld(server, "Worker one", "Worker two");
  admin = world.admin;
  companyId = await admin.create(companyBody(world.one));
  const company = (await admin.get(`company/${companyId}`)).body.data as Company;
  memberId = company.company_members[0]?.id as Id;
  moderatorId = (await createAccount(server, { company: [companyId] })).id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  real?.close();
  await smtp?.close();
});

describe("the meeting's jobs under the worker", () => {
  it("sends the invitations once scheduled and the cancellation once cancelled, each logged", async () => {
    const answer = await admin.post("meeting/", {
      company_id: companyId,
      stage_id: 1,
      task_id: 4,
      attendees: [memberId],
      moderators: [moderatorId],
      start_date: "2025-12-03T09:00:00.000Z",
      duration: 30,
      status: "CONFIRMED",
      isGatewayMeetScheduled: true,
    });
    expect(answer.status).toBe(200);
    const meeting = answer.body.data as Meeting;
    // Without a JWT secret the moderator's room address carries no token.
    const [row] = await server.database.db
      .select({ token: companyJourneyItems.moderatorToken })
      .from(companyJourneyItems)
      .where(eq(companyJourneyItems.id, meeting.id));
    const link = await server.call({ method: "GET", url: `/api/v1/interview-link/${row?.token ?? ""}/` });
    expect((link.body.data as { url: string }).url).toMatch(
      /^https:\/\/meet\.jit\.si\/pipeline-[0-9a-f]{32}$/,
    );
    await until(async () => (await jobState("meeting.invitation", meeting.id)) === "done", "invitation sent");
    expect(smtp.received).toHaveLength(2);
    expect(partOf(smtp.received[0]?.raw ?? "", "text/calendar").body).toContain("DTSTART:20251203T090000Z");

    const cancel = await admin.post("meeting/cancel/", { id: meeting.id, company_id: companyId });
    expect(cancel.status).toBe(200);
    await until(
      async () => (await jobState("meeting.cancellation", meeting.id)) === "done",
      "cancellation sent",
    );
    expect(smtp.received).toHaveLength(3);
    expect(partOf(smtp.received[2]?.raw ?? "", "text/calendar").body).toContain("METHOD:CANCEL");
    const logs = await server.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.journeyItemId, meeting.id));
    expect(logs.map((log) => log.delivered)).toEqual([true, true, true]);
  });
});

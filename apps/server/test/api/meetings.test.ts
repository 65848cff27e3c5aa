import { eq, sql } from "drizzle-orm";
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ActionActor,
  type Company,
  type Id,
  type JourneyItem,
  type JourneyTimeline,
  type Meeting,
  meetingCancelRefusal,
  meetingCommentRefusal,
} from "@pipeline/contract";
import { companyDocuments, emailLogs, jobs, senders } from "../../src/db/schema";
import { createMailer, type Mailer } from "../../src/mail";
import {
  ALREADY_COMMENTED_MESSAGE,
  MEETING_ALREADY_CANCELLED_MESSAGE,
  MEETING_CANCELLED_MESSAGE,
  MEETING_COMPLETED_MESSAGE,
  MODERATORS_INACTIVE_MESSAGE,
  NOT_A_MODERATOR_MESSAGE,
  NOT_MEETING_OWNER_MESSAGE,
  SENDER_NOT_VERIFIED_MESSAGE,
} from "../../src/modules/meetings/repository";
import { MEETING_LINK_FAILURE } from "../../src/modules/meetings/mailQueries";
import { MEMBERS_NOT_OF_COMPANY_MESSAGE } from "../../src/modules/journey/messages";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { headersOf, partOf, startSmtp, type TestSmtp } from "../mail/smtpWorld";
import { type Account, type Caller, caller, companyBody, companyWorld, createAccount } from "./companyWorld";
import { ADMIN, type Answer, injectedApp } from "./injectApp";

// Meetings from scheduling to cancellation (journey-and-sign-in 4-7): the own meeting's links and
// gateway answers, invitations and cancellations received by a real SMTP server with their
// calendar parts and logged, a job run again after a crash sending nothing twice, the moderator's
// comment, every refusal in its words, and the timeline's links.

const PUBLIC_URL = "https://pipeline.example";
const MEET = {
  baseUrl: "https://meet.example",
  jwtSecret: "a-meeting-secret-of-at-least-32-chars!",
  jwtAppId: "pipeline",
};
const MEETING_TASK = { stage_id: 1, task_id: 4 };

let smtp: TestSmtp;
let real: Mailer | null = null;
/** Fails the send after `crashAfter` messages, as a process that died would leave the job. */
let crashAfter: number | null = null;
let sent = 0;
const mailer: Mailer = {
  transport: "smtp",
  async send(message) {
    if (crashAfter !== null && sent >= crashAfter) throw new Error("The process stopped.");
    sent += 1;
    if (!real) throw new Error("No mail server yet.");
    return real.send(message);
  },
  close: () => real?.close(),
};

const server = injectedApp({ services: { mailer, publicUrl: PUBLIC_URL, meetings: MEET } });
let admin: Caller;
let companyId: Id;
let memberId: Id;
let secondMemberId: Id;
let otherMemberId: Id;
let senderId: Id;
let unverifiedSenderId: Id;
const accounts = {} as Record<"moderator" | "viewer" | "outsider" | "inactive", Account>;

const as = (account: Account) => caller(server, account.token);

function meetingBody(overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    ...MEETING_TASK,
    attendees: [memberId, secondMemberId],
    moderators: [accounts.moderator.id],
    start_date: "2025-12-01T10:00:00.000Z",
    status: "CONFIRMED",
    isGatewayMeetScheduled: true,
    sender_id: senderId,
    ...overrides,
  };
}

async function itemRows(): Promise<string> {
  const result = (await server.database.db.execute(
    sql`select (select count(*) from company_journey_items)::text || '/' || (select count(*) from jobs)::text || '/' ||
      (select count(*) from journey_item_members)::text || '/' || (select count(*) from journey_item_users)::text as n`,
  )) as unknown as { rows: Array<{ n: string }> };
  return result.rows[0]?.n ?? "";
}

async function refused(send: () => Promise<Answer>, status: number, message: string, field?: string) {
  const before = await itemRows();
  const answer = await send();
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
  if (field) expect(answer.body.errors?.[field]).toContain(message);
  expect(await itemRows()).toBe(before);
}

async function schedule(overrides: Record<string, unknown> = {}): Promise<Meeting> {
  const answer = await admin.post("meeting/", meetingBody(overrides));
  if (answer.status !== 200) throw new Error(`schedule: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as Meeting;
}

async function timelineItem(who: Caller, itemId: Id): Promise<JourneyItem | undefined> {
  const answer = await who.get(`company/${companyId}/journey`);
  expect(answer.status).toBe(200);
  return (answer.body.data as JourneyTimeline)
    .flatMap((stage) => stage.items)
    .find((item) => item.id === itemId);
}

/** Runs the meeting's job of `kind` as the worker would, once. */
async function runJob(kind: string, itemId: Id, attempt = 1) {
  const [job] = await server.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `${kind}:${itemId}`));
  if (!job) throw new Error(`No ${kind} job for meeting ${itemId}.`);
  const handler = server.app.jobs.get(kind);
  if (!handler) throw new Error(`No handler for ${kind}.`);
  await handler({
    id: job.id,
    kind,
    payload: job.payload,
    attempt,
    maxAttempts: 5,
    leaseMs: 60_000,
    extendLease: async () => undefined,
    complete: async () => undefined,
    stopping: () => false,
    onBehalfOf: async () => undefined,
  });
  // Done, as the worker marks a job whose handler returned.
  await server.database.db.update(jobs).set({ state: "done" }).where(eq(jobs.id, job.id));
}

async function logsOf(itemId: Id) {
  return server.database.db
    .select()
    .from(emailLogs)
    .where(eq(emailLogs.journeyItemId, itemId))
    .orderBy(emailLogs.id);
}

/** The iCalendar lines of a raw message's calendar part, unfolded. */
function icsLines(raw: string): string[] {
  return partOf(raw, "text/calendar")
    .body.replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/);
}

function tokenOf(link: string | null | undefined): string {
  const token = link?.split("/meeting/")[1];
  if (!token) throw new Error(`No gateway link: ${link}`);
  return token;
}

const publicGet = (path: string) => server.call({ method: "GET", url: `/api/v1/${path}` });

beforeAll(async () => {
  smtp = await startSmtp();
  real = createMailer({ smtpUrl: smtp.url, dataDir: "/nonexistent" });
  const world = await companyWorld(server, "Meetings one", "Meetings two");
  admin = world.admin;
  const body = companyBody(world.one, { company_name: "Acme Robotics" });
  companyId = await admin.create({
    ...body,
    company_members: [...body.company_members, ...companyBody(world.one).company_members],
  });
  const otherCompanyId = await admin.create(companyBody(world.one));
  const company = (await admin.get(`company/${companyId}`)).body.data as Company;
  const other = (await admin.get(`company/${otherCompanyId}`)).body.data as Company;
  memberId = company.company_members[0]?.id as Id;
  secondMemberId = company.company_members[1]?.id as Id;
  otherMemberId = other.company_members[0]?.id as Id;
  accounts.moderator = await createAccount(server, { company: [companyId] });
  accounts.viewer = await createAccount(server, { company: [companyId] });
  accounts.outsider = await createAccount(server);
  accounts.inactive = await createAccount(server);
  await server.database.db.execute(
    sql`update users set is_active = false where id = ${accounts.inactive.id}`,
  );
  const [verified, unverified] = await server.database.db
    .insert(senders)
    .values([
      { email: "deals@fund.example", senderName: "Fund Deals", isVerified: true },
      { email: "new@fund.example", senderName: "Not yet", isVerified: false },
    ])
    .returning({ id: senders.id });
  senderId = verified?.id as Id;
  unverifiedSenderId = unverified?.id as Id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  real?.close();
  await smtp?.close();
});

describe("scheduling", () => {
  it("refuses each missing or wrong field in the form's words, writing nothing", async () => {
    await refused(
      () => admin.post("meeting/", meetingBody({ attendees: [] })),
      400,
      "At least one company member is required",
      "attendees",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ moderators: [] })),
      400,
      "At least one member is required",
      "moderators",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ start_date: null })),
      400,
      "Date is required",
      "start_date",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ duration: "soon" })),
      400,
      "Duration must be a number",
      "duration",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ isGatewayMeetScheduled: false })),
      400,
      "Please select file to upload",
      "file",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ attendees: [otherMemberId] })),
      400,
      MEMBERS_NOT_OF_COMPANY_MESSAGE,
      "attendees",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ moderators: [accounts.inactive.id] })),
      400,
      MODERATORS_INACTIVE_MESSAGE,
      "moderators",
    );
    await refused(
      () => admin.post("meeting/", meetingBody({ sender_id: unverifiedSenderId })),
      400,
      SENDER_NOT_VERIFIED_MESSAGE,
      "sender_id",
    );
    await refused(() => as(accounts.outsider).post("meeting/", meetingBody()), 404, "Company not found.");
  });

  it("schedules the own meeting CONFIRMED, 60 minutes by default, with its invitation job", async () => {
    const meeting = await schedule();
    expect(meeting).toMatchObject({
      status: "CONFIRMED",
      duration: 60,
      attendees: [memberId, secondMemberId],
      moderators: [accounts.moderator.id],
      sender_id: senderId,
      start_date: "2025-12-01T10:00:00.000Z",
      journey_item: meeting.id,
    });
    const queued = await server.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `meeting.invitation:${meeting.id}`));
    expect(queued).toHaveLength(1);
  });
});

describe("the own meeting's links", () => {
  let meeting: Meeting;
  let attendeeToken: string;
  let moderatorToken: string;

  beforeAll(async () => {
    meeting = await schedule({ duration: 90 });
    const seen = await timelineItem(admin, meeting.id);
    attendeeToken = tokenOf(seen?.meeting_attendee_link);
    moderatorToken = tokenOf(seen?.meeting_moderator_link);
  });

  it("gives distinct, long gateway links on this server; the moderator link only to moderators, the creator and a SUPER_ADMIN", async () => {
    expect(attendeeToken).not.toBe(moderatorToken);
    expect(attendeeToken.length).toBeGreaterThanOrEqual(22);
    const moderatorView = await timelineItem(as(accounts.moderator), meeting.id);
    expect(moderatorView?.meeting_moderator_link).toBe(`${PUBLIC_URL}/meeting/${moderatorToken}`);
    const viewerView = await timelineItem(as(accounts.viewer), meeting.id);
    expect(viewerView?.meeting_attendee_link).toBe(`${PUBLIC_URL}/meeting/${attendeeToken}`);
    expect(viewerView?.meeting_moderator_link).toBeNull();
    expect(viewerView?.meeting).toMatchObject({ status: "CONFIRMED", duration: 90 });
  });

  it("answers the attendee token with the room, the meeting's title and its IST time, without a token", async () => {
    const answer = await publicGet(`interview-link/${attendeeToken}/`);
    expect(answer.status).toBe(200);
    const link = answer.body.data as { url: string; title: string; description: string };
    expect(link.url).toMatch(/^https:\/\/meet\.example\/pipeline-[0-9a-f]{32}$/);
    expect(link.title).toBe("Acme Robotics - Introductory Call");
    expect(link.description).toBe("Starts 1 December 2025, 15:30 IST; 90 minutes.");
  });

  it("answers the moderator token with the same room and a moderator JWT signed with the secret", async () => {
    const attendee = (await publicGet(`interview-link/${attendeeToken}/`)).body.data as { url: string };
    const answer = await publicGet(`interview-link/${moderatorToken}/`);
    expect(answer.status).toBe(200);
    const url = new URL((answer.body.data as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(attendee.url);
    const jwt = url.searchParams.get("jwt") ?? "";
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(MEET.jwtSecret), {
      issuer: "pipeline",
      audience: "pipeline",
    });
    expect(payload).toMatchObject({
      sub: "meet.example",
      room: url.pathname.slice(1),
      context: { user: { moderator: true, email: "deals@fund.example", name: "Fund Deals" } },
    });
    // Valid past the meeting's end (10:00 UTC + 90 minutes) and past the moment it was issued,
    // whichever is later, and not for ever: the same whatever today's date is.
    const end = Date.parse("2025-12-01T11:30:00Z") / 1000;
    const validFrom = Math.max(end, payload.iat ?? Number.POSITIVE_INFINITY);
    expect(payload.exp).toBeGreaterThan(validFrom);
    expect(payload.exp).toBeLessThan(validFrom + 24 * 3600);
    await expect(
      jwtVerify(jwt, new TextEncoder().encode("another-secret-another-secret-another")),
    ).rejects.toThrow();
  });

  it("answers an unknown token with the spec's failure", async () => {
    const answer = await publicGet("interview-link/no-such-token-at-all/");
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 404,
      message: MEETING_LINK_FAILURE,
    });
  });
});

describe("invitations", () => {
  it("sends the attendees and the moderators their invitations with the calendar part, logged once even when run again", async () => {
    const meeting = await schedule({ duration: 45, start_date: "2025-12-02T04:30:00.000Z" });
    const links = await timelineItem(admin, meeting.id);
    const before = smtp.received.length;
    await runJob("meeting.invitation", meeting.id);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    const members = (await admin.get(`company/${companyId}`)).body.data as Company;
    const memberEmails = members.company_members.slice(0, 2).map((member) => member.email.toLowerCase());
    const toAttendees = mails.find((mail) => mail.to.includes(memberEmails[0] ?? ""));
    const toModerators = mails.find((mail) => mail !== toAttendees);
    expect(toAttendees?.to.sort()).toEqual([...memberEmails].sort());
    expect(toAttendees?.from).toBe("deals@fund.example");
    const ics = icsLines(toAttendees?.raw ?? "");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART:20251202T043000Z");
    expect(ics).toContain("DTEND:20251202T051500Z");
    expect(ics).toContain(`UID:meeting-${meeting.id}@pipeline.example`);
    expect(ics).toContain("SEQUENCE:0");
    const attendeeHtml = partOf(toAttendees?.raw ?? "", "text/html").body;
    expect(attendeeHtml).toContain(links?.meeting_attendee_link ?? "missing");
    expect(attendeeHtml).not.toContain(tokenOf(links?.meeting_moderator_link));
    expect(partOf(toModerators?.raw ?? "", "text/html").body).toContain(
      links?.meeting_moderator_link ?? "missing",
    );

    const logs = await logsOf(meeting.id);
    expect(logs).toHaveLength(2);
    for (const log of logs) {
      expect(log).toMatchObject({ delivered: true, reason: null, companyId, journeyItemId: meeting.id });
      expect(log.icsData).toContain("METHOD:REQUEST");
      expect(log.messageId).toBe(
        headersOf(
          mails.find((mail) => headersOf(mail.raw).get("message-id") === log.messageId)?.raw ?? "",
        ).get("message-id"),
      );
    }
    // Logged as sent for the user who scheduled the meeting.
    const scheduler = await server.repos.users.findForLogin(ADMIN.username);
    expect(logs.map((log) => log.senderId)).toEqual([scheduler?.id, scheduler?.id]);

    await runJob("meeting.invitation", meeting.id, 2);
    expect(smtp.received.length).toBe(before + 2);
    expect(await logsOf(meeting.id)).toHaveLength(2);
  });

  it("after a crash between its two messages, the job run again sends only the one not sent", async () => {
    const meeting = await schedule();
    const before = smtp.received.length;
    crashAfter = sent + 1;
    await expect(runJob("meeting.invitation", meeting.id)).rejects.toThrow("The process stopped.");
    crashAfter = null;
    expect(smtp.received.length).toBe(before + 1);
    await runJob("meeting.invitation", meeting.id, 2);
    expect(smtp.received.length).toBe(before + 2);
    const logs = await logsOf(meeting.id);
    expect(logs.map((log) => log.subject).sort()).toEqual(
      [
        `Invitation (moderator): ${logs[0]?.subject.replace(/^Invitation( \(moderator\))?: /, "")}`,
        `Invitation: ${logs[0]?.subject.replace(/^Invitation( \(moderator\))?: /, "")}`,
      ].sort(),
    );
  });
});

describe("the meeting comment", () => {
  it("takes one comment from a listed moderator, who completes the meeting; anyone else is refused", async () => {
    const meeting = await schedule();
    const body = { company_id: companyId, ...MEETING_TASK, comment_text: "Strong team", status: "COMPLETED" };
    const viewer = await as(accounts.viewer).put(`meeting/${meeting.id}/`, body);
    expect({ status: viewer.status, message: viewer.body.message }).toEqual({
      status: 403,
      message: NOT_A_MODERATOR_MESSAGE,
    });
    const empty = await as(accounts.moderator).put(`meeting/${meeting.id}/`, { ...body, comment_text: " " });
    expect({ status: empty.status, message: empty.body.message }).toEqual({
      status: 400,
      message: "Comment required",
    });
    const done = await as(accounts.moderator).put(`meeting/${meeting.id}/`, body);
    expect(done.status).toBe(200);
    expect((done.body.data as Meeting).status).toBe("COMPLETED");
    const again = await as(accounts.moderator).put(`meeting/${meeting.id}/`, body);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 403,
      message: ALREADY_COMMENTED_MESSAGE,
    });
    const item = await timelineItem(admin, meeting.id);
    expect(item?.comments.map((comment) => comment.comment_text)).toEqual(["Strong team"]);
    expect(item?.meeting_attendee_link).toBeNull();
    expect(item?.meeting_moderator_link).toBeNull();
    const cancel = await admin.post("meeting/cancel/", { id: meeting.id, company_id: companyId });
    expect({ status: cancel.status, message: cancel.body.message }).toEqual({
      status: 409,
      message: MEETING_COMPLETED_MESSAGE,
    });
  });

  it("answers 404 for a meeting that does not exist", async () => {
    const answer = await admin.put("meeting/99999/", {
      company_id: companyId,
      ...MEETING_TASK,
      comment_text: "x",
      status: "COMPLETED",
    });
    expect(answer.status).toBe(404);
  });
});

describe("cancellation", () => {
  it("lets only the scheduler, a moderator or a SUPER_ADMIN cancel; the people invited get METHOD:CANCEL with the same UID", async () => {
    const meeting = await schedule();
    const links = await timelineItem(admin, meeting.id);
    await runJob("meeting.invitation", meeting.id);
    const outsider = await as(accounts.viewer).post("meeting/cancel/", {
      id: meeting.id,
      company_id: companyId,
    });
    expect({ status: outsider.status, message: outsider.body.message }).toEqual({
      status: 403,
      message: NOT_MEETING_OWNER_MESSAGE,
    });
    const answer = await as(accounts.moderator).post("meeting/cancel/", {
      id: meeting.id,
      company_id: companyId,
    });
    expect(answer).toEqual({ status: 200, body: { message: "Meeting cancelled successfully." } });

    const before = smtp.received.length;
    await runJob("meeting.cancellation", meeting.id);
    await runJob("meeting.cancellation", meeting.id, 2);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const ics = icsLines(mails[0]?.raw ?? "");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain(`UID:meeting-${meeting.id}@pipeline.example`);
    expect(ics).toContain("SEQUENCE:1");
    expect(mails[0]?.to).toHaveLength(3);
    const logs = await logsOf(meeting.id);
    expect(logs.filter((log) => log.icsData?.includes("METHOD:CANCEL"))).toHaveLength(1);

    // Gone from the timeline, its links dead, nothing more to do with it.
    expect(await timelineItem(admin, meeting.id)).toBeUndefined();
    const gateway = await publicGet(`interview-link/${tokenOf(links?.meeting_attendee_link)}/`);
    expect({ status: gateway.status, message: gateway.body.message }).toEqual({
      status: 404,
      message: MEETING_LINK_FAILURE,
    });
    const comment = await as(accounts.moderator).put(`meeting/${meeting.id}/`, {
      company_id: companyId,
      ...MEETING_TASK,
      comment_text: "Too late",
      status: "COMPLETED",
    });
    expect({ status: comment.status, message: comment.body.message }).toEqual({
      status: 409,
      message: MEETING_CANCELLED_MESSAGE,
    });
    const again = await admin.post("meeting/cancel/", { id: meeting.id, company_id: companyId });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: MEETING_ALREADY_CANCELLED_MESSAGE,
    });
  });

  it("sends no invitation for a meeting cancelled before its invitation went out, and no cancellation either", async () => {
    const meeting = await schedule();
    await admin.post("meeting/cancel/", { id: meeting.id, company_id: companyId });
    const before = smtp.received.length;
    await runJob("meeting.invitation", meeting.id);
    await runJob("meeting.cancellation", meeting.id);
    expect(smtp.received.length).toBe(before);
  });
});

describe("who may act on a meeting: exactly whom the contract's rule lets through", () => {
  /** Someone acting on the meeting: how they call, and who they are to the rule. */
  type Who = { name: string; call: Caller; actor: ActionActor };
  let people: Record<"scheduler" | "moderator" | "superAdmin" | "asUser" | "outsider", Who>;

  beforeAll(async () => {
    // Holds SUPER_ADMIN and USER, is not assigned the company and acts as USER.
    const twoRoles = await createAccount(server, { roles: ["SUPER_ADMIN", "USER"] });
    const superAdmin = await createAccount(server, { roles: ["SUPER_ADMIN"] });
    people = {
      scheduler: {
        name: "the user who scheduled it",
        call: as(accounts.viewer),
        actor: { pk: accounts.viewer.id, activeRole: "USER" },
      },
      moderator: {
        name: "its moderator",
        call: as(accounts.moderator),
        actor: { pk: accounts.moderator.id, activeRole: "USER" },
      },
      superAdmin: {
        name: "a SUPER_ADMIN",
        call: caller(server, superAdmin.token, "SUPER_ADMIN"),
        actor: { pk: superAdmin.id, activeRole: "SUPER_ADMIN" },
      },
      asUser: {
        name: "a SUPER_ADMIN acting as USER",
        call: caller(server, twoRoles.token, "USER"),
        actor: { pk: twoRoles.id, activeRole: "USER" },
      },
      outsider: {
        name: "a user with nothing to do with it",
        call: as(accounts.outsider),
        actor: { pk: accounts.outsider.id, activeRole: "USER" },
      },
    };
  });

  /** A meeting the viewer schedules, with the moderator as its one moderator. */
  async function scheduledByViewer(): Promise<Meeting> {
    const answer = await as(accounts.viewer).post("meeting/", meetingBody());
    expect(answer.status).toBe(200);
    return answer.body.data as Meeting;
  }

  it("Cancel Meeting: the scheduler, a moderator and a SUPER_ADMIN; no one else", async () => {
    const expected = { scheduler: 200, moderator: 200, superAdmin: 200, asUser: 403, outsider: 403 };
    for (const [key, who] of Object.entries(people)) {
      const meeting = await scheduledByViewer();
      const refusal = meetingCancelRefusal(who.actor, {
        status: meeting.status,
        scheduledBy: accounts.viewer.id,
        moderators: meeting.moderators,
      });
      const answer = await who.call.post("meeting/cancel/", { id: meeting.id, company_id: companyId });
      expect({ who: who.name, status: answer.status }).toEqual({
        who: who.name,
        status: expected[key as keyof typeof expected],
      });
      expect({ who: who.name, status: answer.status, message: answer.body.message }).toEqual({
        who: who.name,
        status: refusal?.status ?? 200,
        message: refusal?.message ?? "Meeting cancelled successfully.",
      });
    }
  });

  it("Comment: each moderator once; the scheduler and a SUPER_ADMIN who is no moderator are refused", async () => {
    const answer = await as(accounts.viewer).post(
      "meeting/",
      meetingBody({ moderators: [accounts.moderator.id, people.asUser.actor.pk] }),
    );
    const meeting = answer.body.data as Meeting;
    const body = { company_id: companyId, ...MEETING_TASK, comment_text: "Seen", status: "COMPLETED" };
    const commentedBy: Id[] = [];
    const steps: Array<[Who, number]> = [
      [people.scheduler, 403],
      [people.superAdmin, 403],
      [people.outsider, 403],
      [people.moderator, 200],
      [people.moderator, 403],
      // The same user, acting as USER, moderates it: the role they act as does not matter here.
      [people.asUser, 200],
    ];
    for (const [who, status] of steps) {
      const current = (await server.repos.meetings.mailOf(meeting.id))?.status ?? null;
      const refusal = meetingCommentRefusal(who.actor, {
        status: current,
        moderators: meeting.moderators,
        commentedBy,
      });
      const sent = await who.call.put(`meeting/${meeting.id}/`, body);
      expect({ who: who.name, status: sent.status }).toEqual({ who: who.name, status });
      expect({ who: who.name, status: sent.status, message: sent.body.message }).toEqual({
        who: who.name,
        status: refusal?.status ?? 200,
        message: refusal?.message ?? "Comment submitted successfully.",
      });
      if (sent.status === 200) commentedBy.push(who.actor.pk);
    }
  });
});

describe("the meeting's recordings", () => {
  it("answers the meeting's documents to those who see the company; a failed one only to its uploader", async () => {
    const meeting = await schedule();
    await server.database.db.insert(companyDocuments).values([
      {
        companyId,
        journeyItemId: meeting.id,
        type: "RECORDING",
        storageKey: "m/one.mp4",
        fileName: "one.mp4",
        mimeType: "video/mp4",
        sizeBytes: 10,
        createdBy: accounts.moderator.id,
      },
      {
        companyId,
        journeyItemId: meeting.id,
        type: "RECORDING",
        storageKey: "m/two.mp4",
        fileName: "two.mp4",
        mimeType: "video/mp4",
        sizeBytes: 10,
        state: "FAILED",
        createdBy: accounts.moderator.id,
      },
    ]);
    const mine = await as(accounts.moderator).post(`interview-recording/?id=${meeting.id}`, {});
    expect((mine.body.data as Array<{ file_name: string }>).map((doc) => doc.file_name)).toEqual([
      "one.mp4",
      "two.mp4",
    ]);
    const theirs = await as(accounts.viewer).post(`interview-recording/?id=${meeting.id}`, {});
    expect(
      (theirs.body.data as Array<{ file_name: string; is_uploaded: string }>).map((doc) => [
        doc.file_name,
        doc.is_uploaded,
      ]),
    ).toEqual([["one.mp4", "UPLOADED"]]);
    const outsider = await as(accounts.outsider).post(`interview-recording/?id=${meeting.id}`, {});
    expect(outsider.status).toBe(404);
    const item = await timelineItem(as(accounts.viewer), meeting.id);
    expect(item?.files.map((file) => file.file_name)).toEqual(["one.mp4"]);
    expect(item?.meeting?.documents.map((file) => file.file_name)).toEqual(["one.mp4"]);
  });
});

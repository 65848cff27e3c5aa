import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Evaluation, Id } from "@pipeline/contract";
import {
  emailLogs,
  jobs,
  journeyEvaluations,
  sentReminders,
  userJourneyAccess,
  users,
} from "../../src/db/schema";
import { enqueue } from "../../src/jobs";
import { createReminderRepository, REMINDER_JOB, sendDueReminders } from "../../src/modules/reviews";
import {
  type Account,
  caller,
  type Caller,
  companyBody,
  createAccount,
  createRefs,
  type Refs,
} from "../api/companyWorld";
import { ADMIN } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { busyAndGone, partOf, type Received } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL } from "../senders/senderWorld";
import { reopenAt } from "./reopenings";

// The reminders against a real SMTP server on 127.0.0.1, on a clock the test sets: a reviewer whose
// answer has waited REVIEW_REMINDER_DAYS (3 here, the default) is reminded once per 3 days until
// they answer, the evaluation is decided or reopened into a new round (whose periods start again);
// the giver of a grant that expires within 3 days is told once, never for a revoked or expired one.

const DAY = 86_400_000;
/** Monday 4 May 2026, 09:00 UTC: 14:30 in India. */
const ASKED = new Date("2026-05-04T09:00:00.000Z").getTime();
let clock = ASKED;
const at = (days: number, minutes = 0) => {
  clock = ASKED + days * DAY + minutes * 60_000;
};

// The server's own clock stays the real one (its sessions would expire as the test's moves on);
// the reminders read here run on the test's.
const refusals = busyAndGone();
const world = mailWorld({ runJobs: { pollIntervalMs: 50, retryDelayMs: () => 50 }, refuse: refusals.refuse });
let admin: Caller;
let adminId: Id;
let refs: Refs;
let asha: Account & { email: string };
let ravi: Account & { email: string };

const remind = () =>
  sendDueReminders({
    reminders: createReminderRepository(world.server.database.db, { now: () => new Date(clock) }),
    emailLogs: world.server.repos.emailLogs,
    services: { mailer: world.mailer, publicUrl: PUBLIC_URL, reviewReminderDays: 3 },
  });

async function account(): Promise<Account & { email: string }> {
  const made = await createAccount(world.server);
  const [row] = await world.server.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, made.id));
  return { ...made, email: row?.email ?? "" };
}

/** A company's screening review asked of `reviewers` at `asked` (default ASKED). */
async function evaluation(name: string, reviewers: Id[], asked = ASKED) {
  const companyId = await admin.create(companyBody(refs, { company_name: name }));
  const answer = await admin.post("evaluation/", {
    company_id: companyId,
    stage_id: 2,
    task_id: 8,
    reviewer_ids: reviewers,
    status: "PENDING",
  });
  expect(answer.status).toBe(200);
  const made = answer.body.data as Evaluation;
  await world.server.database.db
    .update(journeyEvaluations)
    .set({ created: new Date(asked) })
    .where(eq(journeyEvaluations.id, made.id));
  return { ...made, companyId };
}

/** The messages the SMTP server received since `from`, to `address`. */
const receivedBy = (address: string, from = 0): Received[] =>
  world.smtp.received.slice(from).filter((mail) => mail.to.includes(address));
const htmlOf = (mail: Received | undefined) => partOf(mail?.raw ?? "", "text/html").body;

let sent = 0;
beforeEach(() => {
  sent = world.smtp.received.length;
});

beforeAll(async () => {
  const adminToken = await world.server.adminToken();
  admin = caller(world.server, adminToken);
  adminId = (await world.server.repos.users.findForLogin(ADMIN.username))?.id as Id;
  refs = await createRefs(world.server, "Reminders");
  asha = await account();
  ravi = await account();
}, SETUP_TIMEOUT_MS);

describe("review reminders", () => {
  let review: Awaited<ReturnType<typeof evaluation>>;
  beforeAll(async () => {
    review = await evaluation("Kestrel Looms", [asha.id, ravi.id]);
  }, SETUP_TIMEOUT_MS);

  it("sends none before the answer has waited 3 days", async () => {
    at(2, 23 * 60 + 59);
    expect(await remind()).toEqual({ reviews: 0, grants: 0, failed: 0 });
    expect(world.smtp.received.length).toBe(sent);
  });

  it("reminds each waiting reviewer once the 3 days have passed, naming what waits and linking the company", async () => {
    at(3, 1);
    expect((await remind()).reviews).toBe(2);
    const [toAsha] = receivedBy(asha.email, sent);
    expect(receivedBy(ravi.email, sent)).toHaveLength(1);
    expect(toAsha?.raw).toContain("Subject: Reminder: your review of Kestrel Looms is waiting");
    const html = htmlOf(toAsha);
    expect(html).toContain("Kestrel Looms");
    expect(html).toContain("Screening");
    expect(html).toContain("Screening Review");
    // Asked at 09:00 UTC, 14:30 in India, three days ago.
    expect(html).toContain("4 May 2026, 14:30 IST");
    expect(html).toContain("(3 days)");
    expect(html).toContain(`${PUBLIC_URL}/companies/${review.companyId}`);
    // In the e-mail log, with the company and the item.
    const logged = await world.server.database.db
      .select()
      .from(emailLogs)
      .where(like(emailLogs.subject, "Reminder: your review of Kestrel Looms%"));
    expect(
      logged.map((log) => [log.receiverEmails, log.delivered, log.companyId, log.journeyItemId]),
    ).toEqual(
      expect.arrayContaining([
        [[asha.email], true, review.companyId, review.journey_item],
        [[ravi.email], true, review.companyId, review.journey_item],
      ]),
    );
  });

  it("does not send it twice in the same period", async () => {
    at(3, 5);
    expect((await remind()).reviews).toBe(0);
    at(5, 23 * 60);
    expect((await remind()).reviews).toBe(0);
    expect(world.smtp.received.length).toBe(sent);
  });

  it("reminds again the next period, and never once the reviewer has answered", async () => {
    const reply = await caller(world.server, ravi.token).put(`evaluation/${review.id}/`, {
      company_id: review.companyId,
      journey_item_id: review.journey_item,
      comment: "Holding for the audited figures",
      status: "HOLD",
    });
    expect(reply.status).toBe(200);
    at(6, 1);
    expect((await remind()).reviews).toBe(1);
    expect(receivedBy(asha.email, sent)).toHaveLength(1);
    expect(htmlOf(receivedBy(asha.email, sent)[0])).toContain("(6 days)");
    expect(receivedBy(ravi.email, sent)).toHaveLength(0);
  });

  it("sends none once the evaluation is decided", async () => {
    await world.server.database.db
      .update(journeyEvaluations)
      .set({ status: "REJECTED", decidedAt: new Date(ASKED + 7 * DAY) })
      .where(eq(journeyEvaluations.id, review.id));
    at(9, 1);
    expect((await remind()).reviews).toBe(0);
    expect(world.smtp.received.length).toBe(sent);
  });

  it("starts the periods again in the round a reopening begins", async () => {
    await reopenAt(world.server.database.db, review.id, adminId, [
      { at: new Date(ASKED + 10 * DAY), reason: "The audited figures arrived" },
    ]);
    const { db } = world.server.database;
    // Twelve days after the first ask, but two after the reopening: not yet.
    at(12, 1);
    expect((await remind()).reviews).toBe(0);
    at(13, 1);
    expect((await remind()).reviews).toBe(2);
    expect(receivedBy(ravi.email, sent)).toHaveLength(1);
    expect(htmlOf(receivedBy(asha.email, sent)[0])).toContain("14 May 2026, 14:30 IST");
    const periods = await db
      .select({
        recipient: sentReminders.recipientId,
        round: sentReminders.round,
        period: sentReminders.period,
      })
      .from(sentReminders)
      .where(and(eq(sentReminders.kind, "review"), eq(sentReminders.subjectId, review.id)));
    expect(periods.filter((row) => row.recipient === asha.id).map((row) => [row.round, row.period])).toEqual(
      expect.arrayContaining([
        [1, 1],
        [1, 2],
        [2, 1],
      ]),
    );
  });
});

describe("a reminder the mail server does not take", () => {
  it("is tried again by the next run when refused for now, and not when refused for good", async () => {
    const { db } = world.server.database;
    const busy = await account();
    const gone = await account();
    for (const [who, prefix] of [
      [busy, "busy"],
      [gone, "gone"],
    ] as const) {
      who.email = `${prefix}.${who.email}`;
      await db.update(users).set({ email: who.email }).where(eq(users.id, who.id));
    }
    // What else is due by then goes first, so that only this review's reminders are left.
    at(33, 1);
    await remind();
    const review = await evaluation("Plover Paints", [busy.id, gone.id], clock - 3 * DAY - 60_000);
    sent = world.smtp.received.length;
    expect(await remind()).toEqual({ reviews: 1, grants: 0, failed: 2 });
    expect(refusals.refusedOnce.has(busy.email)).toBe(true);
    expect(await remind()).toEqual({ reviews: 1, grants: 0, failed: 0 });
    expect(receivedBy(busy.email, sent)).toHaveLength(1);
    expect(receivedBy(gone.email, sent)).toHaveLength(0);
    expect(await remind()).toEqual({ reviews: 0, grants: 0, failed: 0 });
    const logged = await db
      .select({ to: emailLogs.receiverEmails, delivered: emailLogs.delivered, failure: emailLogs.failure })
      .from(emailLogs)
      .where(eq(emailLogs.journeyItemId, review.journey_item));
    expect(logged).toEqual(
      expect.arrayContaining([
        { to: [busy.email], delivered: false, failure: "temporary" },
        { to: [busy.email], delivered: true, failure: null },
        { to: [gone.email], delivered: false, failure: "permanent" },
      ]),
    );
    expect(logged).toHaveLength(3);
  });
});

describe("grant reminders", () => {
  let companyId: Id;
  const grant = async (validUntil: number) => {
    const [row] = await world.server.database.db
      .insert(userJourneyAccess)
      .values({
        userId: ravi.id,
        companyId,
        contentType: "journeyitem",
        objectId: 1,
        validDays: 7,
        validUntil: new Date(validUntil),
        createdBy: asha.id,
        created: new Date(validUntil - 7 * DAY),
      })
      .returning({ id: userJourneyAccess.id });
    return row?.id as Id;
  };

  beforeAll(async () => {
    companyId = await admin.create(companyBody(refs, { company_name: "Osprey Textiles" }));
  });

  it("tells the giver once that a grant expires within 3 days; never of one revoked or expired", async () => {
    at(20);
    const soon = await grant(clock + 2 * DAY);
    const later = await grant(clock + 5 * DAY);
    const revoked = await grant(clock + 2 * DAY);
    await grant(clock - 1);
    await world.server.database.db
      .update(userJourneyAccess)
      .set({ validUntil: new Date(clock - 60_000) })
      .where(eq(userJourneyAccess.id, revoked));

    expect((await remind()).grants).toBe(1);
    // The reviews of the suite above are due again by now too: only the grant's message is read here.
    const mails = receivedBy(asha.email, sent).filter((mail) =>
      mail.raw.includes("Subject: Access you gave"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain("Subject: Access you gave to Osprey Textiles expires soon");
    const html = htmlOf(mails[0]);
    expect(html).toContain("Osprey Textiles");
    // 24 May 2026 09:00 UTC plus two days: 26 May, 14:30 in India.
    expect(html).toContain("26 May 2026, 14:30 IST");
    expect(html).toContain(`${PUBLIC_URL}/companies/${companyId}`);

    // Once: not again the next day, and none of the other grants until theirs comes near.
    at(21);
    expect((await remind()).grants).toBe(0);
    at(22, 1);
    expect((await remind()).grants).toBe(1);
    const grants = await world.server.database.db
      .select({ subject: sentReminders.subjectId })
      .from(sentReminders)
      .where(eq(sentReminders.kind, "grant"));
    expect(grants.map((row) => row.subject).sort()).toEqual([soon, later].sort());
  });
});

describe("the reminders job", () => {
  it("runs under the jobs worker on the server's clock: queued for the hour at start, the next hour queued", async () => {
    const { db } = world.server.database;
    const periodic = await db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `${REMINDER_JOB}:%`));
    expect(periodic.length).toBeGreaterThanOrEqual(2);

    const review = await evaluation("Heron Ceramics", [ravi.id], Date.now() - 3 * DAY - 60_000);
    const { id } = await enqueue(db, { kind: REMINDER_JOB });
    await eventually("the reminders job is done", async () => {
      const [job] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
      return job?.state === "done";
    });
    const mails = receivedBy(ravi.email, sent).filter((mail) => mail.raw.includes("Heron Ceramics"));
    expect(mails).toHaveLength(1);
    expect(htmlOf(mails[0])).toContain(`${PUBLIC_URL}/companies/${review.companyId}`);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { companyMembers, jobs } from "../../src/db/schema";
import { emailHtml } from "../../src/mail/sanitize";
import { emailSendJob, INTERRUPTED_REASON } from "../../src/modules/emails/sendJob";
import type { JobContext } from "../../src/jobs";
import { createMailer } from "../../src/mail";
import { EMAIL_JOB } from "../../src/modules/emails/repository";
import { startInjectedApp } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { pdfBytes } from "../documents/fixtures";
import { FAST } from "../jobs/jobWorld";
import { busyAndGone, headersOf } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL } from "../senders/senderWorld";
import { emailFields, emailSetup, type EmailSetup, itemOf, itemStatus, logOf, sendEmail } from "./emailWorld";

// Exactly once, against a real SMTP server: a server stopped before a scheduled e-mail's time and
// another started after it sends it once; a run that finds the message already sent, or cut off
// while it was being handed over, sends nothing; a temporary refusal is retried until accepted, a
// permanent one is failed and logged; without SMTP the message is kept whole in the outbox.

/** Addresses the SMTP server refuses: `busy.` ones once with 451, `gone.` ones always with 550. */
const { refuse } = busyAndGone();
const world = mailWorld({ runJobs: FAST, refuse });
let setup: EmailSetup;

beforeAll(async () => {
  setup = await emailSetup(world.server);
}, SETUP_TIMEOUT_MS);

/** How many messages with this Message-ID the SMTP server took. */
function receivedCount(messageId: string | null | undefined): number {
  return world.smtp.received.filter((mail) => headersOf(mail.raw).get("message-id") === messageId).length;
}

/** Gives the setup's first member this address, for the SMTP server to decide on. */
async function memberAddress(prefix: string): Promise<void> {
  const id = setup.members[0]?.id ?? 0;
  const email = `${prefix}${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  await world.server.database.db.update(companyMembers).set({ email }).where(eq(companyMembers.id, id));
}

/** A job context as the worker hands it, for running the handler by hand. */
function jobContext(journeyItemId: number): JobContext<{ journeyItemId: number }> {
  return {
    id: 0,
    kind: EMAIL_JOB,
    payload: { journeyItemId },
    attempt: 1,
    maxAttempts: 5,
    leaseMs: 60_000,
    extendLease: async () => undefined,
    complete: async () => undefined,
    stopping: () => false,
    onBehalfOf: async () => undefined,
  };
}

describe("sending exactly once", () => {
  it("sends a scheduled e-mail once when the server is stopped before its time and another starts after", async () => {
    await memberAddress("founder.");
    const date = new Date(Date.now() + 1_500);
    const answer = await sendEmail(world.server, setup, emailFields(setup, { date: date.toISOString() }));
    expect(answer.status).toBe(200);
    const id = itemOf(answer).id;

    // The first server stops before the e-mail is due; its worker leaves the job waiting.
    await world.server.app.close();
    expect(await itemStatus(world.server, id)).toBe("scheduled");
    const successor = await buildApp({
      repos: world.server.repos,
      envelopeKey: null,
      jobs: { db: world.server.database.db, worker: FAST },
      services: { mailer: world.mailer, publicUrl: PUBLIC_URL },
    });
    await successor.ready();
    try {
      await eventually(
        "the successor sent the e-mail",
        async () => (await itemStatus(world.server, id)) === "sent",
      );
      const [log] = await logOf(world.server, id);
      expect(log?.delivered).toBe(true);
      expect(receivedCount(log?.messageId)).toBe(1);
      const [job] = await world.server.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${EMAIL_JOB}:${id}`));
      expect(job?.state).toBe("done");

      // The job run again (a retry after a crash past the send) finds it sent and sends nothing.
      const handler = emailSendJob({
        emails: world.server.repos.emails,
        transaction: world.server.repos.emails.transaction,
        services: { mailer: world.mailer, storage: {} as never },
      });
      await handler(jobContext(id));
      expect(receivedCount(log?.messageId)).toBe(1);
      expect(await logOf(world.server, id)).toHaveLength(1);
    } finally {
      await successor.close();
    }
  });
});

describe("sending exactly once, with the worker running", () => {
  // The file's first server was stopped above: these run on one of their own, on the same world.
  const second = { server: null as Awaited<ReturnType<typeof startInjectedApp>> | null };
  let own: EmailSetup;

  beforeAll(async () => {
    second.server = await startInjectedApp({
      runJobs: FAST,
      services: { mailer: world.mailer, publicUrl: PUBLIC_URL },
    });
    own = await emailSetup(second.server);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await second.server?.close();
  });
  const server = () => second.server as NonNullable<typeof second.server>;

  async function ownMemberAddress(prefix: string): Promise<string> {
    const email = `${prefix}${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
    await server()
      .database.db.update(companyMembers)
      .set({ email })
      .where(eq(companyMembers.id, own.members[0]?.id ?? 0));
    return email;
  }

  it("does not send again a message cut off while it was handed to the mail server, and says so", async () => {
    await ownMemberAddress("founder.");
    // No worker may take it before the cut is made: the e-mail is dated a minute ahead.
    const answer = await sendEmail(
      server(),
      own,
      emailFields(own, { date: new Date(Date.now() + 60_000).toISOString() }),
    );
    const id = itemOf(answer).id;
    const { emails } = server().repos;
    const email = await emails.outgoing(id);
    if (!email) throw new Error("The e-mail was not written.");
    // A process made it `sending` with its Message-ID, then stopped before it recorded the outcome.
    const begun = await emails.beginSending(email, "fund.example.com", emailHtml(email.body, "Arial"));

    await emailSendJob({
      emails,
      transaction: emails.transaction,
      services: { mailer: world.mailer, storage: {} as never },
    })(jobContext(id));

    expect(await itemStatus(server(), id)).toBe("failed");
    const [log] = await logOf(server(), id);
    expect(log).toMatchObject({ delivered: false, failure: "permanent", messageId: begun?.messageId });
    expect(log?.reason).toContain(INTERRUPTED_REASON);
    expect(log?.reason).toContain(begun?.messageId);
    expect(receivedCount(begun?.messageId)).toBe(0);
  });

  it("retries a temporary refusal until the mail server takes the message, once", async () => {
    await ownMemberAddress("busy.");
    const answer = await sendEmail(server(), own, emailFields(own));
    const id = itemOf(answer).id;

    await eventually("the retried e-mail is sent", async () => (await itemStatus(server(), id)) === "sent");
    const [log] = await logOf(server(), id);
    expect(log).toMatchObject({ delivered: true, reason: null });
    expect(receivedCount(log?.messageId)).toBe(1);
    const [job] = await server()
      .database.db.select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EMAIL_JOB}:${id}`));
    expect(job?.attempts).toBe(2);
  });

  it("fails a permanent refusal and logs the mail server's answer", async () => {
    await ownMemberAddress("gone.");
    const answer = await sendEmail(server(), own, emailFields(own));
    const id = itemOf(answer).id;

    await eventually(
      "the refused e-mail is failed",
      async () => (await itemStatus(server(), id)) === "failed",
    );
    const [log] = await logOf(server(), id);
    expect(log).toMatchObject({ delivered: false, failure: "permanent" });
    expect(log?.reason).toContain("550");
    expect(receivedCount(log?.messageId)).toBe(0);
  });
});

describe("without SMTP", () => {
  it(
    "keeps the whole message, attachment included, as an .eml file in the outbox",
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-email-outbox-"));
      const mailer = createMailer({ smtpUrl: null, dataDir });
      const server = await startInjectedApp({ runJobs: FAST, services: { mailer } });
      try {
        const own = await emailSetup(server);
        const fields = emailFields(own);
        const answer = await sendEmail(server, own, fields, [["attachments", "Deck.pdf", pdfBytes("Deck")]]);
        const id = itemOf(answer).id;

        await eventually("the e-mail is kept", async () => (await itemStatus(server, id)) === "sent");
        const outbox = path.join(dataDir, "outbox");
        const files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
        expect(files).toHaveLength(1);
        const eml = readFileSync(path.join(outbox, files[0] as string), "utf8");
        const [log] = await logOf(server, id);
        expect(headersOf(eml).get("message-id")).toBe(log?.messageId);
        expect(headersOf(eml).get("subject")).toBe(fields.subject);
        expect(eml).toContain("Deck.pdf");
        expect(log?.delivered).toBe(true);
      } finally {
        await server.close();
        mailer.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

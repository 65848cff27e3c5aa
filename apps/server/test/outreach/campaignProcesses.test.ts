import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { campaignRecipients, companyMembers, senders } from "../../src/db/schema";
import { enqueue } from "../../src/jobs";
import { CAMPAIGN_JOB, CAMPAIGN_WORKERS } from "../../src/modules/outreach/campaignJob";
import { createRepositories } from "../../src/repositories";
import { seed } from "../../src/seed";
import { ADMIN } from "../api/injectApp";
import { lookupInput, uniqueLetters } from "../db/fixtures";
import { openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../db/testDatabase";
import { headersOf, startSmtp, type TestSmtp } from "../mail/smtpWorld";
import { eventually } from "../senders/senderWorld";
import { freePort } from "../support/freePort";

// Two server processes, started as `npm start` starts the server, on one PostgreSQL: a campaign
// queued in the database is shared between them (each runs at most two of its four parts) and
// every recipient gets it once. Each process sends through its own SMTP server, so the test sees
// that both took part.

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const RECIPIENTS = 160;

type Running = { stop: () => Promise<void>; output: () => string };

async function startProcess(env: Record<string, string>): Promise<Running> {
  const child = spawn(
    process.execPath,
    ["--conditions=@pipeline/source", "--import", "tsx", "apps/server/src/main.ts"],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 20_000) output += chunk.toString("utf8");
      if (output.includes("Pipeline is running at")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(() => reject(new Error(`The server stopped before it listened:\n${output}`)));
  });
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A campaign to RECIPIENTS members, ready to be queued as the route queues it: `queue` queues it,
 * once the processes that share it are running, so that neither has it to itself while the other
 * starts (a start can take several seconds on a busy machine).
 */
async function campaignToQueue(
  database: TestDatabase,
): Promise<{ addresses: string[]; queue: () => Promise<void> }> {
  const { db } = database;
  await seed(db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  const repos = createRepositories(db);
  const admin = await repos.users.findForLogin(ADMIN.username);
  const location = await repos.lookups.create("location", lookupInput("location", "Processes"));
  const sender = await repos.senders.create(
    {
      email: "deals@processes.example.com",
      sender_name: "Deal Team",
      address: "1 MG Road",
      city: "Bengaluru",
      country: "India",
      is_active: true,
    },
    admin?.id ?? 0,
  );
  await db.update(senders).set({ isVerified: true }).where(eq(senders.id, sender.id));
  const addresses: string[] = [];
  const companyIds: number[] = [];
  for (let index = 0; index < RECIPIENTS / 4; index += 1) {
    const companyId = await repos.companies.create(
      { company_name: `Processes ${uniqueLetters()}`, website: "", location: [location.id] },
      null,
    );
    companyIds.push(companyId);
    const members = Array.from({ length: 4 }, () => {
      const key = uniqueLetters().toLowerCase();
      addresses.push(`lead.${key}@example.com`);
      return { companyId, firstName: `Lead${key}`, lastName: "Rao", email: `lead.${key}@example.com` };
    });
    await db.insert(companyMembers).values(members);
  }
  const queue = () =>
    repos.campaigns.transaction(async (tx) => {
      const { campaign } = await repos.campaigns.create(
        tx,
        {
          name: "Two processes",
          subject: "Hello {{first_name}}",
          body: "<p>Hello {{first_name}}</p>",
          emailType: "initial_outreach",
          taskId: 2,
          sender: { id: sender.id, email: sender.email, name: sender.sender_name },
          provider: "smtp",
          sendAt: new Date(),
          scheduled: false,
          createdBy: admin?.id ?? 0,
        },
        companyIds,
        1,
        { userId: admin?.id ?? 0, seesAll: true },
      );
      for (let part = 0; part < CAMPAIGN_WORKERS; part += 1) {
        await enqueue(tx, {
          kind: CAMPAIGN_JOB,
          payload: { campaignId: campaign.id, part },
          dedupeKey: `campaign:${campaign.id}:${part}`,
        });
      }
    });
  return { addresses, queue };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("two server processes on one PostgreSQL", () => {
  // PGlite is one process's own database: this needs PostgreSQL.
  it.runIf(TEST_DATABASE_URL)(
    "share a campaign, and send every recipient once",
    { timeout: 180_000 },
    async () => {
      const database = await openTestDatabase();
      cleanups.push(() => database.close());
      if (!database.url) throw new Error("The database has no URL.");
      const { addresses, queue } = await campaignToQueue(database);
      const mailServers: TestSmtp[] = [await startSmtp(), await startSmtp()];
      cleanups.push(() => Promise.all(mailServers.map((server) => server.close())).then(() => undefined));
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-processes-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

      const processes: Running[] = [];
      for (const [index, mail] of mailServers.entries()) {
        const running = await startProcess({
          NODE_ENV: "production",
          DATABASE_URL: database.url,
          PORT: String(await freePort()),
          HOST: "127.0.0.1",
          DATA_DIR: path.join(dataDir, String(index)),
          SMTP_URL: mail.url,
          // Slow enough that both are still at work when one takes its second part.
          BULK_MAIL_RATE: "25",
          JOB_LEASE_SECONDS: "5",
          // One process each: the two share the campaign as two machines would.
          WEB_CONCURRENCY: "1",
          FILE_SIGNING_SECRET: "two-processes-signing-secret-0123456789abcdef",
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          ADMIN_EMAIL: ADMIN.email,
        });
        processes.push(running);
        cleanups.push(() => running.stop());
      }

      await queue();
      await eventually(
        "every recipient was sent to",
        async () => {
          const [row] = await database.db
            .select({ left: sql<number>`count(*) filter (where ${campaignRecipients.state} <> 'sent')` })
            .from(campaignRecipients);
          return Number(row?.left) === 0;
        },
        120_000,
      );
      await Promise.all(processes.map((running) => running.stop()));

      const received = new Map<string, string[]>(addresses.map((address) => [address, []]));
      for (const mail of mailServers.flatMap((server) => server.received)) {
        for (const to of mail.to) received.get(to)?.push(headersOf(mail.raw).get("message-id") ?? "");
      }
      expect([...received.values()].map((ids) => ids.length)).toEqual(addresses.map(() => 1));
      const byProcess = mailServers.map((server) => server.received.length);
      expect(
        byProcess.every((count) => count > 0),
        JSON.stringify(byProcess),
      ).toBe(true);
    },
  );
});

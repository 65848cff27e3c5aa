import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignStats, Id } from "@pipeline/contract";
import { buildApp } from "../../src/app";
import { openDatabase } from "../../src/db";
import { campaignRecipients, suppressions } from "../../src/db/schema";
import type { JobContext } from "../../src/jobs";
import { JobStoppedError } from "../../src/jobs";
import { createMailer, type Mailer } from "../../src/mail";
import {
  campaignSendJob,
  type CampaignJobDeps,
  type CampaignJobPayload,
} from "../../src/modules/outreach/campaignJob";
import type { PerRecipientProvider } from "../../src/mail/bulk/provider";
import { createSmtpProvider } from "../../src/mail/bulk/smtp";
import { createRepositories } from "../../src/repositories";
import { caller, companyBody, createRefs } from "../api/companyWorld";
import { uniqueLetters } from "../db/fixtures";
import { TEST_DATABASE_URL } from "../db/testDatabase";
import { makeSender } from "../emails/emailWorld";
import { FAST } from "../jobs/jobWorld";
import { headersOf } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL, SIGNING_SECRET } from "../senders/senderWorld";

// A campaign is sent to every recipient exactly once whatever happens to the workers sending it:
// a worker that dies in the middle (at the worst moment: its message accepted by the mail server,
// not yet recorded) leaves the rest to the next one, the message under way sent again with the
// same Message-ID; a server stopped normally hands its part back at once; and two servers on one
// PostgreSQL share a campaign without sending anything twice.

const world = mailWorld();

type Setup = { campaignId: Id; addresses: string[] };

/** A campaign (not yet sent: no worker runs in this server) to `count` members of three companies. */
async function campaignTo(count: number): Promise<Setup> {
  const admin = caller(world.server, await world.server.adminToken());
  const refs = await createRefs(world.server, `Workers ${uniqueLetters()}`);
  const addresses: string[] = [];
  const companyIds: Id[] = [];
  for (let company = 0; company < 3; company += 1) {
    const body = companyBody(refs);
    const template = (body.company_members as Array<Record<string, unknown>>)[0] ?? {};
    const members = Array.from({ length: Math.ceil(count / 3) }, () => {
      const key = uniqueLetters().toLowerCase();
      addresses.push(`lead.${key}@example.com`);
      return { ...template, first_name: `Lead${key}`, email: `lead.${key}@example.com` };
    });
    companyIds.push(await admin.create({ ...body, company_members: members }));
  }
  const sender = await makeSender(world.server);
  const answer = await admin.post("campaigns/", {
    company_ids: companyIds,
    journey_item_id: 2,
    email_type: "initial_outreach",
    campaign_name: `Workers ${uniqueLetters()}`,
    subject: "Hello {{first_name}}",
    body: "<p>Hello {{first_name}} at {{company_name}}</p>",
    datetime: null,
    sender_id: sender.id,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { campaignId: (answer.body.data as { id: Id }).id, addresses };
}

/** The Message-IDs each address received, in order. */
function receivedIds(addresses: readonly string[]): Map<string, string[]> {
  const ids = new Map<string, string[]>(addresses.map((address) => [address, []]));
  for (const mail of world.smtp.received) {
    for (const to of mail.to) ids.get(to)?.push(headersOf(mail.raw).get("message-id") ?? "");
  }
  return ids;
}

let jobIds = 1000;

/** A run of the campaign's job as a worker would start it, `stopping` as given. */
function jobContext(campaignId: Id, stopping: () => boolean = () => false): JobContext<CampaignJobPayload> {
  jobIds += 1;
  return {
    id: jobIds,
    kind: "campaign.send",
    payload: { campaignId, part: 0 },
    attempt: 1,
    maxAttempts: 10,
    leaseMs: 300,
    extendLease: async () => undefined,
    complete: async () => undefined,
    stopping,
    onBehalfOf: async () => undefined,
  };
}

function handlerWith(
  provider: PerRecipientProvider,
  emailLogs: CampaignJobDeps["emailLogs"] = world.server.repos.emailLogs,
) {
  const { repos } = world.server;
  return campaignSendJob({
    campaigns: repos.campaigns,
    emailLogs,
    transaction: repos.campaigns.transaction,
    provider,
    senderUsable: async () => true,
    batchSize: 10,
    claimStaleMs: 300,
  });
}

const smtp = () =>
  createSmtpProvider({ mailer: world.mailer, publicUrl: PUBLIC_URL, secret: SIGNING_SECRET, rate: 0 });

/** A worker's provider that dies after the mail server accepted its `count`th message, before recording it. */
function dyingAfter(count: number) {
  const real = smtp();
  let sent = 0;
  const provider: PerRecipientProvider = {
    ...real,
    async send(campaign, recipient, messageId) {
      const outcome = await real.send(campaign, recipient, messageId);
      sent += 1;
      if (sent === count) return new Promise(() => undefined);
      return outcome;
    },
  };
  return { provider, sent: () => sent };
}

describe("a campaign's workers", () => {
  it("finish what a dead worker left, the message it was handing over sent again under the same Message-ID", async () => {
    const { campaignId, addresses } = await campaignTo(30);
    const dying = dyingAfter(8);
    void handlerWith(dying.provider)(jobContext(campaignId));
    await eventually("the first worker died", () => dying.sent() >= 8);
    const [left] = await world.server.database.db
      .select({ state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, "sending")));
    expect(left?.state).toBe("sending");

    // Its claims go stale; the next worker takes them.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await handlerWith(smtp())(jobContext(campaignId));

    const ids = receivedIds(addresses);
    for (const [address, received] of ids) {
      expect(received.length, address).toBeGreaterThanOrEqual(1);
      expect(new Set(received).size, address).toBe(1);
    }
    // The messages of the batch under way were sent again, under their Message-IDs: at most a batch.
    const again = [...ids.values()].filter((received) => received.length === 2).length;
    expect(again).toBeGreaterThanOrEqual(1);
    expect(again).toBeLessThanOrEqual(10);
    const states = await world.server.database.db
      .select({ state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId));
    expect(states.every((row) => row.state === "sent")).toBe(true);
  });

  it("marks suppressed, and sends nothing more to, an address of a dead worker's batch that was suppressed meanwhile", async () => {
    const { campaignId, addresses } = await campaignTo(6);
    const dying = dyingAfter(1);
    void handlerWith(dying.provider)(jobContext(campaignId));
    await eventually("the first worker died", () => dying.sent() >= 1);
    // Its other messages under way still reach the mail server: every one of the batch, in the end.
    await eventually("the mail server took the whole batch", () =>
      [...receivedIds(addresses).values()].every((received) => received.length === 1),
    );
    const db = world.server.database.db;
    const left = await db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.state, "sending")));
    expect(left.length).toBeGreaterThanOrEqual(2);
    const unsubscribed = left[left.length - 1]?.email ?? "";
    await db.insert(suppressions).values({ email: unsubscribed.toLowerCase(), reason: "unsubscribed" });
    // Its message reached the mail server before the worker died: nothing more may follow.
    const before = receivedIds([unsubscribed]).get(unsubscribed) ?? [];
    expect(before.length).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 400));
    await handlerWith(smtp())(jobContext(campaignId));

    const ids = receivedIds(addresses);
    expect(ids.get(unsubscribed)).toEqual(before);
    for (const address of addresses.filter((address) => address !== unsubscribed)) {
      expect(ids.get(address)?.length, address).toBeGreaterThanOrEqual(1);
    }
    const [row] = await db
      .select({ state: campaignRecipients.state, error: campaignRecipients.error })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.email, unsubscribed)));
    expect(row).toEqual({ state: "suppressed", error: "On the suppression list" });
  });

  it("never records a message sent without its e-mail log: a log that cannot be written leaves the batch unsettled", async () => {
    const { campaignId, addresses } = await campaignTo(6);
    const failingLogs = {
      insertMany: async () => {
        throw new Error("The e-mail log is out of reach.");
      },
    };
    await expect(handlerWith(smtp(), failingLogs)(jobContext(campaignId))).rejects.toThrow(
      "The e-mail log is out of reach.",
    );
    const states = await world.server.database.db
      .select({ state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId));
    expect(states.map((row) => row.state)).toEqual(addresses.map(() => "sending"));
  });

  it("hands the rest back at once when its server stops normally", async () => {
    const { campaignId, addresses } = await campaignTo(30);
    let sends = 0;
    const real = smtp();
    const counting: PerRecipientProvider = {
      ...real,
      send: async (...args) => {
        sends += 1;
        return real.send(...args);
      },
    };
    await expect(handlerWith(counting)(jobContext(campaignId, () => sends >= 5))).rejects.toBeInstanceOf(
      JobStoppedError,
    );
    expect(sends).toBe(5);
    // No wait for stale claims: the next start takes the rest straight away.
    await handlerWith(smtp())(jobContext(campaignId));
    const ids = receivedIds(addresses);
    expect([...ids.values()].map((received) => received.length)).toEqual(addresses.map(() => 1));
  });

  // Two servers on one database need PostgreSQL: PGlite is one process's own.
  it.runIf(TEST_DATABASE_URL)(
    "share one campaign between two servers on one PostgreSQL, every recipient once",
    { timeout: 60_000 },
    async () => {
      const url = world.server.database.url;
      if (!url) throw new Error("The database has no URL.");
      const { campaignId, addresses } = await campaignTo(90);
      const byServer = [0, 0];
      const counted = (mailer: Mailer, index: number): Mailer => ({
        ...mailer,
        send: async (message) => {
          byServer[index] = (byServer[index] ?? 0) + 1;
          return mailer.send(message);
        },
      });
      const second = await openDatabase({ dataDir: "", databaseUrl: url });
      const apps = await Promise.all(
        [world.server.database.db, second.db].map(async (db, index) => {
          const mailer = counted(createMailer({ smtpUrl: world.smtp.url, dataDir: "" }), index);
          const app = await buildApp({
            repos: createRepositories(db),
            envelopeKey: null,
            services: {
              mailer,
              publicUrl: PUBLIC_URL,
              fileSigningSecret: SIGNING_SECRET,
              bulkMail: createSmtpProvider({
                mailer,
                publicUrl: PUBLIC_URL,
                secret: SIGNING_SECRET,
                rate: 200,
              }),
            },
            jobs: { db, worker: FAST },
          });
          await app.ready();
          return { app, mailer };
        }),
      );
      try {
        await eventually(
          "the campaign was sent",
          async () => {
            const stats = (await world.server.repos.campaigns.stats(campaignId)) as CampaignStats;
            return stats.progress?.pending === 0;
          },
          45_000,
        );
      } finally {
        for (const { app, mailer } of apps) {
          await app.close();
          mailer.close();
        }
        await second.close();
      }
      const ids = receivedIds(addresses);
      expect([...ids.values()].map((received) => received.length)).toEqual(addresses.map(() => 1));
      expect(
        byServer.every((count) => count > 0),
        JSON.stringify(byServer),
      ).toBe(true);
    },
  );
});

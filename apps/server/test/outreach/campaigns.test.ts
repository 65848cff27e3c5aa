import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CampaignActivity, CampaignAudience, CampaignStats, Id, UsageInfo } from "@pipeline/contract";
import {
  campaignRecipients,
  companies,
  companyMembers,
  companyJourneyItems,
  journeyEvaluations,
  emailLogs,
  suppressions,
} from "../../src/db/schema";
import {
  CAMPAIGN_CREATED_MESSAGE,
  CAMPAIGN_SCHEDULED_MESSAGE,
  COMPANIES_NOT_YOURS_MESSAGE,
  NO_COMPANIES_MESSAGE,
  SENDER_NOT_USABLE_MESSAGE,
} from "../../src/modules/outreach/routes";
import { WEBHOOK_REFUSED_MESSAGE } from "../../src/modules/outreach/trackingRoutes";
import { type Caller, caller, companyBody, createAccount, createRefs, type Refs } from "../api/companyWorld";
import { uniqueLetters } from "../db/fixtures";
import {
  EMAIL_TASK,
  emailFields,
  emailSetup,
  itemOf,
  itemStatus,
  makeSender,
  sendEmail,
} from "../emails/emailWorld";
import { FAST } from "../jobs/jobWorld";
import { busyAndGone, headersOf, partOf, type Received } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL } from "../senders/senderWorld";

// Bulk outreach through the server's own sending (the smtp provider) against a real SMTP server on
// 127.0.0.1: who a campaign reaches, every rule of its form, one personalised message per
// recipient with its unsubscribe headers, the pixel and the tracked links counted, unsubscribes and
// hard bounces never written to again, statistics and usage.

/** `busy.` addresses are refused once with 451 (try again later), `gone.` ones always with 550. */
const { refuse, refusedOnce } = busyAndGone();
const world = mailWorld({ runJobs: FAST, refuse });
let admin: Caller;
let refs: Refs;
let senderId: Id;

beforeAll(async () => {
  admin = caller(world.server, await world.server.adminToken());
  refs = await createRefs(world.server, `Outreach ${uniqueLetters()}`);
  senderId = (await makeSender(world.server)).id;
});

type Person = { first_name: string; email: string };

/** A company with these members (active, with addresses), and its pitch line. */
async function company(members: Person[], overrides: Record<string, unknown> = {}): Promise<Id> {
  const body = companyBody(refs, overrides);
  const template = (body.company_members as Array<Record<string, unknown>>)[0] ?? {};
  return admin.create({
    ...body,
    pitch_line: "we back robotics founders",
    company_members: members.map((member) => ({ ...template, ...member })),
  });
}

function person(prefix = "ravi"): Person {
  const key = uniqueLetters().toLowerCase();
  return {
    first_name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)}${key}`,
    email: `${prefix}.${key}@example.com`,
  };
}

function campaignBody(companyIds: Id[], overrides: Record<string, unknown> = {}) {
  return {
    company_ids: companyIds,
    journey_item_id: 2,
    email_type: "initial_outreach",
    campaign_name: `Spring outreach ${uniqueLetters()}`,
    subject: "Hello {{first_name}} at {{company_name}}",
    body: '<p>Dear {{first_name}}, {{pitch_line}}.</p><p><a href="https://fund.example.com/deck">Our deck</a></p>',
    datetime: null,
    sender_id: senderId,
    ...overrides,
  };
}

function mailsTo(address: string): Received[] {
  return world.smtp.received.filter((mail) => mail.to.includes(address));
}

async function create(body: Record<string, unknown>, who: Caller = admin): Promise<Id> {
  const answer = await who.post("campaigns/", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { id: Id }).id;
}

async function statsOf(id: Id): Promise<CampaignStats> {
  const answer = await admin.get(`campaigns-stats?page_size=100`);
  const row = (answer.body.results?.data as CampaignStats[]).find((stats) => stats.id === id);
  if (!row) throw new Error(`Campaign ${id} is not in the list.`);
  return row;
}

/** Opens a URL of a message as a mail client or a browser would: no token, no envelope. */
async function visit(url: string, method: "GET" | "POST" = "GET") {
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  return world.server.app.inject({
    method,
    url: url.slice(PUBLIC_URL.length),
    ...(method === "POST"
      ? {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        }
      : {}),
  });
}

function htmlOf(mail: Received): string {
  return partOf(mail.raw, "text/html").body.replace(/&#38;/g, "&").replace(/&amp;/g, "&");
}

async function itemStatusOf(companyId: Id): Promise<string | null> {
  const [item] = await world.server.database.db
    .select({ status: companyJourneyItems.status })
    .from(companyJourneyItems)
    .where(eq(companyJourneyItems.companyId, companyId));
  return item?.status ?? null;
}

describe("who a campaign reaches", () => {
  it("counts every active member's address, the company's own when it has none, and leaves out the contacted", async () => {
    const two = await company([person(), person("asha")]);
    // A member who left (inactive) is not written to: the company's own address is.
    const none = await company([person()], { email: `desk.${uniqueLetters().toLowerCase()}@example.com` });
    const bare = await company([person()], { email: null });
    await world.server.database.db
      .update(companyMembers)
      .set({ isActive: false })
      .where(inArray(companyMembers.companyId, [none, bare]));
    const contacted = await company([person()]);
    await create(campaignBody([contacted]));

    const answer = await admin.post("campaigns/preview/", { company_ids: [two, none, bare, contacted] });
    expect(answer.status).toBe(200);
    const audience = answer.body.data as CampaignAudience;
    expect(audience).toMatchObject({
      companies: 4,
      recipients: 3,
      suppressed: 0,
      without_email: 1,
      already_contacted: 1,
    });
    expect(audience.sample?.company_name).toMatch(/^Acme /);
    expect(audience.sample?.pitch_line).toBe("we back robotics founders");
  });

  it("counts suppressed addresses apart: they are never sent to", async () => {
    const kept = person();
    const gone = person();
    const id = await company([kept, gone]);
    await world.server.database.db.insert(suppressions).values({ email: gone.email, reason: "unsubscribed" });
    const answer = await admin.post("campaigns/preview/", { company_ids: [id] });
    expect(answer.body.data).toMatchObject({ recipients: 1, suppressed: 1 });
  });
});

describe("the campaign form's rules", () => {
  it("refuses an empty form with the spec's messages, and a missing selection", async () => {
    const answer = await admin.post("campaigns/", { company_ids: [], journey_item_id: 2, email_type: "x" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      campaign_name: ["Campaign name is required."],
      sender_id: ["Sender is required"],
      subject: ["Subject is required"],
      body: ["Body is required"],
      company_ids: [NO_COMPANIES_MESSAGE],
    });
  });

  it("refuses a subject over 200, a body over 50000 and a time in the past", async () => {
    const id = await company([person()]);
    const answer = await admin.post(
      "campaigns/",
      campaignBody([id], {
        subject: "s".repeat(201),
        body: "b".repeat(50_001),
        datetime: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      subject: ["Subject must be at most 200 characters"],
      body: ["Body must be at most 50000 characters"],
      datetime: ["Date cannot be in the past"],
    });
  });

  it("refuses a sender that is not verified, and writes nothing", async () => {
    const id = await company([person()]);
    const unverified = await makeSender(world.server, { verified: false });
    const answer = await admin.post("campaigns/", campaignBody([id], { sender_id: unverified.id }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.sender_id).toEqual([SENDER_NOT_USABLE_MESSAGE]);
    expect(await itemStatusOf(id)).toBeNull();
  });

  it("refuses a user a company not assigned to them, and a caller not signed in", async () => {
    const id = await company([person()]);
    const user = caller(world.server, (await createAccount(world.server)).token);
    const answer = await user.post("campaigns/", campaignBody([id]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(COMPANIES_NOT_YOURS_MESSAGE);
    expect(await itemStatusOf(id)).toBeNull();

    const anonymous = await world.server.call({
      method: "POST",
      url: "/api/v1/campaigns/",
      body: campaignBody([id]),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a campaign sent by the server", () => {
  it("sends each recipient one personalised message with a one-click unsubscribe, and logs it", async () => {
    const ravi = person();
    const asha = person("asha");
    const id = await company([ravi, asha]);
    const answer = await admin.post("campaigns/", campaignBody([id]));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(CAMPAIGN_CREATED_MESSAGE);
    const campaignId = (answer.body.data as { id: Id }).id;

    // The history shows the campaign at once.
    expect((await statsOf(campaignId)).campaign.status).toBe("triggered");

    await eventually(
      "both members got the campaign",
      () => mailsTo(ravi.email).length + mailsTo(asha.email).length === 2,
    );
    const mail = mailsTo(ravi.email)[0] as Received;
    const headers = headersOf(mail.raw);
    const [row] = await world.server.database.db
      .select({ name: companies.companyName })
      .from(companies)
      .where(eq(companies.id, id));
    expect(headers.get("subject")).toBe(`Hello ${ravi.first_name} at ${row?.name}`);
    expect(headers.get("list-unsubscribe")).toMatch(
      new RegExp(`^<${PUBLIC_URL}/api/v1/campaigns/t/[^>]+/unsubscribe>$`),
    );
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const html = htmlOf(mail);
    expect(html).toContain(`Dear ${ravi.first_name}, we back robotics founders.`);
    expect(html).not.toContain('https://fund.example.com/deck"');
    expect(html).toMatch(/\/open\.gif/);

    await eventually(
      "the campaign is recorded as sent",
      async () => (await statsOf(campaignId)).progress?.sent === 2,
    );
    const logs = await world.server.database.db
      .select({ to: emailLogs.receiverEmails, delivered: emailLogs.delivered })
      .from(emailLogs)
      .where(
        sql`${ravi.email} = any(${emailLogs.receiverEmails}) or ${asha.email} = any(${emailLogs.receiverEmails})`,
      );
    expect(logs).toHaveLength(2);
    expect(logs.every((log) => log.delivered)).toBe(true);
    expect(await itemStatusOf(id)).toBe("sent");
    const listed = await admin.get(`company?search=${encodeURIComponent(row?.name ?? "")}`);
    expect((listed.body.results?.data as Array<{ status: string }>)[0]?.status).toBe("sent");
  });

  it("leaves out a company that has not passed the committee before the e-mail's stage", async () => {
    const passed = person("passed");
    const waiting = person("waiting");
    const [approved, held] = [await company([passed]), await company([waiting])];
    // The approved one's Investment Committee Review (stage 3's gate) is decided.
    const { db } = world.server.database;
    const [gateItem] = await db
      .insert(companyJourneyItems)
      .values({ companyId: approved, stageId: 3, taskId: 12, type: "EVALUATION", status: "APPROVED" })
      .returning({ id: companyJourneyItems.id });
    await db.insert(journeyEvaluations).values({
      journeyItemId: gateItem?.id ?? 0,
      status: "APPROVED",
      quorum: 2,
      blind: true,
      decidedAt: new Date(),
    });
    // Task 13 is an e-mail of stage 4, Due Diligence, past the gate.
    const campaignId = await create(campaignBody([approved, held], { journey_item_id: 13, email_type: "x" }));
    await eventually(
      "the campaign is recorded as sent",
      async () => (await statsOf(campaignId)).progress?.sent === 1,
    );
    expect(mailsTo(passed.email)).toHaveLength(1);
    expect(mailsTo(waiting.email)).toEqual([]);
    const items = await db
      .select({ companyId: companyJourneyItems.companyId })
      .from(companyJourneyItems)
      .where(
        and(eq(companyJourneyItems.taskId, 13), inArray(companyJourneyItems.companyId, [approved, held])),
      );
    expect(items).toEqual([{ companyId: approved }]);
  });

  it("counts the pixel and a tracked click, redirects only to the signed target, and refreshes its statistics", async () => {
    const ravi = person();
    const id = await company([ravi]);
    const campaignId = await create(campaignBody([id]));
    await eventually("the message arrived", () => mailsTo(ravi.email).length === 1);
    const html = htmlOf(mailsTo(ravi.email)[0] as Received);
    const pixel = /<img src="([^"]+open\.gif)"/.exec(html)?.[1] as string;
    const link = /<a href="([^"]+\/click\?[^"]+)"/.exec(html)?.[1] as string;

    const opened = await visit(pixel);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("image/gif");
    await visit(pixel);
    const clicked = await visit(link);
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe("https://fund.example.com/deck");
    const forged = await visit(
      link.replace(
        encodeURIComponent("https://fund.example.com/deck"),
        encodeURIComponent("https://evil.example.net/"),
      ),
    );
    expect(forged.statusCode).toBe(400);

    const refreshed = await admin.put(`campaigns-stats/${campaignId}/update-stats/`, {});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.message).toBe("Campaign statistics updated successfully.");
    expect(await statsOf(campaignId)).toMatchObject({
      delivered: 1,
      invalid_emails: 0,
      opens: 2,
      unique_opens: 1,
      clicks: 1,
      unique_clicks: 1,
    });
    expect(await itemStatusOf(id)).toBe("clicked");

    const activity = await admin.get(`campaigns-stats/${campaignId}/activity/`);
    const data = activity.body.data as CampaignActivity;
    const sum = (key: "sent" | "opens" | "clicks") =>
      data.buckets.reduce((total, bucket) => total + bucket[key], 0);
    expect([sum("sent"), sum("opens"), sum("clicks")]).toEqual([1, 2, 1]);
  });

  it("never writes again to an address that unsubscribed in one click", async () => {
    const ravi = person();
    const first = await company([ravi]);
    await create(campaignBody([first]));
    await eventually("the message arrived", () => mailsTo(ravi.email).length === 1);
    const url = /^<(.+)>$/.exec(
      headersOf((mailsTo(ravi.email)[0] as Received).raw).get("list-unsubscribe") ?? "",
    )?.[1] as string;
    const page = await visit(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const done = await visit(url, "POST");
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");

    const second = await company([ravi, person()]);
    const preview = await admin.post("campaigns/preview/", { company_ids: [second] });
    expect(preview.body.data).toMatchObject({ recipients: 1, suppressed: 1 });
    const campaignId = await create(campaignBody([second]));
    await eventually("the campaign ended", async () => (await statsOf(campaignId)).progress?.pending === 0);
    expect(mailsTo(ravi.email)).toHaveLength(1);
  });

  it("suppresses an address the mail server refuses for good (550)", async () => {
    const gone = { first_name: "Gone", email: `gone.${uniqueLetters().toLowerCase()}@example.com` };
    const id = await company([gone]);
    const campaignId = await create(campaignBody([id]));
    await eventually("the campaign ended", async () => (await statsOf(campaignId)).progress?.pending === 0);
    const stats = await statsOf(campaignId);
    expect(stats.progress).toMatchObject({ failed: 1, sent: 0, bounces: 1 });
    const [suppressed] = await world.server.database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.email, gone.email));
    expect(suppressed?.reason).toBe("bounced");
    expect(suppressed?.detail).toContain("550");
    expect(await itemStatusOf(id)).toBe("failed");
  });

  it("tries again later for an address the mail server refuses for now (451), and sends it once", async () => {
    const busy = { first_name: "Busy", email: `busy.${uniqueLetters().toLowerCase()}@example.com` };
    const ravi = person();
    const id = await company([busy, ravi]);
    const campaignId = await create(campaignBody([id]));
    await eventually("the campaign ended", async () => (await statsOf(campaignId)).progress?.sent === 2);
    expect(refusedOnce.has(busy.email)).toBe(true);
    expect(mailsTo(busy.email)).toHaveLength(1);
    expect(mailsTo(ravi.email)).toHaveLength(1);
    expect((await statsOf(campaignId)).progress).toMatchObject({ failed: 0, bounces: 0 });
    const [suppressed] = await world.server.database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.email, busy.email));
    expect(suppressed).toBeUndefined();
  });

  it("waits for a scheduled time, then sends", async () => {
    const ravi = person();
    const id = await company([ravi]);
    const answer = await admin.post(
      "campaigns/",
      campaignBody([id], { datetime: new Date(Date.now() + 1500).toISOString() }),
    );
    expect(answer.body.message).toBe(CAMPAIGN_SCHEDULED_MESSAGE);
    const campaignId = (answer.body.data as { id: Id }).id;
    expect((await statsOf(campaignId)).campaign.status).toBe("scheduled");
    expect(mailsTo(ravi.email)).toHaveLength(0);
    await eventually("the scheduled message arrived", () => mailsTo(ravi.email).length === 1);
    expect((await statsOf(campaignId)).campaign.status).toBe("triggered");
  });
});

describe("statistics, usage and limits", () => {
  it("filters the history by status and creator", async () => {
    const other = await createAccount(world.server, { roles: ["SUPER_ADMIN"] });
    const them = caller(world.server, other.token, "SUPER_ADMIN");
    const id = await company([person()]);
    const theirs = await create(campaignBody([id]), them);
    const byThem = await admin.get(`campaigns-stats?created_by=${other.id}`);
    expect((byThem.body.results?.data as CampaignStats[]).map((row) => row.id)).toEqual([theirs]);
    const drafts = await admin.get("campaigns-stats?status=draft");
    expect(drafts.body.count).toBe(0);
    const bad = await admin.get("campaigns-stats?status=sent");
    expect(bad.status).toBe(400);
  });

  // admin-portal.md section 9: outreach is disabled when contacts_count is over 10000, or when
  // resumex_sent plus growthx_sent is over 30000 for the month; at either limit it still goes.
  async function usageNow(): Promise<UsageInfo> {
    return (await admin.get("campaigns/sendgrid-usage/")).body.data as UsageInfo;
  }

  /** Addresses written to by a campaign that reached no one, until `contacts` are counted. */
  async function contactsUpTo(campaignId: Id, contacts: number) {
    const missing = contacts - (await usageNow()).contacts_count;
    expect(missing).toBeGreaterThanOrEqual(0);
    await world.server.database.db.execute(sql`
      insert into ${campaignRecipients} (campaign_id, email, token, state)
      select ${campaignId}, 'bulk' || n || '.' || ${uniqueLetters()} || '@example.com', 'bulk-token-' || ${uniqueLetters()} || n, 'failed'
      from generate_series(1, ${missing}) as n
    `);
    expect((await usageNow()).contacts_count).toBe(contacts);
  }

  /** Messages delivered this month, logged as journey e-mails, until `sent` are counted. */
  async function sentUpTo(sent: number) {
    const now = await usageNow();
    const missing = sent - (now.resumex_sent + now.growthx_sent);
    expect(missing).toBeGreaterThanOrEqual(0);
    const [item] = await world.server.database.db
      .insert(companyJourneyItems)
      .values({
        companyId: await company([person()]),
        stageId: EMAIL_TASK.stage_id,
        taskId: EMAIL_TASK.task_id,
        type: "EMAIL",
        status: "sent",
      })
      .returning({ id: companyJourneyItems.id });
    await world.server.database.db.execute(sql`
      insert into ${emailLogs} (subject, delivered, message, journey_item_id)
      select 'Bulk limit', true, 'limit-probe', ${item?.id} from generate_series(1, ${missing})
    `);
    const after = await usageNow();
    expect(after.resumex_sent + after.growthx_sent).toBe(sent);
  }

  async function campaignToNewCompany() {
    return admin.post("campaigns/", campaignBody([await company([person()])]));
  }

  /** No campaign of the file's earlier tests is still sending (a message retried after a 451, say). */
  async function allEnded() {
    await eventually("every campaign ended", async () => {
      const rows = (await admin.get("campaigns-stats?page_size=100")).body.results?.data as CampaignStats[];
      return rows.every((row) => (row.progress?.pending ?? 0) === 0);
    });
  }

  async function ended(campaignId: Id) {
    await eventually("the campaign ended", async () => (await statsOf(campaignId)).progress?.pending === 0);
  }

  // Each sends campaigns to their end and writes thousands of rows: seconds on a loaded machine.
  const LIMIT_TEST_MS = 60_000;

  it(
    "counts campaign messages and journey e-mails this month, never set-password links or sender verifications",
    { timeout: LIMIT_TEST_MS },
    async () => {
      await allEnded();
      const before = await usageNow();

      const account = await createAccount(world.server);
      const passwordLink = await admin.post(`users-viewset/${account.id}/set-password-link/`, {});
      expect(passwordLink.status, JSON.stringify(passwordLink.body)).toBe(200);
      const senderAddresses = ["one", "two", "three"].map(
        (key) => `verify.${key}.${uniqueLetters().toLowerCase()}@fund.example.com`,
      );
      for (const email of senderAddresses) {
        const added = await admin.post("sender-details/", {
          email,
          sender_name: "Deal Desk",
          address: "1 MG Road",
          city: "Bengaluru",
          country: "India",
          is_active: true,
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
      }
      await eventually("the sender verifications arrived", () =>
        senderAddresses.every((email) => mailsTo(email).length === 1),
      );
      expect(await usageNow()).toEqual(before);

      const setup = await emailSetup(world.server);
      const journeyEmail = await sendEmail(world.server, setup, emailFields(setup));
      expect(journeyEmail.status, JSON.stringify(journeyEmail.body)).toBe(200);
      const itemId = itemOf(journeyEmail).id;
      await eventually("the journey e-mail was sent", async () => {
        return (await itemStatus(world.server, itemId)) === "sent";
      });
      expect(await usageNow()).toEqual({ ...before, growthx_sent: before.growthx_sent + 1 });

      const campaignId = await create(campaignBody([await company([person()])]));
      await ended(campaignId);
      expect(await usageNow()).toEqual({
        contacts_count: before.contacts_count + 1,
        resumex_sent: before.resumex_sent + 1,
        growthx_sent: before.growthx_sent + 1,
      });
    },
  );

  it(
    "answers the month's usage, and refuses outreach past 10000 contacts, not at 10000",
    { timeout: LIMIT_TEST_MS },
    async () => {
      await allEnded();
      const before = await usageNow();
      const campaignId = await create(campaignBody([await company([person()])]));
      await ended(campaignId);
      // The campaign's one address and its one message count this month.
      const after = await usageNow();
      expect(after.contacts_count).toBe(before.contacts_count + 1);
      expect(after.resumex_sent).toBe(before.resumex_sent + 1);
      // Exactly 10000 addresses: still within the limit; this campaign's address is the 10001st.
      await contactsUpTo(campaignId, 10000);
      const atLimit = await campaignToNewCompany();
      expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
      await ended((atLimit.body.data as { id: Id }).id);
      expect((await usageNow()).contacts_count).toBe(10001);
      const refused = await campaignToNewCompany();
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: "SendGrid limit exceeded",
      });
      await world.server.database.db.execute(
        sql`delete from ${campaignRecipients} where token like 'bulk-token-%'`,
      );
    },
  );

  it(
    "refuses outreach past 30000 messages sent this month, not at 30000",
    { timeout: LIMIT_TEST_MS },
    async () => {
      await allEnded();
      expect((await usageNow()).contacts_count).toBeLessThanOrEqual(10000);
      await sentUpTo(29999);
      // The campaign goes at 29999 and its one message makes 30000: still within the limit.
      const under = await campaignToNewCompany();
      expect(under.status, JSON.stringify(under.body)).toBe(200);
      await ended((under.body.data as { id: Id }).id);
      const atLimit = await usageNow();
      expect(atLimit.resumex_sent + atLimit.growthx_sent).toBe(30000);
      const stillAllowed = await campaignToNewCompany();
      expect(stillAllowed.status, JSON.stringify(stillAllowed.body)).toBe(200);
      await ended((stillAllowed.body.data as { id: Id }).id);
      // That one's message is the 30001st.
      const past = await usageNow();
      expect(past.resumex_sent + past.growthx_sent).toBe(30001);
      const refused = await campaignToNewCompany();
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: "SendGrid limit exceeded",
      });
      await world.server.database.db.execute(sql`delete from ${emailLogs} where message = 'limit-probe'`);
    },
  );

  it("refuses an events call without a valid signature", async () => {
    const answer = await world.server.app.inject({
      method: "POST",
      url: "/api/v1/campaigns/events/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify([{ email: "a@example.com", event: "bounce", sg_event_id: "x" }]),
    });
    expect(answer.statusCode).toBe(401);
    expect(world.server.envelope.open(JSON.parse(answer.body))).toMatchObject({
      message: WEBHOOK_REFUSED_MESSAGE,
    });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStats, Id, SenderDetails, UsageInfo } from "@pipeline/contract";
import { campaignRecipients, companyJourneyItems, emailLogs, suppressions } from "../../src/db/schema";
import { createSendgridProvider } from "../../src/mail/bulk/sendgrid";
import { type Caller, caller, companyBody, createRefs } from "../api/companyWorld";
import { type InjectedApp, startInjectedApp } from "../api/injectApp";
import { uniqueLetters } from "../db/fixtures";
import { FAST } from "../jobs/jobWorld";
import { eventually } from "../senders/senderWorld";
import { type SendgridApi, startSendgridApi, webhookSigner } from "./sendgridApi";

// The whole outreach path with BULK_MAIL_PROVIDER=sendgrid, against a local server answering as
// SendGrid's v3 API does: the sender verified at SendGrid, a campaign handed over as a list and a
// scheduled single send, its statistics read back, and the signed event webhook recording opens,
// clicks and bounces (a bounced address never written to again).

let api: SendgridApi;
let server: InjectedApp;
let admin: Caller;
const signer = webhookSigner();

beforeAll(async () => {
  api = await startSendgridApi();
  server = await startInjectedApp({
    runJobs: FAST,
    services: {
      bulkMail: createSendgridProvider({
        apiKey: api.apiKey,
        apiUrl: api.url,
        webhookPublicKey: signer.publicKey,
        importWait: { intervalMs: 10, timeoutMs: 2000 },
      }),
    },
  });
  admin = caller(server, await server.adminToken());
});

afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function postEvents(events: unknown[], sign = true) {
  const payload = JSON.stringify(events);
  return server.app.inject({
    method: "POST",
    url: "/api/v1/campaigns/events/",
    headers: { "content-type": "application/json", ...(sign ? signer.sign(payload) : {}) },
    payload,
  });
}

async function statsOf(id: Id): Promise<CampaignStats> {
  const answer = await admin.get("campaigns-stats?page_size=100");
  const row = (answer.body.results?.data as CampaignStats[]).find((stats) => stats.id === id);
  if (!row) throw new Error(`Campaign ${id} is not listed.`);
  return row;
}

describe("outreach through SendGrid", () => {
  it("verifies a sender at SendGrid, hands a campaign over as a scheduled single send, and reads its events", async () => {
    // The sender: registered at SendGrid, verified there, confirmed by Check status.
    const created = await admin.post("sender-details/", {
      email: `deals.${uniqueLetters().toLowerCase()}@fund.example.com`,
      sender_name: "Deal Team",
      address: "1 MG Road",
      city: "Bengaluru",
      country: "India",
      is_active: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sender = created.body.data as SenderDetails;
    expect(sender.sender_id).not.toBeNull();
    const check = () => admin.get(`sender-details/check-sender-verification?sender_id=${sender.id}`);
    expect((await check()).body.data).toEqual({ verified: false });
    const resent = await admin.post("sender-details/resend-verification/", { sender_id: sender.id });
    expect(resent.status).toBe(200);
    expect(api.calls()).toContain(`POST /v3/verified_senders/resend/${sender.sender_id}`);
    api.markVerified(Number(sender.sender_id));
    expect((await check()).body.data).toEqual({ verified: true });

    // The campaign: two members of a company, one of them on the suppression list already.
    const refs = await createRefs(server, `SendGrid ${uniqueLetters()}`);
    const body = companyBody(refs);
    const template = (body.company_members as Array<Record<string, unknown>>)[0] ?? {};
    const key = uniqueLetters().toLowerCase();
    const kept = `kiran.${key}@example.com`;
    const bouncing = `bounce.${key}@example.com`;
    const companyId = await admin.create({
      ...body,
      pitch_line: "ports run on our software",
      company_members: [
        { ...template, first_name: "Kiran", email: kept },
        { ...template, first_name: "Bo", email: bouncing },
      ],
    });
    const answer = await admin.post("campaigns/", {
      company_ids: [companyId],
      journey_item_id: 2,
      email_type: "initial_outreach",
      campaign_name: "SendGrid spring",
      subject: "Hello {{first_name}}",
      body: "<p>{{first_name}}, {{pitch_line}}</p>",
      datetime: new Date(Date.now() + 3_600_000).toISOString(),
      sender_id: sender.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const campaignId = (answer.body.data as { id: Id }).id;

    await eventually(
      "the campaign was handed to SendGrid",
      async () => (await statsOf(campaignId)).progress?.sent === 2,
    );
    const stats = await statsOf(campaignId);
    expect(stats.campaign.status).toBe("scheduled");
    const singlesend = api.singlesends.get(stats.campaign.singlesend_id ?? "");
    expect(singlesend?.status).toBe("scheduled");
    expect(singlesend?.email_config).toMatchObject({
      sender_id: Number(sender.sender_id),
      subject: "Hello {{{first_name}}}",
    });
    const listId = singlesend?.send_to.list_ids?.[0] ?? "";
    const listed = [...api.contacts.values()]
      .filter((contact) => contact.list_ids.has(listId))
      .map((contact) => contact.email);
    expect(listed.sort()).toEqual([bouncing, kept].sort());
    const logged = await server.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.subject, "Hello Kiran"));
    expect(logged).toHaveLength(1);

    // Its statistics, as SendGrid counts them.
    api.setStats(stats.campaign.singlesend_id ?? "", [
      { delivered: 1, opens: 3, unique_opens: 1, clicks: 1, unique_clicks: 1, bounces: 1 },
    ]);
    const refreshed = await admin.put(`campaigns-stats/${campaignId}/update-stats/`, {});
    expect(refreshed.status).toBe(200);
    expect(await statsOf(campaignId)).toMatchObject({
      delivered: 1,
      opens: 3,
      unique_opens: 1,
      clicks: 1,
      unique_clicks: 1,
    });

    // Its events: signed ones recorded once; a hard bounce suppresses the address.
    const event = (email: string, kind: string, id: string, extra: Record<string, unknown> = {}) => ({
      email,
      event: kind,
      sg_event_id: id,
      timestamp: Math.floor(Date.now() / 1000),
      singlesend_id: stats.campaign.singlesend_id,
      ...extra,
    });
    const events = [
      event(kept, "open", `o-${key}`),
      event(kept, "click", `c-${key}`, { url: "https://fund.example.com/deck" }),
      event(bouncing, "bounce", `b-${key}`, { type: "bounce", reason: "550 5.1.1 unknown user" }),
    ];
    expect((await postEvents(events, false)).statusCode).toBe(401);
    expect((await postEvents(events)).statusCode).toBe(204);
    expect((await postEvents(events)).statusCode).toBe(204);
    const [suppressed] = await server.database.db
      .select()
      .from(suppressions)
      .where(eq(suppressions.email, bouncing));
    expect(suppressed?.reason).toBe("bounced");
    const recipients = await server.database.db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId));
    expect(recipients).toHaveLength(2);
    const [item] = await server.database.db
      .select({ status: companyJourneyItems.status })
      .from(companyJourneyItems)
      .where(eq(companyJourneyItems.companyId, companyId));
    expect(item?.status).toBe("clicked");

    const preview = await admin.post("campaigns/preview/", { company_ids: [companyId] });
    expect(preview.body.data).toMatchObject({ already_contacted: 1 });

    const usage = (await admin.get("campaigns/sendgrid-usage/")).body.data as UsageInfo;
    expect(usage.contacts_count).toBe(api.contacts.size);
  });

  it("shows a bounce on the company once none of its messages got through", async () => {
    const created = await admin.post("sender-details/", {
      email: `bounce.desk.${uniqueLetters().toLowerCase()}@fund.example.com`,
      sender_name: "Bounce Desk",
      address: "1 MG Road",
      city: "Bengaluru",
      country: "India",
      is_active: true,
    });
    const sender = created.body.data as SenderDetails;
    api.markVerified(Number(sender.sender_id));
    await admin.get(`sender-details/check-sender-verification?sender_id=${sender.id}`);
    const refs = await createRefs(server, `Bounce ${uniqueLetters()}`);
    const body = companyBody(refs);
    const template = (body.company_members as Array<Record<string, unknown>>)[0] ?? {};
    const gone = `gone.${uniqueLetters().toLowerCase()}@example.com`;
    const companyId = await admin.create({ ...body, company_members: [{ ...template, email: gone }] });
    const answer = await admin.post("campaigns/", {
      company_ids: [companyId],
      journey_item_id: 2,
      email_type: "initial_outreach",
      campaign_name: "Bounce",
      subject: "Hello",
      body: "<p>Hello</p>",
      datetime: null,
      sender_id: sender.id,
    });
    const campaignId = (answer.body.data as { id: Id }).id;
    await eventually(
      "the campaign was handed to SendGrid",
      async () => (await statsOf(campaignId)).progress?.sent === 1,
    );
    const singlesend = (await statsOf(campaignId)).campaign.singlesend_id;
    const bounce = {
      email: gone,
      event: "bounce",
      type: "bounce",
      sg_event_id: `b-${gone}`,
      timestamp: 1,
      singlesend_id: singlesend,
    };
    expect((await postEvents([bounce])).statusCode).toBe(204);
    const listed = await admin.get(
      `company?initial_email_status=bounced&search=${encodeURIComponent(String(body.company_name))}`,
    );
    expect(listed.body.results?.data).toHaveLength(1);
  });

  it("answers SendGrid's refusal in its words, and its absence with a 503", async () => {
    api.failNext(1, 503);
    const unavailable = await admin.post("sender-details/", {
      email: `later.${uniqueLetters().toLowerCase()}@fund.example.com`,
      sender_name: "Later",
      address: "1 MG Road",
      city: "Bengaluru",
      country: "India",
      is_active: true,
    });
    expect(unavailable.status).toBe(503);
    expect(unavailable.body.message).toBe(
      "The bulk e-mail provider cannot be reached now. Please try again in a few minutes.",
    );
  });
});

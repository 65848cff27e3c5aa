import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type LaunchCheckpoints,
  type ProviderCampaign,
  type ProviderRecipient,
  type ProviderSender,
  type SenderVerificationProvider,
  type SingleSendProvider,
} from "../../src/mail/bulk/provider";
import {
  createSendgridProvider,
  WebhookKeyError,
  type SendgridProviderOptions,
} from "../../src/mail/bulk/sendgrid";
import { startSendgridApi, webhookSigner, type SendgridApi } from "./sendgridApi";

let api: SendgridApi;
beforeEach(async () => {
  api = await startSendgridApi();
});
afterEach(() => api.close());

function provider(options: Partial<SendgridProviderOptions> = {}): SingleSendProvider {
  return createSendgridProvider({
    apiKey: api.apiKey,
    apiUrl: api.url,
    webhookPublicKey: null,
    importWait: { intervalMs: 5, timeoutMs: 5000 },
    ...options,
  });
}

const SENDER: ProviderSender = {
  id: 7,
  email: "asha@fund.example",
  name: "Asha Rao",
  address: "12 MG Road",
  city: "Bengaluru",
  country: "India",
  providerSenderId: null,
};

function sendersOf(sendgrid: SingleSendProvider): SenderVerificationProvider {
  if (!sendgrid.senders) throw new Error("The sendgrid provider verifies senders at SendGrid.");
  return sendgrid.senders;
}

/** A sender registered with SendGrid, whose owner has clicked the link of its verification e-mail. */
async function verifiedSender(sendgrid: SingleSendProvider): Promise<ProviderSender> {
  const { providerSenderId } = await sendersOf(sendgrid).register(SENDER);
  api.markVerified(Number(providerSenderId));
  return { ...SENDER, providerSenderId };
}

function campaign(sender: ProviderSender, overrides: Partial<ProviderCampaign> = {}): ProviderCampaign {
  return {
    id: 41,
    name: "Q3 seed founders",
    subject: "{{company_name}} and Pipeline",
    body: "<p>Dear {{first_name}},</p><p>{{ pitch_line }}</p><p>We back teams like {{company_name}}.</p>",
    sender,
    sendAt: new Date(Date.now() - 1000),
    singlesendId: null,
    providerListId: null,
    ...overrides,
  };
}

function recipients(count: number, pitchLine = (index: number) => `Line ${index}`): ProviderRecipient[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    email: `Founder${index}@Startup${index}.example`,
    first_name: `Founder${index}`,
    company_name: `Startup ${index} & Co`,
    pitch_line: pitchLine(index),
    token: `token-${index}`,
  }));
}

type Stored = { listId: string | null; singlesendId: string | null };

/** Checkpoints that keep what they are told, and can crash the launch right after storing it. */
function checkpoints(stored: Stored, crashAfter?: "list" | "singlesend"): LaunchCheckpoints {
  return {
    async listCreated(listId) {
      stored.listId = listId;
      if (crashAfter === "list") throw new Error("The server stopped.");
    },
    async singlesendCreated(singlesendId) {
      stored.singlesendId = singlesendId;
      if (crashAfter === "singlesend") throw new Error("The server stopped.");
    },
  };
}

const fieldId = (name: string) => api.customFields.find((field) => field.name === name)?.id as string;
const callsOf = (call: string) => api.calls().filter((made) => made === call).length;

describe("launching a campaign as a SendGrid single send", () => {
  it("makes the list, adds the contacts with their fields, and sends the single send now", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };

    const result = await sendgrid.launch(campaign(sender), recipients(3), checkpoints(stored));

    expect(result.singlesendId).toBe(stored.singlesendId);
    expect([...api.lists.values()]).toEqual([{ id: stored.listId, name: "Q3 seed founders (#41)" }]);
    expect(api.customFields.map((field) => [field.name, field.field_type])).toEqual([
      ["company_name", "Text"],
      ["pitch_line", "Text"],
    ]);
    const contact = api.contacts.get("founder1@startup1.example");
    expect(contact).toMatchObject({
      first_name: "Founder1",
      custom_fields: { [fieldId("company_name")]: "Startup 1 & Co", [fieldId("pitch_line")]: "Line 1" },
    });
    expect([...(contact?.list_ids ?? [])]).toEqual([stored.listId]);
    expect(api.contacts.size).toBe(3);

    const singlesend = api.singlesends.get(result.singlesendId);
    expect(singlesend).toMatchObject({
      name: "Q3 seed founders (#41)",
      status: "scheduled",
      send_to: { list_ids: [stored.listId] },
      email_config: {
        subject: "{{{company_name}}} and Pipeline",
        sender_id: Number(sender.providerSenderId),
        suppression_group_id: api.suppressionGroups[0]?.id,
      },
    });
    const html = singlesend?.email_config.html_content as string;
    expect(html).toContain(
      "<p>Dear {{first_name}},</p><p>{{pitch_line}}</p><p>We back teams like {{company_name}}.</p>",
    );
    expect(html).toContain('<a href="{{{unsubscribe}}}">Unsubscribe</a>');
    expect(api.suppressionGroups.map((group) => group.name)).toEqual(["Pipeline outreach"]);

    const schedule = api.requests.find((request) => request.path.endsWith("/schedule"));
    expect(schedule?.body).toEqual({ send_at: "now" });
    // The contacts were in the list before the single send was sent to it.
    const calls = api.calls();
    const lastPoll = calls.findLastIndex((call) => call.startsWith("GET /v3/marketing/contacts/imports/"));
    expect(lastPoll).toBeGreaterThan(-1);
    expect(lastPoll).toBeLessThan(calls.findIndex((call) => call.endsWith("/schedule")));
    expect(api.requests.every((request) => request.authorization === `Bearer ${api.apiKey}`)).toBe(true);
  });

  it("schedules a later campaign for its time, keeping an unsubscribe link the body has", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    // Ninety days ahead of whenever the test runs, on a whole second plus 250 ms: SendGrid is given
    // the whole second.
    const wholeSecond = (Math.floor(Date.now() / 1000) + 90 * 24 * 3600) * 1000;
    const sendAt = new Date(wholeSecond + 250);
    const sendAtText = new Date(wholeSecond).toISOString().replace(".000Z", "Z");
    const body = '<p>Hi {{first_name}}</p><p><a href="{{{unsubscribe}}}">Stop these e-mails</a></p>';

    const { singlesendId } = await sendgrid.launch(
      campaign(sender, { sendAt, body }),
      recipients(1),
      checkpoints({ listId: null, singlesendId: null }),
    );

    expect(api.requests.find((request) => request.path.endsWith("/schedule"))?.body).toEqual({
      send_at: sendAtText,
    });
    expect(api.singlesends.get(singlesendId)).toMatchObject({
      status: "scheduled",
      send_at: sendAtText,
    });
    expect(api.singlesends.get(singlesendId)?.email_config.html_content).toBe(
      '<p>Hi {{first_name}}</p><p><a href="{{{unsubscribe}}}">Stop these e-mails</a></p>',
    );
  });

  it("makes no second list when run again after a crash once the list was stored", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };
    await expect(
      sendgrid.launch(campaign(sender), recipients(2), checkpoints(stored, "list")),
    ).rejects.toThrow("The server stopped.");
    expect(api.singlesends.size).toBe(0);

    await sendgrid.launch(
      campaign(sender, { providerListId: stored.listId }),
      recipients(2),
      checkpoints(stored),
    );

    expect(api.lists.size).toBe(1);
    expect(api.singlesends.size).toBe(1);
    expect(api.contacts.size).toBe(2);
    expect([...api.singlesends.values()][0]?.status).toBe("scheduled");
  });

  it("makes no second single send when run again after a crash once the single send was stored", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };
    await expect(
      sendgrid.launch(campaign(sender), recipients(2), checkpoints(stored, "singlesend")),
    ).rejects.toThrow("The server stopped.");
    expect(api.singlesends.get(stored.singlesendId as string)?.status).toBe("draft");

    const again = await sendgrid.launch(
      campaign(sender, { providerListId: stored.listId, singlesendId: stored.singlesendId }),
      recipients(2),
      checkpoints(stored),
    );

    expect(again.singlesendId).toBe(stored.singlesendId);
    expect(api.lists.size).toBe(1);
    expect(api.singlesends.size).toBe(1);
    expect(callsOf("POST /v3/marketing/singlesends")).toBe(1);
    expect(api.singlesends.get(stored.singlesendId as string)?.status).toBe("scheduled");
  });

  it("touches nothing when run again after the single send was scheduled", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };
    await sendgrid.launch(campaign(sender), recipients(2), checkpoints(stored));
    const before = api.requests.length;

    const again = await sendgrid.launch(
      campaign(sender, { providerListId: stored.listId, singlesendId: stored.singlesendId }),
      recipients(2),
      checkpoints(stored),
    );

    expect(again.singlesendId).toBe(stored.singlesendId);
    expect(api.calls().slice(before)).toEqual([`GET /v3/marketing/singlesends/${stored.singlesendId}`]);
  });

  it("reuses the custom fields and the unsubscribe group of earlier campaigns", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    await sendgrid.launch(campaign(sender), recipients(1), checkpoints({ listId: null, singlesendId: null }));
    await sendgrid.launch(
      campaign(sender, { id: 42, name: "Q3 seed founders" }),
      recipients(2),
      checkpoints({ listId: null, singlesendId: null }),
    );

    expect(callsOf("POST /v3/marketing/field_definitions")).toBe(2);
    expect(callsOf("POST /v3/asm/groups")).toBe(1);
    expect([...api.lists.values()].map((list) => list.name)).toEqual([
      "Q3 seed founders (#41)",
      "Q3 seed founders (#42)",
    ]);
    // The first recipient is in both campaigns: one contact, on both lists.
    expect(api.contacts.size).toBe(2);
    expect(api.contacts.get("founder0@startup0.example")?.list_ids.size).toBe(2);
  });

  it("adds contacts in calls within SendGrid's limits of 30,000 contacts and 6 MB", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    await sendgrid.launch(
      campaign(sender),
      recipients(30_001),
      checkpoints({ listId: null, singlesendId: null }),
    );
    const byCount = api.requests.filter((request) => request.path === "/v3/marketing/contacts");
    expect(byCount.map((request) => (request.body as { contacts: unknown[] }).contacts.length)).toEqual([
      30_000, 1,
    ]);
    expect(api.contacts.size).toBe(30_001);

    await sendgrid.launch(
      campaign(sender, { id: 43 }),
      recipients(7_000, () => "x".repeat(900)),
      checkpoints({ listId: null, singlesendId: null }),
    );
    const bySize = api.requests.filter((request) => request.path === "/v3/marketing/contacts").slice(2);
    expect(bySize.length).toBe(2);
    for (const request of bySize) expect(JSON.stringify(request.body).length).toBeLessThan(6 * 1024 * 1024);
  });

  it("fails as unavailable when SendGrid has not added the contacts in time", async () => {
    api.importPendingPolls = 1_000_000;
    const sendgrid = provider({ importWait: { intervalMs: 5, timeoutMs: 50 } });
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };

    await expect(sendgrid.launch(campaign(sender), recipients(2), checkpoints(stored))).rejects.toThrow(
      ProviderUnavailableError,
    );
    expect(stored.listId).not.toBeNull();
    expect(api.singlesends.size).toBe(0);
  });

  it("refuses a sender SendGrid does not know, before calling it", async () => {
    const launched = provider().launch(
      campaign(SENDER),
      recipients(1),
      checkpoints({ listId: null, singlesendId: null }),
    );
    await expect(launched).rejects.toThrow(ProviderRefusedError);
    expect(api.requests).toEqual([]);
  });

  it("passes SendGrid's refusal on: an unverified sender cannot be sent from", async () => {
    const sendgrid = provider();
    const { providerSenderId } = await sendersOf(sendgrid).register(SENDER);
    const launched = sendgrid.launch(
      campaign({ ...SENDER, providerSenderId }),
      recipients(1),
      checkpoints({ listId: null, singlesendId: null }),
    );
    await expect(launched).rejects.toThrow(new ProviderRefusedError("the sender is not verified", 400));
  });
});

describe("SendGrid's figures", () => {
  it("sums the single send's statistics", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const { singlesendId } = await sendgrid.launch(
      campaign(sender),
      recipients(2),
      checkpoints({ listId: null, singlesendId: null }),
    );
    api.setStats(singlesendId, [
      {
        delivered: 40,
        invalid_emails: 1,
        opens: 30,
        unique_opens: 20,
        clicks: 9,
        unique_clicks: 7,
        bounces: 2,
        spam_reports: 1,
        unsubscribes: 3,
        requests: 45,
      },
      { delivered: 10, opens: 4, unique_opens: 3, clicks: 1, unique_clicks: 1, bounces: 1 },
    ]);

    const stats = await sendgrid.stats(campaign(sender, { singlesendId }));

    expect(stats).toEqual({
      delivered: 50,
      invalid_emails: 1,
      opens: 34,
      unique_opens: 23,
      clicks: 10,
      unique_clicks: 8,
      bounces: 3,
      spam_reports: 1,
      unsubscribes: 3,
    });
    const call = api.requests.at(-1);
    expect(call?.path).toBe(`/v3/marketing/stats/singlesends/${singlesendId}`);
    expect(call?.query.get("aggregated_by")).toBe("total");
  });

  it("answers zeros, without a call, for a campaign with no single send", async () => {
    const stats = await provider().stats(campaign(SENDER));
    expect(Object.values(stats ?? {})).toEqual(Array(9).fill(0));
    expect(api.requests).toEqual([]);
  });

  it("counts the contacts SendGrid holds", async () => {
    const sendgrid = provider();
    expect(await sendgrid.contactsCount()).toBe(0);
    const sender = await verifiedSender(sendgrid);
    await sendgrid.launch(campaign(sender), recipients(4), checkpoints({ listId: null, singlesendId: null }));
    expect(await sendgrid.contactsCount()).toBe(4);
  });
});

describe("verified senders", () => {
  it("registers a sender, sends the request again, and reads whether it is verified", async () => {
    const senders = sendersOf(provider());
    const { providerSenderId } = await senders.register(SENDER);
    expect(providerSenderId).toMatch(/^\d+$/);
    expect(api.requests.at(-1)?.body).toEqual({
      nickname: "Asha Rao (asha@fund.example)",
      from_email: "asha@fund.example",
      from_name: "Asha Rao",
      reply_to: "asha@fund.example",
      address: "12 MG Road",
      city: "Bengaluru",
      country: "India",
    });
    const registered = { ...SENDER, providerSenderId };
    expect(await senders.check(registered)).toBe(false);

    await senders.resend(registered);
    expect(api.senders.get(Number(providerSenderId))?.verificationEmails).toBe(2);

    api.markVerified(Number(providerSenderId));
    expect(await senders.check(registered)).toBe(true);
    expect(api.requests.at(-1)?.query.get("id")).toBe(providerSenderId);
  });

  it("finds an address SendGrid already holds instead of failing", async () => {
    const senders = sendersOf(provider());
    const first = await senders.register(SENDER);
    const again = await senders.register({ ...SENDER, name: "Asha R.", email: "Asha@Fund.example" });
    expect(again).toEqual(first);
    expect(api.senders.size).toBe(1);
  });

  it("passes SendGrid's words on when it refuses a sender", async () => {
    const registering = sendersOf(provider()).register({ ...SENDER, email: "not-an-address" });
    await expect(registering).rejects.toThrow(
      new ProviderRefusedError("from_email is not a valid email address", 400),
    );
  });
});

describe("SendGrid's Event Webhook", () => {
  const events = [
    { email: "a@x.example", event: "processed", timestamp: 1_700_000_000, sg_event_id: "p1" },
    {
      email: "a@x.example",
      event: "delivered",
      timestamp: 1_700_000_001,
      sg_event_id: "d1",
      singlesend_id: "ss-1",
    },
    { email: "a@x.example", event: "deferred", timestamp: 1_700_000_002, sg_event_id: "f1" },
    {
      email: "a@x.example",
      event: "open",
      timestamp: 1_700_000_003,
      sg_event_id: "o1",
      singlesend_id: "ss-1",
    },
    {
      email: "a@x.example",
      event: "click",
      timestamp: 1_700_000_004,
      sg_event_id: "c1",
      url: "https://fund.example/deck",
      pipeline_campaign_id: "41",
    },
    {
      email: "b@x.example",
      event: "bounce",
      type: "bounce",
      reason: "550 5.1.1 No such user",
      timestamp: 1_700_000_005,
      sg_event_id: "b1",
    },
    {
      email: "c@x.example",
      event: "bounce",
      type: "blocked",
      reason: "554 IP blocklisted",
      timestamp: 1_700_000_006,
      sg_event_id: "b2",
    },
    {
      email: "d@x.example",
      event: "dropped",
      reason: "Bounced Address",
      timestamp: 1_700_000_007,
      sg_event_id: "x1",
    },
    { email: "e@x.example", event: "spamreport", timestamp: 1_700_000_008, sg_event_id: "s1" },
    { email: "f@x.example", event: "unsubscribe", timestamp: 1_700_000_009, sg_event_id: "u1" },
    {
      email: "g@x.example",
      event: "group_unsubscribe",
      asm_group_id: 27001,
      timestamp: 1_700_000_010,
      sg_event_id: "u2",
    },
  ];
  // SendGrid sends one event a line, each line ended by CRLF; the signature covers those bytes too.
  const rawBody = Buffer.from(`${JSON.stringify(events).split("},{").join("},\r\n{")}\r\n`);

  it("reads a signed call into the events to record", () => {
    const signer = webhookSigner();
    const read = provider({ webhookPublicKey: signer.publicKey }).readWebhook(rawBody, signer.sign(rawBody));
    const at = (seconds: number) => new Date(seconds * 1000);
    const none = { singlesendId: null, campaignId: null, url: null, reason: null, permanent: false };
    expect(read).toEqual([
      {
        ...none,
        kind: "delivered",
        email: "a@x.example",
        at: at(1_700_000_001),
        externalId: "d1",
        singlesendId: "ss-1",
      },
      {
        ...none,
        kind: "open",
        email: "a@x.example",
        at: at(1_700_000_003),
        externalId: "o1",
        singlesendId: "ss-1",
      },
      {
        ...none,
        kind: "click",
        email: "a@x.example",
        at: at(1_700_000_004),
        externalId: "c1",
        url: "https://fund.example/deck",
        campaignId: 41,
      },
      {
        ...none,
        kind: "bounce",
        email: "b@x.example",
        at: at(1_700_000_005),
        externalId: "b1",
        reason: "550 5.1.1 No such user",
        permanent: true,
      },
      {
        ...none,
        kind: "bounce",
        email: "c@x.example",
        at: at(1_700_000_006),
        externalId: "b2",
        reason: "554 IP blocklisted",
      },
      {
        ...none,
        kind: "dropped",
        email: "d@x.example",
        at: at(1_700_000_007),
        externalId: "x1",
        reason: "Bounced Address",
      },
      { ...none, kind: "spamreport", email: "e@x.example", at: at(1_700_000_008), externalId: "s1" },
      { ...none, kind: "unsubscribe", email: "f@x.example", at: at(1_700_000_009), externalId: "u1" },
      { ...none, kind: "unsubscribe", email: "g@x.example", at: at(1_700_000_010), externalId: "u2" },
    ]);
  });

  it("reads the headers in any case, and as lists", () => {
    const signer = webhookSigner();
    const headers = Object.fromEntries(
      Object.entries(signer.sign(rawBody)).map(([name, value]) => [name.toUpperCase(), [value]]),
    );
    expect(provider({ webhookPublicKey: signer.publicKey }).readWebhook(rawBody, headers)).toHaveLength(9);
  });

  it("refuses a call unsigned, signed by another key, altered, or re-dated", () => {
    const signer = webhookSigner();
    const read = provider({ webhookPublicKey: signer.publicKey }).readWebhook;
    const headers = signer.sign(rawBody, 1_700_000_100);

    expect(read(rawBody, {})).toBeNull();
    expect(read(rawBody, { "x-twilio-email-event-webhook-timestamp": "1700000100" })).toBeNull();
    expect(read(rawBody, webhookSigner().sign(rawBody, 1_700_000_100))).toBeNull();
    expect(read(Buffer.from(rawBody.toString().replace("b@x.example", "z@x.example")), headers)).toBeNull();
    expect(read(rawBody, { ...headers, "x-twilio-email-event-webhook-timestamp": "1700000101" })).toBeNull();
    expect(
      read(rawBody, { ...headers, "x-twilio-email-event-webhook-signature": "bm90IGEgc2lnbmF0dXJl" }),
    ).toBeNull();
    expect(read(rawBody, headers)).toHaveLength(9);
  });

  it("reads nothing without a key", () => {
    const signer = webhookSigner();
    expect(provider({ webhookPublicKey: null }).readWebhook(rawBody, signer.sign(rawBody))).toBeNull();
  });

  it("records nothing of a signed body that is not an array of events", () => {
    const signer = webhookSigner();
    const read = provider({ webhookPublicKey: signer.publicKey }).readWebhook;
    for (const body of ['[{"email":', '{"event":"open"}', '[null, 3, {"event":"open"}]']) {
      expect(read(Buffer.from(body), signer.sign(body))).toEqual([]);
    }
  });

  it("stops at the start with a key that is not SendGrid's kind", () => {
    expect(() => provider({ webhookPublicKey: "not a key" })).toThrow(WebhookKeyError);
  });
});

describe("SendGrid's failures", () => {
  it("counts a 500 or a 429 answer, or no connection, as unavailable", async () => {
    const sendgrid = provider();
    api.failNext(1, 500);
    await expect(sendgrid.contactsCount()).rejects.toThrow(ProviderUnavailableError);
    api.failNext(1, 429);
    await expect(sendgrid.contactsCount()).rejects.toThrow(/HTTP 429, too many requests/);
    expect(await sendgrid.contactsCount()).toBe(0);

    const closed = await startSendgridApi();
    await closed.close();
    await expect(provider({ apiUrl: closed.url }).contactsCount()).rejects.toThrow(ProviderUnavailableError);
  });

  it("counts a launch that fails half-way as unavailable, and finishes it when run again", async () => {
    const sendgrid = provider();
    const sender = await verifiedSender(sendgrid);
    const stored: Stored = { listId: null, singlesendId: null };
    const failing = sendgrid.launch(campaign(sender), recipients(2), {
      ...checkpoints(stored),
      async listCreated(listId) {
        stored.listId = listId;
        api.failNext(1, 503);
      },
    });
    await expect(failing).rejects.toThrow(ProviderUnavailableError);

    await sendgrid.launch(
      campaign(sender, { providerListId: stored.listId }),
      recipients(2),
      checkpoints(stored),
    );
    expect(api.lists.size).toBe(1);
    expect(api.singlesends.get(stored.singlesendId as string)?.status).toBe("scheduled");
  });

  it("passes a refusal on with SendGrid's words and never the key", async () => {
    const wrongKey = "SG.wrong-key-that-must-not-show";
    const error = await provider({ apiKey: wrongKey })
      .contactsCount()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect(error).toMatchObject({
      status: 401,
      message: "The provided authorization grant is invalid, expired, or revoked",
    });
    expect(String((error as Error).message)).not.toContain(wrongKey);
    expect(api.requests.at(-1)?.authorization).toBe(`Bearer ${wrongKey}`);
  });
});

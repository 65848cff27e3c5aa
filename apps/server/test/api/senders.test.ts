import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  createdMessage,
  type Id,
  RECORD_TITLES,
  type SenderDetails,
} from "@pipeline/contract";
import { emailLogs, senders } from "../../src/db/schema";
import { WITHHELD_LINK } from "../../src/mail";
import { verificationToken } from "../../src/modules/senders/verification";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { NOT_VERIFIED_YET_MESSAGE, VERIFICATION_SUBJECT } from "../../src/modules/senders/routes";
import { uniqueLetters } from "../db/fixtures";
import { headersOf, partOf, type Received } from "../mail/smtpWorld";
import { eventually, mailWorld, PUBLIC_URL, SIGNING_SECRET } from "../senders/senderWorld";
import { type Caller, caller, createAccount } from "./companyWorld";

// Sender Details on the server: the admin writes, the list every signed-in user reads, and the
// self-hosted verification: a signed link e-mailed to the sender's address, for 48 hours, voided
// by a newer request or a changed address.

const world = mailWorld();
let admin: Caller;
let user: Caller;

beforeAll(async () => {
  admin = caller(world.server, await world.server.adminToken());
  user = caller(world.server, (await createAccount(world.server)).token);
});

function newSender(overrides: Record<string, unknown> = {}) {
  const key = uniqueLetters().toLowerCase();
  return {
    email: `outreach.${key}@example.com`,
    sender_name: `Outreach ${key}`,
    address: "12 MG Road",
    city: "Bengaluru",
    country: "India",
    is_active: true,
    ...overrides,
  };
}

async function create(body: Record<string, unknown>): Promise<SenderDetails> {
  const answer = await admin.post("sender-details/", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as SenderDetails;
}

/** The verification messages the SMTP server received for an address, oldest first. */
function verificationMails(address: string): Received[] {
  return world.smtp.received.filter(
    (mail) => mail.to.includes(address) && headersOf(mail.raw).get("subject") === VERIFICATION_SUBJECT,
  );
}

async function linkSentTo(address: string, count = 1): Promise<string> {
  await eventually(
    `${count} verification e-mails reached ${address}`,
    () => verificationMails(address).length >= count,
  );
  const mail = verificationMails(address)[count - 1] as Received;
  const html = partOf(mail.raw, "text/html").body;
  const href = /href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("The verification e-mail holds no link.");
  return href.replace(/&#38;/g, "&");
}

/** Opens a link as a browser would: no token, no envelope. */
async function open(link: string) {
  expect(link.startsWith(`${PUBLIC_URL}/api/v1/sender-details/verify/`)).toBe(true);
  const answer = await world.server.app.inject({ method: "GET", url: link.slice(PUBLIC_URL.length) });
  return { status: answer.statusCode, type: String(answer.headers["content-type"]), html: answer.body };
}

async function verified(id: Id): Promise<boolean> {
  const answer = await user.get(`sender-details/check-sender-verification?sender_id=${id}`);
  expect(answer.status).toBe(200);
  return (answer.body.data as { verified: boolean }).verified;
}

describe("senders", () => {
  it("adds an unverified sender and e-mails its address a verification link from the no-reply address", async () => {
    const body = newSender();
    const answer = await admin.post("sender-details/", body);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(createdMessage(RECORD_TITLES.sender));
    const sender = answer.body.data as SenderDetails;
    expect(sender).toMatchObject({ ...body, is_verified: false, created_by: { first_name: "Super" } });
    const link = await linkSentTo(body.email);
    expect(link).toContain(`/api/v1/sender-details/verify/${sender.id}.`);
    const mail = verificationMails(body.email)[0] as Received;
    // The address is not verified yet: a mail relay may refuse it as the sender.
    expect(headersOf(mail.raw).get("from")).toContain("no-reply@pipeline.example.com");
    expect(headersOf(mail.raw).get("from")).not.toContain(body.email);
    const logged = await world.server.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.subject, VERIFICATION_SUBJECT));
    expect(logged.some((log) => log.receiverEmails.includes(body.email) && log.delivered)).toBe(true);
    expect((await user.get(`sender-details/${sender.id}`)).body.data).toEqual(sender);
  });

  it("keeps the verification e-mail in the e-mail log without its link, which still works from the e-mail", async () => {
    const sender = await create(newSender());
    const link = await linkSentTo(sender.email);
    const token = decodeURIComponent(link.slice(link.lastIndexOf("/") + 1));
    const signature = token.split(".")[2] ?? "";
    expect(signature).toHaveLength(43);

    const rows = (
      await world.server.database.db
        .select()
        .from(emailLogs)
        .where(eq(emailLogs.subject, VERIFICATION_SUBJECT))
    ).filter((row) => row.receiverEmails.includes(sender.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toContain(WITHHELD_LINK);
    expect(rows[0]?.message).toContain(sender.email);
    // Whoever reads the log (an FSD_Admin, on the Email Logs page) cannot verify the address.
    const reader = caller(
      world.server,
      (await createAccount(world.server, { roles: ["FSD_Admin"] })).token,
      "FSD_Admin",
    );
    const listed = await reader.get(
      `email-logs?search=${encodeURIComponent(sender.email)}&page=1&page_size=10`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    for (const logged of [JSON.stringify(rows), JSON.stringify(listed.body)]) {
      expect(logged).not.toContain(signature);
      expect(logged).not.toContain("sender-details/verify/");
    }

    expect((await open(link)).status).toBe(200);
    expect(await verified(sender.id)).toBe(true);
  });

  it("verifies the sender when its link is opened, without signing in", async () => {
    const sender = await create(newSender());
    expect(await verified(sender.id)).toBe(false);

    const page = await open(await linkSentTo(sender.email));

    expect(page.status).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.html).toContain("Sender verified");
    expect(await verified(sender.id)).toBe(true);
    const again = await open(await linkSentTo(sender.email));
    expect(again.html).toContain("Sender already verified");
    // The HTTP adapter's check then confirms it; the server accepts that only now.
    const confirmed = await admin.put(`sender-details/${sender.id}/`, { is_verified: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ id: sender.id, is_verified: true });
  });

  it("never verifies a sender on the client's word", async () => {
    const sender = await create(newSender());
    const answer = await admin.put(`sender-details/${sender.id}/`, { is_verified: true });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: NOT_VERIFIED_YET_MESSAGE,
      errors: { is_verified: [NOT_VERIFIED_YET_MESSAGE] },
    });
    expect(await verified(sender.id)).toBe(false);
  });

  it("refuses a link whose token was altered", async () => {
    const sender = await create(newSender());
    const link = await linkSentTo(sender.email);
    const last = link.at(-1) === "A" ? "B" : "A";

    const page = await open(`${link.slice(0, -1)}${last}`);

    expect(page.status).toBe(400);
    expect(page.html).toContain("Link not valid");
    expect((await open(`${PUBLIC_URL}/api/v1/sender-details/verify/not-a-token`)).status).toBe(400);
    expect(await verified(sender.id)).toBe(false);
  });

  it("refuses a link older than 48 hours", async () => {
    const sender = await create(newSender());
    const sentAt = new Date(Date.now() - 49 * 60 * 60 * 1000);
    const { db } = world.server.database;
    await db.update(senders).set({ verificationSentAt: sentAt }).where(eq(senders.id, sender.id));
    const token = verificationToken(SIGNING_SECRET, sender.id, sender.email, sentAt);

    const page = await open(`${PUBLIC_URL}/api/v1/sender-details/verify/${token}`);

    expect(page.status).toBe(410);
    expect(page.html).toContain("Link expired");
    expect(await verified(sender.id)).toBe(false);
  });

  it("voids the earlier link when a new verification e-mail is asked for", async () => {
    const sender = await create(newSender());
    const first = await linkSentTo(sender.email);

    const resent = await admin.post("sender-details/resend-verification/", { sender_id: sender.id });

    expect(resent).toEqual({ status: 200, body: { message: ADAPTER_MESSAGES.verificationSent } });
    const second = await linkSentTo(sender.email, 2);
    expect(second).not.toBe(first);
    const stale = await open(first);
    expect(stale.status).toBe(400);
    expect(stale.html).toContain("Link replaced");
    expect(await verified(sender.id)).toBe(false);
    expect((await open(second)).status).toBe(200);
    expect(await verified(sender.id)).toBe(true);
  });

  it("makes a changed address unverified again and e-mails the new one", async () => {
    const body = newSender();
    const sender = await create(body);
    const oldLink = await linkSentTo(body.email);
    await open(oldLink);
    const moved = `moved.${body.email}`;

    const answer = await admin.put(`sender-details/${sender.id}/`, { ...body, email: moved, city: "Pune" });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: moved, city: "Pune", is_verified: false });
    expect((await open(oldLink)).status).toBe(400);
    expect(await verified(sender.id)).toBe(false);
    expect((await open(await linkSentTo(moved))).status).toBe(200);
    expect(await verified(sender.id)).toBe(true);
    // Keeping the address keeps the verification.
    const kept = await admin.put(`sender-details/${sender.id}/`, { ...body, email: moved.toUpperCase() });
    expect(kept.body.data).toMatchObject({ is_verified: true });
  });

  it("refuses an address another sender has, case aside", async () => {
    const body = newSender();
    await create(body);
    const twin = await admin.post("sender-details/", newSender({ email: body.email.toUpperCase() }));

    expect(twin.status).toBe(409);
    expect(twin.body).toEqual({
      message: ADAPTER_MESSAGES.duplicateSenderEmail,
      errors: { email: [ADAPTER_MESSAGES.duplicateSenderEmail] },
    });
  });

  it("refuses a form without its fields, in the form's words, and writes nothing", async () => {
    const before = await world.server.database.db.select({ id: senders.id }).from(senders);
    const answer = await admin.post("sender-details/", newSender({ sender_name: "", country: "" }));

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Name required.");
    expect(answer.body.errors).toMatchObject({
      sender_name: ["Name required."],
      country: ["Address required."],
    });
    expect(await world.server.database.db.select({ id: senders.id }).from(senders)).toHaveLength(
      before.length,
    );
    const noSender = await admin.post("sender-details/resend-verification/", {});
    expect(noSender.status).toBe(400);
    expect(noSender.body.message).toBe("Sender is required");
    expect((await admin.post("sender-details/resend-verification/", { sender_id: 99999 })).status).toBe(404);
    expect((await user.get("sender-details/check-sender-verification?sender_id=99999")).status).toBe(404);
  });

  it("lists for every signed-in user, with search and the verified filter; writes are SUPER_ADMIN's", async () => {
    const token = `${uniqueLetters().toLowerCase()}list`;
    const on = await create(newSender({ email: `on.${token}@example.com` }));
    await create(newSender({ email: `off.${token}@example.com` }));
    await open(await linkSentTo(on.email));

    const all = await user.get(`sender-details?search=${token}&page=1&page_size=10`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    const done = await user.get(`sender-details?search=${token}&is_verified=true`);
    expect((done.body.results?.data as SenderDetails[]).map((row) => row.id)).toEqual([on.id]);

    const refused = await user.post("sender-details/", newSender());
    expect(refused).toEqual({ status: 403, body: { message: FORBIDDEN_MESSAGE } });
    expect((await user.put(`sender-details/${on.id}/`, newSender())).status).toBe(403);
    expect((await user.post("sender-details/resend-verification/", { sender_id: on.id })).status).toBe(403);
    expect((await admin.get("sender-details/99999")).status).toBe(404);
  });
});

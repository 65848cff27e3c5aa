import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_RULES, type JourneyItem } from "@pipeline/contract";
import { companyJourneyItems, users } from "../../src/db/schema";
import {
  NOT_ACTIVE_USERS_MESSAGE,
  SENDER_INACTIVE_MESSAGE,
  SENDER_REQUIRED_MESSAGE,
  SENDER_UNVERIFIED_MESSAGE,
} from "../../src/modules/emails/repository";
import {
  BODY_REQUIRED_MESSAGE,
  DATE_IN_PAST_MESSAGE,
  EMAIL_SCHEDULED_MESSAGE,
} from "../../src/modules/emails/routes";
import { MEMBERS_NOT_OF_COMPANY_MESSAGE } from "../../src/modules/journey/messages";
import { pdfBytes } from "../documents/fixtures";
import {
  type EmailSetup,
  emailFields,
  emailSetup,
  itemOf,
  itemStatus,
  logOf,
  makeSender,
  sendEmail,
} from "../emails/emailWorld";
import { FAST } from "../jobs/jobWorld";
import { headersOf, partOf, partsOf, receivedRaw } from "../mail/smtpWorld";
import { eventually, mailWorld } from "../senders/senderWorld";
import { createAccount } from "./companyWorld";

// `email/` against a real SMTP server on 127.0.0.1 with the jobs worker running: what goes out
// (sanitised HTML in the chosen font, the attachment's bytes, sender, receivers, cc and bcc), when
// (now, or at its date), what the log and the item say after, and every refusal with its words.

const world = mailWorld({ runJobs: FAST });
let setup: EmailSetup;

beforeAll(async () => {
  setup = await emailSetup(world.server);
});

/** Rows of the tables an e-mail writes, to see that a refusal wrote nothing. */
async function written(): Promise<string> {
  const result = await world.server.database.db.execute(
    sql.raw(
      "select " +
        ["company_journey_items", "journey_item_members", "company_documents", "jobs", "email_logs"]
          .map((table) => `(select count(*) from ${table})`)
          .join(" || ',' || "),
    ),
  );
  return JSON.stringify((result as { rows: unknown[] }).rows);
}

async function refused(
  fields: Record<string, unknown>,
  field: string,
  message: string,
  files = [] as Parameters<typeof sendEmail>[3],
) {
  const before = await written();
  const answer = await sendEmail(world.server, setup, fields, files);
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.body.message).toBe(message);
  expect(answer.body.errors?.[field]).toEqual([message]);
  expect(await written()).toBe(before);
  return answer;
}

async function sentItem(id: number): Promise<void> {
  await eventually(`e-mail ${id} is sent`, async () => (await itemStatus(world.server, id)) === "sent");
}

describe("e-mails", () => {
  it("sends now: sanitised bold text in the font, the attachment's bytes, the sender, receivers and cc", async () => {
    const attachment = pdfBytes("Term sheet");
    const fields = emailFields(setup, {
      receivers: setup.members.map((member) => member.id),
      cc_email: [setup.adminEmail.toUpperCase()],
      body: '<p onclick="steal()">Dear founder, <strong>welcome</strong>.<script>alert(1)</script></p><p><a href="javascript:alert(1)">bad</a> <a href="https://fund.example.com" target="_blank">site</a></p>',
      font: "Times New Roman",
    });

    const answer = await sendEmail(world.server, setup, fields, [
      ["attachments", "Term sheet.pdf", attachment],
    ]);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const item = itemOf(answer);
    expect(item).toMatchObject({
      journey_item: { task: { id: 3, type: "EMAIL" } },
      subject: fields.subject,
      receiver_emails: setup.members.map((member) => member.email),
      cc: [setup.adminEmail],
    });
    expect(item.body).toContain("<strong>welcome</strong>");
    expect(item.body).not.toMatch(/script|onclick|javascript/);
    expect(item.attachments.map((file) => file.file_name)).toEqual(["Term sheet.pdf"]);

    await sentItem(item.id);
    const [log] = await logOf(world.server, item.id);
    expect(log).toMatchObject({
      delivered: true,
      reason: null,
      subject: fields.subject,
      companyId: setup.companyId,
    });
    const mail = receivedRaw(world.smtp, log?.messageId ?? "");
    const headers = headersOf(mail.raw);
    expect(headers.get("from")).toContain(setup.senderEmail);
    expect(headers.get("subject")).toBe(fields.subject);
    expect(mail.to.sort()).toEqual([...setup.members.map((member) => member.email), setup.adminEmail].sort());
    const html = partOf(mail.raw, "text/html").body;
    expect(html).toContain("<strong>welcome</strong>");
    expect(html).toContain("font-family: 'Times New Roman', serif");
    expect(html).not.toMatch(/<script|onclick|javascript:/);
    expect(html).toContain('rel="noopener noreferrer"');
    const pdf = partsOf(mail.raw).find((part) => part.disposition.includes("Term sheet.pdf"));
    expect(pdf?.type).toContain("application/pdf");
    const raw = mail.raw.split(/\r?\n\r?\n/);
    const encoded = raw.find((_, index) => index > 0 && raw[index - 1]?.includes("Term sheet.pdf")) ?? "";
    expect(
      Buffer.from(encoded.split(/\r?\n--/)[0]?.replace(/\s+/g, "") ?? "", "base64").equals(attachment),
    ).toBe(true);
  });

  it("schedules an e-mail dated later, and the worker sends it at its time", async () => {
    const date = new Date(Date.now() + 2_000);
    const fields = emailFields(setup, { date: date.toISOString(), bcc_email: [setup.adminEmail] });

    const answer = await sendEmail(world.server, setup, fields);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(EMAIL_SCHEDULED_MESSAGE);
    const item = itemOf(answer);
    expect(item).toMatchObject({ status: "scheduled", start_date: date.toISOString() });
    expect(await logOf(world.server, item.id)).toEqual([]);
    await sentItem(item.id);
    const [log] = await logOf(world.server, item.id);
    expect(log?.created.getTime()).toBeGreaterThanOrEqual(date.getTime());
    const mail = receivedRaw(world.smtp, log?.messageId ?? "");
    // Bcc: on the envelope, not in the headers.
    expect(mail.to).toContain(setup.adminEmail);
    expect(headersOf(mail.raw).has("bcc")).toBe(false);
  });

  it("refuses each bad field with the form's words and writes nothing", async () => {
    await refused(emailFields(setup, { sender_id: null }), "sender_id", SENDER_REQUIRED_MESSAGE);
    await refused(emailFields(setup, { sender_id: 99999 }), "sender_id", SENDER_REQUIRED_MESSAGE);
    const unverified = await makeSender(world.server, { verified: false });
    await refused(emailFields(setup, { sender_id: unverified.id }), "sender_id", SENDER_UNVERIFIED_MESSAGE);
    const inactive = await makeSender(world.server, { active: false });
    await refused(emailFields(setup, { sender_id: inactive.id }), "sender_id", SENDER_INACTIVE_MESSAGE);
    await refused(
      emailFields(setup, { receivers: [] }),
      "receivers",
      "At least one company member is required",
    );
    const other = await emailSetup(world.server);
    await refused(
      emailFields(setup, { receivers: [other.members[0]?.id] }),
      "receivers",
      MEMBERS_NOT_OF_COMPANY_MESSAGE,
    );
    await refused(
      emailFields(setup, { cc_email: ["someone@elsewhere.example.com"] }),
      "cc_email",
      NOT_ACTIVE_USERS_MESSAGE,
    );
    const outsider = await createAccount(world.server);
    const [gone] = await world.server.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, outsider.id))
      .returning({ email: users.email });
    await refused(emailFields(setup, { bcc_email: [gone?.email] }), "bcc_email", NOT_ACTIVE_USERS_MESSAGE);
    await refused(emailFields(setup, { subject: "" }), "subject", "Subject is required");
    await refused(
      emailFields(setup, { subject: "x".repeat(201) }),
      "subject",
      "Subject must be at most 200 characters",
    );
    await refused(
      emailFields(setup, { body: `<p>${"x".repeat(50_000)}</p>` }),
      "body",
      "Body must be at most 50000 characters",
    );
    await refused(emailFields(setup, { body: "<script>alert(1)</script>" }), "body", BODY_REQUIRED_MESSAGE);
    await refused(
      emailFields(setup, { font: "Comic Sans" }),
      "font",
      "Font must be Calibri, Arial or Times New Roman",
    );
    const past = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await refused(emailFields(setup, { date: past }), "date", DATE_IN_PAST_MESSAGE);
    await refused(emailFields(setup), "attachments", FILE_RULES.emailAttachment.messages.wrongType, [
      ["attachments", "notes.txt", Buffer.from("plain notes")],
    ]);
    // Named .pdf, but not a PDF inside.
    await refused(emailFields(setup), "attachments", FILE_RULES.emailAttachment.messages.wrongType, [
      ["attachments", "fake.pdf", Buffer.from("plain notes, not a PDF")],
    ]);
  });

  it("refuses an attachment of 50 MB or more, and keeps nothing of it", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(FILE_RULES.emailAttachment.maxBytes)]);
    const answer = await refused(
      emailFields(setup),
      "attachments",
      FILE_RULES.emailAttachment.messages.tooLarge,
      [["attachments", "big.pdf", big]],
    );
    expect(answer.status).toBe(413);
  });

  it("takes the fields as JSON when there is no attachment", async () => {
    const answer = await world.server.call({
      method: "POST",
      url: "/api/v1/email/",
      token: setup.token,
      body: emailFields(setup),
    });
    expect(answer.status).toBe(200);
    const item = answer.body.data as JourneyItem;
    await sentItem(item.id);
    expect(await itemStatus(world.server, item.id)).toBe("sent");
  });

  it("lets only users who may write on the company's journey send, and writes nothing for others", async () => {
    const outsider = await createAccount(world.server);
    const before = await world.server.database.db
      .select({ id: companyJourneyItems.id })
      .from(companyJourneyItems);
    const answer = await world.server.call({
      method: "POST",
      url: "/api/v1/email/",
      token: outsider.token,
      body: emailFields(setup),
    });
    // A company the user does not see is not there for them, as on every journey write.
    expect(answer).toEqual({ status: 404, body: { message: "Company not found." } });
    expect(
      await world.server.database.db.select({ id: companyJourneyItems.id }).from(companyJourneyItems),
    ).toHaveLength(before.length);
    const anonymous = await world.server.call({
      method: "POST",
      url: "/api/v1/email/",
      body: emailFields(setup),
    });
    expect(anonymous.status).toBe(401);
  });
});

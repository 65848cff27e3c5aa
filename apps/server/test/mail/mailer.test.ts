import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createMailer,
  MailConfigError,
  meetingInvitation,
  type MailMessage,
  type Mailer,
} from "../../src/mail";
import { headersOf, partOf, partsOf, receivedRaw, startSmtp, type TestSmtp } from "./smtpWorld";

let dir: string;
let attachment: string;
const mailers: Mailer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pipeline-mail-"));
  attachment = path.join(dir, "term-sheet.txt");
  await writeFile(attachment, "Term sheet: ₹ 5 crore at a 40 crore valuation.\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  for (const mailer of mailers.splice(0)) mailer.close();
});

function mailer(smtpUrl: string | null, dataDir = dir): Mailer {
  const created = createMailer({ smtpUrl, dataDir, timeoutMs: 5000 });
  mailers.push(created);
  return created;
}

function message(): MailMessage {
  return {
    from: { name: "Asha Rao", address: "asha@fund.example" },
    to: ["founder@startup.example"],
    cc: ["partner@fund.example"],
    bcc: ["archive@fund.example"],
    subject: "Next steps for Acme",
    html: '<p>Hello <b>team</b>,</p><p>See the <a href="https://fund.example/deck">deck</a>.</p>',
    attachments: [{ path: attachment }],
  };
}

function expectWhole(raw: string) {
  const headers = headersOf(raw);
  expect(headers.get("from")).toBe("Asha Rao <asha@fund.example>");
  expect(headers.get("to")).toBe("founder@startup.example");
  expect(headers.get("cc")).toBe("partner@fund.example");
  expect(headers.get("subject")).toBe("Next steps for Acme");
  const parts = partsOf(raw);
  expect(parts.find((part) => part.type.startsWith("text/html"))?.body).toContain("Hello <b>team</b>");
  expect(parts.find((part) => part.type.startsWith("text/plain"))?.body).toBe(
    "Hello team,\n\nSee the deck (https://fund.example/deck).",
  );
  const file = parts.find((part) => part.disposition.startsWith("attachment"));
  expect(file?.disposition).toMatch(/filename="?term-sheet\.txt"?$/);
  expect(file?.body).toBe("Term sheet: ₹ 5 crore at a 40 crore valuation.\n");
}

describe("the mailer over SMTP", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp((address) => {
      if (address.address.startsWith("gone@")) return { code: 550, text: "5.1.1 No such user here" };
      if (address.address.startsWith("busy@")) return { code: 451, text: "4.3.0 Mailbox busy, try later" };
      return null;
    });
  });
  afterAll(() => smtp.close());

  it("delivers an HTML e-mail with cc, bcc only in the envelope, and an attachment whole", async () => {
    const result = await mailer(smtp.url).send(message());
    expect(result).toMatchObject({
      delivered: true,
      reason: null,
      failure: null,
      rejected: [],
      outboxFile: null,
    });
    const received = receivedRaw(smtp, result.messageId);
    expect(received.from).toBe("asha@fund.example");
    expect(received.to).toEqual(["founder@startup.example", "partner@fund.example", "archive@fund.example"]);
    expect(headersOf(received.raw).has("bcc")).toBe(false);
    expect(received.raw).not.toContain("archive@fund.example");
    expectWhole(received.raw);
  });

  it("carries a meeting invitation as the calendar alternative", async () => {
    const invitation = meetingInvitation({
      uid: "meeting-42@pipeline",
      sequence: 0,
      start: "2025-12-01T10:00",
      durationMinutes: 90,
      timeZone: "Asia/Kolkata",
      summary: "Acme: first meeting",
      url: "https://meet.example/acme",
      organizer: { email: "asha@fund.example", name: "Asha Rao" },
      attendees: [{ email: "founder@startup.example" }],
    });
    const result = await mailer(smtp.url).send({ ...message(), attachments: [], calendar: invitation });
    expect(result.delivered).toBe(true);
    const calendar = partOf(receivedRaw(smtp, result.messageId).raw, "text/calendar");
    expect(calendar.type).toContain("method=REQUEST");
    expect(calendar.body.replace(/\r?\n /g, "")).toContain("UID:meeting-42@pipeline");
    expect(calendar.body).toContain("DTSTART:20251201T043000Z");
    expect(calendar.body).toContain("DTEND:20251201T060000Z");
  });

  it("answers a 550 refusal as undelivered for good, with the server's words", async () => {
    const result = await mailer(smtp.url).send({
      ...message(),
      to: ["gone@startup.example"],
      cc: [],
      bcc: [],
    });
    expect(result.delivered).toBe(false);
    expect(result.failure).toBe("permanent");
    expect(result.reason).toContain("550");
    expect(result.reason).toContain("No such user here");
  });

  it("answers a 451 refusal as undelivered for now", async () => {
    const result = await mailer(smtp.url).send({
      ...message(),
      to: ["busy@startup.example"],
      cc: [],
      bcc: [],
    });
    expect(result).toMatchObject({ delivered: false, failure: "temporary" });
    expect(result.reason).toContain("451");
    expect(result.reason).toContain("Mailbox busy");
  });

  it("delivers to the recipients the server takes and names the ones it refused", async () => {
    const result = await mailer(smtp.url).send({
      ...message(),
      to: ["founder@startup.example", "gone@startup.example"],
    });
    expect(result.delivered).toBe(true);
    expect(result.rejected).toEqual(["gone@startup.example"]);
  });

  it("answers a missing attachment as undelivered for good instead of throwing", async () => {
    const result = await mailer(smtp.url).send({
      ...message(),
      attachments: [{ path: path.join(dir, "missing.pdf") }],
    });
    expect(result).toMatchObject({ delivered: false, failure: "permanent" });
    expect(result.reason).toContain("missing.pdf");
  });
});

describe("the mailer without a server", () => {
  it("answers an unreachable server as undelivered for now", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const result = await mailer(`smtp://127.0.0.1:${port}`).send(message());
    expect(result).toMatchObject({ delivered: false, failure: "temporary" });
    expect(result.reason).toMatch(/ECONNREFUSED|connect/i);
  });

  it("keeps each message as a readable .eml file in the outbox when SMTP_URL is unset", async () => {
    const dataDir = await mkdtemp(path.join(dir, "data-"));
    const outboxMailer = mailer(null, dataDir);
    expect(outboxMailer.transport).toBe("outbox");
    const result = await outboxMailer.send(message());
    expect(result).toMatchObject({ delivered: true, reason: null, failure: null });
    const file = result.outboxFile ?? "";
    expect(await readdir(path.join(dataDir, "outbox"))).toEqual([path.basename(file)]);
    expect(file.endsWith(".eml")).toBe(true);
    const raw = await readFile(file, "utf8");
    expect(headersOf(raw).get("message-id")).toBe(result.messageId);
    expect(headersOf(raw).get("bcc")).toBe("archive@fund.example");
    expectWhole(raw);
  });
});

describe("SMTP_URL", () => {
  it.each([
    "mail.example.org",
    "http://mail.example.org",
    "smtp://",
    "smtp://mail.example.org/inbox",
    "smtp://:secret@mail.example.org",
  ])("refuses %s", (url) => {
    expect(() => createMailer({ smtpUrl: url, dataDir: dir })).toThrow(MailConfigError);
  });

  it("keeps the password out of the error", () => {
    expect(() => createMailer({ smtpUrl: "ftp://user:hunter2@mail.example.org", dataDir: dir })).toThrow(
      /^(?!.*hunter2)/,
    );
  });

  it("takes smtp:// and smtps:// with credentials", () => {
    const plain = createMailer({ smtpUrl: "smtp://user%40fund:p%3Ass@mail.example.org:2525", dataDir: dir });
    const secure = createMailer({ smtpUrl: "smtps://mail.example.org", dataDir: dir });
    mailers.push(plain, secure);
    expect([plain.transport, secure.transport]).toEqual(["smtp", "smtp"]);
  });
});

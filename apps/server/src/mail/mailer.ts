import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { htmlToText } from "./htmlToText";
import type { MailAddress, MailFailure, MailMessage, Mailer, SendResult } from "./types";

export type MailerOptions = {
  /** smtp://[user:password@]host[:port] or smtps://…; null: messages go to `dataDir/outbox`. */
  smtpUrl: string | null;
  dataDir: string;
  /** How long to wait for the server to connect or answer, in ms; default 15000. */
  timeoutMs?: number;
};

export class MailConfigError extends Error {
  override name = "MailConfigError";
}

/** The SMTP options in `SMTP_URL`; a malformed URL stops the start with a clear error. */
export function parseSmtpUrl(smtpUrl: string, timeoutMs = 15_000): SMTPPool.Options {
  const parsed = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  const shown = smtpUrl.replace(/\/\/[^@/]*@/, "//…@");
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) {
    throw new MailConfigError(
      `SMTP_URL must be smtp://[user:password@]host[:port] or smtps://[user:password@]host[:port], not "${shown}".`,
    );
  }
  if ((parsed.pathname && parsed.pathname !== "/") || parsed.search || parsed.hash) {
    throw new MailConfigError(`SMTP_URL takes no path or query: "${shown}".`);
  }
  if (parsed.password && !parsed.username) {
    throw new MailConfigError("SMTP_URL has a password but no user name.");
  }
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(parsed.username);
    pass = decodeURIComponent(parsed.password);
  } catch {
    throw new MailConfigError("SMTP_URL's user name or password is not valid percent-encoding.");
  }
  const secure = parsed.protocol === "smtps:";
  return {
    pool: true,
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

function addressOf(address: MailAddress): string {
  return typeof address === "string" ? address : address.address;
}

function domainOf(address: MailAddress): string {
  const at = addressOf(address).lastIndexOf("@");
  const domain =
    at < 0
      ? ""
      : addressOf(address)
          .slice(at + 1)
          .replace(/[>\s]/g, "");
  return domain || "pipeline.invalid";
}

function toNodemailer(message: MailMessage, messageId: string): Mail.Options {
  return {
    messageId,
    from: message.from,
    to: message.to,
    cc: message.cc,
    bcc: message.bcc,
    replyTo: message.replyTo,
    subject: message.subject,
    headers: message.headers,
    html: message.html,
    text: message.text ?? htmlToText(message.html),
    attachments: message.attachments?.map((attachment) => ({
      path: attachment.path,
      filename: attachment.filename ?? path.basename(attachment.path),
      contentType: attachment.contentType,
    })),
    icalEvent: message.calendar && {
      method: message.calendar.method,
      filename: message.calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
      content: message.calendar.content,
    },
  };
}

type SmtpError = Error & { code?: string; originalCode?: string; responseCode?: number; response?: string };

/** A 5xx answer is final; a 4xx answer, a lost or refused connection, a timeout can pass. */
function failureOf(error: SmtpError): { reason: string; failure: MailFailure } {
  const code = error.responseCode;
  const reason = (error.response ?? error.message).trim() || String(error.code ?? "Unknown error");
  if (code !== undefined) return { reason, failure: code >= 500 ? "permanent" : "temporary" };
  // Errors raised while the message is built (a missing attachment, a bad address) will not pass by retrying.
  const errorCode = error.originalCode ?? error.code;
  const building = errorCode !== undefined && ["ENOENT", "EISDIR", "EACCES", "EMESSAGE"].includes(errorCode);
  return { reason, failure: building ? "permanent" : "temporary" };
}

function failed(messageId: string, error: unknown): SendResult {
  const { reason, failure } = failureOf(error instanceof Error ? error : new Error(String(error)));
  return { delivered: false, reason, failure, messageId, rejected: [], outboxFile: null };
}

function smtpMailer(options: SMTPPool.Options): Mailer {
  const transport = nodemailer.createTransport(options);
  return {
    transport: "smtp",
    async send(message) {
      const messageId = message.messageId ?? `<${randomUUID()}@${domainOf(message.from)}>`;
      try {
        const info = await transport.sendMail(toNodemailer(message, messageId));
        const rejected = info.rejected.map(String);
        return { delivered: true, reason: null, failure: null, messageId, rejected, outboxFile: null };
      } catch (error) {
        return failed(messageId, error);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Writes each message as a whole .eml file (a temporary name, then a rename); the Bcc header stays, as a record. */
function outboxMailer(dataDir: string): Mailer {
  const outbox = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async send(message) {
      const messageId = message.messageId ?? `<${randomUUID()}@${domainOf(message.from)}>`;
      let raw: Buffer;
      try {
        const info = await transport.sendMail(toNodemailer(message, messageId));
        if (!Buffer.isBuffer(info.message)) throw new Error("The message was not built whole.");
        raw = info.message;
      } catch (error) {
        return failed(messageId, error);
      }
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.slice(1, 9)}.eml`;
      const file = path.join(outbox, name);
      const temporary = path.join(outbox, `.${name}.${process.pid}.tmp`);
      try {
        await mkdir(outbox, { recursive: true });
        await writeFile(temporary, raw);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        return failed(messageId, error);
      }
      return { delivered: true, reason: null, failure: null, messageId, rejected: [], outboxFile: file };
    },
    close() {},
  };
}

/**
 * The product's mailer: over SMTP (pooled connections) when `smtpUrl` is set, otherwise into
 * `dataDir/outbox` as .eml files so nothing is lost. Throws MailConfigError for a malformed URL.
 */
export function createMailer({ smtpUrl, dataDir, timeoutMs }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(parseSmtpUrl(smtpUrl, timeoutMs)) : outboxMailer(dataDir);
}

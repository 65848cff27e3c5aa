import type { Database } from "../../db/database";
import type { JobContext, JobHandler } from "../../jobs";
import type { MailAttachment, SendResult } from "../../mail";
import type { EmailRepository, OutgoingEmail, SendOutcome } from "./repository";
import type { AppServices } from "../../services";
import { FileNotFoundError, type FileStorage } from "../../storage";
import { emailFont, emailHtml } from "../../mail/sanitize";

// The `email.send` job: sends one e-mail of the journey exactly once.
//
// 1. The item still waiting (`queued` or `scheduled`): a committed step makes it `sending` and writes
//    its e-mail log row with the Message-ID the message will carry.
// 2. The message goes to the mailer (SMTP or the outbox), attachments streamed from storage.
// 3. One transaction records the outcome (`sent`, or `failed` with the reason) together with the
//    job's completion. A temporary failure puts the item back to `queued` and the job retries it.
//
// A run that finds the item `sent` or `failed` does nothing, so a job run twice sends once. A run
// that finds it `sending` follows a process that stopped between steps 1 and 3: whether the mail
// server took the message then cannot be known, so it is not sent again (never twice); the item is
// marked `failed` with the Message-ID in the log's reason, for the mail server's log to settle it.
// That window is the SMTP conversation itself; a server that is stopped normally finishes it first.

export type EmailJobPayload = { journeyItemId: number };

export const INTERRUPTED_REASON =
  "The server stopped while handing this message to the mail server. It was not sent again, so " +
  "that it cannot arrive twice; the mail server's log tells whether it was accepted (Message-ID ";
export const SENDER_GONE_REASON = "The sender is no longer active and verified; the message was not sent.";
export const ATTACHMENT_MISSING_REASON =
  "An attachment is missing from file storage; the message was not sent.";

type Dependencies = {
  emails: EmailRepository;
  transaction: <T>(run: (tx: Database) => Promise<T>) => Promise<T>;
  services: Pick<AppServices, "mailer" | "storage">;
};

/** Runs `run` with a local path for each stored file (storage copies them out of a bucket first). */
async function withLocalFiles<T>(
  storage: FileStorage,
  files: OutgoingEmail["attachments"],
  run: (attachments: MailAttachment[]) => Promise<T>,
  ready: MailAttachment[] = [],
): Promise<T> {
  const [first, ...rest] = files;
  if (!first) return run(ready);
  return storage.withLocalFile(first.key, (filePath) =>
    withLocalFiles(storage, rest, run, [
      ...ready,
      { path: filePath, filename: first.fileName, contentType: first.mimeType },
    ]),
  );
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1).replace(/[^A-Za-z0-9.-]/g, "") || "pipeline.invalid";
}

export function emailSendJob({ emails, transaction, services }: Dependencies): JobHandler<EmailJobPayload> {
  async function finish(job: JobContext<EmailJobPayload>, write: (tx: Database) => Promise<void>) {
    await transaction(async (tx) => {
      await write(tx);
      await job.complete(tx);
    });
  }

  return async (job) => {
    const email = await emails.outgoing(job.payload.journeyItemId);
    if (!email || email.status === "sent" || email.status === "failed") return;
    const html = emailHtml(email.body, emailFont(email.font));

    if (email.status === "sending") {
      const log = email.log;
      if (!log) return;
      const outcome: SendOutcome = {
        delivered: false,
        reason: `${INTERRUPTED_REASON}${log.messageId ?? "unknown"}).`,
        failure: "permanent",
      };
      return finish(job, (tx) => emails.finishSending(tx, email.itemId, log.id, outcome, false));
    }

    const sender = email.sender;
    if (!sender || !sender.isActive || !sender.isVerified) {
      return finish(job, (tx) => emails.failBeforeSending(tx, email, html, SENDER_GONE_REASON));
    }

    const begun = await emails.beginSending(email, domainOf(sender.address), html);
    if (!begun) return;
    let result: SendResult | null;
    try {
      result = await withLocalFiles(services.storage, email.attachments, (attachments) =>
        services.mailer.send({
          messageId: begun.messageId,
          from: { name: sender.name, address: sender.address },
          to: email.to,
          cc: email.cc,
          bcc: email.bcc,
          subject: email.subject,
          html,
          attachments,
        }),
      );
    } catch (error) {
      // Storage failed before the mailer was called: nothing reached the mail server.
      if (!(error instanceof FileNotFoundError)) {
        const outcome: SendOutcome = { delivered: false, reason: String(error), failure: "temporary" };
        await transaction((tx) => emails.finishSending(tx, email.itemId, begun.logId, outcome, true));
        throw error;
      }
      result = null;
    }
    const outcome: SendOutcome = result
      ? { delivered: result.delivered, reason: result.reason, failure: result.failure }
      : { delivered: false, reason: ATTACHMENT_MISSING_REASON, failure: "permanent" };
    const retry = !outcome.delivered && outcome.failure === "temporary" && job.attempt < job.maxAttempts;
    if (!retry) {
      return finish(job, (tx) => emails.finishSending(tx, email.itemId, begun.logId, outcome, false));
    }
    await transaction((tx) => emails.finishSending(tx, email.itemId, begun.logId, outcome, true));
    throw new Error(outcome.reason ?? "The mail server could not take the message now.");
  };
}

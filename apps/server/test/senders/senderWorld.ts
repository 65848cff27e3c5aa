import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMailer, type Mailer } from "../../src/mail";
import { type InjectedApp, type InjectedAppOptions, startInjectedApp } from "../api/injectApp";
import { startSmtp, type TestSmtp } from "../mail/smtpWorld";
import { opened } from "../support/opened";

export const PUBLIC_URL = "https://pipeline.example.com";
export const SIGNING_SECRET = "sender-and-email-tests-signing-secret-0123456789";

/** A server whose mail goes to a real SMTP server on 127.0.0.1, and that server. */
export type MailWorld = { server: InjectedApp; smtp: TestSmtp; mailer: Mailer; close(): Promise<void> };

export type MailWorldOptions = InjectedAppOptions & {
  /** Which recipients the SMTP server refuses, and how. */
  refuse?: Parameters<typeof startSmtp>[0];
};

export async function startMailWorld({ refuse, ...options }: MailWorldOptions = {}): Promise<MailWorld> {
  const smtp = await startSmtp(refuse);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-mail-world-"));
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir });
  const server = await startInjectedApp({
    ...options,
    services: { mailer, publicUrl: PUBLIC_URL, fileSigningSecret: SIGNING_SECRET, ...options.services },
  });
  return {
    server,
    smtp,
    mailer,
    async close() {
      await server.close();
      mailer.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The world of this test file, opened before its tests and closed after them. */
export function mailWorld(options: MailWorldOptions = {}): MailWorld {
  return opened(() => startMailWorld(options));
}

/** Waits until `check` holds, polling; throws with `what` when it does not within the limit. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

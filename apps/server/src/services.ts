import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMMITTEE_LIMITS, IMPORT_LIMITS } from "@pipeline/contract";
import type { Authenticator } from "./auth/authenticator";
import { DEFAULT_MEETING_BASE_URL, type MeetingConfig } from "./config";
import { createMailer, type Mailer } from "./mail";
import type { BulkMailProvider } from "./mail/bulk/provider";
import { createSmtpProvider } from "./mail/bulk/smtp";
import { createDiskStorage, type FileStorage } from "./storage";

/** What routes and jobs reach beyond the database: mail, files, the meeting service, settings. */
export type AppServices = {
  mailer: Mailer;
  storage: FileStorage;
  /** The address people reach this server at, for links in e-mails. */
  publicUrl: string;
  /** Signs short-lived file links; at least 32 characters. */
  fileSigningSecret: string;
  meetings: MeetingConfig;
  ffmpegPath: string;
  /** Usernames offered the offline export of a journey. */
  offlineExportAccounts: readonly string[];
  /** How long Undo is offered after an Excel import ends, in days (IMPORT_UNDO_DAYS). */
  importUndoDays: number;
  /** Who sends campaigns (BULK_MAIL_PROVIDER). */
  bulkMail: BulkMailProvider;
  /** Days a review waits before its reviewer is reminded, and again every as many (REVIEW_REMINDER_DAYS). */
  reviewReminderDays: number;
};

/** What a module's routes are registered with: the repositories they read, and the services. */
export type ModuleContext<Repos> = {
  repos: Repos;
  /** Mail, file storage and settings beyond the database. */
  services: AppServices;
  /** Checks passwords for `erp-login/` (`user/login/` stays local). */
  authenticator: Authenticator;
  /** How long a sign-in lasts without use, in ms. */
  tokenTtlMs: number;
};

/**
 * The services of a server started without them (tests, tools): mail to an outbox and files in a
 * temporary folder of its own, removed by `dispose`, and a random signing secret.
 */
export function temporaryServices(given: Partial<AppServices> = {}): {
  services: AppServices;
  dispose: () => void;
} {
  const needsFolder = !given.mailer || !given.storage;
  const dir = needsFolder ? mkdtempSync(path.join(os.tmpdir(), "pipeline-services-")) : null;
  const mailer = given.mailer ?? createMailer({ smtpUrl: null, dataDir: dir as string });
  const publicUrl = given.publicUrl ?? "http://127.0.0.1:3000";
  const fileSigningSecret = given.fileSigningSecret ?? randomBytes(32).toString("hex");
  const services: AppServices = {
    mailer,
    storage: given.storage ?? createDiskStorage(path.join(dir as string, "files")),
    publicUrl,
    fileSigningSecret,
    meetings: given.meetings ?? { baseUrl: DEFAULT_MEETING_BASE_URL, jwtSecret: null, jwtAppId: "pipeline" },
    ffmpegPath: given.ffmpegPath ?? "ffmpeg",
    offlineExportAccounts: given.offlineExportAccounts ?? [],
    importUndoDays: given.importUndoDays ?? IMPORT_LIMITS.undoDays,
    bulkMail: given.bulkMail ?? createSmtpProvider({ mailer, publicUrl, secret: fileSigningSecret, rate: 0 }),
    reviewReminderDays: given.reviewReminderDays ?? COMMITTEE_LIMITS.reviewReminderDays,
  };
  return {
    services,
    dispose: () => {
      if (!given.mailer) mailer.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether the installation names this account among those offered the offline export. */
export function offersOfflineExport(
  services: Pick<AppServices, "offlineExportAccounts">,
  username: string,
): boolean {
  const name = username.toLowerCase();
  return services.offlineExportAccounts.some((account) => account.toLowerCase() === name);
}

/** FILE_SIGNING_SECRET when set, else the secret generated into the data folder on first start. */
export function resolveFileSigningSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "file-signing.key");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
    throw new Error(`${file} holds fewer than 32 characters; remove it to have a new secret made.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { COMMITTEE_LIMITS, IMPORT_LIMITS } from "@pipeline/contract";
import type { S3StorageOptions } from "../storage/s3";
import { type LdapConfig, readLdap } from "./ldap";
import { ConfigError, optional, readBoolean } from "./values";

export { ConfigError };
export {
  DEFAULT_LDAP_SEARCH_FILTER,
  DEFAULT_LDAP_TIMEOUT_MS,
  type LdapConfig,
  type LdapSearch,
} from "./ldap";

/** How the server is set up, read once from the environment with defaults that run anywhere. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded database in `dataDir`. */
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  /** 64 hex characters; unset: generated into `dataDir` on first start. */
  envelopeKey: string | null;
  envelopeEnabled: boolean;
  admin: { username: string | null; password: string | null; email: string | null };
  /** Unset: `erp-login/` checks local passwords only. */
  ldap: LdapConfig | null;
  trustProxy: TrustProxy;
  /** Whether this process runs background jobs; `JOBS=off` leaves them to other processes. */
  jobsEnabled: boolean;
  /** How long a background job is leased to a worker; after a crash it is taken up again once this passes. */
  jobLeaseMs: number;
  /** How long Undo is offered after an Excel import ends, in days (IMPORT_UNDO_DAYS; 0: never). */
  importUndoDays: number;
  /** Days a review waits before its reviewer is reminded, and again every as many (REVIEW_REMINDER_DAYS). */
  reviewReminderDays: number;
  /** Where uploaded files are kept: DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Signs the short-lived file links (`generate-signed-url`); unset: generated into `dataDir` on first start. */
  fileSigningSecret: string | null;
  /** The product's own meetings: rooms on a Jitsi-style video service. */
  meetings: MeetingConfig;
  /** The ffmpeg that compresses recordings. */
  ffmpegPath: string;
  /** Usernames offered the offline export of a journey. */
  offlineExportAccounts: string[];
  /** Who sends bulk outreach campaigns. */
  bulkMail: BulkMailConfig;
  /** The token `GET metrics` asks for; unset: no metrics (404). */
  metricsToken: string | null;
  /** The lowest level logged (LOG_LEVEL; default info). */
  logLevel: LogLevel;
  /** How long a stopping server waits for its requests and jobs before it exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  /** How many statements may wait for the embedded database before a request is answered 503 (DATABASE_QUEUE_LIMIT). */
  databaseQueueLimit: number;
  /**
   * Server processes sharing the port (WEB_CONCURRENCY): on PostgreSQL, default the machine's core
   * count; the embedded database is one process's, so always 1 on it.
   */
  processes: number;
  /** Origins whose pages may call the API from the browser (CORS_ORIGINS); none: this origin only. */
  corsOrigins: string[];
  /** Origins whose pages may frame the portal (FRAME_ANCESTORS); none: no page may. */
  frameAncestors: string[];
};

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 20;
export const DEFAULT_DATABASE_QUEUE_LIMIT = 200;

/**
 * BULK_MAIL_PROVIDER: `smtp` (the default: the server sends each message itself through SMTP_URL
 * or into the outbox, at BULK_MAIL_RATE messages a second) or `sendgrid` (SendGrid's v3 API with
 * SENDGRID_API_KEY). SENDGRID_WEBHOOK_PUBLIC_KEY checks the signature of the events webhook for both.
 */
export type BulkMailConfig = {
  provider: "smtp" | "sendgrid";
  /** Messages a second the smtp provider keeps to; 0: as fast as the mail server takes them. */
  rate: number;
  sendgrid: { apiKey: string; apiUrl: string | null } | null;
  /** Base64 DER public key of SendGrid's signed event webhook; unset: the events endpoint refuses every call. */
  webhookPublicKey: string | null;
};

export const DEFAULT_BULK_MAIL_RATE = 50;

/**
 * Which peers may say who the client is through `X-Forwarded-For` (Fastify's `trustProxy`):
 * none (false), any (true), the last `n` hops, or the proxies at these addresses and ranges.
 */
export type TrustProxy = boolean | number | string[];

export type StorageConfig = { kind: "disk"; dir: string } | ({ kind: "s3" } & S3StorageOptions);

export type MeetingConfig = {
  /** Rooms are `${baseUrl}/${room}`. */
  baseUrl: string;
  /** With a secret, moderator links carry a signed moderator token (Jitsi's JWT); without, plain room links. */
  jwtSecret: string | null;
  /** The JWT's `iss` and `aud`-side application id the video service expects. */
  jwtAppId: string;
};

export const DEFAULT_MEETING_BASE_URL = "https://meet.jit.si";

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

/** Names proxy-addr knows for whole address ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// A client can write any X-Forwarded-For it likes: believed from everyone, it would let a caller pick
// the address the sign-in limit counts. So nobody is believed unless the operator says who the proxy is.
function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = optional(raw);
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (["false", "off", "no", "0"].includes(lower)) return false;
  if (["true", "on", "yes"].includes(lower)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim().toLowerCase());
  if (entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a number of proxy hops, or a comma list of proxy addresses and ranges (as in 10.0.0.1, 192.168.0.0/16 or loopback), not "${raw}".`,
  );
}

function readHttpUrl(name: string, raw: string): string {
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new ConfigError(`${name} must be an http:// or https:// address, not "${raw}".`);
  }
  return raw.replace(/\/+$/, "");
}

/**
 * A comma list of web origins (scheme, host and port, as a browser sends them in `Origin`): the
 * exact text is compared with what browsers send, so a path, a trailing slash or a wildcard would
 * match nothing and is refused at start rather than ignored.
 */
function readOrigins(name: string, raw: string | undefined): string[] {
  return readList(raw).map((entry) => {
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== entry) {
      throw new ConfigError(
        `${name} must be a comma list of origins such as https://crm.example.com or http://127.0.0.1:5173 (scheme, host and port, nothing after them), not "${entry}".`,
      );
    }
    return entry;
  });
}

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = (optional(env.STORAGE) ?? "disk").toLowerCase();
  if (kind === "disk") return { kind, dir: path.join(dataDir, "files") };
  if (kind !== "s3") throw new ConfigError(`STORAGE must be disk or s3, not "${env.STORAGE}".`);
  const bucket = optional(env.S3_BUCKET);
  if (!bucket) throw new ConfigError("STORAGE=s3 needs S3_BUCKET.");
  const endpoint = optional(env.S3_ENDPOINT);
  const accessKeyId = optional(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.");
  }
  const prefix = optional(env.S3_PREFIX) ?? "";
  return {
    kind,
    bucket,
    endpoint: endpoint === null ? null : readHttpUrl("S3_ENDPOINT", endpoint),
    region: optional(env.S3_REGION) ?? "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle:
      optional(env.S3_FORCE_PATH_STYLE) === null
        ? endpoint !== null
        : readBoolean("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE),
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
  };
}

/** A whole number from `min` to `max`, `fallback` when unset; anything else stops the start with `refusal`. */
function readWholeNumber(
  raw: string | undefined,
  { fallback, min, max, refusal }: { fallback: number; min: number; max: number; refusal: string },
): number {
  const value = optional(raw);
  if (value === null) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new ConfigError(refusal);
  return number;
}

function readLeaseSeconds(raw: string | undefined): number {
  const refusal = `JOB_LEASE_SECONDS must be a whole number of seconds from 3 to 3600, not "${raw}".`;
  return readWholeNumber(raw, { fallback: 60, min: 3, max: 3600, refusal });
}

function readUndoDays(raw: string | undefined): number {
  const refusal = `IMPORT_UNDO_DAYS must be a whole number of days from 0 to 365, not "${raw}".`;
  return readWholeNumber(raw, { fallback: IMPORT_LIMITS.undoDays, min: 0, max: 365, refusal });
}

function readReminderDays(raw: string | undefined): number {
  const refusal = `REVIEW_REMINDER_DAYS must be a whole number of days from 1 to 365, not "${raw}".`;
  return readWholeNumber(raw, { fallback: COMMITTEE_LIMITS.reviewReminderDays, min: 1, max: 365, refusal });
}

function readBulkMail(env: NodeJS.ProcessEnv): BulkMailConfig {
  const provider = (optional(env.BULK_MAIL_PROVIDER) ?? "smtp").toLowerCase();
  if (provider !== "smtp" && provider !== "sendgrid") {
    throw new ConfigError(`BULK_MAIL_PROVIDER must be smtp or sendgrid, not "${env.BULK_MAIL_PROVIDER}".`);
  }
  const rawRate = optional(env.BULK_MAIL_RATE);
  const rate = rawRate === null ? DEFAULT_BULK_MAIL_RATE : Number(rawRate);
  if (!/^\d+$/.test(rawRate ?? "0") || rate > 100_000) {
    throw new ConfigError(
      `BULK_MAIL_RATE must be a whole number of messages a second from 0 (no limit) to 100000, not "${rawRate}".`,
    );
  }
  const apiKey = optional(env.SENDGRID_API_KEY);
  const apiUrl = optional(env.SENDGRID_API_URL);
  if (provider === "sendgrid" && apiKey === null) {
    throw new ConfigError("BULK_MAIL_PROVIDER=sendgrid needs SENDGRID_API_KEY.");
  }
  const webhookPublicKey = optional(env.SENDGRID_WEBHOOK_PUBLIC_KEY);
  if (webhookPublicKey !== null && !/^[A-Za-z0-9+/=\s]+$/.test(webhookPublicKey)) {
    throw new ConfigError("SENDGRID_WEBHOOK_PUBLIC_KEY must be the base64 public key SendGrid shows.");
  }
  return {
    provider,
    rate,
    sendgrid:
      provider === "sendgrid"
        ? {
            apiKey: apiKey as string,
            apiUrl: apiUrl === null ? null : readHttpUrl("SENDGRID_API_URL", apiUrl),
          }
        : null,
    webhookPublicKey,
  };
}

function readList(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = readPort(env.PORT);
  const host = optional(env.HOST) ?? "127.0.0.1";
  const envelopeKey = optional(env.PIPELINE_ENVELOPE_KEY);
  if (envelopeKey !== null && !/^[0-9a-fA-F]{64}$/.test(envelopeKey)) {
    throw new ConfigError("PIPELINE_ENVELOPE_KEY must be 64 hexadecimal characters (32 bytes).");
  }
  const databaseUrl = optional(env.DATABASE_URL);
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://.");
  }
  const dataDir = path.resolve(cwd, optional(env.DATA_DIR) ?? "data");
  const signingSecret = optional(env.FILE_SIGNING_SECRET);
  if (signingSecret !== null && signingSecret.length < 32) {
    throw new ConfigError("FILE_SIGNING_SECRET must be at least 32 characters.");
  }
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl: optional(env.PUBLIC_URL) ?? `http://${host}:${port}`,
    smtpUrl: optional(env.SMTP_URL),
    envelopeKey,
    envelopeEnabled: optional(env.PIPELINE_ENVELOPE)?.toLowerCase() !== "off",
    admin: {
      username: optional(env.ADMIN_USERNAME),
      password: optional(env.ADMIN_PASSWORD),
      email: optional(env.ADMIN_EMAIL),
    },
    ldap: readLdap(env, cwd),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    jobsEnabled: optional(env.JOBS) === null || readBoolean("JOBS", env.JOBS),
    jobLeaseMs: readLeaseSeconds(env.JOB_LEASE_SECONDS) * 1000,
    importUndoDays: readUndoDays(env.IMPORT_UNDO_DAYS),
    reviewReminderDays: readReminderDays(env.REVIEW_REMINDER_DAYS),
    storage: readStorage(env, dataDir),
    fileSigningSecret: signingSecret,
    meetings: {
      baseUrl: readHttpUrl("MEETING_BASE_URL", optional(env.MEETING_BASE_URL) ?? DEFAULT_MEETING_BASE_URL),
      jwtSecret: optional(env.MEETING_JWT_SECRET),
      jwtAppId: optional(env.MEETING_JWT_APP_ID) ?? "pipeline",
    },
    ffmpegPath: optional(env.FFMPEG_PATH) ?? "ffmpeg",
    offlineExportAccounts: readList(env.OFFLINE_EXPORT_ACCOUNTS),
    bulkMail: readBulkMail(env),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    logLevel: readLogLevel(env.LOG_LEVEL),
    shutdownTimeoutMs: readShutdownSeconds(env.SHUTDOWN_TIMEOUT_SECONDS) * 1000,
    databaseQueueLimit: readQueueLimit(env.DATABASE_QUEUE_LIMIT),
    processes: readProcesses(env.WEB_CONCURRENCY, databaseUrl !== null),
    corsOrigins: readOrigins("CORS_ORIGINS", env.CORS_ORIGINS),
    frameAncestors: readOrigins("FRAME_ANCESTORS", env.FRAME_ANCESTORS),
  };
}

export const MAX_PROCESSES = 64;

function readProcesses(value: string | undefined, postgres: boolean): number {
  const refusal = `WEB_CONCURRENCY must be a whole number of server processes from 1 to ${MAX_PROCESSES}.`;
  const fallback = Math.min(availableParallelism(), MAX_PROCESSES);
  const processes = readWholeNumber(value, { fallback, min: 1, max: MAX_PROCESSES, refusal });
  // Checked, but one: the embedded database cannot be shared between processes.
  return postgres ? processes : 1;
}

function readMetricsToken(value: string | undefined): string | null {
  const token = optional(value);
  if (token !== null && token.length < 16)
    throw new ConfigError("METRICS_TOKEN must be at least 16 characters.");
  return token;
}

function readLogLevel(value: string | undefined): LogLevel {
  const level = optional(value)?.toLowerCase() ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}.`);
  }
  return level as LogLevel;
}

function readQueueLimit(value: string | undefined): number {
  const refusal = "DATABASE_QUEUE_LIMIT must be a whole number from 1 to 100000.";
  return readWholeNumber(value, { fallback: DEFAULT_DATABASE_QUEUE_LIMIT, min: 1, max: 100_000, refusal });
}

function readShutdownSeconds(value: string | undefined): number {
  const refusal = "SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600.";
  return readWholeNumber(value, { fallback: DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, min: 1, max: 600, refusal });
}

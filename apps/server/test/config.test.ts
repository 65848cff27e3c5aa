import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

describe("loadConfig", () => {
  it("runs on a fresh machine with nothing set", () => {
    const config = loadConfig({}, "/srv/pipeline");
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("/srv/pipeline/data"),
      databaseUrl: null,
      publicUrl: "http://127.0.0.1:3000",
      smtpUrl: null,
      envelopeKey: null,
      envelopeEnabled: true,
      ldap: null,
      trustProxy: false,
      storage: { kind: "disk", dir: path.resolve("/srv/pipeline/data/files") },
      fileSigningSecret: null,
      meetings: { baseUrl: "https://meet.jit.si", jwtSecret: null, jwtAppId: "pipeline" },
      ffmpegPath: "ffmpeg",
      offlineExportAccounts: [],
      jobLeaseMs: 60_000,
      importUndoDays: 7,
      reviewReminderDays: 3,
      bulkMail: { provider: "smtp", rate: 50, sendgrid: null, webhookPublicKey: null },
      corsOrigins: [],
      frameAncestors: [],
    });
  });

  it("reads the bulk-mail provider, and refuses a SendGrid one without its key or a bad rate", () => {
    expect(
      loadConfig({ BULK_MAIL_PROVIDER: "sendgrid", SENDGRID_API_KEY: "SG.key", BULK_MAIL_RATE: "0" })
        .bulkMail,
    ).toEqual({
      provider: "sendgrid",
      rate: 0,
      sendgrid: { apiKey: "SG.key", apiUrl: null },
      webhookPublicKey: null,
    });
    expect(() => loadConfig({ BULK_MAIL_PROVIDER: "sendgrid" })).toThrow(
      "BULK_MAIL_PROVIDER=sendgrid needs SENDGRID_API_KEY.",
    );
    expect(() => loadConfig({ BULK_MAIL_PROVIDER: "mailchimp" })).toThrow(/must be smtp or sendgrid/);
    expect(() => loadConfig({ BULK_MAIL_RATE: "fast" })).toThrow(/BULK_MAIL_RATE must be a whole number/);
  });

  it("takes every variable the README lists", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/pipeline",
        DATABASE_URL: "postgres://app@db/pipeline",
        PUBLIC_URL: "https://pipeline.example.org",
        SMTP_URL: "smtp://mail:25",
        PIPELINE_ENVELOPE_KEY: "a".repeat(64),
        PIPELINE_ENVELOPE: "off",
        ADMIN_USERNAME: "root",
        ADMIN_PASSWORD: "secret",
        ADMIN_EMAIL: "root@example.org",
      },
      "/",
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/var/lib/pipeline");
    expect(config.databaseUrl).toBe("postgres://app@db/pipeline");
    expect(config.publicUrl).toBe("https://pipeline.example.org");
    expect(config.envelopeEnabled).toBe(false);
    expect(config.admin).toEqual({ username: "root", password: "secret", email: "root@example.org" });
  });

  it("reads an S3-compatible store, the meeting service and the export accounts", () => {
    const config = loadConfig({
      STORAGE: "S3",
      S3_BUCKET: "pipeline-files",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PREFIX: "eu",
      MEETING_BASE_URL: "https://meet.example.org/",
      MEETING_JWT_SECRET: "jwt-secret",
      MEETING_JWT_APP_ID: "deals",
      FFMPEG_PATH: "/opt/ffmpeg/bin/ffmpeg",
      OFFLINE_EXPORT_ACCOUNTS: " asha, priya ,,",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "pipeline-files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      prefix: "eu/",
    });
    expect(config.meetings).toEqual({
      baseUrl: "https://meet.example.org",
      jwtSecret: "jwt-secret",
      jwtAppId: "deals",
    });
    expect(config.ffmpegPath).toBe("/opt/ffmpeg/bin/ffmpeg");
    expect(config.offlineExportAccounts).toEqual(["asha", "priya"]);
    expect(loadConfig({ JOB_LEASE_SECONDS: "15" }).jobLeaseMs).toBe(15_000);
    expect(loadConfig({ REVIEW_REMINDER_DAYS: " 5 " }).reviewReminderDays).toBe(5);
  });

  it("reads the operators' settings: the metrics token, the log level, the stop's and the queue's bounds", () => {
    const unset = loadConfig({});
    expect([unset.metricsToken, unset.logLevel, unset.shutdownTimeoutMs, unset.databaseQueueLimit]).toEqual([
      null,
      "info",
      20_000,
      200,
    ]);
    const set = loadConfig({
      METRICS_TOKEN: "a-token-for-the-monitor",
      LOG_LEVEL: "WARN",
      SHUTDOWN_TIMEOUT_SECONDS: "45",
      DATABASE_QUEUE_LIMIT: "64",
    });
    expect([set.metricsToken, set.logLevel, set.shutdownTimeoutMs, set.databaseQueueLimit]).toEqual([
      "a-token-for-the-monitor",
      "warn",
      45_000,
      64,
    ]);
  });

  it("reads the origins that may call the API and frame the portal, as browsers write an origin", () => {
    const config = loadConfig({
      CORS_ORIGINS: " http://127.0.0.1:5173, https://crm.example.com ,",
      FRAME_ANCESTORS: "https://intranet.example.com",
    });
    expect(config.corsOrigins).toEqual(["http://127.0.0.1:5173", "https://crm.example.com"]);
    expect(config.frameAncestors).toEqual(["https://intranet.example.com"]);
  });

  it("runs WEB_CONCURRENCY processes on PostgreSQL, by default one a core, and one on the embedded database", () => {
    const postgres = { DATABASE_URL: "postgres://pipeline@127.0.0.1/pipeline" };
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "3" }).processes).toBe(3);
    expect(loadConfig(postgres).processes).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).processes).toBe(1);
  });

  it.each([
    [{ PORT: "web" }, "PORT must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535"],
    [{ PIPELINE_ENVELOPE_KEY: "abc" }, "PIPELINE_ENVELOPE_KEY must be 64 hexadecimal characters"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL must start with postgres://"],
    [{ STORAGE: "ftp" }, "STORAGE must be disk or s3"],
    [{ STORAGE: "s3" }, "STORAGE=s3 needs S3_BUCKET"],
    [
      { STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" },
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    ],
    [
      { STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" },
      "S3_ENDPOINT must be an http:// or https://",
    ],
    [{ FILE_SIGNING_SECRET: "short" }, "FILE_SIGNING_SECRET must be at least 32 characters"],
    [{ MEETING_BASE_URL: "jitsi" }, "MEETING_BASE_URL must be an http:// or https://"],
    [{ JOB_LEASE_SECONDS: "1" }, "JOB_LEASE_SECONDS must be a whole number of seconds from 3 to 3600"],
    [{ JOB_LEASE_SECONDS: "soon" }, "JOB_LEASE_SECONDS must be a whole number of seconds from 3 to 3600"],
    [{ REVIEW_REMINDER_DAYS: "0" }, "REVIEW_REMINDER_DAYS must be a whole number of days from 1 to 365"],
    [{ REVIEW_REMINDER_DAYS: "-2" }, "REVIEW_REMINDER_DAYS must be a whole number of days from 1 to 365"],
    [{ REVIEW_REMINDER_DAYS: "1.5" }, "REVIEW_REMINDER_DAYS must be a whole number of days from 1 to 365"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN must be at least 16 characters"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace"],
    [
      { SHUTDOWN_TIMEOUT_SECONDS: "0" },
      "SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600",
    ],
    [{ DATABASE_QUEUE_LIMIT: "lots" }, "DATABASE_QUEUE_LIMIT must be a whole number from 1 to 100000"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY must be a whole number of server processes from 1 to 64"],
    [{ WEB_CONCURRENCY: "2.5" }, "WEB_CONCURRENCY must be a whole number of server processes from 1 to 64"],
    [
      { CORS_ORIGINS: "https://crm.example.com/" },
      'CORS_ORIGINS must be a comma list of origins such as https://crm.example.com or http://127.0.0.1:5173 (scheme, host and port, nothing after them), not "https://crm.example.com/"',
    ],
    [
      { CORS_ORIGINS: "*" },
      'CORS_ORIGINS must be a comma list of origins such as https://crm.example.com or http://127.0.0.1:5173 (scheme, host and port, nothing after them), not "*"',
    ],
    [{ CORS_ORIGINS: "crm.example.com" }, 'not "crm.example.com"'],
    [{ CORS_ORIGINS: "https://CRM.example.com" }, 'not "https://CRM.example.com"'],
    [
      { FRAME_ANCESTORS: "ftp://files.example.com" },
      "FRAME_ANCESTORS must be a comma list of origins such as https://crm.example.com",
    ],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("loadConfig: TRUST_PROXY", () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it.each([
    ["", false],
    ["false", false],
    ["OFF", false],
    ["0", false],
    ["true", true],
    ["on", true],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    [" loopback, 10.0.0.0/8 ,192.168.1.0/24", ["loopback", "10.0.0.0/8", "192.168.1.0/24"]],
    ["fd00::/8,::1", ["fd00::/8", "::1"]],
  ])("reads %o as %o", (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each(["maybe", "10.0.0.256", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "10.0.0.1,", "-1", "1.5"])(
    "refuses %o with a clear message",
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(
        `TRUST_PROXY must be true, false, a number of proxy hops, or a comma list of proxy addresses and ranges (as in 10.0.0.1, 192.168.0.0/16 or loopback), not "${value}".`,
      );
    },
  );
});

describe("loadConfig: sign-in through LDAP", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-config-"));
  const caFile = path.join(dir, "ca.pem");
  writeFileSync(caFile, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
  writeFileSync(path.join(dir, "not-a-cert.txt"), "hello");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ONLY_URL = { LDAP_URL: "ldaps://dir.example.org:636" };
  const TEMPLATE = { ...ONLY_URL, LDAP_USER_DN: "uid={username},ou=people,dc=example,dc=org" };
  const SEARCH = { ...ONLY_URL, LDAP_SEARCH_BASE: "ou=people,dc=example,dc=org" };

  it("reads a DN template, with a 5 s timeout and no StartTLS by default", () => {
    expect(loadConfig(TEMPLATE).ldap).toEqual({
      url: "ldaps://dir.example.org:636",
      user: { dnTemplate: "uid={username},ou=people,dc=example,dc=org" },
      timeoutMs: 5000,
      startTls: false,
      tlsCa: null,
    });
  });

  it("reads a search, anonymous with (uid={username}) by default or as a service account", () => {
    expect(loadConfig(SEARCH).ldap?.user).toEqual({
      searchBase: "ou=people,dc=example,dc=org",
      searchFilter: "(uid={username})",
      bindDn: null,
      bindPassword: null,
    });
    const config = loadConfig(
      {
        LDAP_URL: "ldap://10.0.0.5/",
        LDAP_SEARCH_BASE: "dc=example,dc=org",
        LDAP_SEARCH_FILTER: "(&(objectClass=person)(sAMAccountName={username}))",
        LDAP_BIND_DN: "cn=pipeline,ou=services,dc=example,dc=org",
        LDAP_BIND_PASSWORD: " spaced secret ",
        LDAP_TIMEOUT_MS: "2500",
        LDAP_STARTTLS: "true",
        LDAP_CA_FILE: "ca.pem",
      },
      dir,
    );
    expect(config.ldap).toMatchObject({
      url: "ldap://10.0.0.5",
      user: {
        searchFilter: "(&(objectClass=person)(sAMAccountName={username}))",
        bindDn: "cn=pipeline,ou=services,dc=example,dc=org",
        bindPassword: " spaced secret ",
      },
      timeoutMs: 2500,
      startTls: true,
    });
    expect(config.ldap?.tlsCa).toContain("BEGIN CERTIFICATE");
  });

  it.each([
    [{ LDAP_URL: "http://dir.example.org" }, "LDAP_URL must be ldap://host[:port] or ldaps://host[:port]"],
    [{ ...TEMPLATE, LDAP_URL: "ldap://dir/dc=example" }, "LDAP_URL must be ldap://host[:port]"],
    [ONLY_URL, "set either LDAP_USER_DN (a DN template with {username}) or LDAP_SEARCH_BASE"],
    [{ ...TEMPLATE, ...SEARCH }, "not both or neither"],
    [{ ...ONLY_URL, LDAP_USER_DN: "uid=ada,dc=example,dc=org" }, "LDAP_USER_DN must contain {username}"],
    [{ ...TEMPLATE, LDAP_BIND_DN: "cn=x" }, "LDAP_BIND_DN is for LDAP_SEARCH_BASE"],
    [
      { ...SEARCH, LDAP_SEARCH_FILTER: "uid={username}" },
      "LDAP_SEARCH_FILTER must be a filter in parentheses",
    ],
    [{ ...SEARCH, LDAP_SEARCH_FILTER: "(uid=ada)" }, "with {username}"],
    [
      { ...SEARCH, LDAP_BIND_DN: "cn=pipeline,dc=example,dc=org" },
      "LDAP_BIND_DN and LDAP_BIND_PASSWORD go together",
    ],
    [{ ...SEARCH, LDAP_BIND_PASSWORD: "secret" }, "LDAP_BIND_DN and LDAP_BIND_PASSWORD go together"],
    [{ ...TEMPLATE, LDAP_TIMEOUT_MS: "soon" }, "LDAP_TIMEOUT_MS must be a whole number of milliseconds"],
    [{ ...TEMPLATE, LDAP_TIMEOUT_MS: "0" }, "LDAP_TIMEOUT_MS must be a whole number of milliseconds"],
    [{ ...TEMPLATE, LDAP_STARTTLS: "maybe" }, "LDAP_STARTTLS must be true or false"],
    [{ ...TEMPLATE, LDAP_STARTTLS: "yes" }, "LDAP_STARTTLS is for ldap:// URLs"],
    [{ ...TEMPLATE, LDAP_CA_FILE: "missing.pem" }, "LDAP_CA_FILE cannot be read"],
    [{ ...TEMPLATE, LDAP_CA_FILE: "not-a-cert.txt" }, "LDAP_CA_FILE must hold PEM certificates"],
    [
      { ...TEMPLATE, LDAP_URL: "ldap://dir", LDAP_CA_FILE: "ca.pem" },
      "LDAP_CA_FILE is for ldaps:// or LDAP_STARTTLS",
    ],
    [{ LDAP_USER_DN: "uid={username},dc=example,dc=org" }, "LDAP_USER_DN is set but LDAP_URL is not"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env, dir)).toThrow(ConfigError);
    expect(() => loadConfig(env, dir)).toThrow(message);
  });
});

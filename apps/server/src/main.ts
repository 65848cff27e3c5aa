import cluster from "node:cluster";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import {
  claimDataDir,
  DataDirInUseError,
  installationOf,
  localUrl,
  newControlKey,
  publishServer,
  releaseDataDir,
  withRemovalHold,
} from "./backup";
import { runPrimary, servingUnderPrimary, shareRemovalHolds } from "./cluster";
import { ConfigError, loadConfig, type ServerConfig } from "./config";
import { serverPath } from "./config/paths";
import { migrate, openDatabase } from "./db";
import type { OpenedDatabase } from "./db/database";
import { startEmbeddedMaintenance } from "./db/embeddedMaintenance";
import { resolveEnvelopeKey } from "./envelopeKey";
import { createMailer, MailConfigError } from "./mail";
import { createRepositories } from "./repositories";
import { seed } from "./seed";
import { createBulkMailProvider } from "./mail/bulk";
import { WebhookKeyError } from "./mail/bulk/sendgrid";
import { resolveFileSigningSecret } from "./services";
import { createStorage } from "./storage";

/** The generated first password, when the server's output is not a terminal. */
const FIRST_PASSWORD_FILE = "first-admin-password";
const PORTAL_DIST = serverPath("..", "portal", "dist");

/** `npm start`: migrate, seed, serve the API and the built portal, in WEB_CONCURRENCY processes. */
async function main() {
  const config = loadConfig();
  if (config.processes > 1 && cluster.isPrimary) return primary(config);
  return serve(config);
}

/**
 * What the first start writes (the generated keys, migrations, the first administrator), made once:
 * by the one process, or by the primary before it forks. A malformed mail setting stops it here.
 */
async function prepare(config: ServerConfig) {
  const envelopeKey = config.envelopeEnabled ? resolveEnvelopeKey(config.envelopeKey, config.dataDir) : null;
  // Made at start, so a malformed SMTP_URL stops it; without one, messages go to DATA_DIR/outbox.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const fileSigningSecret = resolveFileSigningSecret(config.fileSigningSecret, config.dataDir);
  const bulkMail = createBulkMailProvider(config.bulkMail, {
    mailer,
    publicUrl: config.publicUrl,
    secret: fileSigningSecret,
  });
  return { envelopeKey, mailer, fileSigningSecret, bulkMail };
}

async function migrateAndSeed(config: ServerConfig, opened: OpenedDatabase) {
  await migrate(opened.db);
  return seed(opened.db, config, { info: console.log, warn: console.warn });
}

/** Forks the serving processes once the installation is ready, and stops them on a signal. */
async function primary(config: ServerConfig) {
  const { mailer, bulkMail } = await prepare(config);
  bulkMail.close();
  mailer.close();
  const opened = await openDatabase(config);
  const seeded = await migrateAndSeed(config, opened).finally(() => opened.close());
  const controlKey = newControlKey();
  runPrimary({
    processes: config.processes,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    env: { [CONTROL_KEY_VARIABLE]: controlKey },
    log: pino({ level: config.logLevel }),
    onListening: (address) => {
      publishServer(config.dataDir, localUrl(address), controlKey);
      announce(config, "PostgreSQL (DATABASE_URL)", seeded);
    },
    onStopped: () => releaseDataDir(config.dataDir),
  });
}

/** One serving process: alone, or one of the primary's. */
async function serve(config: ServerConfig) {
  const underPrimary = servingUnderPrimary();
  const { envelopeKey, mailer, fileSigningSecret, bulkMail } = await prepare(config);
  // The embedded database is one process's: a second server or a backup command on the folder is refused.
  if (config.databaseUrl === null) claimDataDir(config.dataDir, "server");
  const opened = await openDatabase(config);
  const seeded = underPrimary ? null : await migrateAndSeed(config, opened);

  // Removals wait while a backup copies the files; the key opens the backup route to `npm run backup`.
  const storage = withRemovalHold(createStorage(config.storage));
  const holdRemovals = underPrimary
    ? shareRemovalHolds(() => storage.holdRemovals())
    : async () => storage.holdRemovals();
  const controlKey = underPrimary ? takeControlKey() : newControlKey();
  const app = await buildApp({
    repos: createRepositories(opened.db),
    envelopeKey,
    ldap: config.ldap,
    portal: { distDir: path.resolve(PORTAL_DIST) },
    logger: process.env.NODE_ENV !== "test" && { level: config.logLevel },
    db: opened.db,
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    frameAncestors: config.frameAncestors,
    backup: { key: controlKey, source: installationOf(config, opened, { holdRemovals }) },
    ...(config.jobsEnabled
      ? {
          jobs: {
            db: opened.db,
            // The jobs under way get the stop's time, less a margin for closing the database.
            worker: {
              leaseMs: config.jobLeaseMs,
              stopTimeoutMs: Math.max(1000, config.shutdownTimeoutMs - 2000),
            },
          },
        }
      : {}),
    services: {
      mailer,
      storage,
      publicUrl: config.publicUrl,
      fileSigningSecret,
      meetings: config.meetings,
      ffmpegPath: config.ffmpegPath,
      offlineExportAccounts: config.offlineExportAccounts,
      importUndoDays: config.importUndoDays,
      bulkMail,
      reviewReminderDays: config.reviewReminderDays,
    },
  });
  // PGlite has no autovacuum: the server vacuums and analyses what changed, as PostgreSQL's would.
  const maintenance =
    opened.kind === "pglite"
      ? startEmbeddedMaintenance(opened.db, {
          onDone: (tables) => app.log.info({ tables }, "embedded database: tables vacuumed or analysed"),
          onError: (error) => app.log.warn({ err: error }, "embedded database: upkeep failed"),
        })
      : null;
  // A graceful stop: no new connections (and 503 on open ones), the requests under way answered, the
  // jobs under way ended or handed back, then exit 0. Past SHUTDOWN_TIMEOUT_SECONDS it exits 1
  // anyway, and what is left is taken up again once its lease runs out. A repeated signal (a process
  // manager and npm both passing one on) changes nothing.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing the requests and jobs under way");
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, "stopped before everything under way had ended");
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    void (async () => {
      await app.close();
      await maintenance?.stop();
      bulkMail.close();
      mailer.close();
      await opened.close();
      releaseDataDir(config.dataDir);
      app.log.info("stopped");
      process.exit(0);
    })().catch((error: unknown) => {
      app.log.error({ err: error }, "the stop failed");
      process.exit(1);
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  await app.listen({ port: config.port, host: config.host });
  if (underPrimary) return;
  publishServer(config.dataDir, localUrl(app.server.address()), controlKey);
  announce(
    config,
    opened.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)",
    seeded,
  );
}

/** The serving processes' key of the operators' routes, from the primary; kept from their children. */
const CONTROL_KEY_VARIABLE = "PIPELINE_CONTROL_KEY";

function takeControlKey(): string {
  const key = process.env.PIPELINE_CONTROL_KEY;
  delete process.env.PIPELINE_CONTROL_KEY;
  if (!key) throw new Error(`A server process under a primary needs ${CONTROL_KEY_VARIABLE}.`);
  return key;
}

function announce(config: ServerConfig, database: string, seeded: Awaited<ReturnType<typeof seed>> | null) {
  const address = `http://${config.host}:${config.port}`;
  const processes = config.processes > 1 ? ` (${config.processes} processes)` : "";
  console.log(`\nPipeline is running at ${address}${processes}`);
  console.log(`Database: ${database}`);
  if (seeded?.admin) {
    console.log(`First administrator: ${seeded.admin.username}`);
    if (seeded.admin.generatedPassword)
      console.log(firstPasswordNotice(seeded.admin.generatedPassword, config.dataDir));
  }
}

/**
 * Where the generated first password is told: on a terminal, shown this once; otherwise (a service
 * whose output goes to its logs) written to a file only this account can read, and the logs name the file.
 */
function firstPasswordNotice(password: string, dataDir: string): string {
  if (process.stdout.isTTY) return `Its password (shown this once): ${password}`;
  const file = path.join(dataDir, FIRST_PASSWORD_FILE);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return `Its password is in ${file}: sign in, change it, and delete the file.`;
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof MailConfigError ||
    error instanceof WebhookKeyError ||
    error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});

import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrate, openDatabase } from "./db";
import { resolveEnvelopeKey } from "./envelopeKey";
import { createMailer, MailConfigError } from "./mail";
import { createRepositories } from "./repositories";
import { seed } from "./seed";
import { createBulkMailProvider } from "./mail/bulk";
import { WebhookKeyError } from "./mail/bulk/sendgrid";
import { resolveFileSigningSecret } from "./services";
import { createStorage } from "./storage";

const PORTAL_DIST = fileURLToPath(new URL("../../portal/dist", import.meta.url));

/** `npm start`: migrate, seed, serve the API and the built portal. */
async function start() {
  const config = loadConfig();
  const envelopeKey = config.envelopeEnabled ? resolveEnvelopeKey(config.envelopeKey, config.dataDir) : null;
  // Made at start, so a malformed SMTP_URL stops it; without one, messages go to DATA_DIR/outbox.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const fileSigningSecret = resolveFileSigningSecret(config.fileSigningSecret, config.dataDir);
  const bulkMail = createBulkMailProvider(config.bulkMail, {
    mailer,
    publicUrl: config.publicUrl,
    secret: fileSigningSecret,
  });
  const opened = await openDatabase(config);
  await migrate(opened.db);
  const seeded = await seed(opened.db, config, { info: console.log, warn: console.warn });

  const app = await buildApp({
    repos: createRepositories(opened.db),
    envelopeKey,
    ldap: config.ldap,
    portal: { distDir: path.resolve(PORTAL_DIST) },
    logger: process.env.NODE_ENV !== "test",
    trustProxy: config.trustProxy,
    ...(config.jobsEnabled ? { jobs: { db: opened.db, worker: { leaseMs: config.jobLeaseMs } } } : {}),
    services: {
      mailer,
      storage: createStorage(config.storage),
      publicUrl: config.publicUrl,
      fileSigningSecret,
      meetings: config.meetings,
      ffmpegPath: config.ffmpegPath,
      offlineExportAccounts: config.offlineExportAccounts,
      importUndoDays: config.importUndoDays,
      bulkMail,
    },
  });
  const close = async () => {
    await app.close();
    bulkMail.close();
    mailer.close();
    await opened.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close());
  process.once("SIGTERM", () => void close());

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host}:${config.port}`;
  console.log(`\nPipeline is running at ${address}`);
  console.log(
    `Database: ${opened.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (seeded.admin) {
    console.log(`First administrator: ${seeded.admin.username}`);
    if (seeded.admin.generatedPassword) {
      console.log(`Its password (shown this once): ${seeded.admin.generatedPassword}`);
    }
  }
}

start().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof MailConfigError || error instanceof WebhookKeyError;
  console.error(known ? error.message : error);
  process.exit(1);
});

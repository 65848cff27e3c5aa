// What the server benchmarks (server.mjs, companies.mjs) share: running from the server's TypeScript
// sources, a freshly migrated and seeded database, the server on it answering sealed HTTP calls on
// 127.0.0.1, and one run on embedded PGlite then one on PostgreSQL when a server is named.
// A benchmark first calls `runFromSources`, which starts it again under tsx, where the server's
// TypeScript modules can be imported; this file imports them only from then on.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE_CONDITION = "@pipeline/source";

/** The admin the seed creates and the benchmarks sign in as. */
export const ADMIN = {
  username: "bench.admin",
  password: "Bench#2024-pass",
  email: "bench.admin@example.com",
};

/** Signs ADMIN in through `call` (a sealed-JSON caller) and answers the session key. */
export async function signInAsAdmin(call) {
  const answer = await call("POST", "erp-login/", {
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  return answer.data.key;
}

/** The settings of a server in a process of its own on `dataDir`: 127.0.0.1:`port`, ADMIN as its admin. */
export function serverSettings({ dataDir, port, envelopeKey }) {
  return {
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    PIPELINE_ENVELOPE_KEY: envelopeKey,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
  };
}

/**
 * Starts the benchmark at `moduleUrl` again under tsx with the workspace source condition, as
 * `npm start` does, and exits with its status; returns at once when already so started.
 */
export function runFromSources(moduleUrl) {
  if (process.env.PIPELINE_BENCH_SOURCES === "1") return;
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [`--conditions=${SOURCE_CONDITION}`, fileURLToPath(moduleUrl)],
    { cwd: root, stdio: "inherit", env: { ...process.env, PIPELINE_BENCH_SOURCES: "1" } },
  );
  process.exit(result.status ?? 1);
}

let modules;
/** The server's modules; a benchmark loads them up front, so that its set-up times leave them out. */
export async function serverModules() {
  modules ??= Promise.all([
    import("../../apps/server/src/app.ts"),
    import("../../apps/server/src/db/index.ts"),
    import("../../apps/server/src/repositories.ts"),
    import("../../apps/server/src/seed/index.ts"),
    import("@pipeline/contract/envelope-node"),
  ]).then(
    ([
      { buildApp },
      { migrate, openDatabase, rawClientOf },
      { createRepositories },
      { seed },
      { createEnvelope, generateEnvelopeKey },
    ]) => ({
      buildApp,
      migrate,
      openDatabase,
      rawClientOf,
      createRepositories,
      seed,
      createEnvelope,
      generateEnvelopeKey,
    }),
  );
  return modules;
}

/** A database opened with `config`, migrated and seeded, with ADMIN as its admin. */
export async function openSeeded(config) {
  const { migrate, openDatabase, seed } = await serverModules();
  const opened = await openDatabase(config);
  await migrate(opened);
  await seed(opened.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  return opened;
}

/**
 * The server on `opened`, listening on a free port of 127.0.0.1: its repositories, `call` (a sealed
 * request, its answer opened; a failed status throws) and `close` (the server, then the database).
 */
export async function startServer(opened) {
  const { buildApp, createEnvelope, createRepositories, generateEnvelopeKey } = await serverModules();
  const repos = createRepositories(opened.db);
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  const app = await buildApp({ repos, envelopeKey: key });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${app.server.address().port}/api/v1/`;

  async function call(method, url, { token, body } = {}) {
    const headers = {};
    if (token) headers.authorization = `Token ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(new URL(url, base), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(envelope.seal(body)),
    });
    const answer = envelope.open(await response.json());
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.message}`);
    return answer;
  }

  return {
    repos,
    call,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

/**
 * `benchOn(label, config)` on embedded PGlite in a temporary data folder (named from `tempPrefix`),
 * then on a scratch database of the PostgreSQL server TEST_DATABASE_URL or DATABASE_URL names, if any.
 */
export async function onEachDatabase(tempPrefix, benchOn) {
  const { scratchPostgres } = await import("./rawSql.mjs");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  try {
    await benchOn("embedded PGlite", { dataDir, databaseUrl: null });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (postgresUrl) {
    const scratch = await scratchPostgres(postgresUrl);
    try {
      await benchOn("PostgreSQL", { dataDir, databaseUrl: scratch.url });
    } finally {
      await scratch.drop();
    }
  }
}

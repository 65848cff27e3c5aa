// Server benchmark: sign-in and a 10,000-row reference list, over HTTP on 127.0.0.1 with sealed
// bodies, each against the SQL the request ran, replayed raw on the same database connection.
// Runs on a fresh embedded PGlite in a temporary DATA_DIR, and on PostgreSQL as well when
// TEST_DATABASE_URL or DATABASE_URL names a server (a scratch database is made and dropped there).
//
//   node tests/bench/server.mjs
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE_CONDITION = "@pipeline/source";

if (process.env.PIPELINE_BENCH_SOURCES !== "1") {
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [`--conditions=${SOURCE_CONDITION}`, fileURLToPath(import.meta.url)],
    { cwd: root, stdio: "inherit", env: { ...process.env, PIPELINE_BENCH_SOURCES: "1" } },
  );
  process.exit(result.status ?? 1);
}

const { buildApp } = await import("../../apps/server/src/app.ts");
const { migrate, openDatabase } = await import("../../apps/server/src/db/index.ts");
const { createRepositories } = await import("../../apps/server/src/repositories/index.ts");
const { seed } = await import("../../apps/server/src/seed/index.ts");
const { createEnvelope, generateEnvelopeKey } = await import("@pipeline/contract/envelope-node");
const { default: argon2 } = await import("argon2");
const { percentile, recordStatements, scratchPostgres, timed } = await import("./rawSql.mjs");

const SIGN_IN_RUNS = 20;
const LIST_REQUESTS = 200;
const WARM_UP = 10;
const ROWS = 10_000;
const PAGE_SIZE = 50;
const ADMIN = { username: "bench.admin", password: "Bench#2024-pass", email: "bench.admin@example.com" };

// Ten sectors, one per tenth of the rows: a search for one of them finds 1,000 entries (20 pages).
const SECTORS = [
  "Agri",
  "Bio",
  "Cloud",
  "Data",
  "Energy",
  "Fintech",
  "Health",
  "Infra",
  "Logistics",
  "Media",
];
const SEARCH = "health sector";
const MATCHES = ROWS / SECTORS.length;
const PAGES = MATCHES / PAGE_SIZE;

/** A token hash is the one 64-hex parameter sign-in writes, and the column is unique: renew it. */
function freshTokenHash(args) {
  const params = Array.isArray(args[1]) ? args[1] : null;
  if (!params) return args;
  const renewed = params.map((value) =>
    typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? randomBytes(32).toString("hex") : value,
  );
  return [args[0], renewed, ...args.slice(2)];
}

async function benchOn(label, config) {
  const started = performance.now();
  const opened = await openDatabase(config);
  await migrate(opened);
  await seed(opened.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  // One INSERT ... SELECT: 10,000 entries in the industry list, newest first by a minute each.
  await opened.db.$client.query(`
    insert into lookups (kind, label, name, display_order, is_active, created, modified)
    select 'industry', label, upper(label), i % 100, i % 7 <> 0,
           now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, ${ROWS}) as i,
         lateral (select (array['${SECTORS.join("','")}'])[1 + i % ${SECTORS.length}]
                         || ' sector ' || lpad(i::text, 5, '0') as label) as named`);

  const statements = recordStatements(opened.db.$client);
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

  try {
    // Sign-in: the whole call, the SQL it runs, and argon2 on its own.
    const signIn = () =>
      call("POST", "erp-login/", { body: { username: ADMIN.username, password: ADMIN.password } });
    for (let run = 0; run < 2; run += 1) await signIn();
    let token = "";
    const signInSql = await statements.capture(async () => {
      token = (await signIn()).data.key;
    });
    const { passwordHash } = await repos.users.findForLogin(ADMIN.username);
    const signInMs = [];
    const signInRawMs = [];
    const argonMs = [];
    // Interleaved, so that the three see the same machine.
    for (let run = 0; run < SIGN_IN_RUNS; run += 1) {
      signInMs.push(await timed(signIn));
      signInRawMs.push(await timed(() => statements.replay(signInSql, freshTokenHash)));
      argonMs.push(await timed(() => argon2.verify(passwordHash, ADMIN.password)));
    }

    // The list: pages 1..n of a search, sorted by label, 50 a page.
    const pageUrl = (page) =>
      `industry?page=${page}&page_size=${PAGE_SIZE}&search=${encodeURIComponent(SEARCH)}&sortfield=label&sortdirection=asc`;
    const listPage = async (page) => {
      const answer = await call("GET", pageUrl(page), { token });
      const rows = answer.results.data;
      if (
        answer.count !== MATCHES ||
        rows.length !== PAGE_SIZE ||
        !rows.every((row) => row.label.startsWith("Health sector"))
      ) {
        throw new Error(`industry page ${page} answered ${answer.count} matches, ${rows.length} rows`);
      }
      return answer;
    };
    const pageSql = new Map();
    for (let page = 1; page <= PAGES; page += 1) {
      pageSql.set(page, await statements.capture(() => listPage(page)));
    }
    for (let run = 0; run < WARM_UP; run += 1) {
      await listPage(1 + (run % PAGES));
      await statements.replay(pageSql.get(1 + (run % PAGES)));
    }
    const listMs = [];
    const listRawMs = [];
    for (let run = 0; run < LIST_REQUESTS; run += 1) {
      const page = 1 + (run % PAGES);
      listMs.push(await timed(() => listPage(page)));
      listRawMs.push(await timed(() => statements.replay(pageSql.get(page))));
    }

    const row = (name, ms, rawMs, groups) => {
      const p50 = percentile(ms, 50);
      const raw = rawMs ? percentile(rawMs, 50) : null;
      return {
        name,
        runs: ms.length,
        "p50 ms": p50.toFixed(2),
        "p99 ms": percentile(ms, 99).toFixed(2),
        "raw p50 ms": raw === null ? "-" : raw.toFixed(2),
        "raw statements": groups ? groups.flat().length : "-",
        ratio: raw === null ? "-" : `${(p50 / raw).toFixed(2)}x`,
      };
    };
    console.log(
      `\nServer on ${label}, ${ROWS.toLocaleString("en")} industry entries, HTTP on 127.0.0.1 ` +
        "(raw: the statements the request ran, replayed on the same database connection)",
    );
    console.table([
      row("sign-in (erp-login)", signInMs, signInRawMs, signInSql),
      row("argon2id verify alone", argonMs, null, null),
      row(
        `industry list: "${SEARCH}", by label, ${PAGE_SIZE}/page, pages 1-${PAGES}`,
        listMs,
        listRawMs,
        pageSql.get(1),
      ),
    ]);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s on ${label}, set-up included`);
  } finally {
    await app.close();
    await opened.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-server-"));
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

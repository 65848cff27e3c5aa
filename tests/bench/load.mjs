// Load benchmark: the server as `npm start` runs it (the compiled bundle), seeded through the Excel
// import as a person would (5,000 companies with two members each), then a load tool (autocannon)
// holding N connections for 20 s on each read a user makes most, one route at a time, and on a
// write (a new reference entry): the companies list with filters and a sort, the list's search,
// dashboard-view, one company's journey, a reference list. On the embedded database with 10 and 50
// connections, then on PostgreSQL with 50 when TEST_DATABASE_URL or DATABASE_URL names a server (a
// scratch database), with one server process and with WEB_CONCURRENCY at the core count. Reported
// per route: requests per second, latency p50 / p99 / longest, the longest over p50 (a fair queue
// keeps it small), errors, timeouts (no answer in 10 s), non-2xx.
// Targets (issue "Fast under load"): embedded, 50 connections: 0 timeouts, 0 errors, p99 <= 1 s,
// longest <= 4x p50; PostgreSQL, 50 connections, the companies list: >= 400 req/s, p99 <= 300 ms.
//
//   node tests/bench/load.mjs
//   BENCH_LOAD_SECONDS=5 BENCH_LOAD_COMPANIES=1000 node tests/bench/load.mjs     (a quicker run)
//   BENCH_LOAD_ONLY=postgres (or embedded) node tests/bench/load.mjs            (one database)
//   BENCH_LOAD_ROUTES=search,dashboard BENCH_LOAD_CONNECTIONS=50 node tests/bench/load.mjs
//                                        (the routes whose names hold one of the words, at those counts)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lettersOf } from "../support/names.mjs";
import { runFromSources, serverModules, serverSettings, signInAsAdmin } from "./serverBench.mjs";
import { caller, freePort, startServerProcess } from "./serverProcess.mjs";

runFromSources(import.meta.url);

const { importCalls, writeCompanyWorkbook } = await import("./importWorkbook.mjs");
const autocannon = (await import("autocannon")).default;
const { createEnvelope, generateEnvelopeKey } = await serverModules();
const { scratchPostgres } = await import("./rawSql.mjs");

const root = fileURLToPath(new URL("../..", import.meta.url));
const COMPANIES = Number(process.env.BENCH_LOAD_COMPANIES ?? 5000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const ROUTES = process.env.BENCH_LOAD_ROUTES?.split(",")
  .map((word) => word.trim())
  .filter(Boolean);
const CONNECTIONS = process.env.BENCH_LOAD_CONNECTIONS?.split(",").map(Number);
/** A request unanswered this long counts as a timeout, as a person would give up. */
const TIMEOUT_SECONDS = 10;

spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: root, stdio: "inherit" });

/** The calls the load runs, as the portal makes them, on the data the import wrote. */
async function routesOf(call, token) {
  const lookups = async (kind) => (await call("GET", `${kind}?page=1&page_size=100`, { token })).results.data;
  const locations = (await lookups("location")).slice(0, 3).map((row) => row.id);
  const industries = (await lookups("industry")).slice(0, 3).map((row) => row.id);
  const companies = await call("GET", "company?page=1&page_size=1&sortfield=company_name&sortdirection=asc", {
    token,
  });
  const companyId = companies.results.data[0].id;
  const routes = [
    [
      "companies list: 2 filters, by name",
      `company?page=1&page_size=50&country=${locations.join(",")}&industry=${industries.join(",")}&sortfield=company_name&sortdirection=asc`,
    ],
    ["companies list: search", "company?page=1&page_size=50&search=Company%2012"],
    ["dashboard-view by stage", "company/dashboard-view?view_type=stage&page=1&page_size=100"],
    ["one company's journey", `company/${companyId}/journey`],
    ["a reference list", "industry?page=1&page_size=50"],
  ];
  return routes.filter(([name]) => chosen(name));
}

function chosen(name) {
  return !ROUTES || ROUTES.some((word) => name.includes(word));
}

function row(name, connections, result) {
  const { latency } = result;
  return {
    route: name,
    connections,
    "req/s": Math.round(result.requests.average),
    "p50 ms": latency.p50,
    "p99 ms": latency.p99,
    "longest ms": latency.max,
    "longest / p50": latency.p50 > 0 ? Number((latency.max / latency.p50).toFixed(1)) : null,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    "non-2xx": result.non2xx,
  };
}

async function loadOn(label, extraEnv, connectionCounts) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-load-"));
  const port = await freePort();
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  const server = await startServerProcess(
    { ...serverSettings({ dataDir, port, envelopeKey: key }), LOG_LEVEL: "warn", ...extraEnv },
    { compiled: true },
  );
  const rows = [];
  try {
    const base = `http://127.0.0.1:${port}/api/v1/`;
    const call = caller(base, envelope);
    const token = await signInAsAdmin(call);
    const workbook = path.join(dataDir, "companies.xlsx");
    await writeCompanyWorkbook(workbook, COMPANIES);
    const imports = importCalls(base, envelope, token);
    const seeding = performance.now();
    const ended = await imports.waitForEnd((await imports.upload(workbook, false)).id);
    if (ended.companies_created !== COMPANIES)
      throw new Error(`The import created ${ended.companies_created}.`);
    console.log(
      `\n${label}: ${COMPANIES} companies imported in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Token ${token}` };
    const run = (options) =>
      autocannon({ url: base, duration: SECONDS, timeout: TIMEOUT_SECONDS, headers, ...options });
    let written = 0;
    for (const connections of connectionCounts) {
      for (const [name, url] of await routesOf(call, token)) {
        rows.push(
          row(
            name,
            connections,
            await run({ connections, requests: [{ method: "GET", path: `/api/v1/${url}` }] }),
          ),
        );
      }
      if (!chosen("new reference entry")) continue;
      const write = await run({
        connections,
        requests: [
          {
            method: "POST",
            path: "/api/v1/industry/",
            headers: { ...headers, "content-type": "application/json" },
            setupRequest: (request) => {
              written += 1;
              const body = { label: `Load ${lettersOf(written)}`, order: 1, is_active: true };
              return { ...request, body: JSON.stringify(envelope.seal(body)) };
            },
          },
        ],
      });
      rows.push(row("new reference entry (POST industry/)", connections, write));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Load on ${label}, ${SECONDS} s a route, one route at a time, on 127.0.0.1`);
  console.table(rows);
}

const only = process.env.BENCH_LOAD_ONLY?.trim();
if (only !== "postgres") await loadOn("the embedded database", {}, CONNECTIONS ?? [10, 50]);
const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
if (postgresUrl && only !== "embedded") {
  // One server process, then as many as `npm start` runs by default (WEB_CONCURRENCY: the cores).
  for (const processes of [1, os.availableParallelism()]) {
    const scratch = await scratchPostgres(postgresUrl);
    try {
      await loadOn(
        `PostgreSQL, ${processes} server process${processes === 1 ? "" : "es"}`,
        {
          DATABASE_URL: scratch.url,
          WEB_CONCURRENCY: String(processes),
        },
        CONNECTIONS ?? [50],
      );
    } finally {
      await scratch.drop();
    }
  }
}

// Backup benchmark: `npm run backup` of a running server's large installation, as an operator takes
// it. 100,000 companies with 200,000 members and their journey (companies.mjs's data) are seeded
// into a fresh embedded PGlite data folder; the server runs on it in a process of its own, started
// as `npm start` starts it, and a client asks it for the companies table's first page, one request
// after another, the whole time. Measured: how long the backup takes and the archive's size, and
// the requests' durations before and during it (p50, p95, the longest): the embedded database has
// one connection, so while the backup reads its snapshot every other request waits for it.
//
//   node tests/bench/backup.mjs
//   BENCH_BACKUP_COMPANIES=10000 node tests/bench/backup.mjs     (a quicker run of the same steps)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSeeded, runFromSources, serverModules, serverSettings, signInAsAdmin } from "./serverBench.mjs";
import { caller, freePort, startServerProcess } from "./serverProcess.mjs";

runFromSources(import.meta.url);

const { createEnvelope, generateEnvelopeKey } = await serverModules();
const { seedCompanies } = await import("./seedCompanies.mjs");

const root = fileURLToPath(new URL("../..", import.meta.url));
const COMPANIES = Number(process.env.BENCH_BACKUP_COMPANIES ?? 100_000);
/** How long the requests are timed before the backup starts. */
const BEFORE_MS = 10_000;
const LIST = "company?page=1&page_size=50&sortfield=company_name&sortdirection=asc";

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;

function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function summary(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: millis(quantile(sorted, 0.5)),
    p95: millis(quantile(sorted, 0.95)),
    longest: millis(sorted.at(-1) ?? Number.NaN),
  };
}

/** `npm run backup -- <file>` with the server's settings; resolves with its exit and its output. */
function runBackup(env, file) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "backup", "--", file], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-backup-"));
const archive = path.join(mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-archive-")), "backup.tar");
try {
  const seeding = performance.now();
  const opened = await openSeeded({ dataDir, databaseUrl: null });
  const client = opened.db.$client;
  const { counts } = await seedCompanies((text, values) => client.query(text, values), COMPANIES);
  await opened.close();
  console.log(
    `Seeded ${counts.companies.toLocaleString("en-US")} companies, ${counts.members.toLocaleString("en-US")} members, ` +
      `${counts.items.toLocaleString("en-US")} journey items in ${seconds(performance.now() - seeding)}`,
  );

  const port = await freePort();
  const key = generateEnvelopeKey();
  const env = serverSettings({ dataDir, port, envelopeKey: key });
  const server = await startServerProcess(env);
  try {
    const call = caller(`http://127.0.0.1:${port}/api/v1/`, createEnvelope(key));
    const token = await signInAsAdmin(call);

    // One request after another until told to stop, each kept with when it began.
    const timings = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const began = performance.now();
        await call("GET", LIST, { token });
        timings.push({ began, ms: performance.now() - began });
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const started = performance.now();
    const backup = await runBackup(env, archive);
    const ended = performance.now();
    probing = false;
    await prober;
    if (backup.code !== 0) throw new Error(`npm run backup failed (${backup.code}):\n${backup.output}`);

    const before = timings.filter((timing) => timing.began < started).map((timing) => timing.ms);
    // A request that began before the backup and ended during it waited for it too.
    const during = timings
      .filter((timing) => timing.began + timing.ms >= started && timing.began < ended)
      .map((timing) => timing.ms);
    console.log(
      `\nnpm run backup of a running server, embedded PGlite, ${COMPANIES.toLocaleString("en-US")} companies`,
    );
    console.table([
      {
        backup: seconds(ended - started),
        archive: `${(statSync(archive).size / (1024 * 1024)).toFixed(1)} MiB`,
      },
    ]);
    console.log(`GET ${LIST}, one after another`);
    console.table({ "before the backup": summary(before), "during the backup": summary(during) });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.dirname(archive), { recursive: true, force: true });
}

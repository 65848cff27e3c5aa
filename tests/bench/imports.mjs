// Excel import benchmark: workbooks written by exceljs's streaming writer, their text in shared
// strings as Excel keeps it (each distinct text once, the cells naming it by number), imported by a
// server in a process of its own (started as `npm start` starts it, on a fresh embedded PGlite in a temporary
// folder), through the calls the import dialog makes.
//
// 1. 10,000 companies with 20,000 members (two per company, every company column filled, lookups by
//    label): end to end, from the upload's first byte to the import's end as `GET excel-import/{id}/`
//    reports it, uploaded without a preview (DESIGN.md's budget: under 10 s). Then the same workbook
//    on a fresh database again, this time previewed (`?preview=true`), then confirmed: the preview
//    pass and the import pass timed apart, rows per second for each.
// 2. A workbook of 1,048,576 rows (Excel's last row: the header and 1,048,575 data rows, the columns
//    a company and a member need, two members per company), previewed then imported, the server's
//    resident memory (VmRSS) sampled every 50 ms from before the upload to the import's end (budget:
//    under 512 MB throughout, flat: streamed).
//
//   node tests/bench/imports.mjs
//   BENCH_IMPORT_BIG_ROWS=100000 node tests/bench/imports.mjs     (a quicker run of step 2)
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runFromSources, serverModules, serverSettings, signInAsAdmin } from "./serverBench.mjs";
import { caller, freePort, residentBytes, startServerProcess } from "./serverProcess.mjs";
import { lettersOf } from "../support/names.mjs";

runFromSources(import.meta.url);

const { DESIGNATIONS, importCalls, LOCATIONS, writeCompanyWorkbook, writeWorkbook } =
  await import("./importWorkbook.mjs");
const { IMPORT_COLUMNS, IMPORT_LIMITS } = await import("@pipeline/contract");
const { createEnvelope, generateEnvelopeKey } = await serverModules();

const COMPANIES = 10_000;
const BIG_ROWS = Number(process.env.BENCH_IMPORT_BIG_ROWS ?? IMPORT_LIMITS.maxRows - 1);
const RSS_SAMPLE_MS = 50;
const MiB = 1024 * 1024;

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (rows, ms) => Math.round((rows * 1000) / ms).toLocaleString("en-US");

/** A server on a fresh data folder, signed in as the admin. */
async function startServer(dir, name) {
  const dataDir = path.join(dir, name);
  const port = await freePort();
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  const server = await startServerProcess(serverSettings({ dataDir, port, envelopeKey: key }));
  const base = `http://127.0.0.1:${port}/api/v1/`;
  const call = caller(base, envelope);
  const token = await signInAsAdmin(call);
  return { server, ...importCalls(base, envelope, token) };
}

function sampleMemory(pid) {
  const before = residentBytes(pid).rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid).rss);
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return { before, peak, after: residentBytes(pid).rss };
    },
  };
}

function expectCounts(data, companies, members) {
  const ok =
    data.status === "Completed" &&
    data.companies_created === companies &&
    data.members_created === members &&
    data.companies_failed === 0 &&
    data.members_failed === 0;
  if (!ok) {
    const { status, failure, companies_created, members_created, companies_failed, members_failed, errors } =
      data;
    throw new Error(
      `Unexpected result: ${JSON.stringify({ status, failure, companies_created, members_created, companies_failed, members_failed, errors: errors.slice(0, 5) })}`,
    );
  }
}

/** 1. 10,000 companies and 20,000 members. */
async function benchTenThousand(dir) {
  const file = path.join(dir, "companies-10k.xlsx");
  await writeCompanyWorkbook(file, COMPANIES);
  const rows = COMPANIES * 2;
  const results = [];

  const plain = await startServer(dir, "plain");
  try {
    const started = performance.now();
    const record = await plain.upload(file, false);
    const ended = await plain.waitForEnd(record.id);
    const total = performance.now() - started;
    expectCounts(ended, COMPANIES, rows);
    results.push({
      run: "uploaded, no preview",
      "file size": mib(statSync(file).size),
      "upload → ended": seconds(total),
      "rows/s": perSecond(rows, total),
      "within 10 s": total < 10_000 ? "yes" : "no",
    });
  } finally {
    await plain.server.stop();
  }

  const previewed = await startServer(dir, "previewed");
  try {
    const started = performance.now();
    const record = await previewed.upload(file, true);
    const previewMs = performance.now() - started;
    if (record.preview.companies_to_create !== COMPANIES) throw new Error("The preview counted wrong.");
    const confirming = performance.now();
    await previewed.confirm(record.id);
    const ended = await previewed.waitForEnd(record.id);
    const importMs = performance.now() - confirming;
    expectCounts(ended, COMPANIES, rows);
    results.push({
      run: "previewed, then confirmed",
      "preview pass (upload included)": seconds(previewMs),
      "preview rows/s": perSecond(rows, previewMs),
      "import pass": seconds(importMs),
      "import rows/s": perSecond(rows, importMs),
    });
  } finally {
    await previewed.server.stop();
  }
  return results;
}

/** 2. Excel's last row. */
async function benchMillion(dir) {
  const headers = IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.header);
  const file = path.join(dir, "companies-1m.xlsx");
  const companies = Math.ceil(BIG_ROWS / 2);
  const writing = performance.now();
  // Short texts: Excel's last row in shared strings has to fit under the upload's 50 MB.
  await writeWorkbook(file, headers, BIG_ROWS, (index, member) => {
    const first = member === 0 ? "Asha" : "Ravi";
    return {
      ...(member === 0
        ? {
            "Company Name": `Company ${index}`,
            Website: `c${index}.example`,
            Locations: LOCATIONS[index % LOCATIONS.length],
          }
        : {}),
      "Member First Name": first,
      "Member Last Name": `R${lettersOf(index)}`,
      "Member Email": `${first.toLowerCase()}@c${index}.example`,
      "Member LinkedIn Profile": `linkedin.com/in/${first.toLowerCase()}${index}`,
      "Member Designations": DESIGNATIONS[(index + member) % DESIGNATIONS.length],
    };
  });
  const writeMs = performance.now() - writing;
  const rows = BIG_ROWS;

  const big = await startServer(dir, "big");
  try {
    const memory = sampleMemory(big.server.pid);
    const started = performance.now();
    const record = await big.upload(file, true);
    const previewMs = performance.now() - started;
    const confirming = performance.now();
    await big.confirm(record.id);
    const ended = await big.waitForEnd(record.id);
    const importMs = performance.now() - confirming;
    const { before, peak, after } = memory.stop();
    expectCounts(ended, companies, rows);
    return {
      rows: (rows + 1).toLocaleString("en-US"),
      "file size": mib(statSync(file).size),
      "written in": seconds(writeMs),
      "preview pass": seconds(previewMs),
      "preview rows/s": perSecond(rows, previewMs),
      "import pass": seconds(importMs),
      "import rows/s": perSecond(rows, importMs),
      "RSS before / peak / after": `${mib(before)} / ${mib(peak)} / ${mib(after)}`,
      "under 512 MB": peak < 512 * MiB ? "yes" : "no",
    };
  } finally {
    await big.server.stop();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-import-bench-"));
const started = performance.now();
try {
  console.log(
    `\nExcel import: ${COMPANIES.toLocaleString("en-US")} companies with ${(COMPANIES * 2).toLocaleString("en-US")} members, every column filled, imported by a server in its own process (npm start's way, PGlite).`,
  );
  console.table(await benchTenThousand(dir));
  console.log(
    `\nExcel import: ${(BIG_ROWS + 1).toLocaleString("en-US")} rows (the header and two members per company, the columns a company needs), previewed then imported; the server's resident memory sampled every ${RSS_SAMPLE_MS} ms from before the upload to the end.`,
  );
  console.table([await benchMillion(dir)]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s in all, set-up included`);

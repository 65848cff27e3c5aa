// `npm test`: lint, typecheck, build, then every vitest project in one run, closing with one
// summary line. A run that executes no test fails.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const resultsDir = path.join(root, ".test-results");

/** Debian packages the suites need; installed by tests/system/ensure.sh when missing. */
const systemNeeds = ["chromium", "slapd", "ffmpeg"];

function run(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
  return ok;
}

/**
 * A step run beside others: its output is kept and printed whole once it ends, so that two steps'
 * lines never interleave. Resolves to whether it passed.
 */
function runQuietly(title, command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n=== ${title}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${seconds} s`);
      if (!ok) failures.push(title);
      resolve(ok);
    });
  });
}

const failures = [];
if (systemNeeds.length > 0 && !run("system packages", "bash", ["tests/system/ensure.sh", ...systemNeeds])) {
  failures.push("system packages");
}
// Lint beside typecheck then build: each is mostly one process on one core.
const npmScript = (script) => ["npm", ["run", "--silent", script]];
await Promise.all([
  runQuietly("lint", ...npmScript("lint")),
  runQuietly("typecheck", ...npmScript("typecheck")).then(() => runQuietly("build", ...npmScript("build"))),
]);

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** The arguments of one vitest run whose counts join the summary. */
function vitestArgs(reportName, extraArgs) {
  return [
    "vitest",
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(resultsDir, reportName)}`,
    ...extraArgs,
  ];
}

// Every project but the end-to-end walk-throughs, two files at a time.
if (!run("tests", "npx", vitestArgs("vitest.json", ["--project", "!e2e"]))) failures.push("tests");

// Then two runs side by side, each leaving a core to the other for most of its time: the
// walk-throughs, one after another (each drives a server and a browser of its own), and the server
// suite once more on Debian's PostgreSQL, the database of a scaled-out installation, two files at a
// time (a file there mostly waits on PostgreSQL, a process of its own). The hostile-input probe,
// the slowest file, runs on the embedded database only: what it checks (no 500, a clear refusal,
// nothing written) is the routes' own code, running the same SQL on both.
const postgres = spawnSync("bash", ["tests/system/postgres.sh"], {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (postgres.status !== 0) failures.push("PostgreSQL set-up");
await Promise.all([
  runQuietly("end-to-end tests", "npx", vitestArgs("vitest-e2e.json", ["--project", "e2e"])),
  postgres.status === 0
    ? runQuietly(
        "server tests on PostgreSQL",
        "npx",
        vitestArgs("vitest-postgres.json", [
          "--project",
          "server",
          "--exclude",
          "**/edge.property.test.ts",
          "--maxWorkers",
          "2",
        ]),
        { TEST_DATABASE_URL: postgres.stdout.trim() },
      )
    : Promise.resolve(false),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
const failedTests = [];
for (const name of ["vitest.json", "vitest-e2e.json", "vitest-postgres.json"]) {
  const file = path.join(resultsDir, name);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const where = path.relative(root, file.name);
      const why = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      failedTests.push(`${name}: ${where} > ${test.fullName}\n    ${why}`);
    }
  }
}
if (passed === 0 && !failures.includes("tests")) failures.push("tests (no test ran)");

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
for (const line of failedTests) console.log(`Failed: ${line}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

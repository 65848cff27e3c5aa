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

// Debian's PostgreSQL for the server suite's second project (apps/server/vitest.postgres.config.ts).
const postgres = spawnSync("bash", ["tests/system/postgres.sh"], {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (postgres.status !== 0) failures.push("PostgreSQL set-up");

// Every project in one run, so that no core waits for a slower project to finish: two node files at
// a time whichever project they belong to (an end-to-end file drives a server and a browser of its
// own; the server suite runs on the embedded database and once more on PostgreSQL), beside them the
// stories in one Chromium page.
const postgresEnv = postgres.status === 0 ? { PIPELINE_TEST_POSTGRES_URL: postgres.stdout.trim() } : {};
const report = path.join(resultsDir, "vitest.json");
const vitestArgs = [
  "vitest",
  "run",
  "--config",
  "tests/vitest.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];
if (!run("tests", "npx", vitestArgs, postgresEnv)) failures.push("tests");

const results = existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : {};
const passed = results.numPassedTests ?? 0;
const failed = results.numFailedTests ?? 0;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
const failedTests = [];
for (const file of results.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status !== "failed") continue;
    const why = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
    failedTests.push(`${path.relative(root, file.name)} > ${test.fullName}\n    ${why}`);
  }
}
if (passed === 0 && !failures.includes("tests")) failures.push("tests (no test ran)");

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
for (const line of failedTests) console.log(`Failed: ${line}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

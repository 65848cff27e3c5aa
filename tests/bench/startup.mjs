// `npm start` as an operator runs it, on an embedded database that exists already (a first start
// creates it; the second is measured): the time from the command to `/readyz` answering 200, and the
// resident memory of the server process and of the whole process group after 15 s idle. Three
// starts; the median is reported.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, residentBytes } from "./serverProcess.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const STARTS = 3;
const IDLE_MS = 15_000;

function groupPids(pgid) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const rss = groupPids(child.pid).map((pid) => residentBytes(pid).rss);
    return { readyMs, serverRss: Math.max(...rss), groupRss: rss.reduce((a, b) => a + b, 0) };
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = mkdtempSync(path.join(tmpdir(), "pipeline-startup-"));
try {
  await startOnce(dataDir);
  const runs = [];
  for (let i = 0; i < STARTS; i += 1) runs.push(await startOnce(dataDir));
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  console.log("\nnpm start on an existing embedded database (median of %d starts):", STARTS);
  console.log(`  start to /readyz 200:       ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms`);
  console.log(`  idle memory, server process: ${mib(median(runs.map((r) => r.serverRss)))}`);
  console.log(`  idle memory, process group:  ${mib(median(runs.map((r) => r.groupRss)))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// A server benchmarked in a process of its own, started as `npm start` starts it: a free port,
// sealed JSON calls to it, and its resident memory read from /proc.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** A server that has not started by then has failed to. */
const START_LIMIT_MS = 120_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A sealed JSON call and its opened answer; a failed status throws. */
export function caller(base, envelope) {
  return async (method, url, { token, body } = {}) => {
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
  };
}

export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib("VmRSS"), hwm: kib("VmHWM") };
}

/** How often a process's resident memory is read while a benchmark runs. */
const RSS_SAMPLE_MS = 50;

/**
 * The resident memory of process `pid` now (`before`), then read every RSS_SAMPLE_MS until `stop()`,
 * which answers `before` and the highest reading (`peak`, its last reading included).
 */
export function sampleMemory(pid) {
  const before = residentBytes(pid);
  let peak = before.rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid).rss);
  }, RSS_SAMPLE_MS);
  let stopped = false;
  return {
    stop() {
      clearInterval(timer);
      if (!stopped) peak = Math.max(peak, residentBytes(pid).rss);
      stopped = true;
      return { before, peak };
    },
  };
}

/**
 * An SMTP server on 127.0.0.1 that keeps each message's Message-ID and nothing else (the rest of a
 * message is read and dropped); `onMessage` is called with the count after each.
 */
export async function startSmtp(onMessage) {
  const { SMTPServer } = await import("smtp-server");
  const messageIds = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      let headRead = false;
      stream.on("data", (chunk) => {
        if (headRead) return;
        head += chunk.toString("latin1");
        const end = head.search(/\r?\n\r?\n/);
        if (end >= 0) {
          head = head.slice(0, end);
          headRead = true;
        }
      });
      stream.on("end", () => {
        const id = /^message-id:\s*(\S+)/im.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "";
        messageIds.push(id);
        callback();
        onMessage(messageIds.length);
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messageIds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The V8 flags the server's `start` script gives Node (its heap's ceiling), so a benchmark runs it alike. */
const START_NODE_FLAGS = JSON.parse(readFileSync(`${root}apps/server/package.json`, "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--max-"));

/**
 * The server in a process of its own, from its sources (or `compiled`: the bundle `npm start` runs,
 * which `npm run build` makes); resolves once it listens.
 */
export async function startServerProcess(env, { compiled = false } = {}) {
  const entry = compiled
    ? ["apps/server/dist/main.js"]
    : ["--conditions=@pipeline/source", "--import", "tsx", "apps/server/src/main.ts"];
  const child = spawn(process.execPath, [...START_NODE_FLAGS, ...entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const starting = performance.now();
  const timer = setTimeout(() => child.kill("SIGKILL"), START_LIMIT_MS);
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      // Its request log is read and dropped; only the start-up lines are kept for a failure.
      if (output.length < 20_000) output += chunk.toString("utf8");
      if (output.includes("Pipeline is running at")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    exited.then(({ code, signal }) =>
      reject(new Error(`The server stopped before it listened (${signal ?? code}):\n${output}`)),
    );
  }).finally(() => clearTimeout(timer));
  return {
    pid: child.pid,
    startupMs: performance.now() - starting,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

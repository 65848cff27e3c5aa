import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { ADMIN } from "../api/liveServer";
import { freePort } from "../support/freePort";

// The server and the operators' commands as an operator runs them: `npm start`'s server process
// (from its sources, as the other process tests start it) and `npm run backup` / `npm run restore`
// at the top of the repository, each with an environment of its own.

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** An embedded installation in `dataDir`: no DATABASE_URL, files on disk, the seeded SUPER_ADMIN. */
export function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    STORAGE: "disk",
    HOST: "127.0.0.1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    ...extra,
  };
}

export type RunningServer = {
  url: string;
  /** The process started (under WEB_CONCURRENCY above 1, the primary). */
  pid: number;
  /** What it has written so far, its output and errors together. */
  output(): string;
  /** An HTTP adapter signed in as the SUPER_ADMIN, speaking the server's envelope. */
  admin(): Promise<ReturnType<typeof createHttpAdapter>>;
  /** Stops the server as a process manager does (SIGTERM) and waits for its exit; answers its exit code. */
  stop(): Promise<number | null>;
};

/**
 * The server's exit code, once its output is all read: "close" comes after the process's streams
 * end, where "exit" may come before its last lines are read.
 */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.stdout?.closed !== false && (child.exitCode !== null || child.signalCode !== null)) {
      resolve(child.exitCode);
    } else child.once("close", (code) => resolve(code));
  });
}

export async function startServer(
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--conditions=@pipeline/source", "--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: ROOT,
      env: embeddedEnv(dataDir, { PORT: String(port), ...extra }),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const ended = exited(child);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (output.length < 500_000) output += chunk.toString("utf8");
      if (output.includes("Pipeline is running at")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void ended.then(() => reject(new Error(`The server stopped before it listened:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    async admin() {
      const envelopeKey = readFileSync(path.join(dataDir, "envelope.key"), "utf8").trim();
      const adapter = createHttpAdapter({
        baseUrl: `${url}/api/v1/`,
        envelopeKey,
        session: createMemorySessionStore(),
      });
      await adapter.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
      return adapter;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await ended;
      clearTimeout(timer);
      return code;
    },
  };
}

export type CommandResult = { code: number | null; output: string };

/** `npm run <script> -- <args>` at the top of the repository, as an operator types it. */
export async function runCommand(
  script: "backup" | "restore",
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  const child = spawn("npm", ["run", "--silent", script, "--", file], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) =>
    child.once("close", (status) => resolve(status)),
  );
  return { code, output };
}

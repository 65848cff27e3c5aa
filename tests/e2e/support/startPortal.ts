import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export const E2E_ADMIN = { username: "admin", password: "Admin@e2e-2026", email: "admin@pipeline.test" };

/** How a stopped server's process ended: its exit code, or the signal that ended it. */
export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningPortal = {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  dataDir: string;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  /**
   * Stops the server as a process manager does (SIGTERM to the whole group, SIGKILL 10 s later if
   * it has not exited) and removes its data folder (unless the folder was given); answers how it exited.
   */
  stop(): Promise<Exit>;
  /** Kills the server and everything it started at once, as a crash or a power cut would; the data stays. */
  kill(): Promise<void>;
};

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<Exit> {
  const { pid } = child;
  if (child.exitCode !== null || pid === undefined) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch (error) {
        // The group ended between the exit and this timer: nothing is left to kill.
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      }
    }, 10_000);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
    // The whole group: npm, tsx and the server under them.
    process.kill(-pid, "SIGTERM");
  });
}

/**
 * `npm start` on a fresh temporary data folder (or `dataDir`, to start again on one a server left)
 * and a free port, with `env` added to its settings (a mail server, the meeting service); resolves
 * once it serves.
 */
export async function startPortal(
  env: Record<string, string> = {},
  given: { dataDir?: string } = {},
): Promise<RunningPortal> {
  const dataDir = given.dataDir ?? mkdtempSync(path.join(tmpdir(), "pipeline-e2e-"));
  const port = await freePort();
  let output = "";
  const child = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ...env,
    },
  });
  const stop = async () => {
    const exit = await stopProcess(child);
    if (!given.dataDir) rmSync(dataDir, { recursive: true, force: true });
    return exit;
  };
  const kill = async () => {
    const { pid } = child;
    if (child.exitCode !== null || pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-pid, "SIGKILL");
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start did not serve in time:\n${output}`)),
        170_000,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Pipeline is running at")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on("data", read);
      child.stderr?.on("data", read);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, dataDir, output: () => output, stop, kill };
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { writeFile, mkdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import axios from "axios";
import { afterAll, describe, expect, it } from "vitest";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { readControl } from "../../src/backup";
import { ADMIN } from "../api/liveServer";
import { companyRow, workbookBytes } from "../api/excelImportsWorld";
import { listFiles } from "../../src/backup/files";
import { scratch } from "../backup/backupWorld";
import { type RunningServer, startServer } from "../backup/processes";
import { openTestDatabase, TEST_DATABASE_URL } from "../db/testDatabase";
import { eventually } from "../senders/senderWorld";

// `npm start` on PostgreSQL with WEB_CONCURRENCY=2, as an operator runs it: a primary and two
// serving processes on one port. Requests reach both, the metrics are every process's summed, a
// process that dies is replaced, a backup's hold on file removals holds in every process, and a
// SIGTERM stops them all.

const folder = scratch();
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const METRICS_TOKEN = "processes-metrics-token-0123456789";
const SEEDED = { location: "India", industry: "Software", designation: "Founder" };

/** The server processes whose parent is `pid`, from /proc (not the helpers a process may start). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parent === pid && command.includes("apps/server/src/main.ts")) children.push(Number(entry));
    } catch {
      // Ended while the list was read.
    }
  }
  return children.sort((a, b) => a - b);
}

/** One GET on a connection of its own (a kept-alive one would stay with the process that took it). */
function getOnce(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

type LogLine = { msg?: string; route?: string; pid?: number };

/** The pids of the log lines that `matches`. */
function pidsLogging(server: RunningServer, matches: (entry: LogLine) => boolean): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as LogLine;
    if (matches(entry) && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

/** The pids that logged an answered request on `route`. */
const pidsAnswering = (server: RunningServer, route: string) =>
  pidsLogging(server, (entry) => entry.msg === "request" && entry.route === route);

const pidsListening = (server: RunningServer) =>
  pidsLogging(server, (entry) => entry.msg?.startsWith("Server listening at") ?? false);

async function startProcesses(name: string, extra: Record<string, string> = {}) {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  if (!database.url) throw new Error("The database has no URL.");
  const dataDir = await folder(name);
  const server = await startServer(dataDir, {
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: "2",
    // Every answered request is logged with its process, the health checks at debug.
    LOG_LEVEL: "debug",
    METRICS_TOKEN,
    ...extra,
  });
  cleanups.push(() => server.stop());
  await eventually("both serving processes run", async () => childrenOf(server.pid).length === 2);
  return { server, dataDir };
}

describe.runIf(TEST_DATABASE_URL)(
  "WEB_CONCURRENCY server processes on PostgreSQL",
  { timeout: 120_000 },
  () => {
    it("share one port, sum their metrics, replace one that dies, and all stop on SIGTERM", async () => {
      const { server, dataDir } = await startProcesses("processes");
      expect(server.output()).toContain("(2 processes)");
      const serving = childrenOf(server.pid);

      for (let request = 0; request < 20; request += 1) {
        expect((await getOnce(`${server.url}/healthz`)).status).toBe(200);
      }
      // Round robin between the two, each request answered once.
      expect([...pidsAnswering(server, "/healthz")].sort((a, b) => a - b)).toEqual(serving);
      const metrics = await getOnce(`${server.url}/api/v1/metrics`, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(metrics.status).toBe(200);
      expect(metrics.body).toContain(
        'pipeline_http_requests_total{method="GET",route="/healthz",status="200"} 20\n',
      );

      // One dies outright: another takes its place, and requests never stop being answered.
      const [killed, kept] = serving as [number, number];
      process.kill(killed, "SIGKILL");
      await eventually("another process replaces it", async () => {
        const now = childrenOf(server.pid);
        return now.length === 2 && now.includes(kept) && !now.includes(killed);
      });
      const [replacement] = childrenOf(server.pid).filter((pid) => pid !== kept);
      await eventually("the new process listens", () => pidsListening(server).has(replacement ?? 0));
      for (let request = 0; request < 4; request += 1) {
        expect((await getOnce(`${server.url}/readyz`)).status).toBe(200);
      }
      expect([...pidsAnswering(server, "/readyz")].sort((a, b) => a - b)).toEqual(
        [kept, replacement].sort((a, b) => (a ?? 0) - (b ?? 0)),
      );
      expect(server.output()).toContain("a server process ended; starting another");

      const replaced = childrenOf(server.pid);
      expect(await server.stop()).toBe(0);
      for (const pid of replaced) expect(existsSync(`/proc/${pid}`)).toBe(false);
      const stopped = server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"stopped"'));
      expect(stopped).toHaveLength(3);
      // The primary's record of the running server goes with it.
      expect(readControl(dataDir)).toBeNull();
    });

    it("keep in every process the files a backup has yet to copy", async () => {
      const { server, dataDir } = await startProcesses("processes-hold");
      // Files enough that the archive waits on its reader, which takes it only at the end.
      await mkdir(path.join(dataDir, "files"), { recursive: true });
      await writeFile(path.join(dataDir, "files", "recording.bin"), randomBytes(64 * 1024 * 1024));
      const control = readControl(dataDir);
      const backup = await fetch(`${control?.url}/ops/backup`, {
        headers: { authorization: `Bearer ${control?.key}` },
      });
      expect(backup.status).toBe(200);

      // Previewed imports, each uploaded and then cancelled on connections of their own, so that both
      // processes remove files: each cancel removes its workbook, unless a hold keeps it.
      const admin = createHttpAdapter({
        baseUrl: `${server.url}/api/v1/`,
        envelopeKey: readFileSync(path.join(dataDir, "envelope.key"), "utf8").trim(),
        session: createMemorySessionStore(),
        axios: axios.create({ httpAgent: new http.Agent({ keepAlive: false }) }),
      });
      await admin.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
      const sheet = await workbookBytes([companyRow(SEEDED, "Held Workbook")]);
      const workbooks = () =>
        listFiles(path.join(dataDir, "files")).then((files) =>
          files.filter((file) => file !== "recording.bin"),
        );
      // Connections go to the processes in turn: the three calls of a round shift which one cancels.
      const cancelRoute = "/api/v1/excel-import/:id/cancel/";
      let cancelled = 0;
      while (cancelled < 4 || pidsAnswering(server, cancelRoute).size < 2) {
        const file = new File([new Uint8Array(sheet)], `held-${cancelled}.xlsx`);
        const { data } = await admin.excelImports.upload(file, { preview: true });
        await admin.excelImports.get(data.id);
        await admin.excelImports.cancel(data.id);
        cancelled += 1;
        if (cancelled > 12) break;
      }
      expect(pidsAnswering(server, cancelRoute).size).toBe(2);
      expect(await workbooks()).toHaveLength(cancelled);

      // Once the archive is read to its end, the held removals happen.
      const archive = await backup.arrayBuffer();
      expect(archive.byteLength).toBeGreaterThan(64 * 1024 * 1024);
      await eventually("the cancelled workbooks are removed", async () => (await workbooks()).length === 0);
    });
  },
);

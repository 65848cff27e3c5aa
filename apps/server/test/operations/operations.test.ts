import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enqueue } from "../../src/jobs";
import { METRICS_TOKEN_MESSAGE } from "../../src/operations/plugin";
import { createDiskStorage } from "../../src/storage";
import { ADMIN, injectedApp } from "../api/injectApp";

// What an operator's tools read: the probes a load balancer asks, the metrics a monitor scrapes, and
// the log lines a server writes.

const METRICS_TOKEN = "metrics-token-for-the-monitor";
const server = injectedApp({ metricsToken: METRICS_TOKEN });
const noMetrics = injectedApp();
// The file storage's folder lies under a plain file: no write can succeed there.
const blocked = path.join(mkdtempSync(path.join(os.tmpdir(), "pipeline-readiness-")), "a-file");
writeFileSync(blocked, "not a folder");
const unwritable = injectedApp({ services: { storage: createDiskStorage(path.join(blocked, "files")) } });

const lines: string[] = [];
const logged = injectedApp({ logger: { level: "info", stream: { write: (line) => void lines.push(line) } } });

/** The raw answer, not opened: the probes and the metrics are never sealed. */
async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await server.app.inject({ method: "GET", url, headers });
  return { status: answer.statusCode, type: String(answer.headers["content-type"]), text: answer.body };
}

describe("/healthz and /readyz", () => {
  it("answer without sign-in and without the envelope, though this server seals its API", async () => {
    const health = await get("/healthz", { authorization: "Token not-a-real-token" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
    // The API itself still answers sealed.
    const api = await get("/api/v1/countries");
    expect(Object.keys(JSON.parse(api.text) as object)).toEqual(["payload"]);
  });

  it("is not ready while the database lacks a migration this server ships", async () => {
    const { db } = server.database;
    const last = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${last}`,
    );
    try {
      const ready = await get("/readyz");
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toMatchObject({
        status: "not ready",
        checks: { database: "ok", migrations: "The database is missing migrations this server needs." },
      });
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${last}`,
      );
    }
    expect((await get("/readyz")).status).toBe(200);
  });

  it("is not ready when the file storage takes no write, and says why", async () => {
    const answer = await unwritable.app.inject({ method: "GET", url: "/readyz" });
    expect(answer.statusCode).toBe(503);
    const body = answer.json<{ checks: Record<string, string> }>();
    expect(body.checks.database).toBe("ok");
    expect(body.checks.storage).toMatch(/ENOTDIR|not a directory/i);
  });
});

describe("GET metrics", () => {
  it("answers 404 on a server started without METRICS_TOKEN", async () => {
    const answer = await noMetrics.app.inject({
      method: "GET",
      url: "/api/v1/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
  });

  it("refuses a missing or wrong token, and a user's token, with a 401", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-of-same-size",
      `Token ${await server.adminToken()}`,
    ]) {
      const answer = await get("/api/v1/metrics", authorization ? { authorization } : {});
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toEqual({ message: METRICS_TOKEN_MESSAGE });
    }
  });

  it("counts requests by route pattern and status, never by the URL asked for", async () => {
    const token = await server.adminToken();
    for (let i = 0; i < 3; i += 1) {
      expect((await server.call({ method: "GET", url: "/api/v1/company/987654", token })).status).toBe(404);
    }
    const answer = await get("/api/v1/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/plain");
    expect(answer.text).toContain(
      'pipeline_http_requests_total{method="GET",route="/api/v1/company/:id",status="404"} 3',
    );
    expect(answer.text).toMatch(
      /pipeline_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/company\/:id",status="404"\} 3/,
    );
    expect(answer.text).not.toContain("987654");
    // Node's own, under the same prefix.
    expect(answer.text).toMatch(/^pipeline_process_resident_memory_bytes \d+/m);
  });

  it("reads the jobs queue per kind, with how long the oldest due one has waited, and the connections", async () => {
    const { db } = server.database;
    const minuteAgo = new Date(Date.now() - 60_000);
    await enqueue(db, { kind: "metrics-probe", payload: {}, runAt: minuteAgo });
    await enqueue(db, { kind: "metrics-probe", payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    const { text } = await get("/api/v1/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(text).toContain('pipeline_jobs{kind="metrics-probe",state="queued"} 2');
    const waited = Number(
      /^pipeline_jobs_oldest_due_seconds\{kind="metrics-probe"\} ([\d.]+)$/m.exec(text)?.[1],
    );
    expect(waited).toBeGreaterThanOrEqual(59);
    expect(waited).toBeLessThan(3600);
    expect(text).toMatch(/^pipeline_db_connections\{state="total"\} [1-9]/m);
  });
});

describe("the log", () => {
  it("writes a failed query's statement and cause, never the values it carried", async () => {
    const body = "<p>Dear Asha, the terms we discussed: 2.5x liquidation preference</p>";
    const failure = await logged.database.db
      .execute(sql`insert into no_such_table (body) values (${body})`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String(failure)).toContain(body);
    lines.length = 0;
    logged.app.log.error({ err: failure }, "request failed");
    const [line] = lines.map((text) => JSON.parse(text) as { err: { message: string; stack: string } });
    expect(line?.err.message).toContain("insert into no_such_table");
    expect(line?.err.stack).toContain("params: [hidden]");
    expect(lines.join("\n")).not.toContain("liquidation preference");
    expect(JSON.stringify(line)).toContain('relation \\"no_such_table\\" does not exist');
  });

  it("has one JSON line per answered request with its id, route, status and duration, and no secret", async () => {
    const { app, envelopeKey } = logged;
    lines.length = 0;
    const signIn = await logged.call({
      method: "POST",
      url: "/api/v1/erp-login/",
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(signIn.status).toBe(200);
    const key = (signIn.body.data as { key: string }).key;
    expect((await logged.call({ method: "GET", url: "/api/v1/users-viewset", token: key })).status).toBe(200);
    const tracking = "tracking-token-of-a-recipient-0123456789";
    await app.inject({
      method: "GET",
      url: `/api/v1/campaigns/t/${tracking}/click?url=https%3A%2F%2Fexample.org`,
    });
    await logged.call({
      method: "POST",
      url: "/api/v1/erp-login/",
      body: { username: ADMIN.username, password: "wrong-password-typed" },
    });
    // The balancer's checks are logged at debug only, below this server's info.
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await app.inject({ method: "GET", url: "/readyz" });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests.map((entry) => [entry.method, entry.route, entry.status])).toEqual([
      ["POST", "/api/v1/erp-login/", 200],
      ["GET", "/api/v1/users-viewset", 200],
      ["GET", "/api/v1/campaigns/t/:token/click", expect.any(Number)],
      ["POST", "/api/v1/erp-login/", 401],
    ]);
    for (const entry of requests) {
      expect(entry.reqId).toEqual(expect.any(String));
      expect(entry.ms).toEqual(expect.any(Number));
    }
    expect(new Set(requests.map((entry) => entry.reqId)).size).toBe(4);
    const all = lines.join("\n");
    for (const secret of [ADMIN.password, "wrong-password-typed", key, tracking, envelopeKey]) {
      expect(all).not.toContain(secret);
    }
  });
});

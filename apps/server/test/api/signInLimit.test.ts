import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES } from "@pipeline/contract";
import { loadConfig } from "../../src/config";
import { rowsOf } from "../../src/db/rows";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "../../src/modules/auth/routes";
import { injectedApp, type Answer, type InjectedApp } from "./injectApp";

// The sign-in limit counts attempts per address too, and which address a request comes from is the
// peer's unless TRUST_PROXY names that peer as a proxy: a forged X-Forwarded-For changes nothing.

const LIMIT = 3;
const repositories = { loginRateLimit: { limit: LIMIT } };
let attempt = 0;

/** A failed sign-in under a new username each time, so only the per-address count can stop it. */
function failedSignIn(server: InjectedApp, from: { peer?: string; forwardedFor?: string }): Promise<Answer> {
  attempt += 1;
  return server.call({
    method: "POST",
    url: "/api/v1/erp-login/",
    body: { username: `nobody${attempt}`, password: "Wrong#pass1" },
    ...(from.peer ? { remoteAddress: from.peer } : {}),
    ...(from.forwardedFor ? { headers: { "x-forwarded-for": from.forwardedFor } } : {}),
  });
}

const refused = (answer: Answer) => [answer.status, answer.body.message];
const WRONG = [401, ADAPTER_MESSAGES.invalidCredentials];
const BLOCKED = [429, TOO_MANY_ATTEMPTS_MESSAGE];

describe("sign-in limit per address, with TRUST_PROXY unset", () => {
  const server = injectedApp({ repositories, trustProxy: loadConfig({}).trustProxy });

  it("counts the peer, whatever X-Forwarded-For a client writes", async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      expect(refused(await failedSignIn(server, { forwardedFor: `198.51.100.${i}` }))).toEqual(WRONG);
    }
    expect(refused(await failedSignIn(server, { forwardedFor: "198.51.100.99" }))).toEqual(BLOCKED);
    expect(refused(await failedSignIn(server, {}))).toEqual(BLOCKED);
    // Another peer has its own count.
    expect(refused(await failedSignIn(server, { peer: "203.0.113.7" }))).toEqual(WRONG);
  });
});

describe("sign-in limit per address, behind a proxy on the same host (TRUST_PROXY=loopback)", () => {
  const server = injectedApp({
    repositories,
    trustProxy: loadConfig({ TRUST_PROXY: "loopback" }).trustProxy,
  });

  it("counts the client address the proxy forwards", async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      expect(refused(await failedSignIn(server, { forwardedFor: "198.51.100.1" }))).toEqual(WRONG);
    }
    expect(refused(await failedSignIn(server, { forwardedFor: "198.51.100.1" }))).toEqual(BLOCKED);
    // Every other client behind the proxy still signs in.
    expect(refused(await failedSignIn(server, { forwardedFor: "198.51.100.2" }))).toEqual(WRONG);
  });

  it("believes no one but the proxy", async () => {
    const outsider = "203.0.113.50";
    for (let i = 1; i <= LIMIT; i += 1) {
      const answer = await failedSignIn(server, { peer: outsider, forwardedFor: `198.51.100.${100 + i}` });
      expect(refused(answer)).toEqual(WRONG);
    }
    const forged = await failedSignIn(server, { peer: outsider, forwardedFor: "198.51.100.200" });
    expect(refused(forged)).toEqual(BLOCKED);
  });
});

describe("sign-in limit per address, behind one proxy (TRUST_PROXY=1)", () => {
  const server = injectedApp({ repositories, trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy });

  it("counts the address the proxy appended, not the ones the client wrote before it", async () => {
    for (let i = 1; i <= LIMIT; i += 1) {
      const answer = await failedSignIn(server, { forwardedFor: `198.51.100.${i}, 192.0.2.1` });
      expect(refused(answer)).toEqual(WRONG);
    }
    const forged = await failedSignIn(server, { forwardedFor: "198.51.100.99, 192.0.2.1" });
    expect(refused(forged)).toEqual(BLOCKED);
    expect(refused(await failedSignIn(server, { forwardedFor: "192.0.2.2" }))).toEqual(WRONG);
  });
});

describe("refused sign-ins in the audit trail", () => {
  const server = injectedApp({ repositories, trustProxy: loadConfig({}).trustProxy });

  it("records a refused attempt once, and nothing for the attempts the limit turns away", async () => {
    const peer = "203.0.113.99";
    const count = async () => {
      const [row] = await rowsOf<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from audit_log where action = 'sign_in_failed'`,
      );
      return { n: row?.n ?? 0 };
    };
    const before = (await count()).n;
    for (let i = 1; i <= LIMIT; i += 1) expect(refused(await failedSignIn(server, { peer }))).toEqual(WRONG);
    for (let i = 1; i <= 20; i += 1) expect(refused(await failedSignIn(server, { peer }))).toEqual(BLOCKED);
    expect((await count()).n - before).toBe(LIMIT);
  });

  it("refuses a sign-in name longer than an e-mail address can be with a 400 naming it", async () => {
    const answer = await server.call({
      method: "POST",
      url: "/api/v1/erp-login/",
      body: { username: "x".repeat(5000), password: "Wrong#pass1" },
      remoteAddress: "203.0.113.98",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: ["Username must be at most 254 characters."] });
  });
});

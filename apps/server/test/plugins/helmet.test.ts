import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ADMIN, injectedApp } from "../api/injectApp";
import { portalDir } from "./portalDir";

// Security headers on every answer: the portal's page, its files, API answers and errors alike.

const server = injectedApp({ portal: { distDir: portalDir() } });

/** The content security policy of an answer, by directive. */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return Object.fromEntries(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
  });
  const policy = policyOf(response);
  expect(policy).toMatchObject({
    "default-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "script-src-attr": ["'none'"],
    "style-src-attr": ["'unsafe-inline'"],
    // The PDF viewer's worker, a file of the portal's own.
    "worker-src": ["'self'"],
  });
  // Inline scripts and styles only by this answer's nonce, never all of them.
  expect(policy["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  expect(policy["style-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  // A plain-HTTP installation keeps loading its own files.
  expect(policy).not.toHaveProperty("upgrade-insecure-requests");
}

const nonceIn = (policy: Record<string, string[]>, directive: string) =>
  /'nonce-(\w+)'/.exec(policy[directive]?.join(" ") ?? "")?.[1];

describe("security headers", () => {
  it("come with the portal's page, whose inline config script and styles carry the answer's nonces", async () => {
    const first = await server.app.inject({ method: "GET", url: "/companies/4" });
    expect(first.statusCode).toBe(200);
    expectSecurityHeaders(first);
    const policy = policyOf(first);
    const scriptNonce = nonceIn(policy, "script-src");
    const styleNonce = nonceIn(policy, "style-src");
    expect(first.body).toContain(`<script nonce="${scriptNonce}">window.__PIPELINE_CONFIG__ = `);
    // styled-components takes its nonce from this element for the <style> elements it writes.
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${styleNonce}" />`);

    const second = await server.app.inject({ method: "GET", url: "/" });
    expectSecurityHeaders(second);
    expect(nonceIn(policyOf(second), "script-src")).not.toBe(scriptNonce);
    expect(second.body).toContain(`<script nonce="${nonceIn(policyOf(second), "script-src")}">`);
  });

  it("come with the portal's files", async () => {
    const asset = await server.app.inject({ method: "GET", url: "/assets/main.js" });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
  });

  it("come with API answers", async () => {
    const signIn = await server.app.inject({
      method: "POST",
      url: "/api/v1/erp-login/",
      headers: { "content-type": "application/json" },
      payload: server.envelope.seal({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(signIn.statusCode).toBe(200);
    expectSecurityHeaders(signIn);
  });

  it("come with errors: refused, unknown, malformed", async () => {
    const anonymous = await server.app.inject({ method: "GET", url: "/api/v1/company" });
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous);
    const unknown = await server.app.inject({ method: "GET", url: "/api/v1/no-such-call" });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
    const malformed = await server.app.inject({
      method: "POST",
      url: "/api/v1/erp-login/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
  });
});

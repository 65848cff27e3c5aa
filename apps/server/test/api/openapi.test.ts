import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADAPTER_STATUS,
  buildPath,
  embedderCalls,
  listCalls,
  operatorCalls,
  pathParams,
} from "@pipeline/contract";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { API_BASE, buildApp } from "../../src/app";
import { RUNTIME_CONFIG_MARKER } from "../../src/http/plugins/portal";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { injectedApp } from "./injectApp";

// The OpenAPI document of /api/v1 and its reference page: every call the server serves is in it,
// with its method, and nothing else; both are for people and tools, so neither is sealed.

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
};

const server = injectedApp();
let document: Document;

/** `company/:id/` as one operation key: `GET /api/v1/company/{id}` (a trailing slash is the same route). */
function operationKey(method: string, url: string): string {
  const openapiPath = url.replace(/:([A-Za-z_]+)/g, "{$1}").replace(/(.)\/$/, "$1");
  return `${method.toUpperCase()} ${openapiPath}`;
}

function documented(): Map<string, Operation> {
  return new Map(
    Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => [operationKey(method, url), operation] as const),
    ),
  );
}

/** The calls of the contract's table the server serves: a signed-in call to them does not answer 501. */
async function servedCalls(): Promise<Set<string>> {
  const served = new Set<string>();
  for (const { endpoint } of listCalls()) {
    const params = Object.fromEntries(pathParams(endpoint.path).map((name) => [name, "1"]));
    const url = `${API_BASE}${buildPath(endpoint.path, params)}`;
    const answer = await server.call({
      method: endpoint.method,
      // A fresh token each time, so that signing out spends only its own.
      token: await server.adminToken(),
      url: endpoint.fixedQuery ? `${url}?${new URLSearchParams(endpoint.fixedQuery)}` : url,
      // Empty: the forms refuse it, so nothing is written.
      body: endpoint.method === "GET" ? undefined : {},
    });
    if (answer.status !== ADAPTER_STATUS.notImplemented) {
      served.add(operationKey(endpoint.method, `${API_BASE}${endpoint.path}`));
    }
  }
  return served;
}

beforeAll(async () => {
  const answer = await server.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["content-type"]).toContain("application/json");
  document = answer.json<Document>();
}, SETUP_TIMEOUT_MS);

describe("the OpenAPI document at /api/docs/json", () => {
  it("is plain OpenAPI 3.1, not sealed in the envelope", () => {
    expect(document.openapi).toBe("3.1.0");
  });

  it(
    "holds every call of the contract's table the server serves, with its method, and nothing else",
    { timeout: 60_000 },
    async () => {
      const served = await servedCalls();
      // Sign-in, users, the seven reference lists, members, companies and the dashboard at least.
      expect(served.size).toBeGreaterThan(45);
      expect(served).toContain("GET /api/v1/company/{id}");
      // Beyond the table: the pages links in e-mails open (no portal call makes them).
      // and the tracking links of campaign messages and the provider's events webhook.
      const linked = [
        "GET /api/v1/sender-details/verify/{token}",
        "GET /api/v1/campaigns/t/{token}/open.gif",
        "GET /api/v1/campaigns/t/{token}/click",
        "GET /api/v1/campaigns/t/{token}/unsubscribe",
        "POST /api/v1/campaigns/t/{token}/unsubscribe",
        "POST /api/v1/campaigns/events",
      ];
      // And the operators' calls (the metrics) and the embedders' (the client config), which no
      // adapter makes.
      const operators = [...Object.values(operatorCalls), ...Object.values(embedderCalls)].map((call) =>
        operationKey(call.method, `${API_BASE}${call.path}`),
      );
      expect(operators).toEqual(expect.arrayContaining(["GET /api/v1/metrics", "GET /api/v1/client-config"]));
      expect([...documented().keys()].sort()).toEqual([...served, ...linked, ...operators].sort());
    },
  );

  it("declares each operation's parameters, body and answers", () => {
    const operations = documented();
    const companyUpdate = operations.get("PUT /api/v1/company/{id}");
    expect(companyUpdate?.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id" }));
    expect(
      Object.keys(companyUpdate?.requestBody?.content["application/json"]?.schema.properties ?? {}),
    ).toEqual(expect.arrayContaining(["company_name", "location", "company_members"]));
    const list = operations.get("GET /api/v1/company")?.parameters?.map((parameter) => parameter.name);
    expect(list).toEqual(
      expect.arrayContaining(["page", "page_size", "sortfield", "country", "short_details"]),
    );
    const upload = operations.get("POST /api/v1/company/import_company_data_from_excel");
    expect(upload?.parameters).toContainEqual(expect.objectContaining({ in: "query", name: "preview" }));
    expect(Object.keys(upload?.requestBody?.content["multipart/form-data"]?.schema.properties ?? {})).toEqual(
      ["payload", "file"],
    );
    expect(
      operations.get("GET /api/v1/excel-import")?.parameters?.map((parameter) => parameter.name),
    ).toEqual(expect.arrayContaining(["status", "created_by", "search", "start_date", "date_filter_type"]));
    for (const [key, operation] of operations) {
      // A tracked link answers with its redirect; the events webhook with nothing.
      const ok = key.endsWith("/click") ? "302" : key === "POST /api/v1/campaigns/events" ? "204" : "200";
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining([ok, "4XX"]));
      const signIn = /^POST \/api\/v1\/(erp-login|user\/login)$/.test(key);
      // A link in an e-mail is opened by whoever holds it: the signed token is the proof.
      const emailedLink =
        key === "GET /api/v1/sender-details/verify/{token}" || key === "POST /api/v1/user/set-password";
      // A meeting's gateway link is opened by whoever holds it too.
      const meetingLink = key === "GET /api/v1/interview-link/{token}";
      // A campaign message's links, by the recipient's random token; the webhook, by its signature.
      const outreach =
        key.startsWith("GET /api/v1/campaigns/t/") ||
        key.startsWith("POST /api/v1/campaigns/t/") ||
        key === "POST /api/v1/campaigns/events";
      // What a client on another origin reads before it can sign in.
      const clientConfig = key === "GET /api/v1/client-config";
      expect(operation.security === undefined, key).toBe(
        signIn || emailedLink || meetingLink || outreach || clientConfig,
      );
    }
  });

  it("explains the envelope, the token and the active role", () => {
    const { description } = document.info;
    for (const words of ["AES-256-CBC", "PKCS#7", '{"payload"', "PIPELINE_ENVELOPE=off"]) {
      expect(description).toContain(words);
    }
    expect(description).toContain("Authorization: Token <key>");
    expect(description).toContain("X-Active-Role");
  });
});

describe("the reference page at /api/docs", () => {
  it("answers HTML, and its script, unsealed", async () => {
    const page = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const script = await server.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("SwaggerUIBundle");
  });

  it("keeps the answers' security policy, allowing inline styles on this page alone", async () => {
    const policy = async (url: string) =>
      String((await server.app.inject({ method: "GET", url })).headers["content-security-policy"] ?? "");
    const page = await policy("/api/docs");
    // Swagger UI sets an inline style attribute, which a style nonce would refuse.
    expect(page).toContain("style-src 'self' 'unsafe-inline'");
    expect(page).not.toMatch(/style-src [^;]*nonce/);
    expect(page).toMatch(/script-src 'self'[^;]*/);
    expect(page).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page).toContain("frame-ancestors 'none'");
    // Elsewhere only style attributes (a cleaned e-mail's fonts) may be inline, never style elements.
    const api = await policy("/api/v1/countries");
    expect(api).toContain("style-src-attr 'unsafe-inline'");
    expect(api).not.toMatch(/(script-src|style-src) [^;]*unsafe-inline/);
  });

  it("is answered beside the portal, not by the portal's own pages", async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), "portal-"));
    writeFileSync(
      path.join(distDir, "index.html"),
      `<html><head>${RUNTIME_CONFIG_MARKER}</head><body>Portal</body></html>`,
    );
    const app = await buildApp({
      repos: server.repos,
      envelopeKey: generateEnvelopeKey(),
      portal: { distDir },
    });
    try {
      const page = await app.inject({ method: "GET", url: "/api/docs/" });
      expect(page.body).toContain('<div id="swagger-ui"></div>');
      expect(page.body).not.toContain("Portal");
      const json = await app.inject({ method: "GET", url: "/api/docs/json" });
      // The portal's own routes are not part of the API's document.
      expect(Object.keys(json.json<Document>().paths).every((url) => url.startsWith(API_BASE))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

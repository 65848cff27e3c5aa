import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createEnvelope } from "@pipeline/contract/envelope-node";
import { ADMIN, injectedApp } from "../api/injectApp";

// Widgets on other origins: the origins CORS_ORIGINS names may call the API with the token and role
// headers, every other origin is answered as before (no CORS headers: the browser refuses the
// answer), and GET client-config/ hands any client the envelope key the portal's page carries.

const EMBEDDER = "http://127.0.0.1:5173";
const STRANGER = "http://127.0.0.1:6173";
const FRAMER = "https://intranet.example.com";

const embedding = injectedApp({
  corsOrigins: [EMBEDDER, "https://crm.example.com"],
  frameAncestors: [FRAMER],
});
const closed = injectedApp();

function preflight(origin: string, method = "PUT") {
  return {
    method: "OPTIONS" as const,
    url: "/api/v1/company/1/",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization,x-active-role,content-type",
    },
  };
}

const listed = (response: LightMyRequestResponse, header: string) =>
  String(response.headers[header] ?? "")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);

describe("CORS_ORIGINS", () => {
  it("answers a listed origin's preflight with the token and role headers and the API's methods", async () => {
    const response = await embedding.app.inject(preflight(EMBEDDER));
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(EMBEDDER);
    expect(listed(response, "access-control-allow-headers")).toEqual(
      expect.arrayContaining(["authorization", "x-active-role", "content-type"]),
    );
    expect(listed(response, "access-control-allow-methods")).toEqual(
      expect.arrayContaining(["get", "post", "put", "delete"]),
    );
    // The token travels as a header: no cookies are asked for or allowed.
    expect(response.headers).not.toHaveProperty("access-control-allow-credentials");
  });

  it("lets a listed origin read answers, refusals included, and say so per origin for caches", async () => {
    const token = await embedding.adminToken();
    const read = await embedding.app.inject({
      method: "GET",
      url: "/api/v1/company/?page=1&page_size=5",
      headers: { origin: EMBEDDER, authorization: `Token ${token}`, "x-active-role": "SUPER_ADMIN" },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBe(EMBEDDER);
    expect(listed(read, "vary")).toContain("origin");
    expect(listed(read, "access-control-expose-headers")).toEqual(
      expect.arrayContaining(["content-disposition", "retry-after"]),
    );

    const refused = await embedding.app.inject({
      method: "GET",
      url: "/api/v1/company/?page=1",
      headers: { origin: "https://crm.example.com" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe("https://crm.example.com");
  });

  it("gives an origin it does not list no CORS headers, on a preflight or a call", async () => {
    const asked = await embedding.app.inject(preflight(STRANGER));
    // Without its origin allowed, the browser sends no call at all.
    expect(asked.headers).not.toHaveProperty("access-control-allow-origin");
    const token = await embedding.adminToken();
    const read = await embedding.app.inject({
      method: "GET",
      url: "/api/v1/company/?page=1",
      headers: { origin: STRANGER, authorization: `Token ${token}` },
    });
    expect(read.headers).not.toHaveProperty("access-control-allow-origin");
  });

  it("allows no other origin at all while unset", async () => {
    const asked = await closed.app.inject(preflight(EMBEDDER, "GET"));
    expect(asked.statusCode).toBeGreaterThanOrEqual(400);
    expect(asked.headers).not.toHaveProperty("access-control-allow-origin");
    const read = await closed.app.inject({
      method: "GET",
      url: "/api/v1/client-config/",
      headers: { origin: EMBEDDER },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers).not.toHaveProperty("access-control-allow-origin");
  });
});

describe("FRAME_ANCESTORS", () => {
  it("lets the pages it names frame the portal, in the policy, instead of denying every frame", async () => {
    const framed = await embedding.app.inject({ method: "GET", url: "/api/v1/client-config/" });
    const policy = String(framed.headers["content-security-policy"]);
    expect(policy).toContain(`frame-ancestors ${FRAMER}`);
    expect(framed.headers).not.toHaveProperty("x-frame-options");

    const denied = await closed.app.inject({ method: "GET", url: "/api/v1/client-config/" });
    expect(String(denied.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(denied.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("GET client-config/", () => {
  it("hands any client the envelope key, in plain JSON and without sign-in", async () => {
    const answer = await embedding.call({ method: "GET", url: "/api/v1/client-config/", plain: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ envelope_key: embedding.envelopeKey });
    // With that key alone a client opens what the server seals.
    const key = (answer.body as { envelope_key: string }).envelope_key;
    const token = await embedding.adminToken();
    const sealed = await embedding.app.inject({
      method: "GET",
      url: "/api/v1/users-viewset?show_details=true&current_user=true",
      headers: { authorization: `Token ${token}` },
    });
    expect(sealed.json()).toEqual({ payload: expect.any(String) });
    const opened = createEnvelope(key).open<{ data: Array<{ username: string }> }>(sealed.json());
    expect(opened.data.map((user) => user.username)).toEqual([ADMIN.username]);
  });
});

import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  AdapterError,
  type CurrentUser,
  NO_TOKEN_MESSAGE,
  listCalls,
  notImplementedMessage,
} from "@pipeline/contract";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { createHttpAdapter } from "@pipeline/adapter-http";
import { API_BASE } from "../../src/app";
import { authPlugin } from "../../src/auth/plugin";
import { envelopePlugin } from "../../src/http/plugins/envelope";
import { errorsPlugin } from "../../src/http/plugins/errors";
import { notImplementedPlugin } from "../../src/http/plugins/notImplemented";
import { injectedApp } from "../api/injectApp";

// A call of the contract's table that no route serves yet answers 501 in the memory adapter's
// words; a route that lands takes its call over, and a path outside the table stays a 404.

const USER: CurrentUser = {
  pk: 1,
  username: "ada",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  role: [{ role_name: "USER", is_active: true }],
  permissions: [],
  joined_date: "2025-01-01T00:00:00Z",
  update_date: "2025-01-01T00:00:00Z",
  is_active: true,
  is_staff: false,
  active_role: null,
};

/** A server with the routes of two calls only (`summaries.get`, `companies.stageNames`); token "good" signs in. */
function twoRouteServer(envelopeKey: string | null = null) {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  void app.register(errorsPlugin);
  void app.register(envelopePlugin, { key: envelopeKey });
  void app.register(authPlugin, {
    store: {
      resolveToken: async (raw) => (raw === "good" ? USER.pk : null),
      loadUser: async () => USER,
    },
  });
  void app.register(
    async (api) => {
      api.get("/summary/:summaryId", async () => ({ data: { served: true } }));
      api.get("/company/get_stage_names", async () => ({ data: [] }));
    },
    { prefix: "/api/v1" },
  );
  void app.register(notImplementedPlugin, { apiBase: API_BASE });
  return app;
}

describe("calls no route serves yet", () => {
  const app = twoRouteServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string | null = "good") =>
    app.inject({ method, url, headers: token ? { authorization: `Token ${token}` } : {} });

  it("answer 501 with the words the memory adapter uses for the same method", async () => {
    const answer = await send("POST", "/api/v1/summary/");
    expect([answer.statusCode, answer.json()]).toEqual([
      501,
      { message: "summaries.create is not implemented" },
    ]);
    const update = await send("PUT", "/api/v1/summary/7");
    expect([update.statusCode, update.json()]).toEqual([
      501,
      { message: "summaries.update is not implemented" },
    ]);
  });

  it("are left to the routes that serve them, whatever their parameters are named", async () => {
    const answer = await send("GET", "/api/v1/summary/7");
    expect([answer.statusCode, answer.json()]).toEqual([200, { data: { served: true } }]);
    // Served for one reading, a path is served for every reading.
    expect((await send("GET", "/api/v1/company/get_stage_names?country_added=true")).statusCode).toBe(200);
  });

  it("name the reading a shared path's fixed query selects", async () => {
    const options = await send("GET", "/api/v1/industry?short_details=true");
    expect(options.json()).toEqual({ message: "lookups.options is not implemented" });
    const list = await send("GET", "/api/v1/industry?page=2");
    expect(list.json()).toEqual({ message: "lookups.list is not implemented" });
  });

  it("tell an anonymous caller no more than a 401, unless the call needs no sign-in", async () => {
    const anonymous = await send("POST", "/api/v1/summary/", null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: NO_TOKEN_MESSAGE }]);
    const expired = await send("POST", "/api/v1/summary/", "stale");
    expect(expired.statusCode).toBe(401);
    const link = await send("GET", "/api/v1/interview-link/abc/", null);
    expect([link.statusCode, link.json()]).toEqual([501, { message: "meetings.link is not implemented" }]);
  });

  it("leave paths outside the table a 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/nothing-here"],
      ["POST", "/api/v1/company/12/journey"],
      ["DELETE", "/api/v1/summary/7"],
    ] as const) {
      const answer = await send(method, url);
      expect([answer.statusCode, answer.json()]).toEqual([404, { message: ADAPTER_MESSAGES.notFound }]);
    }
  });
});

describe("the HTTP adapter, on a call the server does not serve yet", () => {
  const envelopeKey = generateEnvelopeKey();
  const app = twoRouteServer(envelopeKey);
  let baseUrl = "";
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE}`;
  });
  afterAll(() => app.close());

  it("rejects with the 501 and the words the memory adapter rejects with", async () => {
    const adapter = createHttpAdapter({
      baseUrl,
      envelopeKey,
      session: {
        getToken: () => "good",
        getActiveRole: () => null,
        clear: () => undefined,
        save: () => undefined,
      },
    });
    const error = await adapter.summaries.create({} as never).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({ status: 501, message: notImplementedMessage("summaries", "create") });
  });
});

describe("the whole server", () => {
  const server = injectedApp();

  it("has a route for every call of the table, served or answering 501", () => {
    const unrouted = listCalls()
      .map(({ endpoint }) => endpoint)
      .filter(
        ({ method, path }) => !server.app.hasRoute({ method, url: `${API_BASE}${path}`.replace(/\/$/, "") }),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(unrouted).toEqual([]);
  });

  it("serves every call of the table: none is left answering 501", () => {
    expect(server.app.unservedCalls).toEqual([]);
  });

  it("answers a path outside the table 404", async () => {
    const token = await server.adminToken();
    const answer = await server.call({ method: "GET", url: "/api/v1/no-such-call/", token });
    expect(answer).toEqual({ status: 404, body: { message: ADAPTER_MESSAGES.notFound } });
  });
});

// @vitest-environment jsdom
// The public /meeting/{token} route of the portal, through the portal's own HTTP adapter against a
// server that speaks the envelope: no sign-in, no token sent.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createEnvelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { createHttpAdapter } from "@pipeline/adapter-http";
import { cleanup, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appRoutes } from "../src/app/router";
import { createServerCache } from "../src/app/serverCache";
import { createSessionStore } from "../src/session/sessionStore";
import { memoryStorage } from "./support/portal";

const KEY = generateEnvelopeKey();
const ROOM = {
  url: "https://meet.pipeline.test/kavach-intro-7f3a",
  title: "Kavach Robotics: Intro Call",
  description: "9 Apr 2024, 11:00 am IST, 60 minutes",
};
const FAILURE = "There was an error processing the meeting link.";

let server: Server;
let baseUrl = "";
const seen: Array<{ path: string; authorization: string | undefined }> = [];

function answer(request: IncomingMessage): { status: number; body: unknown } {
  const match = /^\/api\/v1\/interview-link\/([^/]+)\/$/.exec(request.url ?? "");
  if (request.method !== "GET" || !match) return { status: 404, body: { message: "Not found" } };
  return match[1] === "att-good"
    ? { status: 200, body: { data: ROOM } }
    : { status: 404, body: { message: FAILURE } };
}

beforeAll(async () => {
  const envelope = createEnvelope(KEY);
  server = createServer((request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
    seen.push({ path: request.url ?? "", authorization: request.headers.authorization });
    const { status, body } = answer(request);
    response
      .writeHead(status, { "Content-Type": "application/json" })
      .end(JSON.stringify(envelope.seal(body)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  cleanup();
  seen.length = 0;
});

function openPortal(path: string) {
  const session = createSessionStore(KEY, memoryStorage(), null);
  const adapter = createHttpAdapter({ baseUrl, envelopeKey: KEY, session });
  const router = createMemoryRouter(appRoutes({ adapter, cache: createServerCache(), envelopeKey: KEY }), {
    initialEntries: [path],
  });
  render(createElement(RouterProvider, { router }));
}

describe("/meeting/{token}", () => {
  it("verifies the link without signing in, through the envelope", async () => {
    openPortal("/meeting/att-good");
    expect(await screen.findByRole("heading", { name: "Verifying" }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(ROOM.title, {}, { timeout: 5000 })).toBeTruthy();
    expect(seen).toEqual([{ path: "/api/v1/interview-link/att-good/", authorization: undefined }]);
  });

  it("says Sorry! for a link the server does not know", async () => {
    openPortal("/meeting/att-unknown");
    expect(await screen.findByRole("heading", { name: "Sorry!" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(FAILURE)).toBeTruthy();
  });
});

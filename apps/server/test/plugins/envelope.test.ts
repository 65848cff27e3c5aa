import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnvelope as browserEnvelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { companySchema } from "@pipeline/contract";
import { errorsPlugin } from "../../src/http/plugins/errors";
import { BAD_ENVELOPE_MESSAGE, envelopePlugin } from "../../src/http/plugins/envelope";
import { validateBody } from "../../src/http/validate";

const key = generateEnvelopeKey();
const client = browserEnvelope(key);

function build(envelopeKey: string | null) {
  const app = Fastify();
  void app.register(errorsPlugin);
  void app.register(envelopePlugin, { key: envelopeKey });
  app.post("/echo", async (request) => ({ message: "Received", data: request.body }));
  app.post("/company", async (request) => ({ data: await validateBody(companySchema, request.body) }));
  return app;
}

const sealed = build(key);
const plain = build(null);
beforeAll(async () => {
  await Promise.all([sealed.ready(), plain.ready()]);
});
afterAll(async () => {
  await Promise.all([sealed.close(), plain.close()]);
});

describe("envelope", () => {
  it("opens a sealed request and seals the answer, both ways with the browser's implementation", async () => {
    const response = await sealed.inject({
      method: "POST",
      url: "/echo",
      payload: client.seal({ label: "Île-de-France" }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ payload: string }>();
    expect(Object.keys(body)).toEqual(["payload"]);
    expect(client.open(body)).toEqual({ message: "Received", data: { label: "Île-de-France" } });
  });

  it("answers a tampered or plain body with a clear 400, sealed like every answer", async () => {
    const good = client.seal({ label: "India" }).payload;
    // One character of the last cipher block, always changed: that block decrypts to noise, so
    // the padding (or, rarely, the JSON inside) cannot be read.
    const at = good.replace(/=+$/, "").length - 4;
    const tampered = { payload: `${good.slice(0, at)}${good[at] === "A" ? "B" : "A"}${good.slice(at + 1)}` };
    for (const payload of [tampered, { label: "India" }, { payload: "not base64!" }]) {
      const response = await sealed.inject({ method: "POST", url: "/echo", payload });
      expect(response.statusCode).toBe(400);
      expect(client.open(response.json())).toEqual({ message: BAD_ENVELOPE_MESSAGE });
    }
  });

  it("refuses invalid input with the form's own messages, by field", async () => {
    const response = await sealed.inject({
      method: "POST",
      url: "/company",
      payload: client.seal({ company_name: "", website: "not a site", location: [], company_members: [] }),
    });
    expect(response.statusCode).toBe(400);
    const body = client.open<{ message: string; errors: Record<string, string[]> }>(response.json());
    expect(body.errors.website).toEqual(["Invalid URL format"]);
    expect(body.errors.company_members).toEqual(["At least one company member is required"]);
    expect(body.message).toBe(Object.values(body.errors)[0]?.[0]);
  });

  it("speaks plain JSON when turned off", async () => {
    const response = await plain.inject({ method: "POST", url: "/echo", payload: { label: "India" } });
    expect(response.json()).toEqual({ message: "Received", data: { label: "India" } });
  });

  it("answers unknown paths with 404 in the error shape", async () => {
    const response = await plain.inject({ method: "GET", url: "/api/v1/nowhere" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found." });
  });
});

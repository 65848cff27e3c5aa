import { describe, expect, it } from "vitest";
import { createEnvelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { decodeLinkPassword } from "../src/app/LinkSignIn";
import { readRuntimeConfig } from "../src/runtimeConfig";

describe("runtime config", () => {
  it("reads what the server injected", () => {
    expect(readRuntimeConfig({ apiBase: "https://pipeline.example/api/v1", envelopeKey: "ab" })).toEqual({
      apiBase: "https://pipeline.example/api/v1/",
      envelopeKey: "ab",
    });
  });

  it("falls back to the same origin without an envelope", () => {
    expect(readRuntimeConfig(undefined)).toEqual({ apiBase: "/api/v1/", envelopeKey: null });
  });
});

describe("automatic sign-in link", () => {
  it("opens a password sealed with the envelope and then base64-encoded", () => {
    const key = generateEnvelopeKey();
    const encoded = btoa(createEnvelope(key).sealText("S3cret!pass"));
    expect(decodeLinkPassword(encoded, key)).toBe("S3cret!pass");
  });

  it("reads a plain base64 password when the envelope is off", () => {
    expect(decodeLinkPassword(btoa("S3cret!pass"), null)).toBe("S3cret!pass");
  });

  it("gives null for a value it cannot read", () => {
    const key = generateEnvelopeKey();
    expect(decodeLinkPassword("%%%not base64", key)).toBeNull();
    expect(decodeLinkPassword(btoa(createEnvelope(generateEnvelopeKey()).sealText("x")), key)).toBeNull();
  });
});

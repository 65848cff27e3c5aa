import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { portalPlugin, RUNTIME_CONFIG_MARKER } from "../../src/plugins/app/portal";

function portalDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<html><head>${RUNTIME_CONFIG_MARKER}</head><body>Portal</body></html>`,
  );
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "main.js"), "console.log('portal')");
  return dir;
}

describe("portal", () => {
  it("serves index.html with the runtime config at / and for every app route", async () => {
    const app = Fastify();
    await app.register(portalPlugin, {
      distDir: portalDir(),
      runtimeConfig: { apiBase: "/api/v1/", envelopeKey: "ab".repeat(32) },
    });
    for (const url of ["/", "/companies/12", "/login?username=a"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain(
        `window.__PIPELINE_CONFIG__ = {"apiBase":"/api/v1/","envelopeKey":"${"ab".repeat(32)}"}`,
      );
      expect(response.body).not.toContain(RUNTIME_CONFIG_MARKER);
    }
    const asset = await app.inject({ method: "GET", url: "/assets/main.js" });
    expect(asset.body).toBe("console.log('portal')");
    const api = await app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found." });
    await app.close();
  });
});

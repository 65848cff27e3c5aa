import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { RUNTIME_CONFIG_MARKER } from "../../src/http/plugins/portal";
import { createRepositories } from "../../src/repositories";
import { testDatabase } from "../db/testDatabase";
import { portalDir } from "./portalDir";

describe("portal", () => {
  const opened = testDatabase({ reset: false });

  it("is served by the whole server at / and for every app route, beside the API", async () => {
    const app = await buildApp({
      repos: createRepositories(opened.db),
      envelopeKey: "ab".repeat(32),
      portal: { distDir: portalDir() },
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
    expect(api.headers["content-type"]).toContain("application/json");
    // The API still answers: signed-in routes refuse an anonymous call.
    const journey = await app.inject({ method: "GET", url: "/api/v1/journey-item" });
    expect(journey.statusCode).toBe(401);
    const post = await app.inject({ method: "POST", url: "/somewhere" });
    expect(post.statusCode).toBe(404);
    await app.close();
  });
});

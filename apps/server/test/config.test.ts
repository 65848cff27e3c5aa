import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

describe("loadConfig", () => {
  it("runs on a fresh machine with nothing set", () => {
    const config = loadConfig({}, "/srv/pipeline");
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("/srv/pipeline/data"),
      databaseUrl: null,
      publicUrl: "http://127.0.0.1:3000",
      smtpUrl: null,
      envelopeKey: null,
      envelopeEnabled: true,
    });
  });

  it("takes every variable the README lists", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/pipeline",
        DATABASE_URL: "postgres://app@db/pipeline",
        PUBLIC_URL: "https://pipeline.example.org",
        SMTP_URL: "smtp://mail:25",
        PIPELINE_ENVELOPE_KEY: "a".repeat(64),
        PIPELINE_ENVELOPE: "off",
        ADMIN_USERNAME: "root",
        ADMIN_PASSWORD: "secret",
        ADMIN_EMAIL: "root@example.org",
      },
      "/",
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/var/lib/pipeline");
    expect(config.databaseUrl).toBe("postgres://app@db/pipeline");
    expect(config.publicUrl).toBe("https://pipeline.example.org");
    expect(config.envelopeEnabled).toBe(false);
    expect(config.admin).toEqual({ username: "root", password: "secret", email: "root@example.org" });
  });

  it.each([
    [{ PORT: "web" }, "PORT must be a whole number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a whole number from 0 to 65535"],
    [{ PIPELINE_ENVELOPE_KEY: "abc" }, "PIPELINE_ENVELOPE_KEY must be 64 hexadecimal characters"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL must start with postgres://"],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

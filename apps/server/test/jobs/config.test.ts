import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("JOBS", () => {
  it("runs jobs unless set off", () => {
    expect(loadConfig({}, "/").jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS: "on" }, "/").jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS: "off" }, "/").jobsEnabled).toBe(false);
    expect(loadConfig({ JOBS: "false" }, "/").jobsEnabled).toBe(false);
  });

  it("refuses a value that is neither on nor off", () => {
    expect(() => loadConfig({ JOBS: "sometimes" }, "/")).toThrow(ConfigError);
  });
});

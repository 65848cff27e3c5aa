import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page, ViewportSize } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { launchChromium } from "../../support/chromium.mjs";
import { LAPTOP, newVisitor, type Visitor } from "./browser";
import { startPortal, type Exit, type RunningPortal } from "./startPortal";

export type PortalSuiteOptions = {
  /** The visitors' window. Default: LAPTOP (1280 x 800). */
  viewport?: ViewportSize;
};

/**
 * One `npm start` (with `env()` added to its settings, read once the file's earlier set-up has
 * run) and one Chromium for the file (or for the `describe` it is called in); each test opens
 * fresh visitors (one per person signed in), and no visitor may leave a console error or an
 * uncaught exception behind.
 */
export function portalSuite(
  env: () => Record<string, string> = () => ({}),
  { viewport = LAPTOP }: PortalSuiteOptions = {},
) {
  let portal: RunningPortal;
  let browser: Browser;
  let visitors: Visitor[] = [];
  // The suite's own, so that the server can be stopped and started again on it.
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "pipeline-e2e-"));
    [portal, browser] = await Promise.all([startPortal(env(), { dataDir }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async ({ task }) => {
    // A failed test says what each visitor's page showed then, for the run's log to tell why.
    const failure = task.result?.errors?.[0];
    if (failure && visitors.length > 0) {
      const shown = await Promise.all(visitors.map((visitor) => visitor.describe()));
      failure.message += `\n\n${shown.join("\n\n")}`;
    }
    const errors = visitors.flatMap((visitor) => visitor.errors);
    await Promise.all(visitors.map((visitor) => visitor.close()));
    visitors = [];
    expect(errors).toEqual([]);
  });

  return {
    portal: () => portal,
    /** The latest visitor (after `visit`). */
    visitor: () => {
      const latest = visitors.at(-1);
      if (!latest) throw new Error("Call visit() first.");
      return latest;
    },
    /** A new visitor, in a browser context of its own; the ones before it stay open until the test ends. */
    async visit(): Promise<Page> {
      const visitor = await newVisitor(browser, portal.origin, viewport);
      visitors.push(visitor);
      return visitor.page;
    },
    /**
     * Stops the server, as an operator would (`shutdown`) or outright as a crash would (`kill`),
     * and answers its data folder, which stays for `startServer` (and for work that needs the
     * server down, such as a change to its embedded database), with how the process ended and
     * everything it printed.
     */
    async stopServer(
      how: "shutdown" | "kill" = "shutdown",
    ): Promise<{ dataDir: string; exit: Exit | null; output: string }> {
      const exit = how === "kill" ? (await portal.kill(), null) : await portal.stop();
      return { dataDir, exit, output: portal.output() };
    },
    /** Starts the server again on its data folder; it may answer on another port, so visit and call it afresh. */
    async startServer(): Promise<void> {
      portal = await startPortal(env(), { dataDir });
    },
    envelopeKey: () => readFileSync(path.join(portal.dataDir, "envelope.key"), "utf8").trim(),
    /** An adapter of our own, from outside the browser, as another client of the API would be. */
    apiClient() {
      return createHttpAdapter({
        baseUrl: `${portal.origin}/api/v1/`,
        envelopeKey: this.envelopeKey(),
        session: createMemorySessionStore(),
      });
    },
  };
}

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export const sidebar = (page: Page) => page.getByRole("navigation", { name: "Main" });

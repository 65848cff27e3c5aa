import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Session } from "@pipeline/contract";
import { createHttpAdapter } from "@pipeline/adapter-http";
import { launchChromium } from "../../support/chromium.mjs";
import { newVisitor, type Visitor } from "./browser";
import { startPortal, type RunningPortal } from "./startPortal";

/**
 * One `npm start` (with `env()` added to its settings, read once the file's earlier set-up has
 * run) and one Chromium for the file; each test opens fresh visitors (one per person
 * signed in), and no visitor may leave a console error or an uncaught exception behind.
 */
export function portalSuite(env: () => Record<string, string> = () => ({})) {
  let portal: RunningPortal;
  let browser: Browser;
  let visitors: Visitor[] = [];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(env()), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  afterEach(async () => {
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
      const visitor = await newVisitor(browser, portal.origin);
      visitors.push(visitor);
      return visitor.page;
    },
    envelopeKey: () => readFileSync(path.join(portal.dataDir, "envelope.key"), "utf8").trim(),
    /** An adapter of our own, from outside the browser, as another client of the API would be. */
    apiClient() {
      let session: Session | null = null;
      return createHttpAdapter({
        baseUrl: `${portal.origin}/api/v1/`,
        envelopeKey: this.envelopeKey(),
        session: {
          getToken: () => session?.key ?? null,
          getActiveRole: () => null,
          clear: () => (session = null),
          save: (next) => (session = next),
        },
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

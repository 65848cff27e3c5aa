import type { Browser, Page, ViewportSize } from "playwright-core";

export type Visitor = {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /**
   * Statuses a step provokes on purpose (a wrong password answers 401): Chromium logs each failed
   * request to the console, and those lines are not errors of the portal.
   */
  expectFailedRequests(...statuses: number[]): void;
  /** Where its page is and the text it shows, for a failed test's message. */
  describe(): Promise<string>;
  close(): Promise<void>;
};

/** How much of a page's text a failed test's message carries. */
const DESCRIBED_CHARACTERS = 3000;

const FAILED_REQUEST = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** A laptop's window, unless a test asks for another. */
export const LAPTOP: ViewportSize = { width: 1280, height: 800 };

/**
 * A fresh browser context (its own storage, like a new visitor) whose pages, the tabs it opens
 * included, record every console error and uncaught exception, so a test can require that none
 * happened.
 */
export async function newVisitor(
  browser: Browser,
  origin: string,
  viewport: ViewportSize = LAPTOP,
): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  const errors: string[] = [];
  const expected = new Set<number>();
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const status = FAILED_REQUEST.exec(message.text())?.[1];
      if (status !== undefined && expected.has(Number(status))) return;
      errors.push(`console: ${message.text()} (${page.url()})`);
    });
    page.on("pageerror", (error) => errors.push(`page error: ${error.message} (${page.url()})`));
  };
  context.on("page", watch);
  const page = await context.newPage();
  return {
    page,
    errors,
    expectFailedRequests: (...statuses) => statuses.forEach((status) => expected.add(status)),
    async describe() {
      const text = await page
        .evaluate(() => {
          // The page's own content and any dialog over it, without the sidebar around them.
          const parts = [
            document.querySelector("main") ?? document.body,
            ...document.querySelectorAll("[role=dialog]"),
          ];
          return parts.map((part) => (part as HTMLElement).innerText).join("\n");
        })
        .catch((error: unknown) => `(no text: ${String(error)})`);
      const shown = text.replace(/\n{2,}/g, "\n").slice(0, DESCRIBED_CHARACTERS);
      return `The page at ${page.url()} showed:\n${shown}`;
    },
    close: () => context.close(),
  };
}

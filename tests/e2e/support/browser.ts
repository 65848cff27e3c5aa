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
  close(): Promise<void>;
};

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
    close: () => context.close(),
  };
}

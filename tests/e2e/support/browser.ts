import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium with the flags every browser run of the project uses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A fresh page (its own storage, like a new visitor) that records every console error and
 * uncaught exception, so a test can require that none happened.
 */
export async function newVisitor(
  browser: Browser,
  origin: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message} (${page.url()})`));
  return { page, errors };
}

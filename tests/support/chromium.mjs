// Debian's Chromium, started the one way every browser run of the project starts it: the
// benchmarks and the end-to-end tests launch it through playwright-core, the stories through
// Vitest's browser mode with the same path and flags.
import { chromium } from "playwright-core";

/** The browser: Debian's, unless CHROMIUM_PATH names another. No test tool downloads its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Quiet and repeatable on a shared machine; headless mode is the launcher's to set. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** A headless Chromium through playwright-core. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

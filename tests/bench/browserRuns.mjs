// What the browser benchmarks share on the Node side: their harness page built and served to a
// Chromium, fresh pages of it, each reporting `window.benchResult` (or `window.benchError`), and how
// their figures are summed up.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build as viteBuild } from "vite";
import { launchChromium } from "../support/chromium.mjs";
import { serveStatic } from "./serve.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the harness page in `tests/bench/<folder>` from the libraries' sources, serves it on
 * 127.0.0.1 and calls `measure(browser, url)` with a Chromium; everything is gone afterwards.
 */
export async function withHarness(folder, measure) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `pipeline-bench-${folder}-`));
  try {
    await viteBuild({
      root: path.join(root, "tests/bench", folder),
      logLevel: "warn",
      plugins: [react()],
      resolve: { conditions: ["@pipeline/source", "module", "browser", "production"] },
      // One page holds the whole library on purpose: no chunk-size advice.
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
    });
    const server = await serveStatic(outDir);
    const browser = await launchChromium();
    try {
      return await measure(browser, server.url);
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/** `runs` fresh pages of the harness at `search`; each reports `window.benchResult`. */
export async function runPages(browser, url, search, runs, timeout) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${url}${search}`);
      await page
        .waitForFunction(
          () => window.benchResult !== undefined || window.benchError !== undefined,
          undefined,
          { timeout },
        )
        .catch((error) => {
          throw new Error(`${search}: no result in ${timeout / 1000} s. ${pageErrors.join("; ")}`, {
            cause: error,
          });
        });
      const { result, error } = await page.evaluate(() => ({
        result: window.benchResult,
        error: window.benchError,
      }));
      if (error) throw new Error(`${search}, run ${run + 1}: ${error}`);
      results.push(result);
    } finally {
      await page.close();
    }
  }
  return results;
}

// What the browser benchmarks share on the Node side: fresh pages of a harness, each reporting
// `window.benchResult` (or `window.benchError`), and how their figures are summed up.

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

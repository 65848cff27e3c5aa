// UI benchmark: a 500-row DataTable page in Chromium (data-to-paint, DOM rows) and the gzip
// size of the library's ESM build and of a file importing only DataTable.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { median, withHarness } from "./browserRuns.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const RUNS = 7;

function gzipKb(bytes) {
  return (gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1);
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

async function paintBenchmark() {
  const results = await withHarness("data-table", async (browser, url) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url);
      await page.waitForFunction(() => window.benchResult !== undefined, undefined, { timeout: 30000 });
      runs.push(await page.evaluate(() => window.benchResult));
      await page.close();
    }
    return runs;
  });
  const of = (pick) => median(results.map(pick));
  return {
    firstPaintMs: of((result) => result.first.dataToPaintMs),
    firstDomMs: of((result) => result.first.dataToDomMs),
    nextPaintMs: of((result) => result.next.dataToPaintMs),
    nextDomMs: of((result) => result.next.dataToDomMs),
    domRows: Math.max(...results.flatMap((result) => [result.first.domRows, result.next.domRows])),
  };
}

async function sizes() {
  const dist = path.join(root, "packages/ui/dist");
  const library = filesUnder(dist).filter((file) => file.endsWith(".js"));
  const libraryBytes = Buffer.concat(library.map((file) => readFileSync(file)));
  const onlyTable = await esbuild({
    stdin: { contents: 'export { DataTable } from "@pipeline/ui/data-table";', resolveDir: root },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    // What an app already has for any React screen is not the table's cost.
    external: ["react", "react-dom", "react/jsx-runtime", "styled-components"],
  });
  return {
    libraryGzipKb: gzipKb(libraryBytes),
    dataTableOnlyGzipKb: gzipKb(Buffer.from(onlyTable.outputFiles[0].contents)),
  };
}

const paint = await paintBenchmark();
const size = process.env.BENCH_SKIP_SIZES ? { libraryGzipKb: "-", dataTableOnlyGzipKb: "-" } : await sizes();
console.log("\nUI benchmark (goal: data-to-paint <= 50 ms, <= 80 DOM rows)");
console.table({
  "first 500-row page: data to paint (median of 7)": `${paint.firstPaintMs.toFixed(1)} ms`,
  "first 500-row page: data to rows in the DOM": `${paint.firstDomMs.toFixed(1)} ms`,
  "next 500-row page: data to paint (median of 7)": `${paint.nextPaintMs.toFixed(1)} ms`,
  "next 500-row page: data to rows in the DOM": `${paint.nextDomMs.toFixed(1)} ms`,
  "rows in the DOM": paint.domRows,
  "@pipeline/ui ESM build as published, gzip": `${size.libraryGzipKb} KB`,
  "a file importing only DataTable, minified + gzip (peers external)": `${size.dataTableOnlyGzipKb} KB`,
});

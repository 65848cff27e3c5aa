// The portal's sign-in page as a first visitor loads it: the JavaScript it downloads (gzip, as a
// server compressing its answers would send it) and the time until the sign-in form is on screen.
// Budget (DESIGN.md): at most 120 KB gzip of JavaScript for /login.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchChromium } from "../support/chromium.mjs";
import { serveStatic } from "./serve.mjs";

const dist = fileURLToPath(new URL("../../apps/portal/dist", import.meta.url));
const RUNS = 7;
const BUDGET_KB = 120;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serveStatic(dist);
const browser = await launchChromium();
try {
  const scripts = new Set();
  const paints = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    const started = performance.now();
    await page.goto(`${server.url}login`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    paints.push(performance.now() - started);
    await context.close();
  }
  const sizes = [...scripts].map((file) => {
    const body = readFileSync(path.join(dist, file));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const gzipKb = sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024;
  const rawKb = sizes.reduce((sum, entry) => sum + entry.raw, 0) / 1024;
  console.log("\nPortal /login (production build, Chromium, cold cache each run)");
  for (const entry of sizes) {
    console.log(
      `  ${entry.file}: ${(entry.raw / 1024).toFixed(1)} KB, ${(entry.gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
  console.log(
    `  JavaScript loaded: ${rawKb.toFixed(1)} KB, ${gzipKb.toFixed(1)} KB gzip ` +
      `(budget ${BUDGET_KB} KB: ${gzipKb <= BUDGET_KB ? "met" : "NOT met"})`,
  );
  console.log(
    `  navigation to the sign-in form on screen: median ${median(paints).toFixed(0)} ms of ${RUNS}`,
  );
} finally {
  await browser.close();
  await server.close();
}

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/chromium.mjs";
import { newVisitor, type Visitor } from "./support/browser";

// The docs embedders read, as `npm run build-storybook` builds them: every docs entry of the built
// Storybook's index (the widgets' autodocs pages and the MDX pages) opened in Chromium, where it
// must show its content and no error.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const STORYBOOK = path.join(ROOT, "node_modules", ".bin", "storybook");

/** The MDX pages the docs must hold, by title. */
const GUIDES = [
  "Docs/Embed in a React app",
  "Docs/Embed with web components",
  "Docs/Write an adapter",
  "Docs/Theme it",
];

/** Story titles under these roots are the widgets' (the primitives and the token catalogue are not). */
const WIDGET_ROOTS = ["Features/", "Widgets/", "Blocks/"];

/** Pages open at once: a few, beside the other projects' files on a two-core machine. */
const AT_ONCE = 3;

type IndexEntry = { id: string; title: string; name: string; type: "docs" | "story"; tags?: string[] };

/** What one docs page showed. */
type PageReport = {
  id: string;
  headings: string[];
  propsRows: number;
  /** The page says its widget takes no props (react-docgen read it and found none). */
  noProps: boolean;
  hasAdapterSection: boolean;
  errors: string[];
};

/** What a page that failed to render shows: nothing. */
const EMPTY_REPORT = { headings: [], propsRows: 0, noProps: false, hasAdapterSection: false };

let outDir: string;
let server: PreviewServer;
let origin: string;
let browser: Browser;
let entries: IndexEntry[];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "pipeline-storybook-"));
  const started = launchChromium();
  try {
    await promisify(execFile)(
      STORYBOOK,
      ["build", "--config-dir", ".storybook", "--output-dir", outDir, "--quiet", "--disable-telemetry"],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    await (await started).close();
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`build-storybook failed:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`, {
      cause: error,
    });
  }
  browser = await started;
  server = await preview({
    configFile: false,
    root: outDir,
    logLevel: "silent",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("The built Storybook is not being served.");
  origin = new URL(url).origin;
  const index = (await (await fetch(`${origin}/index.json`)).json()) as {
    entries: Record<string, IndexEntry>;
  };
  entries = Object.values(index.entries);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Opens one docs entry as Storybook's preview frame shows it, and reads what it rendered. */
async function readDocsPage(visitor: Visitor, entry: IndexEntry): Promise<PageReport> {
  const { page } = visitor;
  const before = visitor.errors.length;
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
  const docs = page.locator("#storybook-docs");
  // The page's heading, or Storybook's error display when rendering it threw.
  await page.waitForFunction(
    () =>
      document.querySelector("#storybook-docs h1") ??
      document.body.classList.contains("sb-show-errordisplay"),
    undefined,
    { timeout: 60_000 },
  );
  const failure = page.locator("body.sb-show-errordisplay #error-message");
  if ((await failure.count()) > 0) {
    const shown = `Storybook shows the error "${(await failure.innerText()).trim()}"`;
    return { ...EMPTY_REPORT, id: entry.id, errors: [...visitor.errors.slice(before), shown] };
  }
  await settle(page);
  const headings = await docs.locator("h1, h2").allInnerTexts();
  const propsRows = await docs.locator(".docblock-argstable tbody tr").count();
  const noProps = (await docs.getByText(/^\w+ takes no props\.$/).count()) > 0;
  const hasAdapterSection = (await docs.getByRole("heading", { name: "Adapter slice" }).count()) > 0;
  return {
    id: entry.id,
    headings,
    propsRows,
    noProps,
    hasAdapterSection,
    errors: visitor.errors.slice(before),
  };
}

/** Waits until the page has loaded what it asks for and its story previews have rendered. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll(".docs-story")].every((story) => story.querySelector("[id^=story--]")),
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState("networkidle");
}

/** Every entry through `AT_ONCE` visitors, each taking the next entry as it finishes one. */
async function readAll(docsEntries: IndexEntry[]): Promise<PageReport[]> {
  const queue = [...docsEntries];
  const reports: PageReport[] = [];
  const visitors = await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
      const visitor = await newVisitor(browser, origin);
      // The preview frame, opened on its own, names no icon: Chromium asks for /favicon.ico, which
      // the Storybook around it would have answered with its own.
      await visitor.page
        .context()
        .route("**/favicon.ico", (route) => route.fulfill({ path: path.join(outDir, "favicon.svg") }));
      return visitor;
    }),
  );
  try {
    await Promise.all(
      visitors.map(async (visitor) => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          reports.push(await readDocsPage(visitor, entry));
        }
      }),
    );
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.close()));
  }
  return reports.sort((a, b) => a.id.localeCompare(b.id));
}

describe("Storybook's docs, as built", () => {
  it("has an MDX page for each guide and an autodocs page for every widget with stories", () => {
    const docsTitles = new Set(entries.filter((entry) => entry.type === "docs").map((entry) => entry.title));
    expect(GUIDES.filter((title) => !docsTitles.has(title))).toEqual([]);
    const widgetTitles = new Set(
      entries
        .filter(
          (entry) => entry.type === "story" && WIDGET_ROOTS.some((root) => entry.title.startsWith(root)),
        )
        .map((entry) => entry.title),
    );
    expect(widgetTitles.size).toBeGreaterThan(0);
    expect([...widgetTitles].filter((title) => !docsTitles.has(title))).toEqual([]);
  });

  it("renders every docs page, with its props and adapter slice for a widget, and no error", async () => {
    const docsEntries = entries.filter((entry) => entry.type === "docs");
    const reports = await readAll(docsEntries);
    expect(reports).toHaveLength(docsEntries.length);
    const autodocs = new Set(
      docsEntries.filter((entry) => entry.tags?.includes("autodocs")).map((entry) => entry.id),
    );
    // Every page's problems at once, by page, so that one run names them all.
    const problems = reports.flatMap((report) => {
      const found = report.errors.map((error) => `${report.id}: ${error}`);
      if (!report.headings[0]?.trim()) found.push(`${report.id}: no heading`);
      if (!autodocs.has(report.id)) return found;
      if (!report.headings.includes("Props")) found.push(`${report.id}: no Props section`);
      if (report.propsRows === 0 && !report.noProps) found.push(`${report.id}: no props table`);
      if (!report.hasAdapterSection) found.push(`${report.id}: no adapter slice`);
      if (!report.headings.includes("States")) found.push(`${report.id}: no States section`);
      return found;
    });
    expect(problems).toEqual([]);
  }, 900_000);
});

// @pipeline/elements as a page that is not React meets it: the package packed as npm publishes it,
// its one script taken out of the tarball and served beside a plain HTML page (no build step) from
// an origin of its own, reading a running Pipeline server that lists that origin in CORS_ORIGINS.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@pipeline/contract";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { launchChromium } from "../../support/chromium.mjs";
import { newVisitor, type Visitor } from "../support/browser";
import { companyWithLeeTan } from "../support/companies";
import { E2E_ADMIN, startPortal, type RunningPortal } from "../support/startPortal";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const ELEMENTS = path.join(ROOT, "packages", "elements");
const BUNDLE = path.join(ELEMENTS, "dist", "pipeline-elements.js");
const HOST_PAGE = readFileSync(new URL("fixtures/host.html", import.meta.url), "utf8");

/** The newest change under these files and folders. */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

/** The elements' build, made again when a source it is made from is newer (`npm test` has just built it). */
function ensureBuilt() {
  const sources = ["elements", "ui", "contract", "adapter-http"].map((name) =>
    path.join(ROOT, "packages", name, "src"),
  );
  const builtAt = existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0;
  if (builtAt > 0 && sources.every((source) => newest(source) <= builtAt)) return;
  execFileSync("npm", ["run", "build", "--workspace", "packages/elements"], { cwd: ROOT, stdio: "ignore" });
}

/** `npm pack` of the package, and the script a page loads, as the tarball holds it. */
function packedScript(folder: string): { files: string[]; script: string } {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", ELEMENTS, "--json", "--pack-destination", folder], {
      cwd: folder,
      encoding: "utf8",
    }),
  ) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error("npm pack answered no tarball.");
  execFileSync("tar", ["-xzf", path.join(folder, packed.filename), "-C", folder]);
  return {
    files: packed.files.map((file) => file.path).sort(),
    script: readFileSync(path.join(folder, "package", "dist", "pipeline-elements.js"), "utf8"),
  };
}

/** A static server on 127.0.0.1 for the host page and the packed script; answers its origin. */
async function serveHost(script: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://host");
    if (pathname === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(HOST_PAGE);
    } else if (pathname === "/pipeline-elements.js") {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(script);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

type Heard = {
  type: string;
  detail: { id?: number; message?: string; status?: number | null; path?: string };
};

const NAMES = ["Harbor Metrics", "Lumen Freight", "Quarry Robotics"] as const;
const MESSAGE = "Met at the Pune founders' breakfast.";

let workFolder: string;
let packedFiles: string[];
let allowed: { origin: string; server: Server };
let refused: { origin: string; server: Server };
let portal: RunningPortal;
let browser: Browser;
let token: string;
let companies: Map<string, Id>;
/** The first company's journey, as the server answers it. */
let firstJourney: unknown;
let visitors: Visitor[] = [];

/** Companies in India, one member each, with a LinkedIn message on the first one's journey. */
async function seed(): Promise<void> {
  const session = createMemorySessionStore();
  const envelopeKey = readFileSync(path.join(portal.dataDir, "envelope.key"), "utf8").trim();
  const api = createHttpAdapter({ baseUrl: `${portal.origin}/api/v1/`, envelopeKey, session });
  await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
  token = session.getToken() ?? "";
  const india = (await api.lookups.options("location")).find((entry) => entry.label === "India");
  const [founder] = await api.lookups.options("company-member-designation");
  if (!india || !founder) throw new Error("No India or designation in the seed.");
  companies = new Map();
  for (const name of NAMES) {
    const saved = await api.companies.create(
      companyWithLeeTan(name, { country: india.id, designation: founder.id }),
    );
    companies.set(name, saved.data.id);
  }
  const first = companies.get(NAMES[0]) as Id;
  const stage = (await api.journey.definitions()).find((entry) => entry.stage.label === "Sourcing");
  const task = stage?.tasks.find((entry) => entry.label === "LinkedIn Connect");
  if (!stage || !task) throw new Error("No Sourcing stage with LinkedIn Connect in the seed.");
  const company = await api.companies.get(first);
  await api.linkedin.create({
    company_id: first,
    stage_id: stage.stage.id,
    task_id: task.id,
    company_member_ids: company.company_members.map((member) => member.id as Id),
    message: MESSAGE,
    date: new Date().toISOString(),
  });
  firstJourney = await api.journey.timeline(first);
}

beforeAll(async () => {
  ensureBuilt();
  workFolder = mkdtempSync(path.join(tmpdir(), "pipeline-elements-"));
  const packed = packedScript(workFolder);
  packedFiles = packed.files;
  [allowed, refused] = await Promise.all([serveHost(packed.script), serveHost(packed.script)]);
  [portal, browser] = await Promise.all([startPortal({ CORS_ORIGINS: allowed.origin }), launchChromium()]);
  await seed();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await Promise.all([allowed, refused].map((host) => host && new Promise((done) => host.server.close(done))));
  if (workFolder) rmSync(workFolder, { recursive: true, force: true });
});

afterEach(async () => {
  const errors = visitors.flatMap((visitor) => visitor.errors);
  await Promise.all(visitors.map((visitor) => visitor.close()));
  visitors = [];
  expect(errors).toEqual([]);
});

type HostOptions = { origin?: string; token?: string; companyId?: Id; view?: string };

/** The host page showing one widget, in a fresh browser context; console errors fail the test. */
async function host(widget: string, options: HostOptions = {}): Promise<{ page: Page; visitor: Visitor }> {
  const visitor = await newVisitor(browser, options.origin ?? allowed.origin);
  visitors.push(visitor);
  const params = new URLSearchParams({
    widget,
    "api-base": `${portal.origin}/api/v1/`,
    token: options.token ?? token,
  });
  if (options.companyId !== undefined) params.set("company-id", String(options.companyId));
  if (options.view) params.set("view", options.view);
  await visitor.page.goto(`/?${params}`);
  return { page: visitor.page, visitor };
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
const heardOf = async (page: Page, type: string) =>
  (await heard(page)).filter((event) => event.type === type);
/** The calls the page has made to the Pipeline server. */
const serverCalls = (page: Page) =>
  page.evaluate(
    (origin) => (window as unknown as { calls: string[] }).calls.filter((url) => url.startsWith(origin)),
    portal.origin,
  );
/** A kanban card's link, by the company's name (the summary below the columns links the names too). */
const card = (scope: Page | Locator, name: string) =>
  scope.getByRole("article", { name, exact: true }).getByRole("link", { name, exact: true });

describe("@pipeline/elements in a plain HTML page", () => {
  it("is packed as one script, its declarations and its README, nothing else", () => {
    expect(packedFiles).toEqual([
      "README.md",
      "dist/pipeline-elements.d.ts",
      "dist/pipeline-elements.js",
      "package.json",
    ]);
  });

  it("shows the kanban's cards, tells the host which company a card opens, and keeps styles on their side", async () => {
    const { page } = await host("pipeline-kanban");
    const board = page.locator("pipeline-kanban");
    for (const name of NAMES) await card(board, name).waitFor();

    await card(board, NAMES[1]).click();
    await expect
      .poll(() => heardOf(page, "pipeline-open-company"))
      .toEqual([{ type: "pipeline-open-company", detail: { id: companies.get(NAMES[1]), newTab: true } }]);
    // The host stays where it was: the card's link is the host's to follow.
    expect(new URL(page.url()).pathname).toBe("/");

    // The host's `div { color: red }` reaches neither the widget's divs nor, by inheritance, its text.
    const colors = await board.evaluate((element) => {
      const root = element.shadowRoot as ShadowRoot;
      const cardLink = [...root.querySelectorAll("a")].find((link) => link.textContent === "Lumen Freight");
      return [root.querySelector("div"), cardLink].map((node) => node && getComputedStyle(node).color);
    });
    expect(colors).not.toContain("rgb(255, 0, 0)");
    expect(colors).not.toContain(null);
    // The widget's styles sit in its shadow root; the host looks as it did before the widget came.
    const styles = await board.evaluate((element) => ({
      inside: (element.shadowRoot as ShadowRoot).querySelectorAll("style").length,
      outside: document.querySelectorAll("style").length,
      look: (window as unknown as { hostLook: () => string[] }).hostLook(),
      before: (window as unknown as { hostLookBefore: string[] }).hostLookBefore,
    }));
    expect(styles.inside).toBeGreaterThan(0);
    expect(styles.outside).toBe(1);
    expect(styles.look).toEqual(styles.before);

    // A select's options open in the widget's own layer, where its styles are, not in the host's body.
    await board.getByRole("combobox", { name: "View" }).click();
    await board.getByRole("option", { name: "Confidence Level" }).waitFor();
    const options = await board.evaluate((element) => ({
      inLayer: (element.shadowRoot as ShadowRoot).querySelectorAll("[data-floating-ui-portal] [role=option]")
        .length,
      outside: document.querySelectorAll("[role=option]").length,
    }));
    expect(options.inLayer).toBeGreaterThan(0);
    expect(options.outside).toBe(0);
    await page.keyboard.press("Escape");
  });

  it("makes no call once removed, not even for a search typed just before", async () => {
    const { page } = await host("pipeline-kanban");
    await page.clock.install();
    const board = page.locator("pipeline-kanban");
    await card(board, NAMES[0]).waitFor();
    await board.getByRole("searchbox").fill("Quarry");
    // The search waits for typing to stop; the element goes before it is sent.
    const before = await serverCalls(page);
    await board.evaluate((element) => element.remove());
    await page.clock.runFor("05:00");
    expect(await serverCalls(page)).toEqual(before);
    expect(await page.evaluate(() => document.querySelector("pipeline-kanban"))).toBeNull();
  });

  it("tells the host of a token the server refuses, and shows no card", async () => {
    const { page, visitor } = await host("pipeline-kanban", { token: "0".repeat(40) });
    visitor.expectFailedRequests(401);
    await expect.poll(async () => (await heardOf(page, "pipeline-error")).length).toBeGreaterThan(0);
    const [error] = await heardOf(page, "pipeline-error");
    expect(error?.detail.status).toBe(401);
    expect(error?.detail.message).toBeTruthy();
    const board = page.locator("pipeline-kanban");
    expect(await card(board, NAMES[0]).count()).toBe(0);

    // The host signs in again and hands the element the new token: the board reads as that user.
    await board.evaluate((element, given) => Object.assign(element, { token: given }), token);
    await card(board, NAMES[0]).waitFor();
  });

  it("tells the host when it was given no token, and calls for nothing but the server's key", async () => {
    const { page } = await host("pipeline-kanban", { token: "" });
    await expect.poll(async () => (await heardOf(page, "pipeline-error")).length).toBeGreaterThan(0);
    const [error] = await heardOf(page, "pipeline-error");
    expect(error?.detail.message).toMatch(/token/i);
    expect(await serverCalls(page)).toEqual([`${portal.origin}/api/v1/client-config/`]);
  });

  it("shows a company's journey", async () => {
    const { page } = await host("pipeline-journey-timeline", {
      companyId: companies.get(NAMES[0]),
      view: "expanded",
    });
    const timeline = page.locator("pipeline-journey-timeline");
    await timeline.getByRole("listitem", { name: "Sourcing, 1 item" }).waitFor();
    await timeline.getByRole("article", { name: "LinkedIn Connect" }).getByText(MESSAGE).waitFor();

    // Another company-id: that company's journey, which has no item yet.
    await timeline.evaluate(
      (element, id) => element.setAttribute("company-id", String(id)),
      companies.get(NAMES[1]),
    );
    await timeline.getByText("No journey items yet").waitFor();
    expect(await timeline.getByRole("article", { name: "LinkedIn Connect" }).count()).toBe(0);
  });

  it("reads through an adapter of the host's own, and names a method it lacks", async () => {
    const visitor = await newVisitor(browser, allowed.origin);
    visitors.push(visitor);
    const { page } = visitor;
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { elementsLoaded?: boolean }).elementsLoaded);
    await page.evaluate(
      ({ id, journey }) => {
        const element = document.createElement("pipeline-journey-timeline");
        element.setAttribute("company-id", String(id));
        element.setAttribute("view", "expanded");
        const activity = { comments: [], uploads: [] };
        Object.assign(element, {
          adapter: { journey: { timeline: async () => journey, activity: async () => activity } },
        });
        document.getElementById("widgets")?.append(element);
      },
      { id: companies.get(NAMES[0]), journey: firstJourney },
    );
    const timeline = page.locator("pipeline-journey-timeline");
    await timeline.getByRole("article", { name: "LinkedIn Connect" }).getByText(MESSAGE).waitFor();
    expect(await serverCalls(page)).toEqual([]);

    // An adapter without journey.activity: the host hears which method is missing.
    await timeline.evaluate((element) =>
      Object.assign(element, { adapter: { journey: { timeline: async () => [] } } }),
    );
    await expect
      .poll(async () => (await heardOf(page, "pipeline-error")).map((event) => event.detail.message))
      .toEqual([expect.stringContaining("journey.activity")]);
  });

  it("shows the companies table, a name opening the company", async () => {
    const { page } = await host("pipeline-companies-table");
    const table = page.locator("pipeline-companies-table");
    await expect
      .poll(async () => (await table.locator("[data-row-id]").allTextContents()).join(" "))
      .toMatch(new RegExp(NAMES.join("|")));
    for (const name of NAMES) await table.locator("[data-row-id]").getByText(name, { exact: true }).waitFor();
    await table.getByRole("link", { name: NAMES[2], exact: true }).click();
    await expect
      .poll(() => heardOf(page, "pipeline-open-company"))
      .toEqual([{ type: "pipeline-open-company", detail: { id: companies.get(NAMES[2]), newTab: false } }]);
  });

  it("shows nothing on a page whose origin the server does not list, and tells the host", async () => {
    const visitor = await newVisitor(browser, refused.origin);
    try {
      const params = new URLSearchParams({
        widget: "pipeline-kanban",
        "api-base": `${portal.origin}/api/v1/`,
        token,
      });
      await visitor.page.goto(`/?${params}`);
      await expect.poll(async () => (await heardOf(visitor.page, "pipeline-error")).length).toBe(1);
      const [error] = await heardOf(visitor.page, "pipeline-error");
      expect(error?.detail).toMatchObject({ status: null, message: expect.stringContaining("CORS_ORIGINS") });
      // The browser refused the server's answer: that, and nothing else, is what the console says.
      expect(visitor.errors.length).toBeGreaterThan(0);
      for (const line of visitor.errors)
        expect(line).toMatch(/CORS policy|Failed to load resource|ERR_FAILED/);
      expect(
        await visitor.page.locator("pipeline-kanban").evaluate((element) => element.shadowRoot?.textContent),
      ).toBe("");
    } finally {
      await visitor.close();
    }
  });
});

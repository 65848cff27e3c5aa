// The companies page's JavaScript beside react-admin's for the same table. react-admin's side is
// the minimal app in tests/bench/react-admin/ (an <Admin> with one <Resource>: a <List> with
// react-admin's filters, sorting and pagination in a <Datagrid> of the companies page's default
// columns, over a data provider on plain fetch), built for production with the portal's Vite into
// node_modules/.cache/bench-react-admin/, where its own package.json installs react-admin (with
// `npm install`, only when missing): react-admin is never a dependency of the product.
//
// Both are counted the same way: every script the page requests in Chromium (cold cache) until its
// list shows and the network is idle, each file of the build gzipped at level 9, react and
// react-dom included in both. Ours is /companies signed in on the compiled server (portalPages.mjs,
// as bundleReport.mjs counts it); react-admin's is its companies list, served with 100 companies
// by a stub API on 127.0.0.1.
//
//   npm run build && node tests/bench/reactAdminSideBySide.mjs
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { launchChromium } from "../support/chromium.mjs";
import { gzipBytes, PORTAL_DIST, portalPageScripts, scriptsOf } from "./portalPages.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const source = fileURLToPath(new URL("./react-admin/", import.meta.url));
const app = path.join(root, "node_modules/.cache/bench-react-admin");
const dist = path.join(app, "dist");
/** What the goal compares: ours at most half of react-admin's. */
const GOAL_RATIO = 0.5;
const COMPANIES = 100;

/** The app's files in the cache folder; its packages installed when its package.json is new there. */
function prepareApp() {
  mkdirSync(app, { recursive: true });
  const manifest = readFileSync(path.join(source, "package.json"), "utf8");
  const installedManifest = path.join(app, "node_modules/.bench-package.json");
  const installed = existsSync(installedManifest) ? readFileSync(installedManifest, "utf8") : null;
  for (const file of ["package.json", "index.html", "main.jsx"]) {
    copyFileSync(path.join(source, file), path.join(app, file));
  }
  if (installed === manifest && existsSync(path.join(app, "node_modules/react-admin/package.json"))) return;
  console.log(`Installing the react-admin app's packages into ${path.relative(root, app)} ...`);
  const result = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", "--workspaces=false"],
    { cwd: app, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`npm install failed in ${app} (${result.status}).`);
  writeFileSync(installedManifest, manifest);
}

/** react-admin's app built as the portal is: Vite, production, the same target, no source maps. */
async function buildApp() {
  await build({
    root: app,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    build: { outDir: dist, emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 10_000 },
  });
}

const LABELS = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"];

/** Generated companies, and a few records of each lookup, for the stub API. */
function companyRows() {
  return Array.from({ length: COMPANIES }, (_, index) => ({
    id: index + 1,
    company_name: `Company ${String(index + 1).padStart(3, "0")}`,
    country: { id: (index % 5) + 1, label: `Country ${LABELS[index % 5]}` },
    industry: { id: (index % 4) + 1, label: `Industry ${LABELS[index % 4]}` },
    last_stage: index % 3 === 0 ? null : "Prospecting",
    last_task: index % 3 === 0 ? null : "Initial e-mail",
    status: index % 2 === 0 ? "delivered" : null,
    opened: index % 4 === 0,
    created_by: { first_name: "Ada", last_name: `Creator ${LABELS[index % 5]}` },
    modified: new Date(Date.UTC(2026, 0, 1 + (index % 28))).toISOString(),
  }));
}

/** The built app, and `/api/{resource}` answering lists as the data provider reads them. */
function serveApp() {
  const companies = companyRows();
  const lookups = LABELS.map((label, index) => ({ id: index + 1, label }));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/api/")) {
      const resource = url.pathname.slice("/api/".length);
      const rows = resource === "companies" ? companies : lookups;
      const page = Number(url.searchParams.get("page") ?? 1);
      const perPage = Number(url.searchParams.get("perPage") ?? rows.length);
      const data = rows.slice((page - 1) * perPage, page * perPage);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ data, total: rows.length }));
      return;
    }
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !file.endsWith(".js"))
      file = path.join(dist, "index.html");
    response.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

async function reactAdminScripts() {
  const server = await serveApp();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    // The app opens on its only resource's list.
    const scripts = await scriptsOf(context, `${server.url}/`, async (page) => {
      // The list's first row and its pagination are on screen.
      await page.getByRole("link", { name: "Company 001" }).waitFor();
      await page.getByText(`1-25 of ${COMPANIES}`).waitFor();
      await page.waitForLoadState("networkidle");
    });
    await context.close();
    return scripts;
  } finally {
    await browser.close();
    await server.close();
  }
}

prepareApp();
await buildApp();
const theirs = await reactAdminScripts();
const { companies: ours } = await portalPageScripts();
const kb = (bytes) => (bytes / 1024).toFixed(1);
const oursBytes = gzipBytes(PORTAL_DIST, ours);
const theirsBytes = gzipBytes(dist, theirs);
const ratio = oursBytes / theirsBytes;
console.log(
  "\nThe companies table's JavaScript, side by side (production builds, Chromium, cold cache, gzip level 9)",
);
console.log(`  Pipeline /companies (signed in): ${ours.length} scripts, ${kb(oursBytes)} KB gzip`);
console.log(`  react-admin companies list:      ${theirs.length} scripts, ${kb(theirsBytes)} KB gzip`);
console.log(
  `  ratio: ${ratio.toFixed(2)}x (goal at most ${GOAL_RATIO}x: ${ratio <= GOAL_RATIO ? "met" : "NOT met"})`,
);

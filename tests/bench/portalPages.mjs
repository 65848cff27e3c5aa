// The scripts the portal's pages request, as a first visitor's Chromium loads them (cold cache) on
// the compiled server over a fresh embedded database: /login signed out, and the companies page
// (/companies) signed in. Shared by bundleReport.mjs and reactAdminSideBySide.mjs, which count
// them the same way (gzipKb: each file of the build at gzip level 9).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchChromium } from "../support/chromium.mjs";
import { freePort, startServerProcess } from "./serverProcess.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const PORTAL_DIST = path.join(root, "apps/portal/dist");
const ADMIN = { username: "admin", password: "Admin@bundle-2026", email: "admin@pipeline.test" };

/** The gzip bytes (level 9) of `scripts`, paths under `dist`, each file compressed on its own. */
export function gzipBytes(dist, scripts) {
  return scripts.reduce(
    (sum, script) => sum + gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length,
    0,
  );
}

/** The scripts a fresh page of `context` requests until `ready` resolves, as paths under dist. */
export async function scriptsOf(context, url, ready) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await ready(page);
  await page.close();
  return [...scripts];
}

/** The scripts of /login (signed out) and of /companies (signed in), each in a cold context. */
export async function portalPageScripts() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pipeline-bundle-"));
  const port = await freePort();
  const server = await startServerProcess(
    {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    },
    { compiled: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  try {
    const signedOut = await browser.newContext();
    const login = await scriptsOf(signedOut, `${origin}/login`, (page) =>
      page.getByRole("button", { name: "Sign in" }).waitFor(),
    );
    // Signs in as a person would, then keeps only the session for a fresh context (cold cache).
    const page = await signedOut.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/companies");
    const storageState = await signedOut.storageState();
    await signedOut.close();

    const signedIn = await browser.newContext({ storageState });
    const companies = await scriptsOf(signedIn, `${origin}/companies`, async (companiesPage) => {
      await companiesPage.getByRole("button", { name: /^Filters/ }).waitFor();
      // The table's first page and whatever its rows load.
      await companiesPage.waitForLoadState("networkidle");
    });
    await signedIn.close();
    return { login, companies };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

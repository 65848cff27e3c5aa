// The libraries as an app outside the workspace meets them: packed, installed from their tarballs
// into a new Vite + React app, whose own fetch adapter feeds the kanban, the timeline and the
// companies table from a running server on another origin (CORS_ORIGINS), and passes the
// conformance cases of what it implements.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, lookupInput, uniqueToken } from "@pipeline/adapter-kit";
import { E2E_ADMIN, freePort } from "../support/startPortal";
import { portalSuite } from "../support/suite";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const FIXTURE = fileURLToPath(new URL("./fresh-app", import.meta.url));
const LIBRARIES = ["contract", "ui", "adapter-http", "adapter-kit"] as const;

/** The tools and peers the app asks for, at the versions the workspace installs (the npm cache holds them). */
const APP_DEPENDENCIES = ["react", "react-dom", "styled-components", "@tanstack/react-query"];
const APP_DEV_DEPENDENCIES = [
  "vite",
  "@vitejs/plugin-react",
  "typescript",
  "vitest",
  "@types/react",
  "@types/react-dom",
  "@types/node",
];

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/**
 * The environment of the app's own tools: this one, less what the test runner sets for its workers
 * (NODE_ENV=test would build React for development; VITEST would tell the app's vitest it is nested).
 */
function appEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|TINYPOOL)/.test(name) && !["NODE_ENV", "TEST"].includes(name),
    ),
  );
  return { ...env, ...extra };
}

/** Runs a command to its end; a failure carries everything it printed. */
async function sh(command: string, args: string[], cwd: string, env = appEnv()) {
  try {
    return await run(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** The libraries' builds: made here only when one is missing (`npm test` builds them before the tests). */
async function ensureLibrariesBuilt() {
  const missing = LIBRARIES.some(
    (name) =>
      !existsSync(path.join(ROOT, "packages", name, "dist", "index.js")) ||
      !existsSync(path.join(ROOT, "packages", name, "dist", "index.d.ts")),
  );
  if (!missing) return;
  await sh("npx", ["tsc", "-b"], ROOT);
  await sh("npx", ["rollup", "-c"], ROOT);
}

/**
 * `npm pack` of each library, as a release packs it (its prepack writes the published manifest),
 * from a copy of what it publishes, so that the workspace's own manifests never change under the
 * tests running beside this one. Answers the tarballs' paths by library.
 */
async function packLibraries(into: string): Promise<Record<(typeof LIBRARIES)[number], string>> {
  const stage = path.join(into, "stage");
  const tarballs = path.join(into, "tarballs");
  mkdirSync(path.join(stage, "scripts"), { recursive: true });
  mkdirSync(tarballs, { recursive: true });
  cpSync(path.join(ROOT, "scripts", "pack-manifest.mjs"), path.join(stage, "scripts", "pack-manifest.mjs"));
  const packed = await Promise.all(
    LIBRARIES.map(async (name) => {
      const source = path.join(ROOT, "packages", name);
      const copy = path.join(stage, "packages", name);
      const listing = await sh("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], source);
      const [{ files }] = JSON.parse(listing.stdout) as [{ files: { path: string }[] }];
      for (const file of files) cpSync(path.join(source, file.path), path.join(copy, file.path));
      const result = await sh("npm", ["pack", "--json", "--pack-destination", tarballs], copy);
      const [{ filename }] = JSON.parse(result.stdout) as [{ filename: string }];
      return [name, path.join(tarballs, filename)] as const;
    }),
  );
  return Object.fromEntries(packed) as Record<(typeof LIBRARIES)[number], string>;
}

/** The app: the fixture's files, its own package.json naming the tarballs, installed, type-checked and built. */
async function prepareApp(dir: string) {
  const tarballs = await packLibraries(dir);
  const app = path.join(dir, "app");
  // The fixture's sources only, should someone have installed or built it in place.
  cpSync(FIXTURE, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const versions = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
  const manifest = {
    name: "deals-app",
    private: true,
    type: "module",
    dependencies: {
      ...Object.fromEntries(LIBRARIES.map((name) => [`@pipeline/${name}`, `file:${tarballs[name]}`])),
      ...versions(APP_DEPENDENCIES),
    },
    devDependencies: versions(APP_DEV_DEPENDENCIES),
  };
  writeFileSync(path.join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await sh("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], app);
  await Promise.all([
    sh(path.join(app, "node_modules", ".bin", "tsc"), ["--noEmit", "-p", "."], app),
    sh(path.join(app, "node_modules", ".bin", "vite"), ["build"], app),
  ]);
  return app;
}

/** `vite preview` of the built app on 127.0.0.1:port; resolves once it answers. */
async function serveApp(app: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join(app, "node_modules", ".bin", "vite"),
    ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: app, env: appEnv(), stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`vite preview exited with ${code}:\n${output}`))),
  );
  const answering = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([answering, exited]);
  return child;
}

describe("a fresh app installs the packed libraries", () => {
  let work: string;
  let appPort: number;
  let preparing: Promise<string>;
  let app: string;
  let preview: ChildProcess | undefined;
  let seeded: { companyId: number; names: string[]; task: string; message: string };

  // The app's port is known before the server starts, which allows its origin; the app is packed,
  // installed and built while the server starts.
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "pipeline-fresh-app-"));
    appPort = await freePort();
    await ensureLibrariesBuilt();
    preparing = prepareApp(work);
    // Awaited below; a failure then fails that hook rather than going unhandled now.
    preparing.catch(() => undefined);
  }, 600_000);

  const suite = portalSuite(() => ({ CORS_ORIGINS: `http://127.0.0.1:${appPort}` }));

  beforeAll(async () => {
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const token = uniqueToken();
    const [location, designation, stages] = await Promise.all([
      api.lookups.create("location", lookupInput("location", `Fresh ${token} Land`)),
      api.lookups.create(
        "company-member-designation",
        lookupInput("company-member-designation", `Fresh ${token} Lead`),
      ),
      api.journey.definitions(),
    ]);
    const refs = { location: location.data.id, designation: designation.data.id };
    const names = [`Fresh ${token} Harbor`, `Fresh ${token} Lantern`];
    const companies = [];
    for (const name of names) {
      companies.push((await api.companies.create(companyInput(token, refs, { company_name: name }))).data);
    }
    const [first] = companies;
    const entry = stages
      .flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })))
      .find(({ task }) => task.type === "LINKEDIN");
    if (!first || !entry) throw new Error("No company, or no LinkedIn task in the journey.");
    const message = `Met ${names[0]} at the harbour fair`;
    await api.linkedin.create({
      company_id: first.id,
      stage_id: entry.stage.id,
      task_id: entry.task.id,
      company_member_ids: [first.company_members[0]?.id ?? 0],
      message,
      date: "2026-03-02T09:30:00.000Z",
    });
    seeded = { companyId: first.id, names, task: entry.task.label, message };

    app = await preparing;
    preview = await serveApp(app, appPort);
  }, 600_000);

  afterAll(async () => {
    if (preview?.exitCode === null) {
      const exited = new Promise((resolve) => preview?.once("exit", resolve));
      preview.kill("SIGTERM");
      await exited;
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("installs one copy of each library and peer, from the tarballs", () => {
    for (const nested of [
      "@pipeline/ui/node_modules/@pipeline/contract",
      "@pipeline/adapter-http/node_modules/@pipeline/contract",
      "@pipeline/adapter-kit/node_modules/@pipeline/contract",
      "@pipeline/ui/node_modules/react",
      "@pipeline/ui/node_modules/styled-components",
      "@pipeline/ui/node_modules/@tanstack/react-query",
    ]) {
      expect(existsSync(path.join(app, "node_modules", nested)), nested).toBe(false);
    }
    const ui = JSON.parse(
      readFileSync(path.join(app, "node_modules", "@pipeline", "ui", "package.json"), "utf8"),
    );
    expect(JSON.stringify(ui.exports)).not.toContain("@pipeline/source");
    expect(existsSync(path.join(app, "node_modules", "@pipeline", "ui", "src"))).toBe(false);
  });

  it("shows the kanban's cards, the timeline's items and the table's rows from the server on another origin", async () => {
    const page = await suite.visit();
    const settings = new URLSearchParams({
      api: `${suite.portal().origin}/api/v1/`,
      username: E2E_ADMIN.username,
      password: E2E_ADMIN.password,
      company: String(seeded.companyId),
    });
    await page.goto(`http://127.0.0.1:${appPort}/#${settings}`);
    const [harbor, lantern] = seeded.names as [string, string];

    const board = page.getByRole("region", { name: "Board" });
    await board.getByRole("article", { name: harbor }).waitFor();

    const journey = page.getByRole("region", { name: "Journey" });
    const item = journey.getByRole("article", { name: seeded.task });
    await item.waitFor();
    await item.getByText(seeded.message).waitFor();

    const table = page.getByRole("region", { name: "Companies" });
    await table.getByRole("row", { name: new RegExp(harbor) }).waitFor();
    await table.getByRole("row", { name: new RegExp(lantern) }).waitFor();
  });

  it("passes the conformance cases of the areas its adapter implements, against the same server", async () => {
    const report = path.join(work, "conformance.json");
    const env = appEnv({
      PIPELINE_API: `${suite.portal().origin}/api/v1/`,
      PIPELINE_USERNAME: E2E_ADMIN.username,
      PIPELINE_PASSWORD: E2E_ADMIN.password,
    });
    let failure = "";
    try {
      await sh(
        path.join(app, "node_modules", ".bin", "vitest"),
        ["run", "--reporter=json", `--outputFile=${report}`],
        app,
        env,
      );
    } catch (error) {
      failure = (error as Error).message;
    }
    const results = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    const cases = results.testResults.flatMap((file) => file.assertionResults);
    expect(
      cases.filter((entry) => entry.status === "failed").map((entry) => entry.fullName),
      failure,
    ).toEqual([]);
    expect(failure).toBe("");
    // Both areas ran: cases of the companies (the board's and the table's reads) and of the lists.
    expect(cases.some((entry) => /dashboard/i.test(entry.fullName))).toBe(true);
    expect(cases.some((entry) => /lookups: location/.test(entry.fullName))).toBe(true);
  }, 300_000);
});

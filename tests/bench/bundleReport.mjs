// The portal's JavaScript per dependency, for /login (signed out) and for the companies page
// (/companies, signed in): each page opened by a first visitor in Chromium (cold cache) on the
// compiled server over a fresh embedded database, the scripts it requested read from the portal's
// build, and each script's gzip size (level 9, as tests/bench/portal.mjs counts it) shared among
// the npm packages and workspace packages its source map says its bytes come from, in proportion
// to their bytes (source-map-explorer). A package's figure is the sum over the page's scripts;
// the page's total is the same as portal.mjs's. "(unmapped)" is what the maps give no source: the
// bundler's import and export lines and preload list, and the lines inside multi-line template
// literals (the components' CSS, mostly @pipeline/ui's).
//
//   npm run build && node tests/bench/bundleReport.mjs
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { explore } from "source-map-explorer";
import { PORTAL_DIST, portalPageScripts } from "./portalPages.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = PORTAL_DIST;
/** Rows shown per package; the rest of the page's packages are summed in one row. */
const TOP = 25;
const UNMAPPED = "(unmapped)";
const RUNTIME = "(bundler runtime)";

/** The workspace package a file of the repository belongs to, by the nearest package.json. */
const workspaceNames = new Map();
function workspaceOf(file) {
  const relative = path.relative(root, file).split(path.sep);
  const dir = ["packages", "apps"].includes(relative[0]) ? relative.slice(0, 2).join("/") : null;
  if (!dir) return null;
  if (!workspaceNames.has(dir)) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
    workspaceNames.set(dir, manifest.name);
  }
  return workspaceNames.get(dir);
}

/**
 * The package a source of a source map comes from: the npm package installed at the top of
 * node_modules (what the portal or a workspace depends on; a copy nested inside it counts as
 * that package's), else the workspace package; the bundler's own helpers apart.
 */
function packageOf(source, mapDir) {
  if (source === UNMAPPED || source.startsWith("[")) return UNMAPPED;
  if (source.startsWith("\0") || /^(rolldown|vite)[:/]/.test(source)) return RUNTIME;
  const file = path.resolve(mapDir, source);
  const parts = file.split(path.sep);
  const at = parts.indexOf("node_modules");
  if (at >= 0) {
    const name = parts[at + 1];
    return name.startsWith("@") ? `${name}/${parts[at + 2]}` : name;
  }
  return workspaceOf(file) ?? path.relative(root, file);
}

/** The gzip KB of `scripts` (paths under dist) per package, largest first. */
async function perPackage(scripts) {
  const totals = new Map();
  for (const script of scripts) {
    const file = path.join(dist, script);
    const body = readFileSync(file);
    const gzip = gzipSync(body, { level: 9 }).length;
    const bytes = new Map();
    if (existsSync(`${file}.map`)) {
      const { bundles } = await explore(
        { code: file, map: `${file}.map` },
        { noRoot: true, noBorderChecks: true, excludeSourceMapComment: true, output: { format: "json" } },
      );
      for (const [source, { size }] of Object.entries(bundles[0].files)) {
        const name = packageOf(source, path.dirname(file));
        bytes.set(name, (bytes.get(name) ?? 0) + size);
      }
    } else {
      // The bundler writes its module runtime without a source map.
      bytes.set(path.basename(file).startsWith("rolldown-runtime") ? RUNTIME : UNMAPPED, body.length);
    }
    const mapped = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    for (const [name, size] of bytes) {
      const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += size;
      entry.gzip += (gzip * size) / mapped;
      totals.set(name, entry);
    }
  }
  return [...totals].map(([name, sizes]) => ({ name, ...sizes })).sort((a, b) => b.gzip - a.gzip);
}

function print(title, rows) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const shown = rows.slice(0, TOP);
  const rest = rows.slice(TOP);
  const lines = shown.map((row) => [row.name, kb(row.gzip), kb(row.raw)]);
  if (rest.length > 0) {
    const sum = (pick) => rest.reduce((acc, row) => acc + pick(row), 0);
    lines.push([`${rest.length} more`, kb(sum((row) => row.gzip)), kb(sum((row) => row.raw))]);
  }
  lines.push(["total", kb(total.gzip), kb(total.raw)]);
  const width = Math.max(...lines.map(([name]) => name.length));
  console.log(`\n${title}`);
  console.log(`  ${"package".padEnd(width)}  ${"KB gzip".padStart(8)}  ${"KB raw".padStart(8)}`);
  for (const [name, gzip, raw] of lines) {
    console.log(`  ${name.padEnd(width)}  ${gzip.padStart(8)}  ${raw.padStart(8)}`);
  }
}

const { login, companies } = await portalPageScripts();
console.log("\nPortal JavaScript per package (production build, Chromium, cold cache, gzip level 9)");
print(`/login: ${login.length} scripts`, await perPackage(login));
print(`/companies, signed in: ${companies.length} scripts`, await perPackage(companies));
if (process.argv.includes("--scripts")) {
  // Each script of the companies page apart, with its largest packages.
  console.log("\n/companies per script (KB gzip)");
  for (const script of companies) {
    const rows = await perPackage([script]);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const top = rows.slice(0, 5).map((row) => `${row.name} ${(row.gzip / 1024).toFixed(1)}`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(6)}  ${script}: ${top.join(", ")}`);
  }
}

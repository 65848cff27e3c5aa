// The manifest a library is packed and published with. In the workspace every export also names
// its source under the "@pipeline/source" condition (tests and type checks read src/ through it);
// the tarball holds dist/ alone, so the published manifest names only what it ships. npm reads the
// manifest after `prepack`: `strip` (prepack) writes the published one and keeps the workspace's
// aside, `restore` (postpack) puts the workspace's back. Run in the library's folder.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SOURCE_CONDITION = "@pipeline/source";

/** An exports map (or any part of one) without the source condition. */
function withoutSource(value) {
  if (Array.isArray(value)) return value.map(withoutSource);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSource(inner)]),
  );
}

/** The manifest as published: the same, less every "@pipeline/source" condition. */
export function publishedManifest(manifest) {
  return manifest.exports === undefined
    ? manifest
    : { ...manifest, exports: withoutSource(manifest.exports) };
}

const kept = (dir) => path.join(dir, "node_modules", ".cache", "pipeline-pack", "package.json");

/** Writes the published manifest in `dir`, the workspace's kept aside (a run cut short restores it first). */
export function strip(dir) {
  const manifest = path.join(dir, "package.json");
  restore(dir);
  const text = readFileSync(manifest, "utf8");
  mkdirSync(path.dirname(kept(dir)), { recursive: true });
  writeFileSync(kept(dir), text);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

/** Puts the workspace's manifest back, if `strip` kept one. */
export function restore(dir) {
  if (existsSync(kept(dir))) renameSync(kept(dir), path.join(dir, "package.json"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [command] = process.argv.slice(2);
  if (command === "strip") strip(process.cwd());
  else if (command === "restore") restore(process.cwd());
  else {
    console.error("Usage: node scripts/pack-manifest.mjs strip|restore (in a library's folder)");
    process.exit(2);
  }
}

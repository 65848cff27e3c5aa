import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RUNTIME_CONFIG_MARKER } from "../../src/http/plugins/portal";

/** A built portal in a fresh temporary folder: an index.html with the config marker, and one asset. */
export function portalDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portal-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<html><head>${RUNTIME_CONFIG_MARKER}</head><body>Portal</body></html>`,
  );
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "main.js"), "console.log('portal')");
  return dir;
}

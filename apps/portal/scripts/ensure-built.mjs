// Builds the portal when its bundle is missing or older than any source it is made from, so
// `npm start` on a fresh clone builds once and later starts are immediate.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const portal = fileURLToPath(new URL("..", import.meta.url));
const root = path.resolve(portal, "../..");
const bundle = path.join(portal, "dist", "index.html");
const sources = [
  path.join(portal, "src"),
  path.join(portal, "index.html"),
  path.join(portal, "vite.config.ts"),
  path.join(portal, "package.json"),
  path.join(root, "package-lock.json"),
  ...["contract", "ui", "adapter-http"].map((name) => path.join(root, "packages", name, "src")),
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (builtAt > 0 && sources.every((entry) => newest(entry) <= builtAt)) {
  console.log("Portal bundle is up to date.");
} else {
  console.log(builtAt > 0 ? "Portal sources changed: building the portal." : "Building the portal.");
  const result = spawnSync("npm", ["run", "build"], { cwd: portal, stdio: "inherit" });
  process.exit(result.status ?? 1);
}

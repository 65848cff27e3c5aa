// Builds the portal and the server when a bundle is missing or older than any source it is made
// from, so `npm start` on a fresh clone builds once and later starts are immediate.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const packageSources = (...names) => names.map((name) => at("packages", name, "src"));

const parts = [
  {
    name: "portal",
    workspace: at("apps", "portal"),
    bundle: at("apps", "portal", "dist", "index.html"),
    sources: [
      at("apps", "portal", "src"),
      at("apps", "portal", "index.html"),
      at("apps", "portal", "vite.config.ts"),
      at("apps", "portal", "package.json"),
      ...packageSources("contract", "ui", "adapter-http"),
    ],
  },
  {
    name: "server",
    workspace: at("apps", "server"),
    bundle: at("apps", "server", "dist", "main.js"),
    sources: [
      at("apps", "server", "src"),
      at("apps", "server", "scripts"),
      at("apps", "server", "package.json"),
      ...packageSources("contract"),
    ],
  },
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

for (const part of parts) {
  const builtAt = existsSync(part.bundle) ? statSync(part.bundle).mtimeMs : 0;
  const sources = [...part.sources, at("package-lock.json")];
  if (builtAt > 0 && sources.every((entry) => newest(entry) <= builtAt)) {
    console.log(`The ${part.name} bundle is up to date.`);
    continue;
  }
  console.log(
    builtAt > 0 ? `The ${part.name}'s sources changed: building it.` : `Building the ${part.name}.`,
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: part.workspace, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm run bench`: the vitest benchmarks (*.bench.ts), then the browser and size benchmarks.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const steps = [
  ["bash", ["tests/system/ensure.sh", "chromium"]],
  ["npm", ["run", "--silent", "build"]],
  ["npx", ["vitest", "bench", "--run", "--config", "tests/vitest.config.ts", "--project", "contract"]],
  ["node", ["tests/bench/ui.mjs"]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm run bench`: every *.bench.ts of the workspaces through vitest's benchmark mode.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync("npx", ["vitest", "bench", "--run", "--config", "tests/vitest.config.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);

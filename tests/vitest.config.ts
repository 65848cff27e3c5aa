import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One run over every workspace's own vitest project, so the summary counts everything.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "stories/vitest.config.ts",
      "tests/e2e/vitest.config.ts",
    ],
    passWithNoTests: false,
    // One test file per core at a time: a file mostly waits on a server, a database or the browser,
    // so the default (one fewer than the cores) leaves one core of two idle.
    maxWorkers: availableParallelism(),
  },
});

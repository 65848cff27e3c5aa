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
  },
});

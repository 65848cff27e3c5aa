import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `--update` takes an optional value (all, new, none): `--update stories/X.stories.tsx` would read
// the file as that value, then run every story and rewrite every reference that differs. Refused,
// with the spelling that updates the one file's references.
const updateAt = process.argv.indexOf("--update");
const updateValue = updateAt >= 0 ? process.argv[updateAt + 1] : undefined;
if (
  updateValue !== undefined &&
  !updateValue.startsWith("-") &&
  !["all", "new", "none"].includes(updateValue)
) {
  throw new Error(
    `"--update ${updateValue}" reads the file as the update mode and would update every test's references. ` +
      `Name the file first, or the mode: "--update=all ${updateValue}".`,
  );
}

// One run over every workspace's own vitest project, so the summary counts everything.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "stories/vitest.config.ts",
      "tests/e2e/vitest.config.ts",
      // Only when a PostgreSQL server is named (see the file).
      ...(process.env.PIPELINE_TEST_POSTGRES_URL?.trim() ? ["apps/server/vitest.postgres.config.ts"] : []),
    ],
    passWithNoTests: false,
    // A missing screenshot reference fails every run, on any machine, instead of being written by
    // the run that misses it: only `npm run screenshots:update` (`--update`) writes references.
    update: "none",
    // One test file per core at a time: a file mostly waits on a server, a database or the browser,
    // so the default (one fewer than the cores) leaves one core of two idle.
    maxWorkers: availableParallelism(),
  },
});

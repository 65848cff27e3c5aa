import { configDefaults, defineProject } from "vitest/config";

/**
 * The hostile-input probe, the slowest file, runs once: on PostgreSQL when the run has it (see
 * tests/vitest.config.ts), where it takes half the time, and here otherwise. What it checks (no 500,
 * a clear refusal, nothing written) is the routes' own code, running the same SQL on both.
 */
const HOSTILE_PROBE = "test/api/edge.property.test.ts";
const probedOnPostgres = Boolean(process.env.PIPELINE_TEST_POSTGRES_URL?.trim());

export default defineProject({
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "server",
    environment: "node",
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(probedOnPostgres ? [HOSTILE_PROBE] : [])],
    // The files of a worker share its loaded modules: each file opens its own database and server,
    // and none changes a module's state, so importing the server once per worker is enough.
    isolate: false,
    // argon2 at its cheapest cost for the test users (see the file).
    setupFiles: ["./test/support/argon2.setup.ts"],
  },
});

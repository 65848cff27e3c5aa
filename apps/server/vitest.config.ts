import { defineProject } from "vitest/config";

export default defineProject({
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "server",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // argon2 at its cheapest cost for the test users (see the file).
    setupFiles: ["./test/support/argon2.setup.ts"],
  },
});

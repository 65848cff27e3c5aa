import { defineProject } from "vitest/config";

export default defineProject({
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "server",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // The files of a worker share its loaded modules: each file opens its own database and server,
    // and none changes a module's state, so importing the server once per worker is enough.
    isolate: false,
    // argon2 at its cheapest cost for the test users (see the file).
    setupFiles: ["./test/support/argon2.setup.ts"],
  },
});

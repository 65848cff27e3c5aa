import { defineProject } from "vitest/config";

export default defineProject({
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "adapter-http",
    environment: "node",
    include: ["test/**/*.test.ts"],
  },
});

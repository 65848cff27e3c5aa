import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["@pipeline/source"] },
  test: {
    name: "adapter-memory",
    environment: "node",
    include: ["test/**/*.test.ts"],
  },
});

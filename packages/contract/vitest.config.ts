import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["@pipeline/source"] },
  test: {
    name: "contract",
    environment: "node",
    include: ["test/**/*.test.ts"],
    benchmark: { include: ["test/**/*.bench.ts"] },
  },
});

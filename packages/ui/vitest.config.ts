import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Component tests in jsdom: they render the stories and assert what a user sees.
export default defineProject({
  plugins: [react()],
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "ui",
    environment: "jsdom",
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});

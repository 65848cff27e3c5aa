import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Component tests in jsdom: they render the stories and assert what a user sees.
export default defineProject({
  plugins: [react()],
  // Workspaces are read from their sources, in node and browser environments alike.
  resolve: {
    conditions: ["@pipeline/source"],
    // Each file runs in a context of its own (see `pool`), in which a package's CommonJS entry
    // cannot require an ES module: the two that would are read from the builds a browser gets.
    alias: [
      { find: /^recharts$/, replacement: "recharts/es6/index.js" },
      { find: /^exceljs$/, replacement: "exceljs/dist/exceljs.min.js" },
    ],
  },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "ui",
    environment: "jsdom",
    // Each file gets a fresh page and fresh modules, as with the default pool, but the packages'
    // compiled code is kept between the files of a worker: half the time of a new process per file.
    pool: "vmForks",
    include: ["test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});

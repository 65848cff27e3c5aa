import { defineProject } from "vitest/config";

// The portal as a person meets it: `npm start` on a temporary data folder, driven in Chromium.
export default defineProject({
  resolve: { conditions: ["@pipeline/source"] },
  ssr: { resolve: { conditions: ["@pipeline/source"] } },
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    root: new URL("../..", import.meta.url).pathname,
    // One server (on a free port, with a data folder of its own) and one browser per file, so the
    // files run beside the other projects' files rather than one after another at the end.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A debounced search and a server round trip can take more than the default second on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});

// The kit by path: under this project's vitest config (node environment) the "@pipeline/source"
// condition is not applied and the kit has no build of its own yet.
import { describeAdapter } from "@pipeline/adapter-kit";
import { createMemoryAdapter } from "../src";

// Recordings are processed in a moment here, so the cases that wait for the outcome wait little.
describeAdapter("memory", () => createMemoryAdapter({ media: { processingMs: 20 } }));

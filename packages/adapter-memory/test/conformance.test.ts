// The kit by path: under this project's vitest config (node environment) the "@pipeline/source"
// condition is not applied and the kit has no build of its own yet.
import { describeAdapter } from "@pipeline/adapter-kit";
import { createMemoryAdapter } from "../src";

describeAdapter("memory", () => createMemoryAdapter());

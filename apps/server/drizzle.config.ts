import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` (from apps/server) writes a migration for every schema change into
// ./drizzle; those files are committed and applied by the server at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
});

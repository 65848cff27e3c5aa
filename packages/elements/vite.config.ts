import { defineConfig } from "vite";

// One ES module with everything inside it (React, styled-components, react-query, @pipeline/ui and
// the HTTP adapter, from the workspaces' sources): a page loads it with one <script type="module">.
// Always React's production build, whatever NODE_ENV the build runs under (a test runner sets "test").
export default defineConfig({
  resolve: { conditions: ["@pipeline/source", "module", "browser", "production"] },
  // Library mode leaves process.env to the app that bundles a library; this file is the app.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  oxc: { jsx: { runtime: "automatic", development: false } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    lib: { entry: "src/index.ts", formats: ["es"], fileName: () => "pipeline-elements.js" },
    // Library mode keeps whitespace for the pure annotations an app's bundler reads; no bundler reads this file.
    rolldownOptions: {
      output: { codeSplitting: false, minify: true },
      // React Server Components' "use client" means nothing in a page's script.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});

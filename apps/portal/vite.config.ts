import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const API_TARGET = process.env.PIPELINE_API ?? "http://127.0.0.1:3000";
const SERVER_KEY_FILE = fileURLToPath(new URL("../server/data/envelope.key", import.meta.url));

/**
 * `vite` (development) talks to a running server through the proxy; the server injects the runtime
 * config into the built index.html, so here the same config is injected from the server's key file.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: "pipeline-dev-runtime-config",
    apply: "serve",
    transformIndexHtml(html) {
      const key =
        process.env.PIPELINE_ENVELOPE_KEY ??
        (existsSync(SERVER_KEY_FILE) ? readFileSync(SERVER_KEY_FILE, "utf8").trim() : null);
      const config = JSON.stringify({ apiBase: "/api/v1/", envelopeKey: key });
      return html.replace(
        "<!-- pipeline:runtime-config -->",
        `<script>window.__PIPELINE_CONFIG__ = ${config};</script>`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), devRuntimeConfig()],
  // The workspace libraries are compiled from their sources into the portal's bundle.
  resolve: { conditions: ["@pipeline/source", "module", "browser", "development|production"] },
  server: { host: "127.0.0.1", port: 5173, proxy: { "/api": API_TARGET } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      // The primitives the sign-in form shares with the signed-in pages (its fields, buttons and
      // spinner, and with them React and styled-components) in one script: left to itself the
      // bundler cuts them into several small ones that /login loads one after another.
      output: {
        codeSplitting: {
          groups: [
            {
              name: "sign-in-ui",
              test: /(packages\/ui\/src\/(primitives\/(Field|Button|Spinner|TextField|IconButton)\/|theme\/focusRing|features\/shell\/components\/FullPage)|packages\/contract\/src\/(shellMessages|signIn)|@tanstack\/react-query\/build\/modern\/QueryClientProvider)/,
            },
            // The sign-in page and its form (formik and what it brings) in one script of their own,
            // loaded by the sign-in page and the pages with forms rather than by every page.
            {
              name: "sign-in-form",
              test: /(apps\/portal\/src\/app\/LoginPage|packages\/ui\/src\/(features\/shell\/components\/(LoginScreen|PasswordField)|primitives\/Form\/(Form|FormTextField|SubmitButton|afterPress|binding|loadedSchema|useFormField)\.)|node_modules\/(formik|lodash-es|deepmerge|react-fast-compare|tiny-warning|hoist-non-react-statics)\/|lucide-react\/dist\/esm\/icons\/eye)/,
              // Only these: what they import from the rest of the portal stays where it is.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

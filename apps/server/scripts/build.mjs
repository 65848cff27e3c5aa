// `npm run build` for the server: one ES module, dist/main.js, that `npm start` runs with plain Node.
// The server's own sources and the contract's are bundled (the contract from its sources, so the
// server never runs an older build of it); every other package stays an import from node_modules,
// native ones (argon2, the PostgreSQL driver) included.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const server = fileURLToPath(new URL("..", import.meta.url));

/** Bare imports other than the workspace's own packages are left to Node. */
const packagesExternal = {
  name: "packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@pipeline/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: server,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  conditions: ["@pipeline/source"],
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [packagesExternal],
});

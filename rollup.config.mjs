// Builds the publishable libraries: ESM plus one bundled .d.ts per entry, dependencies external.
import path from "node:path";
import { dts } from "rollup-plugin-dts";
import esbuild from "rollup-plugin-esbuild";

const libraries = [
  {
    dir: "packages/contract",
    entries: {
      index: "src/index.ts",
      envelope: "src/envelope/browser.ts",
      "envelope-node": "src/envelope/node.ts",
      wire: "src/wire/index.ts",
    },
  },
  { dir: "packages/adapter-kit", entries: { index: "src/index.ts" } },
  {
    dir: "packages/ui",
    entries: {
      index: "src/index.ts",
      theme: "src/theme/index.ts",
      primitives: "src/primitives/index.ts",
      data: "src/data/index.ts",
      "data-table": "src/blocks/data-table/index.ts",
    },
  },
  { dir: "packages/adapter-memory", entries: { index: "src/index.ts" } },
  { dir: "packages/adapter-http", entries: { index: "src/index.ts" } },
];

// Private workspaces, never published: each library that imports one carries it in its build.
const bundled = new Map([["@pipeline/sample-files", path.resolve("packages/sample-files/src/index.ts")]]);

// Anything else imported by a bare name (a dependency, a sibling workspace, node:*) stays an import.
const external = (id) =>
  !bundled.has(id) && !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("\0");

const resolveBundled = { name: "resolve-bundled", resolveId: (id) => bundled.get(id) ?? null };

function inputs(library) {
  return Object.fromEntries(
    Object.entries(library.entries).map(([name, file]) => [name, path.join(library.dir, file)]),
  );
}

export default libraries.flatMap((library) => [
  {
    input: inputs(library),
    external,
    output: {
      dir: path.join(library.dir, "dist"),
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      sourcemap: true,
    },
    plugins: [
      resolveBundled,
      esbuild({ target: "es2022", jsx: "automatic", tsconfig: path.join(library.dir, "tsconfig.json") }),
    ],
  },
  {
    input: inputs(library),
    external,
    output: { dir: path.join(library.dir, "dist"), format: "es", entryFileNames: "[name].d.ts" },
    plugins: [resolveBundled, dts({ tsconfig: path.join(library.dir, "tsconfig.json") })],
  },
]);

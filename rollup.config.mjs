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
const bundled = new Map([
  ["@pipeline/sample-files", { dir: "packages/sample-files", entry: "src/index.ts" }],
]);

// Anything else imported by a bare name (a dependency, a sibling workspace, node:*) stays an import.
const external = (id) =>
  !bundled.has(id) && !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("\0");

/** A workspace's source file, as esbuild compiles it. */
const sourceOf = (dir, file) => path.join(dir, file);
// The types are bundled from the declarations `tsc -b` has written (each workspace's .tsbuild,
// see tsconfig.json), which the build runs first: no second compilation of the sources.
const declarationOf = (dir, file) => path.join(dir, ".tsbuild", file.replace(/\.tsx?$/, ".d.ts"));

/** Resolves the bundled workspaces to their files of one kind (sources or declarations). */
const resolveBundled = (fileOf) => ({
  name: "resolve-bundled",
  resolveId: (id) => {
    const workspace = bundled.get(id);
    return workspace ? path.resolve(fileOf(workspace.dir, workspace.entry)) : null;
  },
});

function inputs(library, fileOf) {
  return Object.fromEntries(
    Object.entries(library.entries).map(([name, file]) => [name, fileOf(library.dir, file)]),
  );
}

export default libraries.flatMap((library) => [
  {
    input: inputs(library, sourceOf),
    external,
    output: {
      dir: path.join(library.dir, "dist"),
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      sourcemap: true,
    },
    plugins: [
      resolveBundled(sourceOf),
      esbuild({ target: "es2022", jsx: "automatic", tsconfig: path.join(library.dir, "tsconfig.json") }),
    ],
  },
  {
    input: inputs(library, declarationOf),
    external,
    output: {
      dir: path.join(library.dir, "dist"),
      format: "es",
      entryFileNames: "[name].d.ts",
      // A chunk is named after a declaration file (`users.d`): named as its module is.
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, "")}-[hash].d.ts`,
    },
    plugins: [resolveBundled(declarationOf), dts({ tsconfig: path.join(library.dir, "tsconfig.json") })],
  },
]);

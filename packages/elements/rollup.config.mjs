// The one declaration file hosts in TypeScript read: the elements, their properties, attributes
// and events, bundled from the declarations `tsc -b` wrote. It names no other package: the
// package depends on nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dts } from "rollup-plugin-dts";

const here = fileURLToPath(new URL(".", import.meta.url));

/** Refuses a declaration file that still imports a package a host may not have. */
const selfContained = {
  name: "self-contained",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      const imported = file.type === "chunk" ? file.imports : [];
      if (imported.length > 0) this.error(`${file.fileName} imports ${imported.join(", ")}.`);
    }
  },
};

export default {
  input: path.join(here, ".tsbuild/src/index.d.ts"),
  output: { file: path.join(here, "dist/pipeline-elements.d.ts"), format: "es" },
  external: (id) => !id.startsWith(".") && !path.isAbsolute(id),
  plugins: [dts({ tsconfig: path.join(here, "tsconfig.json") }), selfContained],
};

// What an embedding app downloads per entry point, gzip (level 9, as tests/bench/portal.mjs counts
// it), each beside its budget:
// - `@pipeline/ui`'s built root entry (packages/ui/dist) as an app's bundler tree-shakes it for the
//   kanban alone (`import { KanbanBoard, PipelineProvider } from "@pipeline/ui"`) and for the
//   timeline alone (`JourneyTimeline`): bundled by esbuild, minified for production, with react and
//   react-dom external (the host's peers) and every other dependency inside. What the page loads
//   first is the budgeted figure; the chunks it imports only when needed (a PDF viewer, a chart)
//   are shown beside it.
// - `@pipeline/elements`' one ES module, packages/elements/dist/pipeline-elements.js, whole: a
//   plain HTML page loads it as it is, React inside.
//
//   npm run build && node tests/bench/packageSizes.mjs
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));
const uiEntry = path.join(root, "packages/ui/dist/index.js");
const elementsBundle = path.join(root, "packages/elements/dist/pipeline-elements.js");

/**
 * KB gzip each entry may reach: the figures of November 2026 (kanban 170.3, timeline 166.3, the
 * elements' whole bundle with React inside 255.4) and a little room.
 */
const BUDGET_KB = {
  kanban: 180,
  timeline: 175,
  elements: 280,
};

const gzipBytes = (body) => gzipSync(body, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `names` imported from `@pipeline/ui` by an app bundling for production: the gzip and raw bytes of
 * what loads with the page (the entry and the chunks it imports statically) and of the chunks
 * imported on demand.
 */
async function treeShaken(names) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-sizes-"));
  try {
    const result = await build({
      stdin: {
        contents: `export { ${names.join(", ")} } from "@pipeline/ui";\n`,
        resolveDir: root,
        sourcefile: "app.js",
        loader: "js",
      },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      minify: true,
      treeShaking: true,
      define: { "process.env.NODE_ENV": '"production"' },
      external: ["react", "react/*", "react-dom", "react-dom/*"],
      // The workspace symlink resolves to the package as published: its exports' `import` files.
      conditions: [],
      outdir,
      entryNames: "entry",
      chunkNames: "chunk-[hash]",
      // Workers and fonts a component refers to by URL are files of their own, not part of the script.
      loader: { ".woff": "file", ".woff2": "file", ".mjs": "js" },
      absWorkingDir: root,
      metafile: true,
      logLevel: "error",
    });
    const outputs = result.metafile.outputs;
    const initial = new Set();
    const visit = (file) => {
      if (initial.has(file)) return;
      initial.add(file);
      for (const imported of outputs[file].imports) {
        if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
      }
    };
    const entry = Object.keys(outputs).find((file) => path.basename(file) === "entry.js");
    visit(entry);
    const sizes = { initial: { raw: 0, gzip: 0 }, lazy: { raw: 0, gzip: 0, files: 0 } };
    for (const file of Object.keys(outputs)) {
      if (!file.endsWith(".js")) continue;
      const body = readFileSync(path.join(root, file));
      const part = initial.has(file) ? sizes.initial : sizes.lazy;
      part.raw += body.length;
      part.gzip += gzipBytes(body);
      if (part === sizes.lazy) part.files += 1;
    }
    return sizes;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** A line for one entry: its gzip size beside its budget. */
function line(label, gzip, raw, budgetKb, extra = "") {
  const met = gzip / 1024 <= budgetKb ? "met" : "NOT met";
  return `  ${label.padEnd(22)} ${kb(gzip).padStart(10)} gzip  ${kb(raw).padStart(10)} raw  (budget ${budgetKb} KB: ${met})${extra}`;
}

if (!existsSync(uiEntry)) {
  console.error(`${path.relative(root, uiEntry)} is missing: run npm run build first.`);
  process.exit(1);
}

console.log(
  "\nPackage sizes per entry point (production bundle by esbuild, minified; react and react-dom external as peers; gzip level 9)",
);
const entries = [
  ["kanban", "ui: kanban alone", ["KanbanBoard", "PipelineProvider"]],
  ["timeline", "ui: timeline alone", ["JourneyTimeline", "PipelineProvider"]],
];
for (const [key, label, names] of entries) {
  const { initial, lazy } = await treeShaken(names);
  const onDemand =
    lazy.files > 0 ? `; on demand, ${lazy.files} chunks: ${kb(lazy.gzip)} gzip, ${kb(lazy.raw)} raw` : "";
  console.log(line(label, initial.gzip, initial.raw, BUDGET_KB[key], onDemand));
  console.log(`    import { ${names.join(", ")} } from "@pipeline/ui"`);
}
if (existsSync(elementsBundle)) {
  const body = readFileSync(elementsBundle);
  const others = readdirSync(path.dirname(elementsBundle)).filter(
    (file) => file.endsWith(".js") && file !== path.basename(elementsBundle),
  );
  const note = others.length > 0 ? `; ${others.length} more .js files beside it, not counted` : "";
  console.log(line("elements: whole bundle", gzipBytes(body), body.length, BUDGET_KB.elements, note));
  console.log(`    ${path.relative(root, elementsBundle)}, React inside`);
} else {
  console.log(
    `  ${"elements: whole bundle".padEnd(22)} not built (${path.relative(root, elementsBundle)} is missing; budget ${BUDGET_KB.elements} KB)`,
  );
}

// The server's layers, as an ESLint rule. Each domain is a module (src/modules/<name>/) holding its
// routes, schemas, repository and jobs; another module reaches it only through its index.ts. Below
// the modules sit the shared layers, which never import a module. Above them, the composition root
// (app.ts, main.ts, repositories.ts, seed/) puts the modules together; nothing below imports it.
import path from "node:path";

const SOURCE = path.join("apps", "server", "src");
/** The composition root; every other top folder or file of src/ is a shared layer. */
export const ROOT = ["app", "main", "repositories", "seed"];

/** Where a file sits: its layer (a top folder or file without extension) and, in modules/, the module. */
function placeOf(file) {
  const relative = path.relative(path.resolve(SOURCE), path.resolve(file));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const layer = parts[0].replace(/\.(ts|mjs)$/, "");
  if (layer !== "modules") return { layer, module: null, rest: parts.slice(1) };
  const rest = parts.slice(2).map((part) => part.replace(/\.(ts|mjs)$/, ""));
  return { layer, module: parts[1] ?? null, rest };
}

const ruleModules = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Keeps the server's layers: modules meet only through their index, shared layers import no module.",
    },
    schema: [],
    messages: {
      moduleInternals:
        "'{{from}}' reaches into module '{{to}}': import it from its index ('modules/{{to}}'), and export there what it needs.",
      sharedToModule:
        "'{{layer}}/' is a shared layer below the modules and may not import module '{{to}}'. Move what both need into the shared layer.",
      upToRoot: "'{{from}}' imports '{{to}}', the composition root above every module and layer.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const fromName = from.layer === "modules" ? from.module : from.layer;
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), spec));
      if (!target) return;
      if (ROOT.includes(target.layer) && !ROOT.includes(from.layer)) {
        context.report({ node, messageId: "upToRoot", data: { from: fromName, to: target.layer } });
        return;
      }
      if (target.layer !== "modules") return;
      const intoInternals = !(target.rest.length === 0 || target.rest.join("/") === "index");
      if (from.layer !== "modules" && !ROOT.includes(from.layer)) {
        context.report({
          node,
          messageId: "sharedToModule",
          data: { layer: from.layer, to: target.module ?? "modules" },
        });
      } else if (intoInternals && target.module !== from.module) {
        context.report({
          node,
          messageId: "moduleInternals",
          data: { from: from.module, to: target.module },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const modulesPlugin = { rules: { modules: ruleModules } };

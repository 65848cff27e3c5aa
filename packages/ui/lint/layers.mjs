// The widget library's layers, as an ESLint rule: a feature never imports another feature, the
// building blocks below the features never import one, and a widget composes features only
// through their public entries (features/<name>/index.ts).
import path from "node:path";

const SOURCE = path.join("packages", "ui", "src");
const BELOW_FEATURES = ["blocks", "primitives", "data", "theme", "format", "navigation", "hooks"];

/** Where a file sits: its layer and, in features/, the feature's folder. */
function placeOf(file) {
  const relative = path.relative(path.resolve(SOURCE), path.resolve(file));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [layer, feature, ...rest] = relative.split(path.sep);
  return { layer, feature: layer === "features" ? feature : null, rest };
}

const ruleLayers = {
  meta: {
    type: "problem",
    docs: { description: "Keeps the widget library's layers: features never import one another." },
    schema: [],
    messages: {
      featureToFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import one another. Move the shared part to blocks/, or compose both in widgets/.",
      blockToFeature: "'{{layer}}/' sits below the features and may not import feature '{{to}}'.",
      widgetToInternals:
        "Widgets reach feature '{{to}}' through its public entry ('features/{{to}}'), not its files.",
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), spec));
      if (!target || target.layer !== "features" || !target.feature) return;
      if (from.layer === "features" && target.feature !== from.feature) {
        context.report({
          node,
          messageId: "featureToFeature",
          data: { from: from.feature, to: target.feature },
        });
      } else if (BELOW_FEATURES.includes(from.layer)) {
        context.report({
          node,
          messageId: "blockToFeature",
          data: { layer: from.layer, to: target.feature },
        });
      } else if (
        from.layer === "widgets" &&
        !(target.rest.length === 0 || target.rest.join("/") === "index")
      ) {
        context.report({ node, messageId: "widgetToInternals", data: { to: target.feature } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const layersPlugin = { rules: { layers: ruleLayers } };

// The adapter slices of @pipeline/ui's widgets, read off their types by the TypeScript compiler, so
// the docs list what a slice holds exactly as the type says it: `virtual:pipeline/adapter-slices`
// exports, for every type the package's root exports under a name ending in "Adapter" (the
// widgets' slices and DataAdapter itself), its JSDoc and each port's methods with their
// signatures and JSDoc.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";
import type { AdapterSliceDoc } from "virtual:pipeline/adapter-slices";

const MODULE_ID = "virtual:pipeline/adapter-slices";
const RESOLVED_ID = `\0${MODULE_ID}`;
const uiRoot = fileURLToPath(new URL("../packages/ui/", import.meta.url));

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

/**
 * A method as the contract declares it (`list(params: ListParams, options?: CallOptions): ...`),
 * with the contract's type names rather than their expansion.
 */
function signatureOf(method: ts.Symbol, at: ts.Node, checker: ts.TypeChecker): string {
  const declared = method.declarations?.[0];
  if (declared)
    return declared
      .getText()
      .replace(/;$/, "")
      .replace(/\s+/g, " ")
      .replace(/\( /g, "(")
      .replace(/,? \)/g, ")");
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(method, at));
  return `${method.name}: ${checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)}`;
}

/** Every exported `...Adapter` type of the package root, by name. */
export function readAdapterSlices(): Record<string, AdapterSliceDoc> {
  const configPath = ts.findConfigFile(uiRoot, ts.sys.fileExists, "tsconfig.json");
  if (!configPath) throw new Error(`No tsconfig.json in ${uiRoot}.`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${configPath}.`);
  const entry = `${uiRoot}src/index.ts`;
  const program = ts.createProgram({ rootNames: [entry], options: { ...parsed.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Cannot read the exports of ${entry}.`);

  const slices: Record<string, AdapterSliceDoc> = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    if (!exported.name.endsWith("Adapter")) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.TypeAlias)) continue;
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    slices[exported.name] = {
      name: exported.name,
      doc: docOf(symbol, checker),
      ports: checker.getPropertiesOfType(type).map((port) => ({
        port: port.name,
        methods: checker
          .getPropertiesOfType(
            checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(port, declaration)),
          )
          .map((method) => ({
            name: method.name,
            signature: signatureOf(method, declaration, checker),
            doc: docOf(method, checker),
          })),
      })),
    };
  }
  if (Object.keys(slices).length === 0) throw new Error(`${entry} exports no "...Adapter" type.`);
  return slices;
}

/** Serves `virtual:pipeline/adapter-slices`, read once per build (or dev server start). */
export function adapterSlicesPlugin(): Plugin {
  let cached: string | undefined;
  return {
    name: "pipeline-adapter-slices",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      cached ??= `export default ${JSON.stringify(readAdapterSlices())};`;
      return cached;
    },
  };
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "@pipeline/server";

/**
 * The server package's folder (apps/server), found by walking up from this file to the package.json
 * that names it: the same answer from the TypeScript sources (tests) and from the compiled bundle in
 * `dist/` that `npm start` runs, whatever the working directory.
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === PACKAGE_NAME
    )
      return folder;
    const parent = path.dirname(folder);
    if (parent === folder)
      throw new Error(`The ${PACKAGE_NAME} package folder was not found above ${import.meta.url}.`);
    folder = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

/** A path inside the server package: `serverPath("drizzle")`, `serverPath("seed")`. */
export function serverPath(...parts: string[]): string {
  return path.join(SERVER_ROOT, ...parts);
}

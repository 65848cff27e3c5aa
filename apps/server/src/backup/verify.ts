import { type ArchiveEntry, digesting, readArchive } from "./archive";
import {
  ArchiveError,
  type Entry,
  isSafeEntryPath,
  type Manifest,
  MANIFEST_ENTRY,
  OBJECTS_ENTRY,
  parseManifest,
  tableEntry,
  keyEntry,
} from "./manifest";

const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/** What an archive cannot be read for (damaged, cut off, not gzip or tar), in the operator's words. */
export function unreadable(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ArchiveError(
    `The archive cannot be read (${reason}): it is damaged, cut off, or not a Pipeline backup.`,
  );
}

async function readText(entry: ArchiveEntry): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry.body) {
    size += chunk.length;
    if (size > MANIFEST_MAX_BYTES) throw new ArchiveError("The archive's manifest is too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Every entry but the manifest as the manifest lists it, and the manifest's own parts in the list. */
function checkEntries(manifest: Manifest, seen: Map<string, Omit<Entry, "path">>): void {
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    if (listed.has(entry.path)) throw new ArchiveError(`The manifest lists ${entry.path} twice.`);
    listed.add(entry.path);
    const found = seen.get(entry.path);
    if (!found) throw new ArchiveError(`The archive lacks ${entry.path}, which its manifest lists.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new ArchiveError(
        `${entry.path} in the archive is not the file its manifest describes: it was changed or damaged.`,
      );
    }
  }
  for (const path of seen.keys()) {
    if (!listed.has(path))
      throw new ArchiveError(`The archive holds ${path}, which its manifest does not list.`);
  }
  const names = new Set<string>();
  for (const table of manifest.database.tables) {
    if (names.has(table.name)) throw new ArchiveError(`The manifest lists table "${table.name}" twice.`);
    names.add(table.name);
    if (table.entry !== tableEntry(table.name) || !listed.has(table.entry)) {
      throw new ArchiveError(`The archive lacks the rows of table "${table.name}".`);
    }
  }
  if (manifest.storage.kind === "s3" && !listed.has(OBJECTS_ENTRY)) {
    throw new ArchiveError("The archive lacks the list of the bucket's objects.");
  }
  for (const key of manifest.keys) {
    if (!listed.has(keyEntry(key))) throw new ArchiveError(`The archive lacks the key ${key}.`);
  }
}

/**
 * Reads the whole archive once: each entry's size and SHA-256 against the manifest, nothing
 * missing, nothing more. Answers the manifest, or throws ArchiveError saying what is wrong.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, Omit<Entry, "path">>();
  let manifestText: string | null = null;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.type !== "file")
        throw new ArchiveError(`The archive holds ${entry.path}, which is not a file.`);
      if (!isSafeEntryPath(entry.path))
        throw new ArchiveError(`The archive holds an entry named ${entry.path}.`);
      if (manifestText !== null)
        throw new ArchiveError(`The archive holds ${entry.path} after its manifest.`);
      if (seen.has(entry.path)) throw new ArchiveError(`The archive holds ${entry.path} twice.`);
      if (entry.path === MANIFEST_ENTRY) {
        manifestText = await readText(entry);
        continue;
      }
      const digest = digesting(entry.body);
      for await (const chunk of digest.chunks()) void chunk;
      seen.set(entry.path, digest.result());
    }
  } catch (error) {
    throw unreadable(error);
  }
  if (manifestText === null) {
    throw new ArchiveError("The archive has no manifest: it is cut off, or not a Pipeline backup.");
  }
  const manifest = parseManifest(manifestText);
  checkEntries(manifest, seen);
  return manifest;
}

import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  FileNotFoundError,
  FileTooLargeError,
  type ByteRange,
  type FileStorage,
  type PutOptions,
} from "./types";

/** Stops a stream with `FileTooLargeError` once more than `maxBytes` have passed, and counts them. */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.defineProperty(limiter, "bytes", { get: () => bytes }) as Transform & {
    readonly bytes: number;
  };
}

/** Keys are the server's own, but a key must never leave the folder whatever it holds. */
function resolveKey(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (key === "" || path.isAbsolute(key) || !target.startsWith(root + path.sep)) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return target;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/**
 * Files in a folder on disk (DATA_DIR/files by default). A file is written under a temporary name
 * beside its place and renamed into it once whole, so a reader never sees half of one.
 */
export function createDiskStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const partDir = path.join(root, ".partial");
  return {
    kind: "disk",
    async put(key: string, body: Readable, options: PutOptions = {}) {
      const target = resolveKey(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(partDir, { recursive: true });
      const partial = path.join(partDir, randomUUID());
      const limiter = byteLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
      try {
        const out = createWriteStream(partial, { flags: "wx" });
        // Opened before a byte flows: a refusal of the first chunk (a file far too large, handed
        // over whole) would otherwise remove the temporary file before its creation, which then
        // left it behind.
        await once(out, "open");
        await pipeline(body, limiter, out);
        await rename(partial, target);
      } catch (error) {
        // As the pipeline does on a failure, also when the file could not be opened.
        body.destroy();
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: limiter.bytes };
    },
    async open(key: string, range?: ByteRange) {
      const target = resolveKey(root, key);
      try {
        await stat(target);
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
      return createReadStream(target, range ? { start: range.start, end: range.end } : {});
    },
    async size(key: string) {
      try {
        return (await stat(resolveKey(root, key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key: string) {
      await rm(resolveKey(root, key), { force: true });
    },
    async withLocalFile(key, run) {
      const target = resolveKey(root, key);
      if ((await this.size(key)) === null) throw new FileNotFoundError(key);
      return run(target);
    },
  };
}

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import type { Entry } from "./manifest";

// The archive's container: a tar stream (tar-stream), gzip-compressed. Every entry is a plain file
// written with its size known, hashed as it passes.

export type ArchiveWriter = {
  /** Adds an entry of exactly `size` bytes and answers its size and SHA-256. */
  add(path: string, size: number, body: AsyncIterable<Buffer | Uint8Array>): Promise<Entry>;
  /** Ends the archive and waits until `out` has taken all of it. */
  finish(): Promise<void>;
  /** Cuts the archive off: `out` ends in an error, so a reader never takes it for a whole one. */
  abort(error: Error): void;
};

export function archiveWriter(out: Writable, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(Readable.from(pack), createGzip(), out);
  // Seen by finish; an abort's error is the caller's own.
  written.catch(() => undefined);
  return {
    async add(path, size, body) {
      const hash = createHash("sha256");
      let bytes = 0;
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name: path, size, mode: 0o600, mtime, type: "file" }, (error) =>
          error ? reject(error) : resolve(),
        );
        (async () => {
          for await (const chunk of body) {
            hash.update(chunk);
            bytes += chunk.length;
            if (!sink.write(chunk)) {
              // Whichever comes first; the other listener goes with it.
              await new Promise<void>((resolve) => {
                const done = () => {
                  sink.off("drain", done);
                  sink.off("close", done);
                  resolve();
                };
                sink.once("drain", done);
                sink.once("close", done);
              });
            }
          }
          sink.end(null);
        })().catch((error: unknown) => {
          sink.destroy(error as Error);
          reject(error as Error);
        });
      });
      if (bytes !== size) throw new Error(`${path} changed while it was copied.`);
      return { path, size, sha256: hash.digest("hex") };
    },
    async finish() {
      pack.finalize();
      await written;
    },
    abort(error) {
      pack.destroy(error);
      out.destroy(error);
    },
  };
}

export type ArchiveEntry = { path: string; size: number; type: string; body: AsyncIterable<Buffer> };

/**
 * The entries of an archive file in order. Each entry's body must be read to its end before the
 * next is asked for; a damaged or cut-off archive throws where the damage is met.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tar.extract();
  source.on("error", (error) => gunzip.destroy(error));
  gunzip.on("error", (error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      yield {
        path: entry.header.name,
        size: entry.header.size ?? 0,
        type: entry.header.type ?? "file",
        body: entry as AsyncIterable<Buffer>,
      };
    }
  } finally {
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
}

/** A body's bytes passed on while counted and hashed; `result` once it has ended. */
export function digesting(body: AsyncIterable<Buffer>) {
  const hash = createHash("sha256");
  let size = 0;
  let ended = false;
  return {
    async *chunks(): AsyncGenerator<Buffer> {
      for await (const chunk of body) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
      ended = true;
    },
    result(): { size: number; sha256: string } {
      if (!ended) throw new Error("The entry was not read to its end.");
      return { size, sha256: hash.digest("hex") };
    },
  };
}

/** Splits a body of JSON lines into lines (a newline never occurs inside a JSON text). */
export async function* jsonLines(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of body) {
    let data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = data.indexOf(10, start); end >= 0; end = data.indexOf(10, start)) {
      if (end > start) yield data.toString("utf8", start, end);
      start = end + 1;
    }
    data = data.subarray(start);
    rest = Buffer.from(data);
  }
  if (rest.length > 0) yield rest.toString("utf8");
}

import { createReadStream } from "node:fs";
import { type FileHandle, open, readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { S3StorageOptions } from "../storage";

// The files of an installation besides its database: the stored files (DATA_DIR/files with disk
// storage), the messages of the outbox, and the keys generated into DATA_DIR.

/** The keys a server generates into DATA_DIR on first start when none is set in the environment. */
export const KEY_FILES = [
  { name: "envelope.key", setting: "PIPELINE_ENVELOPE_KEY" },
  { name: "file-signing.key", setting: "FILE_SIGNING_SECRET" },
] as const;

export const OUTBOX_DIR = "outbox";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/**
 * The files under `root`, as `/`-separated paths in a stable order. Names starting with a dot are
 * left out: files being written (`.partial/`, `.name.tmp`) and the readiness probe's.
 */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  await walk("");
  return found;
}

export type OpenedFile = { size: number; body: () => AsyncIterable<Buffer>; close: () => Promise<void> };

/**
 * A file opened for copying, or null when it is gone. Its size is taken from the open file, so a
 * file replaced meanwhile (stored files are written under a temporary name, then renamed) is
 * copied whole as it was opened.
 */
export async function openFile(file: string): Promise<OpenedFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const { size } = await handle.stat();
  return {
    size,
    body: () =>
      size === 0
        ? (async function* () {})()
        : createReadStream("", { fd: handle.fd, start: 0, end: size - 1, autoClose: false }),
    close: () => handle.close(),
  };
}

export function s3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}

export type BucketObject = { key: string; size: number; etag: string; lastModified: string | null };

/** The objects under the installation's prefix, keys given without it. */
export async function* listBucket(options: S3StorageOptions, limit?: number): AsyncGenerator<BucketObject> {
  const client = s3Client(options);
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: options.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
          ...(limit ? { MaxKeys: limit } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(prefix.length),
          size: object.Size ?? 0,
          etag: object.ETag ?? "",
          lastModified: object.LastModified?.toISOString() ?? null,
        };
      }
      token = page.IsTruncated && !limit ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
}

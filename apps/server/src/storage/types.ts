import type { Readable } from "node:stream";

/** What storing a file gave: its key and its length in bytes. */
export type StoredFile = { key: string; size: number };

export type PutOptions = {
  /** Past this many bytes the upload is cut off, `FileTooLargeError` is thrown and nothing stays behind. */
  maxBytes?: number;
  /** Kept with the object where the store can keep it (S3). */
  contentType?: string;
};

/** A byte range of a file, both ends included (as HTTP's Range header says it). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: a folder on disk, or an S3-compatible bucket that several servers
 * share. Keys are relative paths with `/` separators, chosen by the server, never by a client.
 */
export type FileStorage = {
  readonly kind: "disk" | "s3";
  /** Streams the body into `key`; a file is either stored whole or not at all. */
  put(key: string, body: Readable, options?: PutOptions): Promise<StoredFile>;
  /** The file's bytes, or a range of them; `FileNotFoundError` when there is no such key. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** The file's size, or null when there is no such key. */
  size(key: string): Promise<number | null>;
  /** Removes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /**
   * Runs `run` with a path on local disk holding the file (tools such as ffmpeg need one): the
   * file itself on disk, a temporary copy (removed afterwards) for a bucket.
   */
  withLocalFile<T>(key: string, run: (filePath: string) => Promise<T>): Promise<T>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = "FileTooLargeError";
  }
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file has the key ${key}.`);
    this.name = "FileNotFoundError";
  }
}

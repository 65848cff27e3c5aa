import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// A workbook saved by Excel keeps every distinct text of its cells once, in its shared strings, and
// the sheet names them by number. A sheet of a million rows holds millions of them: kept in memory
// they would take hundreds of megabytes, so they are written to a temporary file as they are read,
// with each one's end offset in a typed array (8 bytes a string), and read back where a cell names
// them. Two things keep the reading cheap: the sheet mostly names strings in the order they were
// stored, which a window of the file read ahead serves, and the few texts every row repeats (a
// country, a designation) stay in a small cache of the latest ones used.

const WRITE_CHUNK_BYTES = 1024 * 1024;
/**
 * Read at a time from where a missing string starts: hundreds of short strings, so a sheet naming
 * them in order reads the file once, yet little wasted when a crafted sheet names them at random.
 */
const READ_WINDOW_BYTES = 16 * 1024;
const RECENT_STRINGS = 10_000;

export class SpilledStrings {
  private readonly folder: string;
  private readonly fd: number;
  /** `ends[i]` is where string i ends in the file (and string i + 1 starts). */
  private ends = new Float64Array(1024);
  private count = 0;
  private written = 0;
  /** Strings stored since the last write to the file, each encoded on its own, written as one chunk. */
  private readonly chunk = Buffer.allocUnsafe(WRITE_CHUNK_BYTES);
  private pendingBytes = 0;
  private window = Buffer.alloc(0);
  private windowStart = 0;
  /** The latest strings used, in two generations: a string used again moves to the newer one. */
  private recent = new Map<number, string>();
  private older = new Map<number, string>();
  private closed = false;

  constructor() {
    this.folder = mkdtempSync(path.join(os.tmpdir(), "pipeline-shared-strings-"));
    try {
      this.fd = openSync(path.join(this.folder, "strings"), "w+");
    } catch (error) {
      rmSync(this.folder, { recursive: true, force: true });
      throw error;
    }
  }

  get size(): number {
    return this.count;
  }

  /** Stores the next string (number `size` before the call). */
  push(text: string): void {
    if (this.count === this.ends.length) {
      const grown = new Float64Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    const length = Buffer.byteLength(text, "utf8");
    if (this.pendingBytes + length > this.chunk.length) this.flush();
    if (length > this.chunk.length) this.writeAll(Buffer.from(text, "utf8"));
    else this.pendingBytes += this.chunk.write(text, this.pendingBytes, "utf8");
    this.ends[this.count] = this.written + this.pendingBytes;
    this.count += 1;
  }

  /** The string stored as number `index`; undefined when there is none. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const cached = this.recent.get(index) ?? this.older.get(index);
    if (cached !== undefined) return this.remember(index, cached);
    this.flush();
    const start = index === 0 ? 0 : (this.ends[index - 1] as number);
    const end = this.ends[index] as number;
    if (start < this.windowStart || end > this.windowStart + this.window.length) {
      this.window = Buffer.allocUnsafe(Math.max(READ_WINDOW_BYTES, end - start));
      const read = readSync(this.fd, this.window, 0, this.window.length, start);
      this.window = this.window.subarray(0, read);
      this.windowStart = start;
    }
    return this.remember(
      index,
      this.window.toString("utf8", start - this.windowStart, end - this.windowStart),
    );
  }

  /** Keeps `text` among the latest used; when they are too many, the older generation is dropped. */
  private remember(index: number, text: string): string {
    if (!this.recent.has(index)) {
      if (this.recent.size >= RECENT_STRINGS) {
        this.older = this.recent;
        this.recent = new Map();
      }
      this.recent.set(index, text);
    }
    return text;
  }

  /**
   * The strings as an exceljs sheet reader reads them (`sharedStrings[index]`), without an array
   * holding them all.
   */
  asList(): unknown[] {
    return new Proxy([], {
      get: (target, key) => {
        if (typeof key === "string" && /^\d+$/.test(key)) return this.get(Number(key));
        return Reflect.get(target, key) as unknown;
      },
    });
  }

  /** Closes and removes the file; further reads find nothing. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.count = 0;
    this.recent.clear();
    this.older.clear();
    closeSync(this.fd);
    rmSync(this.folder, { recursive: true, force: true });
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    const pending = this.pendingBytes;
    this.pendingBytes = 0;
    this.writeAll(this.chunk.subarray(0, pending));
  }

  private writeAll(bytes: Buffer): void {
    let offset = 0;
    while (offset < bytes.length) {
      offset += writeSync(this.fd, bytes, offset, bytes.length - offset, this.written + offset);
    }
    this.written += bytes.length;
  }
}

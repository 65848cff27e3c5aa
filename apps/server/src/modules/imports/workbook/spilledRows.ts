import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { SheetRow } from "@pipeline/contract";

// The rows of a workbook as a reader handed them over, kept in a temporary file for a second pass
// over the same rows: reading them back costs a fraction of reading the workbook again (unzipping,
// parsing its XML, looking up its shared strings). Each row is written as V8 serializes it (text,
// numbers, booleans, dates and cell problems come back as they went in) after its length; the file
// is written and read a chunk at a time, so memory stays flat however many rows it holds.

const CHUNK_BYTES = 1024 * 1024;
const LENGTH_BYTES = 4;

export class SpilledRows {
  private readonly folder: string;
  private readonly fd: number;
  private readonly chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private pendingBytes = 0;
  private written = 0;
  private count = 0;
  private closed = false;

  constructor() {
    this.folder = mkdtempSync(path.join(os.tmpdir(), "pipeline-sheet-rows-"));
    try {
      this.fd = openSync(path.join(this.folder, "rows"), "w+");
    } catch (error) {
      rmSync(this.folder, { recursive: true, force: true });
      throw error;
    }
  }

  /** Rows stored. */
  get size(): number {
    return this.count;
  }

  /** Stores the next row. */
  push(row: SheetRow): void {
    const bytes = serialize(row);
    if (this.pendingBytes + LENGTH_BYTES + bytes.length > this.chunk.length) this.flush();
    if (LENGTH_BYTES + bytes.length > this.chunk.length) {
      const whole = Buffer.allocUnsafe(LENGTH_BYTES + bytes.length);
      whole.writeUInt32LE(bytes.length, 0);
      bytes.copy(whole, LENGTH_BYTES);
      this.writeAll(whole);
    } else {
      this.chunk.writeUInt32LE(bytes.length, this.pendingBytes);
      bytes.copy(this.chunk, this.pendingBytes + LENGTH_BYTES);
      this.pendingBytes += LENGTH_BYTES + bytes.length;
    }
    this.count += 1;
  }

  /** The rows stored, in order. */
  *rows(): Generator<SheetRow> {
    this.flush();
    let buffer = Buffer.alloc(0);
    let position = 0;
    /** Reads on until `needed` bytes are at hand. */
    const fill = (needed: number) => {
      if (buffer.length >= needed) return;
      const next = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, needed));
      buffer.copy(next);
      let filled = buffer.length;
      while (filled < needed) {
        const got = readSync(this.fd, next, filled, next.length - filled, position);
        if (got === 0) throw new Error("The rows kept for a second reading end early.");
        filled += got;
        position += got;
      }
      buffer = next.subarray(0, filled);
    };
    for (let read = 0; read < this.count; read += 1) {
      fill(LENGTH_BYTES);
      const length = buffer.readUInt32LE(0);
      fill(LENGTH_BYTES + length);
      yield deserialize(buffer.subarray(LENGTH_BYTES, LENGTH_BYTES + length)) as SheetRow;
      buffer = buffer.subarray(LENGTH_BYTES + length);
    }
  }

  /** Closes and removes the file. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
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

import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, FileNotFoundError, FileTooLargeError, type FileStorage } from "../../src/storage";

let dir: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-disk-"));
  storage = createDiskStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Everything under the folder but the (empty) folder for partial uploads. */
async function filesLeft(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("disk storage", () => {
  it("stores a streamed file under its key and reads it back whole or by range", async () => {
    const stored = await storage.put(
      "companies/7/report.pdf",
      Readable.from([Buffer.from("%PDF-1.7 hello")]),
    );

    expect(stored).toEqual({ key: "companies/7/report.pdf", size: 14 });
    expect(await readFile(path.join(dir, "companies/7/report.pdf"), "utf8")).toBe("%PDF-1.7 hello");
    expect(await text(await storage.open("companies/7/report.pdf"))).toBe("%PDF-1.7 hello");
    expect(await text(await storage.open("companies/7/report.pdf", { start: 9, end: 13 }))).toBe("hello");
    expect(await storage.size("companies/7/report.pdf")).toBe(14);
  });

  it("cuts off a file past its limit and leaves nothing behind", async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));

    await expect(
      storage.put("big.bin", Readable.from(chunks), { maxBytes: 10 * 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await filesLeft()).toEqual([]);
    expect(await storage.size("big.bin")).toBeNull();
  });

  it("keeps nothing of an upload whose stream breaks", async () => {
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(512));
        this.destroy(new Error("connection reset"));
      },
    });

    await expect(storage.put("broken.bin", broken)).rejects.toThrow("connection reset");
    expect(await filesLeft()).toEqual([]);
  });

  it("says a missing key is missing, and removes a file once", async () => {
    await storage.put("a.txt", Readable.from(["a"]));
    await storage.remove("a.txt");
    await storage.remove("a.txt");

    await expect(storage.open("a.txt")).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.withLocalFile("a.txt", async () => 1)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it("never reaches outside its folder", async () => {
    await expect(storage.put("../escape.txt", Readable.from(["x"]))).rejects.toThrow("Not a storage key");
    await expect(storage.open("/etc/passwd")).rejects.toThrow("Not a storage key");
  });

  it("hands tools the file's own path", async () => {
    await storage.put("clip.mp4", Readable.from(["frames"]));
    const read = await storage.withLocalFile("clip.mp4", (filePath) => readFile(filePath, "utf8"));
    expect(read).toBe("frames");
  });
});

import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { FileNotFoundError, FileTooLargeError, type FileStorage } from "../../src/storage";

/**
 * What every file storage does, whatever keeps the bytes: the disk storage and the S3 storage run
 * the same tests. `storage()` is the storage under test; `keys()` lists what it holds now.
 */
export function storageSuite(name: string, storage: () => FileStorage, keys: () => Promise<string[]>) {
  describe(`${name} storage, as every storage`, () => {
    it("stores a streamed file under its key and reads it back whole or by range", async () => {
      const stored = await storage().put(
        "companies/7/report.pdf",
        Readable.from([Buffer.from("%PDF-1.7 hello")]),
        {
          contentType: "application/pdf",
        },
      );
      expect(stored).toEqual({ key: "companies/7/report.pdf", size: 14 });
      expect(await text(await storage().open("companies/7/report.pdf"))).toBe("%PDF-1.7 hello");
      expect(await text(await storage().open("companies/7/report.pdf", { start: 9, end: 13 }))).toBe("hello");
      expect(await storage().size("companies/7/report.pdf")).toBe(14);
    });

    it("keeps a file of several megabytes, streamed in many chunks, byte for byte", async () => {
      const chunks = Array.from({ length: 96 }, (_unused, index) => Buffer.alloc(128 * 1024, index));
      const whole = Buffer.concat(chunks);
      const stored = await storage().put("big/recording.mp4", Readable.from(chunks));
      expect(stored.size).toBe(whole.length);
      expect((await buffer(await storage().open("big/recording.mp4"))).equals(whole)).toBe(true);
      const middle = await buffer(
        await storage().open("big/recording.mp4", { start: 6_000_000, end: 6_000_099 }),
      );
      expect(middle.equals(whole.subarray(6_000_000, 6_000_100))).toBe(true);
    });

    it("cuts off a file past its limit and keeps nothing of it", async () => {
      const before = await keys();
      const chunks = Array.from({ length: 20 }, () => Buffer.alloc(1024, 1));
      await expect(
        storage().put("cut/big.bin", Readable.from(chunks), { maxBytes: 10 * 1024 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage().size("cut/big.bin")).toBeNull();
      expect(await keys()).toEqual(before);
    });

    it("cuts off a file of several parts past its limit and keeps nothing of it", async () => {
      const before = await keys();
      const chunks = Array.from({ length: 100 }, () => Buffer.alloc(128 * 1024, 2));
      await expect(
        storage().put("cut/bigger.bin", Readable.from(chunks), { maxBytes: 11 * 1024 * 1024 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage().size("cut/bigger.bin")).toBeNull();
      expect(await keys()).toEqual(before);
    });

    it("keeps nothing of an upload whose stream breaks", async () => {
      const before = await keys();
      const broken = new Readable({
        read() {
          this.push(Buffer.alloc(512));
          this.destroy(new Error("connection reset"));
        },
      });
      await expect(storage().put("broken.bin", broken)).rejects.toThrow("connection reset");
      expect(await storage().size("broken.bin")).toBeNull();
      expect(await keys()).toEqual(before);
    });

    it("says a missing key is missing, and removes a file once", async () => {
      await storage().put("a.txt", Readable.from(["a"]));
      await storage().remove("a.txt");
      await storage().remove("a.txt");
      expect(await storage().size("a.txt")).toBeNull();
      await expect(storage().open("a.txt")).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage().withLocalFile("a.txt", async () => 1)).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it("replaces a file put again under the same key", async () => {
      await storage().put("again.txt", Readable.from(["first"]));
      await storage().put("again.txt", Readable.from(["second"]));
      expect(await text(await storage().open("again.txt"))).toBe("second");
    });

    it("hands tools a local path holding the file", async () => {
      await storage().put("clip.mp4", Readable.from(["frames"]));
      const read = await storage().withLocalFile("clip.mp4", (filePath) => readFile(filePath, "utf8"));
      expect(read).toBe("frames");
    });

    it("never takes a key that climbs out of its place", async () => {
      await expect(storage().put("../escape.txt", Readable.from(["x"]))).rejects.toThrow("Not a storage key");
      await expect(storage().open("/etc/passwd")).rejects.toThrow("Not a storage key");
    });
  });
}

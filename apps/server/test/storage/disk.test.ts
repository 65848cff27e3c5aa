import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, createStorage, type FileStorage } from "../../src/storage";
import { storageSuite } from "./storageSuite";

let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-disk-"));
  storage = createDiskStorage(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file under the folder, the folder for partial uploads included. */
async function filesLeft(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

storageSuite("disk", () => storage, filesLeft);

describe("disk storage", () => {
  it("keeps each file at its key's path under the folder, and nothing half written beside it", async () => {
    await storage.put("companies/9/deck.pdf", Readable.from([Buffer.from("%PDF-1.7 deck")]));
    expect(await readFile(path.join(dir, "companies/9/deck.pdf"), "utf8")).toBe("%PDF-1.7 deck");
    expect((await filesLeft()).filter((file) => file.startsWith(".partial"))).toEqual([]);
  });

  it("hands tools the file's own path, not a copy", async () => {
    await storage.put("clip.mp4", Readable.from(["frames"]));
    expect(await storage.withLocalFile("clip.mp4", async (filePath) => filePath)).toBe(
      path.join(dir, "clip.mp4"),
    );
  });

  it("is what the configuration names when it says disk", async () => {
    const configured = createStorage({ kind: "disk", dir });
    expect(configured.kind).toBe("disk");
    expect(await configured.size("clip.mp4")).toBe(6);
  });
});

import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, createStorage, type FileStorage } from "../../src/storage";
import { startS3, type TestS3 } from "./s3World";
import { storageSuite } from "./storageSuite";

// The S3 storage against a real S3-compatible server on 127.0.0.1 (s3rver), with the disk
// storage's own tests, and what only a shared bucket gives: two servers reading each other's files.

let s3: TestS3;
let storage: FileStorage;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3();
  storage = createS3Storage(s3.options);
  client = new S3Client({
    region: s3.options.region,
    endpoint: s3.options.endpoint ?? undefined,
    forcePathStyle: true,
    credentials: s3.options.credentials ?? undefined,
  });
});

afterAll(async () => {
  client.destroy();
  await s3.close();
});

/** Every object in the bucket, as the service lists it. */
async function objects(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

storageSuite("s3", () => storage, objects);

describe("s3 storage", () => {
  it("keeps an installation's files under its prefix in a shared bucket", async () => {
    const prefixed = createS3Storage({ ...s3.options, prefix: "tenant-a/" });
    await prefixed.put("companies/1/deck.pdf", Readable.from(["deck"]), { contentType: "application/pdf" });
    expect(await objects()).toContain("tenant-a/companies/1/deck.pdf");
    expect(await storage.size("companies/1/deck.pdf")).toBeNull();
    expect(await text(await prefixed.open("companies/1/deck.pdf"))).toBe("deck");
  });

  it("lets two servers share files: what one stores, the other reads and removes", async () => {
    // Each server makes its storage from the same settings, as npm start does from the environment.
    const first = createStorage({ kind: "s3", ...s3.options, prefix: "shared" });
    const second = createStorage({ kind: "s3", ...s3.options, prefix: "shared" });
    await first.put("companies/4/minutes.pdf", Readable.from([Buffer.from("%PDF-1.7 minutes")]));
    expect(await second.size("companies/4/minutes.pdf")).toBe(16);
    expect(await text(await second.open("companies/4/minutes.pdf", { start: 9, end: 15 }))).toBe("minutes");
    await second.remove("companies/4/minutes.pdf");
    expect(await first.size("companies/4/minutes.pdf")).toBeNull();
  });

  it("hands tools a temporary copy, removed afterwards", async () => {
    await storage.put("tools/clip.mp4", Readable.from(["frames"]));
    const used = await storage.withLocalFile("tools/clip.mp4", async (filePath) => filePath);
    const { existsSync } = await import("node:fs");
    expect(existsSync(used)).toBe(false);
  });
});

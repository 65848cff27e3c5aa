import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreArchive, TargetNotEmptyError } from "../../src/backup";
import { readArchive } from "../../src/backup/archive";
import { S3_NOTE } from "../../src/backup/create";
import { createS3Storage, type S3StorageOptions } from "../../src/storage";
import { seed } from "../../src/seed";
import { ADMIN } from "../api/liveServer";
import { SETUP_TIMEOUT_MS, testDatabase } from "../db/testDatabase";
import { startS3, type TestS3 } from "../storage/s3World";
import { scratch, writeBackup } from "./backupWorld";

// With S3 storage the bucket is backed up by its own means: the archive lists its objects and
// says so. An archive of files on disk restores into an empty bucket (or prefix) as well.

const database = testDatabase({ reset: false });
const folder = scratch();
let s3: TestS3;

const inBucket = (prefix: string): S3StorageOptions & { kind: "s3" } => ({
  kind: "s3",
  ...s3.options,
  prefix,
});

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  await seed(database.db, { admin: ADMIN }, { info: () => undefined, warn: () => undefined });
  s3 = await startS3();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await s3?.close();
});

describe("a backup with S3 storage", () => {
  it(
    "lists the bucket's objects without copying them, and says so",
    async () => {
      const storage = createS3Storage(inBucket("site/"));
      await storage.put("companies/1/a.pdf", Readable.from([Buffer.from("%PDF-1.4 in the bucket")]));
      await storage.put(".readiness/1", Readable.from([Buffer.from("ok")]));
      const dataDir = await folder("s3-source");
      const file = path.join(await folder("s3-archive"), "s3.tar.gz");
      const manifest = await writeBackup(
        { db: database.db, kind: database.kind, dataDir, storage: inBucket("site/") },
        file,
      );
      expect(manifest.storage).toMatchObject({
        kind: "s3",
        bucket: s3.options.bucket,
        prefix: "site/",
        objects: 1,
      });
      expect(manifest.notes).toContain(S3_NOTE);
      expect(manifest.entries.some((entry) => entry.path.startsWith("files/"))).toBe(false);
      let listed = "";
      for await (const entry of readArchive(file)) {
        const body = await text(Readable.from(entry.body));
        if (entry.path === "storage/objects.jsonl") listed = body;
      }
      expect(
        listed
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as unknown),
      ).toEqual([expect.objectContaining({ key: "companies/1/a.pdf", size: 22 })]);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    "restores an archive's files into an empty bucket prefix, and refuses one that holds files",
    async () => {
      const sourceDir = await folder("disk-source");
      await mkdir(path.join(sourceDir, "files", "companies", "2"), { recursive: true });
      await writeFile(path.join(sourceDir, "files", "companies", "2", "b.pdf"), "%PDF-1.4 on disk");
      const file = path.join(await folder("disk-archive"), "disk.tar.gz");
      await writeBackup(
        {
          db: database.db,
          kind: database.kind,
          dataDir: sourceDir,
          storage: { kind: "disk", dir: path.join(sourceDir, "files") },
        },
        file,
      );
      const into = async () => {
        const dataDir = path.join(await folder("s3-target"), "data");
        return restoreArchive(file, { dataDir, databaseUrl: null, storage: inBucket("copy/") });
      };
      await into();
      const copied = await createS3Storage(inBucket("copy/")).open("companies/2/b.pdf");
      expect(await text(copied)).toBe(
        await readFile(path.join(sourceDir, "files", "companies", "2", "b.pdf"), "utf8"),
      );
      await expect(into()).rejects.toThrow(TargetNotEmptyError);
    },
    SETUP_TIMEOUT_MS,
  );
});

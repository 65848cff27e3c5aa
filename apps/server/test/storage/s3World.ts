import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../../src/storage";

export type TestS3 = {
  /** The settings a storage of this bucket is made with (prefix empty). */
  options: S3StorageOptions;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, its objects in a temporary
 * folder removed on close. It checks request signatures, so the credentials are its own.
 */
export async function startS3(bucket = "pipeline-files"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "pipeline-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      prefix: "",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

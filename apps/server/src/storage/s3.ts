import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { byteLimit } from "./disk";
import { FileNotFoundError, type ByteRange, type FileStorage, type PutOptions } from "./types";

/** Where the files are in a bucket, as config.ts reads it from the environment. */
export type S3StorageOptions = {
  bucket: string;
  /** Unset: AWS itself; set: any S3-compatible service. */
  endpoint: string | null;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Prepended to every key, so that several installations can share a bucket. */
  prefix: string;
};

/** Parts of a streamed upload: S3's smallest (5 MiB), so an upload holds little in memory. */
const PART_BYTES = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey")
  );
}

function checkedKey(key: string): string {
  if (
    key === "" ||
    key.startsWith("/") ||
    key.split("/").some((segment) => segment === ".." || segment === ".")
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/**
 * Files in an S3 bucket (AWS or any S3-compatible service), which several servers can share. An
 * upload is streamed in parts (lib-storage's multipart upload): a file cut off past its limit or
 * broken mid-way is aborted, so no object appears. Checksums are sent only where S3 requires them,
 * as many S3-compatible services do not read the newer checksum trailers.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, "")}/` : "";
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  async function size(key: string): Promise<number | null> {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async put(key: string, body: Readable, putOptions: PutOptions = {}) {
      const limiter = byteLimit(putOptions.maxBytes ?? Number.POSITIVE_INFINITY);
      // The source's errors reach the upload through the limiter, which they destroy.
      body.on("error", (error) => limiter.destroy(error));
      const upload = new Upload({
        client: s3,
        params: {
          Bucket,
          Key: objectKey(key),
          Body: body.pipe(limiter),
          ...(putOptions.contentType ? { ContentType: putOptions.contentType } : {}),
        },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => undefined);
        // A single-part upload that failed after its PUT went through would leave the object.
        if (limiter.errored || body.errored) {
          await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })).catch(() => undefined);
        }
        throw limiter.errored ?? body.errored ?? error;
      }
      return { key, size: limiter.bytes };
    },
    async open(key: string, range?: ByteRange) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!answer.Body) throw new FileNotFoundError(key);
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },
    size,
    async remove(key: string) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async withLocalFile(key, run) {
      const dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-s3-"));
      try {
        const local = path.join(dir, path.basename(key));
        await pipeline(await this.open(key), createWriteStream(local));
        return await run(local);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

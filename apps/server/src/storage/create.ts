import type { StorageConfig } from "../config";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

/** The file storage the configuration names: a folder on disk, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): FileStorage {
  return config.kind === "disk" ? createDiskStorage(config.dir) : createS3Storage(config);
}

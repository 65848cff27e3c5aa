export { createStorage } from "./create";
export { byteLimit, createDiskStorage } from "./disk";
export { createS3Storage, type S3StorageOptions } from "./s3";
export {
  FileNotFoundError,
  FileTooLargeError,
  type ByteRange,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from "./types";

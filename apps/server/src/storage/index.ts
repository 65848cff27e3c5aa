export { byteLimit, createDiskStorage } from "./disk";
export {
  FileNotFoundError,
  FileTooLargeError,
  type ByteRange,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from "./types";

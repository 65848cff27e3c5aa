import { open } from "node:fs/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { isEncryptedPackage } from "./ole2";
import { NOT_READABLE, PASSWORD_PROTECTED, WorkbookError, notReadable } from "./WorkbookError";

const ZIP_MAGIC = Buffer.from("PK\x03\x04", "latin1");
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type FileFormat = "zip" | "ole2" | "other";

/** What the first bytes of a file say it is: a zip (.xlsx), an OLE2 compound file (.xls) or neither. */
export async function fileFormatOf(path: string): Promise<FileFormat> {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    throw notReadable(error);
  }
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    if (bytesRead >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC)) return "zip";
    if (bytesRead === 8 && head.equals(OLE2_MAGIC)) return "ole2";
    return "other";
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a file that is not a zip. An .xlsx saved with a password is an OLE2 file holding the
 * encrypted package; it gets a message of its own.
 */
export async function assertZip(path: string): Promise<void> {
  const format = await fileFormatOf(path);
  if (format === "zip") return;
  if (format === "ole2" && (await isEncryptedPackage(path))) throw new WorkbookError(PASSWORD_PROTECTED);
  throw new WorkbookError(NOT_READABLE);
}

/** Opens a zip by its central directory; the caller closes it. Each read stream checks its real size. */
export async function openZip(path: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch (error) {
    throw notReadable(error);
  }
}

/** Every entry of the central directory, in its order. */
export async function zipEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (error) {
    throw notReadable(error);
  }
  return entries;
}

/** Parts that hold XML, the only ones a reader parses. */
export function isXmlPart(name: string): boolean {
  return /\.(xml|rels|vml)$/i.test(name);
}

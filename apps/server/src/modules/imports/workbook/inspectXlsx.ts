import type { Entry, ZipFile } from "yauzl";
import { createDeclarationScanner } from "./declarationScanner";
import { type WorkbookLimits, workbookLimits } from "./limits";
import { DECLARATION_REFUSED, WorkbookError, formatBytes, formatCount, notReadable } from "./WorkbookError";
import { assertZip, isXmlPart, openZip, zipEntries } from "./zipFile";

// A zip's listing (the central directory) says how large each part unpacks to, but it can lie: the
// listing is checked first, then every XML part is unpacked once, counting bytes, without keeping any.

/** Parts this small are never refused for how well they pack: a bomb needs size. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

function tooLarge(limits: WorkbookLimits) {
  return new WorkbookError(
    `The workbook unpacks to more than ${formatBytes(limits.maxUnpackedBytes)}, more than an import can take.`,
  );
}

function checkListing(entries: Entry[], limits: WorkbookLimits): void {
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (names.has(entry.fileName) || !entry.canDecodeFileData()) throw notReadable();
    names.add(entry.fileName);
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxEntryRatio) {
      throw new WorkbookError(
        `The workbook holds a part that unpacks to more than ${formatCount(limits.maxEntryRatio)} times its ` +
          "packed size, which an import does not accept.",
      );
    }
    total += entry.uncompressedSize;
    if (total > limits.maxUnpackedBytes) throw tooLarge(limits);
  }
}

async function verifyParts(
  zip: ZipFile,
  entries: Entry[],
  limits: WorkbookLimits,
  signal?: AbortSignal,
): Promise<void> {
  let total = 0;
  for (const entry of entries.filter((each) => isXmlPart(each.fileName))) {
    const scanner = createDeclarationScanner();
    let stream;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw notReadable(error);
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        signal?.throwIfAborted();
        total += chunk.length;
        if (total > limits.maxUnpackedBytes) throw tooLarge(limits);
        if (scanner.push(chunk)) throw new WorkbookError(DECLARATION_REFUSED);
      }
    } catch (error) {
      if (error instanceof WorkbookError || signal?.aborted) throw error;
      // yauzl compares the bytes that come out with the size the listing declared.
      if (error instanceof Error && /too many bytes/.test(error.message)) {
        throw new WorkbookError(
          "The workbook holds a part that unpacks to more than its listing says, which an import does not accept.",
          { cause: error },
        );
      }
      throw notReadable(error);
    } finally {
      stream.destroy();
    }
  }
}

/** Checks an .xlsx's zip before any parsing: a zip, not too many parts, none a bomb, no DOCTYPE. */
export async function inspectXlsx(path: string, limits?: Partial<WorkbookLimits>): Promise<void> {
  await inspectZip(path, workbookLimits(limits));
}

/** inspectXlsx, stopping at `signal` (the reader's). */
export async function inspectZip(
  path: string,
  resolved: WorkbookLimits,
  signal?: AbortSignal,
): Promise<void> {
  await assertZip(path);
  const zip = await openZip(path);
  try {
    if (zip.entryCount > resolved.maxEntries) {
      throw new WorkbookError(
        `The workbook holds more than ${formatCount(resolved.maxEntries)} parts, more than an import can take.`,
      );
    }
    const entries = await zipEntries(zip);
    checkListing(entries, resolved);
    await verifyParts(zip, entries, resolved, signal);
  } finally {
    zip.close();
  }
}

import { fileExtension } from "@pipeline/contract";

// How the adapter keeps a file's bytes: as a Blob typed with the file's MIME type, read back
// through an address the browser can open (an object URL, or a data URL where there is none).

const MIME_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".mp3": "audio/mpeg",
  ".mpeg": "video/mpeg",
  ".mp4": "video/mp4",
  ".txt": "text/plain",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};

/** The MIME type of a file by its name, as a server would store it; octet-stream when unknown. */
export function mimeTypeOf(fileName: string): string {
  return MIME_TYPES[fileExtension(fileName)] ?? "application/octet-stream";
}

/** Extensions whose files are recordings that go through processing (PENDING first). */
const MEDIA_EXTENSIONS = new Set([".mp4", ".mp3", ".mpeg"]);

export function isMediaFile(fileName: string): boolean {
  return MEDIA_EXTENSIONS.has(fileExtension(fileName));
}

/** A chosen file's name: a File has one; a bare Blob is named as browsers name one in a form. */
export function nameOf(file: Blob): string {
  return "name" in file && typeof file.name === "string" ? file.name : "blob";
}

/** The bytes to keep for an uploaded file, typed by its name (what the client claims is not trusted). */
export function storedBlob(file: Blob, fileName: string): Blob {
  return new Blob([file], { type: mimeTypeOf(fileName) });
}

const urls = new WeakMap<Blob, string>();

function base64Of(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(text);
}

/**
 * An address that opens the bytes: one object URL per Blob, made once and kept while the Blob
 * lives (so repeated reads do not leak URLs); a data URL where object URLs do not exist.
 */
export async function blobAddress(blob: Blob): Promise<string> {
  const known = urls.get(blob);
  if (known) return known;
  const url =
    typeof URL.createObjectURL === "function"
      ? URL.createObjectURL(blob)
      : `data:${blob.type || "application/octet-stream"};base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`;
  urls.set(blob, url);
  return url;
}

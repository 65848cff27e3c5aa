import { UNREADABLE_WORKBOOK } from "@pipeline/contract";

/** A refusal a person can act on; `message` is shown as is. */
export class WorkbookError extends Error {
  override name = "WorkbookError";
}

export const NOT_READABLE = UNREADABLE_WORKBOOK;
export const DECLARATION_REFUSED =
  "The workbook holds a document type declaration, which an import does not accept.";
export const PASSWORD_PROTECTED =
  "The workbook is protected by a password. Remove the password in Excel, save, and upload it again.";

const count = new Intl.NumberFormat("en-US");

/** A number as a message shows it: 1,048,576. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A size as a message shows it: 1.5 GB, 20 MB, 900 bytes. */
export function formatBytes(bytes: number): string {
  const units = [
    ["GB", 1024 ** 3],
    ["MB", 1024 ** 2],
    ["KB", 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

export function notReadable(cause?: unknown): WorkbookError {
  return new WorkbookError(NOT_READABLE, cause === undefined ? undefined : { cause });
}

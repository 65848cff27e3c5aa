import { IMPORT_LIMITS } from "@pipeline/contract";

/** What a workbook may hold before the import refuses it. */
export type WorkbookLimits = {
  /** Rows holding something, the header included. */
  maxRows: number;
  /** The last column a value may stand in. */
  maxColumns: number;
  /** .xlsx: the sum of the parts' unpacked sizes, in bytes. */
  maxUnpackedBytes: number;
  /** .xlsx: how many times larger than packed a part may unpack to. */
  maxEntryRatio: number;
  /** .xlsx: parts in the zip. */
  maxEntries: number;
  /** Characters in one cell (Excel's own limit). */
  maxCellChars: number;
};

export const DEFAULT_WORKBOOK_LIMITS: WorkbookLimits = {
  maxRows: IMPORT_LIMITS.maxRows,
  maxColumns: 64,
  maxUnpackedBytes: 1.5 * 1024 ** 3,
  maxEntryRatio: 200,
  maxEntries: 1000,
  maxCellChars: 32767,
};

export function workbookLimits(limits: Partial<WorkbookLimits> = {}): WorkbookLimits {
  return { ...DEFAULT_WORKBOOK_LIMITS, ...limits };
}

import type { Static } from "typebox";
import type {
  ExcelImportDetailSchema,
  ExcelImportSchema,
  ImportKeptRecordSchema,
  ImportMatchSchema,
  ImportPreviewSchema,
  ImportRowErrorSchema,
} from "../wire/imports";

export const IMPORT_STATUSES = [
  "Pending",
  "Processing",
  "Completed With Errors",
  "Completed",
  "Failed",
] as const;

export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The statuses of an import that has ended for good. */
export const IMPORT_END_STATUSES = [
  "Completed With Errors",
  "Completed",
  "Failed",
] as const satisfies readonly ImportStatus[];

/**
 * Where an import stands. `previewed`: the preview is ready and waits for confirm or cancel;
 * `queued`: confirmed (or uploaded without a preview), waiting for a worker; `running`: rows are
 * being written; `ended`: finished (see status); `undone`: its changes were taken back.
 */
export const IMPORT_PHASES = ["previewed", "queued", "running", "ended", "undone"] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** A row of Import History. */
export type ExcelImport = Static<typeof ExcelImportSchema>;

/** A row of the sheet that matched a record which exists already, so it will update it. */
export type ImportMatch = Static<typeof ImportMatchSchema>;

/** A row that will fail or has failed, and why. */
export type ImportRowError = Static<typeof ImportRowErrorSchema>;

/** What an import would do, read from the whole file before anything is written. */
export type ImportPreview = Static<typeof ImportPreviewSchema>;

/** A record Undo left alone because a person changed it after the import. */
export type ImportKeptRecord = Static<typeof ImportKeptRecordSchema>;

/** One import as `GET excel-import/{id}/` answers it: the record, with its preview and result. */
export type ExcelImportDetail = Static<typeof ExcelImportDetailSchema>;

/** What an upload reports once the import has run: the spec's import result summary. */
export type ImportResult = Pick<
  ExcelImportDetail,
  | "total_companies"
  | "companies_created"
  | "companies_updated"
  | "companies_unchanged"
  | "companies_failed"
  | "members_created"
  | "members_updated"
  | "members_unchanged"
  | "members_failed"
  | "failed_companies"
  | "errors"
  | "error_log_file"
>;

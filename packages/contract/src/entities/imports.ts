import type { Id, IsoDateTime, PersonRef } from "./common";

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
export type ExcelImport = {
  id: Id;
  status: ImportStatus;
  phase: ImportPhase;
  /** The uploaded workbook's name, as the user's computer called it. */
  file_name: string;
  total_companies: number;
  companies_created: number;
  companies_updated: number;
  /** Companies that matched an existing one but whose row changed none of its fields. */
  companies_unchanged: number;
  companies_failed: number;
  members_created: number;
  members_updated: number;
  /** Members that matched an existing one but whose row changed none of its fields. */
  members_unchanged: number;
  members_failed: number;
  /** Data rows of the sheet (the header not counted); null until the file has been read once. */
  rows_total: number | null;
  /** Data rows written or refused so far. */
  rows_done: number;
  /**
   * Where the failed-rows workbook is downloaded from (a short-lived signed link), when any row
   * failed; null otherwise.
   */
  error_log_file: string | null;
  /** Until when Undo is offered; null when it never is (nothing written, already undone, failed). */
  undo_until: IsoDateTime | null;
  undone: IsoDateTime | null;
  created_by: PersonRef | null;
  created: IsoDateTime;
  modified: IsoDateTime;
};

/** A row of the sheet that matched a record which exists already, so it will update it. */
export type ImportMatch = {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  kind: "company" | "member";
  /** The company's name, or the member's full name and e-mail. */
  label: string;
  existing_id: Id;
  matched_by: "website" | "name" | "email";
};

/** A row that will fail or has failed, and why. */
export type ImportRowError = {
  row: number;
  /** The company the row belongs to, as the sheet names it ('' when the sheet names none). */
  company_name: string;
  /** The reason, as the company and member forms word it: "Member Email: Email is required". */
  reason: string;
};

/** What an import would do, read from the whole file before anything is written. */
export type ImportPreview = {
  rows_total: number;
  total_companies: number;
  companies_to_create: number;
  companies_to_update: number;
  /** Matched companies whose row changes none of their fields: the import leaves them as they are. */
  companies_unchanged: number;
  companies_failing: number;
  members_to_create: number;
  members_to_update: number;
  /** Matched members whose row changes none of their fields. */
  members_unchanged: number;
  members_failing: number;
  /** The first IMPORT_LIMITS.previewListMax matches, in row order; `matches_count` counts them all. */
  matches: ImportMatch[];
  matches_count: number;
  /** The first IMPORT_LIMITS.previewListMax failing rows, in row order; `failures_count` counts them all. */
  failures: ImportRowError[];
  failures_count: number;
};

/** A record Undo left alone because a person changed it after the import. */
export type ImportKeptRecord = {
  kind: "company" | "member";
  id: Id;
  label: string;
};

/** One import as `GET excel-import/{id}/` answers it: the record, with its preview and result. */
export type ExcelImportDetail = ExcelImport & {
  /** Set once previewed; kept afterwards so the history shows what was confirmed. */
  preview: ImportPreview | null;
  /** The names of the failed companies (the first IMPORT_LIMITS.resultListMax), once ended. */
  failed_companies: string[];
  /** "Row 7: Member Email: Email is required" (the first IMPORT_LIMITS.resultListMax), once ended. */
  errors: string[];
  /** Why the import as a whole failed (a file that cannot be read), when status is Failed. */
  failure: string | null;
  /** After Undo: the records it left alone. */
  undo_kept: ImportKeptRecord[];
};

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

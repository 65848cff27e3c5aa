import type { Id, IsoDateTime, PersonRef } from "./common";

export const IMPORT_STATUSES = [
  "Pending",
  "Processing",
  "Completed With Errors",
  "Completed",
  "Failed",
] as const;

export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A row of Import History. */
export type ExcelImport = {
  id: Id;
  status: ImportStatus;
  total_companies: number;
  companies_created: number;
  companies_updated: number;
  companies_failed: number;
  members_created: number;
  members_updated: number;
  members_failed: number;
  /** Path of the failed-rows workbook, when any row failed. */
  error_log_file: string | null;
  created_by: PersonRef | null;
  created: IsoDateTime;
  modified: IsoDateTime;
};

/** What an upload reports once the import has run. */
export type ImportResult = {
  id?: Id;
  status?: ImportStatus;
  total_companies: number;
  companies_created: number;
  companies_updated: number;
  companies_failed: number;
  members_created: number;
  members_updated: number;
  members_failed: number;
  failed_companies: string[];
  errors: string[];
  error_log_file: string | null;
};

import { Type } from "typebox";
import { IMPORT_PHASES, IMPORT_STATUSES } from "../entities/imports";
import { IsoDateTime, Nullable, PersonRef } from "./common";

const Count = Type.Integer({ minimum: 0 });
const RecordKind = Type.Enum(["company", "member"]);

/** A row of the sheet that matched a record which exists already, so it will update it. */
export const ImportMatchSchema = Type.Object({
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: Type.Integer({ description: "The row as the spreadsheet numbers it (the header is row 1)" }),
  kind: RecordKind,
  /** The company's name, or the member's full name and e-mail. */
  label: Type.String(),
  existing_id: Type.Integer(),
  matched_by: Type.Enum(["website", "name", "email"]),
});

/** A row that will fail or has failed, and why. */
export const ImportRowErrorSchema = Type.Object({
  row: Type.Integer(),
  /** The company the row belongs to, as the sheet names it ('' when the sheet names none). */
  company_name: Type.String(),
  /** The reason, as the company and member forms word it: "Member Email: Email is required". */
  reason: Type.String(),
});

const CompaniesUnchanged = Type.Integer({
  minimum: 0,
  description: "Matched companies whose row changes none of their fields: left as they are",
});
const MembersUnchanged = Type.Integer({
  minimum: 0,
  description: "Matched members whose row changes none of their fields: left as they are",
});

/** What an import would do, read from the whole file before anything is written. */
export const ImportPreviewSchema = Type.Object(
  {
    rows_total: Count,
    total_companies: Count,
    companies_to_create: Count,
    companies_to_update: Count,
    companies_unchanged: CompaniesUnchanged,
    companies_failing: Count,
    members_to_create: Count,
    members_to_update: Count,
    members_unchanged: MembersUnchanged,
    members_failing: Count,
    /** The first IMPORT_LIMITS.previewListMax matches, in row order; `matches_count` counts them all. */
    matches: Type.Array(ImportMatchSchema, { description: "The first 100 matches, in row order" }),
    matches_count: Count,
    /** The first IMPORT_LIMITS.previewListMax failing rows, in row order; `failures_count` counts them all. */
    failures: Type.Array(ImportRowErrorSchema, { description: "The first 100 failing rows, in row order" }),
    failures_count: Count,
  },
  { description: "What the import would do, read from the whole file before anything is written" },
);

/** A record Undo left alone because a person changed it after the import. */
export const ImportKeptRecordSchema = Type.Object({
  kind: RecordKind,
  id: Type.Integer(),
  label: Type.String(),
});

const importFields = {
  id: Type.Integer(),
  status: Type.Enum(IMPORT_STATUSES),
  phase: Type.Enum(IMPORT_PHASES, {
    description: "previewed (waits for confirm or cancel), queued, running, ended, undone",
  }),
  /** The uploaded workbook's name, as the user's computer called it. */
  file_name: Type.String(),
  total_companies: Count,
  companies_created: Count,
  companies_updated: Count,
  companies_unchanged: CompaniesUnchanged,
  companies_failed: Count,
  members_created: Count,
  members_updated: Count,
  members_unchanged: MembersUnchanged,
  members_failed: Count,
  /** Data rows of the sheet (the header not counted); null until the file has been read once. */
  rows_total: Nullable(Count),
  /** Data rows written or refused so far. */
  rows_done: Count,
  /** Where the failed-rows workbook is downloaded from (a short-lived signed link); null when none failed. */
  error_log_file: Nullable(
    Type.String({
      description:
        "A path on this server opening (for 10 minutes) the failed rows' workbook; null when none failed",
    }),
  ),
  /** Until when Undo is offered; null when it never is (nothing written, already undone, failed). */
  undo_until: Nullable(IsoDateTime),
  undone: Nullable(IsoDateTime),
  created_by: Nullable(PersonRef),
  created: IsoDateTime,
  modified: IsoDateTime,
};

/** A row of Import History. */
export const ExcelImportSchema = Type.Object(importFields);

/** One import as `GET excel-import/{id}/` answers it: the record, with its preview and result. */
export const ExcelImportDetailSchema = Type.Object({
  ...importFields,
  /** Set once previewed; kept afterwards so the history shows what was confirmed. */
  preview: Nullable(ImportPreviewSchema),
  /** The names of the failed companies (the first IMPORT_LIMITS.resultListMax), once ended. */
  failed_companies: Type.Array(Type.String()),
  /** "Row 7: Member Email: Email is required" (the first IMPORT_LIMITS.resultListMax), once ended. */
  errors: Type.Array(Type.String(), { description: '"Row 7: Member Email: Email is required"' }),
  /** Why the import as a whole failed (a file that cannot be read), when status is Failed. */
  failure: Nullable(Type.String({ description: "Why the whole import failed (a file that cannot be read)" })),
  /** After Undo: the records it left alone. */
  undo_kept: Type.Array(ImportKeptRecordSchema),
});

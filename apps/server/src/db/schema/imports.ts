import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { IMPORT_PHASES, IMPORT_STATUSES, type ImportPreview, type ImportTally } from "@pipeline/contract";
import { byUser, timestamps } from "./columns";
import { jobs } from "./jobs";
import { sqlWordList } from "./sqlWords";

// Excel imports of companies and members: the record Import History lists, what each import
// changed (so that Undo can take it back), and the rows that failed (the error log's content).

export const IMPORT_FILE_KINDS = ["xlsx", "xls"] as const;
export const IMPORT_CHANGE_ENTITIES = ["company", "member"] as const;
export const IMPORT_CHANGE_ACTIONS = ["created", "updated"] as const;

export const excelImports = pgTable(
  "excel_imports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("Pending"),
    phase: text("phase", { enum: IMPORT_PHASES }).notNull().default("queued"),
    fileName: text("file_name").notNull(),
    fileKind: text("file_kind", { enum: IMPORT_FILE_KINDS }).notNull(),
    /** Where the uploaded workbook is kept in the file storage. */
    storageKey: text("storage_key").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** The sheet's header row as it was, for the error log. */
    header: jsonb("header").$type<unknown[]>(),
    rowsTotal: integer("rows_total"),
    rowsDone: integer("rows_done").notNull().default(0),
    /** The last sheet row whose company is committed: a resumed run goes on after it. */
    resumeAfterRow: integer("resume_after_row").notNull().default(0),
    totalCompanies: integer("total_companies").notNull().default(0),
    companiesCreated: integer("companies_created").notNull().default(0),
    companiesUpdated: integer("companies_updated").notNull().default(0),
    companiesUnchanged: integer("companies_unchanged").notNull().default(0),
    companiesFailed: integer("companies_failed").notNull().default(0),
    membersCreated: integer("members_created").notNull().default(0),
    membersUpdated: integer("members_updated").notNull().default(0),
    membersUnchanged: integer("members_unchanged").notNull().default(0),
    membersFailed: integer("members_failed").notNull().default(0),
    /** The counts and the first failed names and errors, committed with each batch. */
    tally: jsonb("tally").$type<ImportTally>(),
    preview: jsonb("preview").$type<ImportPreview>(),
    /** The failed-rows workbook in the file storage, once written. */
    errorLogKey: text("error_log_key"),
    /** Why the whole import failed (a file that cannot be read). */
    failure: text("failure"),
    jobId: bigint("job_id", { mode: "number" }).references(() => jobs.id, { onDelete: "set null" }),
    undoUntil: timestamp("undo_until", { withTimezone: true }),
    undone: timestamp("undone", { withTimezone: true }),
    /** Records Undo left alone, as { kind, id, label }. */
    undoKept: jsonb("undo_kept").$type<{ kind: "company" | "member"; id: number; label: string }[]>(),
    createdBy: byUser("created_by"),
    ...timestamps(),
  },
  (table) => [
    check("excel_imports_status_check", sql`${table.status} in (${sqlWordList(IMPORT_STATUSES)})`),
    check("excel_imports_phase_check", sql`${table.phase} in (${sqlWordList(IMPORT_PHASES)})`),
    check("excel_imports_file_kind_check", sql`${table.fileKind} in (${sqlWordList(IMPORT_FILE_KINDS)})`),
    index("excel_imports_created_idx").on(table.created, table.id),
    index("excel_imports_modified_idx").on(table.modified, table.id),
    index("excel_imports_status_idx").on(table.status, table.created),
    index("excel_imports_created_by_idx").on(table.createdBy),
  ],
);

/**
 * What an import wrote, one row per record and write: Undo removes what it created and gives
 * updated fields their `earlier` values back, unless the record's `modified` is no longer the
 * `written_modified` this import left (a person changed it since).
 */
export const excelImportChanges = pgTable(
  "excel_import_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    importId: integer("import_id")
      .notNull()
      .references(() => excelImports.id, { onDelete: "cascade" }),
    entity: text("entity", { enum: IMPORT_CHANGE_ENTITIES }).notNull(),
    recordId: integer("record_id").notNull(),
    action: text("action", { enum: IMPORT_CHANGE_ACTIONS }).notNull(),
    /** The fields as they were before (updates only), in the import's field names. */
    earlier: jsonb("earlier").$type<Record<string, unknown>>(),
    writtenModified: timestamp("written_modified", { withTimezone: true }).notNull(),
    /** The sheet row that made the change. */
    row: integer("row").notNull(),
  },
  (table) => [
    check(
      "excel_import_changes_entity_check",
      sql`${table.entity} in (${sqlWordList(IMPORT_CHANGE_ENTITIES)})`,
    ),
    check(
      "excel_import_changes_action_check",
      sql`${table.action} in (${sqlWordList(IMPORT_CHANGE_ACTIONS)})`,
    ),
    index("excel_import_changes_import_idx").on(table.importId, table.id),
    index("excel_import_changes_record_idx").on(table.entity, table.recordId),
  ],
);

/** Each failed row of an import as it was, with its reason: the error log's rows. */
export const excelImportFailures = pgTable(
  "excel_import_failures",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => excelImports.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    cells: jsonb("cells").$type<unknown[]>().notNull(),
    reason: text("reason").notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.row], name: "excel_import_failures_pkey" })],
);

import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  ADAPTER_MESSAGES,
  type ExcelImport,
  errorLogFileName,
  type ExcelImportDetail,
  type Id,
  idsFilter,
  IMPORT_STATUSES,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { excelImports, type IMPORT_FILE_KINDS, users } from "../../db/schema";
import { notFound } from "../../http/HttpError";
import { listFields, listRows, type ListSpec, listWhere, readIds } from "../../db/listQuery";
import { iso } from "../../db/wire";

// The records of Excel imports as Import History reads them: a paged list, one import with its
// preview and result, and the record an upload starts with. The import itself (preview, run, undo)
// is src/imports; this is only the record.

const IMPORT_LIST: ListSpec = {
  sort: {
    id: [excelImports.id],
    status: [excelImports.status],
    file_name: [sql`lower(${excelImports.fileName})`],
    total_companies: [excelImports.totalCompanies],
    created: [excelImports.created],
    modified: [excelImports.modified],
  },
  defaultSort: { field: "created", direction: "desc" },
  id: excelImports.id,
  search: [excelImports.fileName],
  dates: { created: excelImports.created, modified: excelImports.modified },
  notNullSorts: ["id", "status", "file_name", "total_companies", "created", "modified"],
};

/** Sort fields and filters of Import History, for `queryToListParams`. */
export const IMPORT_LIST_FIELDS = listFields(IMPORT_LIST, ["status", "created_by"] as const, {
  status: { oneOf: IMPORT_STATUSES },
  created_by: idsFilter(),
});

/** Who reads imports: the signed-in user, and whether the role it acts as sees every import. */
export type ImportViewer = { userId: Id; seesAll: boolean };

/** A stored file and the name it is offered under, for a signed link. */
export type ErrorLogFile = { key: string; fileName: string; mimeType: string };

/** Turns a stored error log into the link an answer carries. */
export type LinkOf = (file: ErrorLogFile) => string;

export type ImportRow = typeof excelImports.$inferSelect;

export type NewImport = {
  fileName: string;
  fileKind: (typeof IMPORT_FILE_KINDS)[number];
  storageKey: string;
  sizeBytes: number;
  createdBy: Id;
};

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const rowColumns = {
  record: excelImports,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

type JoinedRow = { record: ImportRow; creatorFirstName: string | null; creatorLastName: string | null };

function toExcelImport(
  { record, creatorFirstName, creatorLastName }: JoinedRow,
  linkOf: LinkOf,
): ExcelImport {
  return {
    id: record.id,
    status: record.status,
    phase: record.phase,
    file_name: record.fileName,
    total_companies: record.totalCompanies,
    companies_created: record.companiesCreated,
    companies_updated: record.companiesUpdated,
    companies_unchanged: record.companiesUnchanged,
    companies_failed: record.companiesFailed,
    members_created: record.membersCreated,
    members_updated: record.membersUpdated,
    members_unchanged: record.membersUnchanged,
    members_failed: record.membersFailed,
    rows_total: record.rowsTotal,
    rows_done: record.rowsDone,
    // The log exists only where a row failed; its link is made fresh for each answer.
    error_log_file:
      record.errorLogKey && record.companiesFailed + record.membersFailed > 0
        ? linkOf({
            key: record.errorLogKey,
            fileName: errorLogFileName(record.modified),
            mimeType: XLSX_TYPE,
          })
        : null,
    undo_until: record.phase === "ended" && record.undoUntil ? iso(record.undoUntil) : null,
    undone: record.undone ? iso(record.undone) : null,
    created_by:
      creatorFirstName === null ? null : { first_name: creatorFirstName, last_name: creatorLastName ?? "" },
    created: iso(record.created),
    modified: iso(record.modified),
  };
}

function toDetail(row: JoinedRow, linkOf: LinkOf): ExcelImportDetail {
  const { record } = row;
  return {
    ...toExcelImport(row, linkOf),
    preview: record.preview ?? null,
    failed_companies: record.tally?.failed_companies ?? [],
    errors: record.tally?.errors ?? [],
    failure: record.failure,
    undo_kept: record.undoKept ?? [],
  };
}

/** The imports a viewer sees: their own, or every one for a viewer who sees every company. */
function visibleTo(viewer: ImportViewer): SQL | undefined {
  return viewer.seesAll ? undefined : eq(excelImports.createdBy, viewer.userId);
}

export function createExcelImportRepository(db: Database) {
  async function joined(id: Id, viewer: ImportViewer): Promise<JoinedRow> {
    const [row] = await db
      .select(rowColumns)
      .from(excelImports)
      .leftJoin(users, eq(users.id, excelImports.createdBy))
      .where(and(eq(excelImports.id, id), visibleTo(viewer)));
    // Another user's import answers as an unknown one does.
    if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
    return row;
  }

  return {
    /** The database the import engine works on (its jobs run outside any request). */
    db,

    /** Runs `run` in one transaction (a record and its queued run commit together). */
    transaction: <T>(run: (tx: Database) => Promise<T>): Promise<T> => db.transaction(run),

    async list(params: ListParams, viewer: ImportViewer, linkOf: LinkOf): Promise<ListResult<ExcelImport>> {
      const statuses = (params.filters?.status ?? []).map(String);
      const creators = readIds(params.filters?.created_by);
      const [rows, count] = await listRows(db, params, IMPORT_LIST, {
        query: db
          .select(rowColumns)
          .from(excelImports)
          .leftJoin(users, eq(users.id, excelImports.createdBy))
          .$dynamic(),
        table: excelImports,
        where: listWhere(params, IMPORT_LIST, [
          visibleTo(viewer),
          statuses.length > 0 ? inArray(excelImports.status, statuses as ImportRow["status"][]) : undefined,
          creators.length > 0 ? inArray(excelImports.createdBy, creators) : undefined,
        ]),
      });
      return { rows: rows.map((row) => toExcelImport(row, linkOf)), count };
    },

    /** One import with its preview and result; 404 when there is none the viewer sees. */
    async detail(id: Id, viewer: ImportViewer, linkOf: LinkOf): Promise<ExcelImportDetail> {
      return toDetail(await joined(id, viewer), linkOf);
    },

    /** The record as stored, when the viewer sees it; 404 otherwise. */
    async record(id: Id, viewer: ImportViewer): Promise<ImportRow> {
      return (await joined(id, viewer)).record;
    },

    /** The record, locked until the transaction ends, when the viewer sees it; 404 otherwise. */
    async lock(tx: Database, id: Id, viewer: ImportViewer): Promise<ImportRow> {
      const [row] = await tx
        .select()
        .from(excelImports)
        .where(and(eq(excelImports.id, id), visibleTo(viewer)))
        .for("update");
      if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
      return row;
    },

    /** The record of an upload, in phase `previewed` (a preview follows) or `queued`. */
    async insert(tx: Database, values: NewImport, phase: "previewed" | "queued"): Promise<Id> {
      const [row] = await tx
        .insert(excelImports)
        .values({ ...values, phase, status: "Pending" })
        .returning({ id: excelImports.id });
      if (!row) throw new Error("The insert returned no row.");
      return row.id;
    },

    /** Removes a record (its journal and failed rows go with it). */
    async remove(tx: Database, id: Id): Promise<void> {
      await tx.delete(excelImports).where(eq(excelImports.id, id));
    },
  };
}

export type ExcelImportRepository = ReturnType<typeof createExcelImportRepository>;

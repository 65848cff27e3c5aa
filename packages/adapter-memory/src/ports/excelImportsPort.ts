import {
  AdapterError,
  type ExcelImport,
  type ExcelImportDetail,
  type ExcelImportsPort,
  excelUploadSchema,
  FILE_RULES,
  fileExtension,
  emptyTally,
  type Id,
  IMPORT_MESSAGES,
  LOOKUP_KINDS,
  tallyPreview,
  undoneMessage,
  undoRefusal,
} from "@pipeline/contract";
import { nameOf } from "../files/storedFiles";
import {
  createImportRunner,
  importCounts,
  importOfErrorLog,
  isUnreadable,
  previewSheet,
  readSheet,
} from "../imports/importJob";
import { undoChanges } from "../imports/importRules";
import { type TemplateLists, writeErrorLog, writeTemplate } from "../imports/workbook";
import { idFilter, listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflict, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedExcelImport, SeedUser } from "../state/MemorySeed";
import { nextId } from "../state/MemoryState";
import { personRef } from "../views/userViews";
import { seesEveryCompany } from "./journeyRules";

const IMPORT_LIST: ListSpec<SeedExcelImport, "status" | "created_by"> = {
  sort: {
    id: (record) => record.id,
    status: (record) => record.status,
    total_companies: (record) => record.total_companies,
    created: (record) => record.created,
    modified: (record) => record.modified,
  },
  defaultSort: { field: "created", direction: "desc" },
  filters: {
    status: (record, values) => values.includes(record.status),
    created_by: idFilter((record) => record.created_by),
  },
  search: (record) => [record.status, record.file_name, record.error_log_file],
  dates: { created: (record) => record.created, modified: (record) => record.modified },
  id: (record) => record.id,
};

/** The first bytes of a zip (.xlsx) and of an OLE2 compound file (.xls). */
const SIGNATURES: Record<string, readonly number[]> = {
  ".xlsx": [0x50, 0x4b, 0x03, 0x04],
  ".xls": [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

const WRONG_TYPE = FILE_RULES.excelImport.messages.wrongType;

function badFile(message: string, status = 400): AdapterError {
  return new AdapterError(message, { status, fieldErrors: { file: [message] } });
}

/**
 * The upload rules of the server: a file is required, named .xls or .xlsx (400), at most the
 * import's size (413), and its first bytes must be what its name says (400).
 */
async function checkUpload(file: Blob | null | undefined): Promise<{ name: string; bytes: ArrayBuffer }> {
  const name = file ? nameOf(file) : "";
  try {
    await validateInput(excelUploadSchema, { file: file ? { name, size: file.size } : null });
  } catch (error) {
    if (error instanceof AdapterError && error.message === FILE_RULES.excelImport.messages.tooLarge) {
      throw badFile(error.message, 413);
    }
    throw error;
  }
  const bytes = await (file as Blob).arrayBuffer();
  // What a file truly holds is the server's to check (it reads the workbook safely); the adapter imitates the first check.
  const signature = SIGNATURES[fileExtension(name)] ?? [];
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, signature.length));
  if (head.length < signature.length || signature.some((byte, index) => head[index] !== byte)) {
    throw badFile(WRONG_TYPE);
  }
  // A legacy .xls is an Excel file the server reads, but this adapter cannot: refused with the rule's words.
  if (fileExtension(name) === ".xls") throw badFile(WRONG_TYPE);
  return { name, bytes };
}

function toImport(state: MemoryRuntime["state"], record: SeedExcelImport): ExcelImport {
  return {
    id: record.id,
    status: record.status,
    phase: record.phase,
    file_name: record.file_name,
    total_companies: record.total_companies,
    companies_created: record.companies_created,
    companies_updated: record.companies_updated,
    companies_unchanged: record.companies_unchanged,
    companies_failed: record.companies_failed,
    members_created: record.members_created,
    members_updated: record.members_updated,
    members_unchanged: record.members_unchanged,
    members_failed: record.members_failed,
    rows_total: record.rows_total,
    rows_done: record.rows_done,
    error_log_file: record.error_log_file,
    undo_until: record.undo_until,
    undone: record.undone,
    created_by: personRef(state, record.created_by),
    created: record.created,
    modified: record.modified,
  };
}

function toDetail(state: MemoryRuntime["state"], record: SeedExcelImport): ExcelImportDetail {
  return {
    ...toImport(state, record),
    preview: record.preview ?? null,
    failed_companies: record.failed_companies ?? [],
    errors: record.errors ?? [],
    failure: record.failure ?? null,
    undo_kept: record.undo_kept ?? [],
  };
}

function templateLists(state: MemoryRuntime["state"]): TemplateLists {
  const entries = LOOKUP_KINDS.map((kind) => {
    const labels = state.lookups[kind]
      .filter((entry) => entry.is_active)
      .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
      .map((entry) => entry.label);
    return [kind, labels] as const;
  });
  return Object.fromEntries(entries) as TemplateLists;
}

export function createExcelImportsPort({ state, call, now }: MemoryRuntime): ExcelImportsPort {
  const runner = createImportRunner(state, now);

  /**
   * A user sees their own imports; one whose role sees every company sees all. The server's rule
   * (the role acted as); the adapter imitates it for stories and tests.
   */
  function visibleTo(user: SeedUser) {
    return (record: SeedExcelImport) => seesEveryCompany(user) || record.created_by === user.pk;
  }

  function find(id: Id, user: SeedUser): SeedExcelImport {
    const record = state.excelImports.find((entry) => entry.id === id);
    if (!record || !visibleTo(user)(record)) throw notFound();
    return record;
  }

  return {
    list: (params, options) =>
      call(options, (user) => {
        const page = listItems(state.excelImports.filter(visibleTo(user)), params, IMPORT_LIST);
        return { rows: page.rows.map((record) => toImport(state, record)), count: page.count };
      }),

    get: (id, options) => call(options, (user) => toDetail(state, find(id, user))),

    upload: (file, options) =>
      call(options, async (user) => {
        const report = (fraction: number) => options?.onProgress?.(fraction);
        report(0);
        const { name, bytes } = await checkUpload(file);
        report(0.4);
        const stamp = now();
        const record: SeedExcelImport = {
          id: nextId(state.excelImports),
          status: "Pending",
          phase: options?.preview ? "previewed" : "queued",
          file_name: name,
          ...importCounts(emptyTally()),
          rows_total: null,
          rows_done: 0,
          error_log_file: null,
          undo_until: null,
          undone: null,
          created_by: user.pk,
          created: stamp,
          modified: stamp,
          file: new Blob([bytes]),
        };
        if (!options?.preview) {
          state.excelImports.push(record);
          runner.schedule(record.id);
          report(1);
          return { message: IMPORT_MESSAGES.started, data: toDetail(state, record) };
        }
        let sheet;
        try {
          sheet = await readSheet(bytes);
        } catch (error) {
          if (isUnreadable(error)) throw badFile(error.message);
          throw error;
        }
        report(0.7);
        const preview = tallyPreview(previewSheet(state, user, sheet), sheet.rowsTotal);
        Object.assign(record, { preview, rows_total: sheet.rowsTotal });
        state.excelImports.push(record);
        report(1);
        return { message: IMPORT_MESSAGES.checked, data: toDetail(state, record) };
      }),

    confirm: (id, options) =>
      call(options, (user) => {
        const record = find(id, user);
        if (record.phase !== "previewed") throw conflict(IMPORT_MESSAGES.notWaiting);
        Object.assign(record, { phase: "queued", modified: now() });
        runner.schedule(record.id);
        return { message: IMPORT_MESSAGES.started, data: toDetail(state, record) };
      }),

    cancel: (id, options) =>
      call(options, (user) => {
        const record = find(id, user);
        if (record.phase !== "previewed") throw conflict(IMPORT_MESSAGES.notWaiting);
        state.excelImports = state.excelImports.filter((entry) => entry !== record);
        return { message: IMPORT_MESSAGES.cancelled };
      }),

    undo: (id, options) =>
      call(options, (user) => {
        const record = find(id, user);
        const stamp = now();
        const { changes } = record;
        const refusal = undoRefusal({
          phase: record.phase,
          // Imports of the seeded history kept no journal: they wrote, but their window is simply over.
          wrote: changes === undefined || changes.length > 0,
          open: changes !== undefined && record.undo_until !== null && record.undo_until > stamp,
        });
        if (refusal !== null) throw conflict(refusal);
        const kept = undoChanges(state, changes ?? [], stamp);
        Object.assign(record, {
          phase: "undone",
          undone: stamp,
          undo_kept: kept,
          undo_until: null,
          modified: stamp,
        });
        return { message: undoneMessage(kept.length), data: toDetail(state, record) };
      }),

    template: (options) => call(options, () => writeTemplate(templateLists(state))),

    downloadErrorLog: (path, options) =>
      call(options, (user) => {
        const id = importOfErrorLog(path);
        if (id === null) throw notFound();
        const record = find(id, user);
        if (record.error_log_file === null) throw notFound();
        return writeErrorLog(record.header ?? [], record.failed_rows ?? []);
      }),
  };
}

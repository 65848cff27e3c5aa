import type { ExcelImportsPort } from "@pipeline/contract";
import { idFilter, listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notImplemented } from "../runtime/notImplemented";
import type { SeedExcelImport } from "../state/MemorySeed";
import { personRef } from "../views/userViews";

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
  search: (record) => [record.status, record.error_log_file],
  dates: { created: (record) => record.created, modified: (record) => record.modified },
  id: (record) => record.id,
};

export function createExcelImportsPort({ state, call }: MemoryRuntime): ExcelImportsPort {
  return {
    list: (params, options) =>
      call(options, () => {
        const page = listItems(state.excelImports, params, IMPORT_LIST);
        return {
          rows: page.rows.map((record) => ({ ...record, created_by: personRef(state, record.created_by) })),
          count: page.count,
        };
      }),
    get: notImplemented("excelImports", "get"),
    upload: notImplemented("excelImports", "upload"),
    confirm: notImplemented("excelImports", "confirm"),
    cancel: notImplemented("excelImports", "cancel"),
    undo: notImplemented("excelImports", "undo"),
    template: notImplemented("excelImports", "template"),
    downloadErrorLog: notImplemented("excelImports", "downloadErrorLog"),
  };
}

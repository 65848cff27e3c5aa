import { IMPORT_LIMITS, type ExcelImport, type ListParams } from "@pipeline/contract";
import { useAdapterQuery } from "../../../data";
import { excelImportListRead, isImportWorking } from "../../../data/hooks/excelImports";

export type ImportListParams = ListParams<"status" | "created_by">;

const NO_ROWS: readonly ExcelImport[] = [];

/**
 * The rows of the page the table shows, read once more every IMPORT_LIMITS.progressPollMs while
 * any of them is queued or running. It shares the table's cache entry, so the table shows each
 * answer; `params` is null until the table has said which page it shows.
 */
export function useListPolling(params: ImportListParams | null): readonly ExcelImport[] {
  const read = excelImportListRead(params ?? {});
  const rows = useAdapterQuery(read, { enabled: false }).data?.rows ?? NO_ROWS;
  const working = params !== null && rows.some(isImportWorking);
  useAdapterQuery(read, {
    enabled: working,
    refetchInterval: working ? IMPORT_LIMITS.progressPollMs : false,
  });
  return rows;
}

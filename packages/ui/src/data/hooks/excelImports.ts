// The Excel import of companies: the history's pages, one import followed while it runs, the upload
// with its preview, confirm, cancel and undo, and the two workbooks a user downloads (the template
// and an import's failed rows).
import {
  type ExcelImportDetail,
  type Id,
  IMPORT_LIMITS,
  IST_TIME_ZONE,
  type ImportPhase,
  type ListParams,
  type PortName,
  type ProgressOptions,
} from "@pipeline/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { requireMethod, useDataAdapter } from "../AdapterContext";
import { type AdapterRead, adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

/** An import's write changes the history; one that writes or takes back rows changes the companies too. */
const IMPORT_WRITE_INVALIDATES: readonly PortName[] = ["excelImports"];
const IMPORT_ROWS_INVALIDATE: readonly PortName[] = ["excelImports", "companies"];

/** The phases in which an import is still at work, and is asked for again. */
const WORKING_PHASES: readonly ImportPhase[] = ["queued", "running"];

/** Whether an import is still waiting for a worker or writing its rows. */
export function isImportWorking(detail: Pick<ExcelImportDetail, "phase"> | undefined): boolean {
  return detail !== undefined && WORKING_PHASES.includes(detail.phase);
}

/** The name the template workbook is saved under. */
export const IMPORT_TEMPLATE_FILE_NAME = "Companies_Import_Template.xlsx";

const IST_ISO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: IST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The name an error log is saved under: `Failed_Companies_Log_2024-03-01.xlsx`, today's date in IST. */
export function errorLogFileName(now: Date = new Date()): string {
  return `Failed_Companies_Log_${IST_ISO_DAY.format(now)}.xlsx`;
}

/** A downloaded workbook and the name to save it under. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** A page of Import History. */
export const excelImportListRead = (params: ListParams<"status" | "created_by">) =>
  adapterRead(["excelImports", "list", params], (imports, options) => imports.list(params, options));
export type ExcelImportListSlice = SliceOf<typeof excelImportListRead>;

/** A page of Import History, the previous page kept on screen while the next one loads. */
export function useExcelImports(params: ListParams<"status" | "created_by">) {
  return useAdapterQuery(excelImportListRead(params), { keepPrevious: true });
}

const excelImportRead = (id: Id | null) =>
  adapterRead(["excelImports", "get", id], (imports, options) => imports.get(id ?? 0, options));
export type ExcelImportSlice = SliceOf<typeof excelImportRead>;

/**
 * One import with its preview and result. While it is queued or running it is asked for again
 * every IMPORT_LIMITS.progressPollMs; once it has ended (or before it is known) it is not. The
 * answer that finds it ended refreshes the history and the companies, which now hold its rows.
 */
export function useExcelImport(id: Id | null) {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  const read: AdapterRead<ExcelImportDetail> = excelImportRead(id);
  return useQuery({
    queryKey: read.key,
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<ExcelImportDetail>(read.key);
      const detail = await read.read(adapter, { signal });
      if (isImportWorking(before) && !isImportWorking(detail)) {
        void client.invalidateQueries({ queryKey: ["companies"] });
        void client.invalidateQueries({ queryKey: ["excelImports", "list"] });
      }
      return detail;
    },
    enabled: id !== null,
    refetchInterval: (query) => (isImportWorking(query.state.data) ? IMPORT_LIMITS.progressPollMs : false),
  });
}

export type ExcelImportUploadSlice = PortSlice<"excelImports", "upload">;

/** The workbook, whether to answer a preview first (default: yes), the upload's progress and its abort. */
export type ExcelImportUploadInput = ProgressOptions & { file: Blob; preview?: boolean };

/** The upload of a workbook: `preview` answers what it would do and writes nothing yet. */
export function useExcelImportUpload() {
  const adapter = useDataAdapter();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, preview = true, ...options }: ExcelImportUploadInput) =>
      requireMethod(adapter, "excelImports", "upload").upload(file, { preview, ...options }),
    // A previewed upload writes no company yet; one without a preview is queued to write them.
    onSuccess: async (_saved, { preview = true }) => {
      const stale = preview ? IMPORT_WRITE_INVALIDATES : IMPORT_ROWS_INVALIDATE;
      await Promise.all(stale.map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}

export type ConfirmImportSlice = PortSlice<"excelImports", "confirm">;

/** Runs a previewed import. */
export function useConfirmImport() {
  return useAdapterMutation(
    "excelImports",
    (imports: ConfirmImportSlice["excelImports"], id: Id) => imports.confirm(id),
    IMPORT_WRITE_INVALIDATES,
  );
}

export type CancelImportSlice = PortSlice<"excelImports", "cancel">;

/** Drops a previewed import; nothing was written. */
export function useCancelImport() {
  return useAdapterMutation(
    "excelImports",
    (imports: CancelImportSlice["excelImports"], id: Id) => imports.cancel(id),
    IMPORT_WRITE_INVALIDATES,
  );
}

export type UndoImportSlice = PortSlice<"excelImports", "undo">;

/** Takes back what an ended import changed; the companies table loses the rows it added. */
export function useUndoImport() {
  return useAdapterMutation(
    "excelImports",
    (imports: UndoImportSlice["excelImports"], id: Id) => imports.undo(id),
    IMPORT_ROWS_INVALIDATE,
  );
}

export type ImportTemplateSlice = PortSlice<"excelImports", "template">;

/** The template workbook, named as it is to be saved. */
export function useImportTemplateDownload() {
  const adapter = useDataAdapter();
  return useMutation({
    mutationFn: async (): Promise<DownloadedFile> => ({
      blob: await requireMethod(adapter, "excelImports", "template").template(),
      fileName: IMPORT_TEMPLATE_FILE_NAME,
    }),
  });
}

export type ErrorLogDownloadSlice = PortSlice<"excelImports", "downloadErrorLog">;

/** An import's failed-rows workbook (by its record's `error_log_file`), named with today's date in IST. */
export function useErrorLogDownload() {
  return useAdapterMutation(
    "excelImports",
    async (
      imports: ErrorLogDownloadSlice["excelImports"],
      errorLogFile: string,
    ): Promise<DownloadedFile> => ({
      blob: await imports.downloadErrorLog(errorLogFile),
      fileName: errorLogFileName(),
    }),
    [],
  );
}

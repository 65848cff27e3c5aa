import type { ExcelImportDetail, ImportPreview } from "@pipeline/contract";

/** Where the Import Excel dialog stands. */
export type ImportStep =
  | { name: "choose" }
  /** The workbook is on its way (`fraction` 0 to 1); at 1 the server is checking its rows. */
  | { name: "uploading"; fileName: string; fraction: number }
  | { name: "preview"; detail: ExcelImportDetail }
  /** Confirmed: the import is followed until it ends. */
  | { name: "following"; detail: ExcelImportDetail }
  /** The upload or its check failed; nothing was imported. */
  | { name: "failed"; fileName: string; message: string };

/** Whether confirming the preview would write nothing: every company and member fails. */
export function nothingChanges(preview: ImportPreview): boolean {
  return (
    preview.companies_to_create +
      preview.companies_to_update +
      preview.members_to_create +
      preview.members_to_update ===
    0
  );
}

/** What the dialog says while the import runs, and in the toast when it is closed meanwhile. */
export const IMPORT_GOES_ON = "You can close this window: the import goes on. Follow it in Import History.";
export const IMPORT_GOES_ON_TOAST = "The import goes on. Follow it in Import History.";

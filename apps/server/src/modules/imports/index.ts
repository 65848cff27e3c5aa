// The Excel import on the server: the preview, the durable run, Undo and the template. The
// workbook's reading and writing is in ./workbook; the rules each row is checked by come from the
// contract, the same as the forms'.
export { previewImport } from "./preview";
export {
  errorLogKeyOf,
  importRunHandler,
  type ImportRunOptions,
  queueImportRun,
  registerImportJob,
} from "./run";
export { writeImportTemplate } from "./template";
export {
  IMPORT_RUN_JOB,
  ImportConflictError,
  type ImportDeps,
  type Importer,
  type ImportRunPayload,
} from "./types";
export { UNDO_DONE_ALREADY, UNDO_NOT_ENDED, UNDO_NOTHING, UNDO_WINDOW_PASSED, undoImport } from "./undo";
export { NOT_ASSIGNED_BY_NAME, NOT_ASSIGNED_BY_WEBSITE } from "./context";
export { excelImportRoutes } from "./routes";
export { createExcelImportRepository, type ExcelImportRepository } from "./repository";

// The Excel import on the server: the preview, the durable run, Undo and the template. The
// workbook's reading and writing is in ./workbook; how rows are matched, checked, counted, stored
// and taken back are the contract's rules (@pipeline/contract imports/), which the memory adapter
// follows too: this module reads and writes the database.
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

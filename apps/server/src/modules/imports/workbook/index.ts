// Reading an uploaded Excel workbook safely, and writing the import's template and error log.
export type { SheetRow } from "@pipeline/contract";
export { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from "./limits";
export { WorkbookError } from "./WorkbookError";
export { inspectXlsx } from "./inspectXlsx";
export { readWorkbookRows, workbookKindOf, type WorkbookKind } from "./readWorkbookRows";
export { writeTemplate } from "./writeTemplate";
export { createErrorLogWriter } from "./createErrorLogWriter";

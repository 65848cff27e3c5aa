export { type ImportFlowStatus, ImportStatusPill, type ImportStatusPillProps } from "./ImportStatusPill";
export { ImportProgress, type ImportProgressProps } from "./ImportProgress";
export {
  ImportPreviewSummary,
  matchText,
  rowErrorText,
  type ImportPreviewSummaryProps,
} from "./ImportPreviewSummary";
export {
  ImportResultPanel,
  type ImportResultPanelProps,
  type ImportResultPanelSlice,
} from "./ImportResultPanel";
export { saveFile } from "../file-download";

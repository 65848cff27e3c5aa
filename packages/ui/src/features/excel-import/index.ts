export {
  ImportExcelDialog,
  type ImportExcelDialogAdapter,
  type ImportExcelDialogProps,
  type ImportExcelSlice,
} from "./ImportExcelDialog";

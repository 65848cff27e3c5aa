export { ImportExcelDialog, type ImportExcelDialogProps, type ImportExcelSlice } from "./ImportExcelDialog";

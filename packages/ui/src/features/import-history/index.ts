export { ImportHistory, type ImportHistoryProps, type ImportHistorySlice } from "./ImportHistory";

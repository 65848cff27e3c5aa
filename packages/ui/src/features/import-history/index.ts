export {
  ImportHistory,
  type ImportHistoryProps,
  type ImportHistorySlice,
  type ImportHistorySlice as ImportHistoryAdapter,
} from "./ImportHistory";

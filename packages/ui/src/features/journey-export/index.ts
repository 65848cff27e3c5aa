export {
  OfflineExport,
  offlineZipName,
  type OfflineExportAdapter,
  type OfflineExportProps,
} from "./OfflineExport";
export { offlineHtml } from "./utils/offlineHtml";
export { offlineFiles, type OfflineFile } from "./utils/offlineFiles";

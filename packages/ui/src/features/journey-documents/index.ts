export { UploadDocument, type UploadDocumentAdapter, type UploadDocumentProps } from "./UploadDocument";
export {
  DocumentsList,
  RECORDING_STATE_TEXTS,
  type DocumentsListAdapter,
  type DocumentsListProps,
} from "./DocumentsList";

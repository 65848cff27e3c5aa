// Documents: files uploaded to a task or the company, recordings compressed by a job, and the
// short-lived signed links the media viewer opens them through.
export { documentRoutes } from "./routes";
export {
  createDocumentRepository,
  type DocumentRepository,
  enqueueCompression,
  isMedia,
  RECORDING_COMPRESS_JOB,
} from "./repository";

import { calls, type DocumentsPort } from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

export function createDocumentsPort(client: HttpClient): DocumentsPort {
  return {
    // A task's document is the first form of the same call as the Upload dialog's.
    attach: ({ file, ...fields }, options) =>
      client.saved(calls.documents.create, { ...options, input: { fields, files: { file: [file] } } }),
    upload: ({ files, transcription_file, ...fields }, options) =>
      client.saved(calls.documents.create, {
        ...options,
        input: {
          fields,
          files: { file: files, ...(transcription_file ? { transcription_file: [transcription_file] } : {}) },
        },
      }),
    // The spec puts the document in the query and the contract in the fields: both carry it.
    reupload: (id, file, options) =>
      client.saved(calls.documents.reupload, {
        ...options,
        input: { fields: { id }, files: { file: [file] } },
        query: { id: String(id) },
      }),
    byCompany: (companyId, options) =>
      client.data(calls.documents.byCompany, { ...options, input: { company_id: String(companyId) } }),
    // Polling with nothing pending asks for nothing.
    byIds: async (ids, options) =>
      ids.length === 0
        ? []
        : client.data(calls.documents.byIds, { ...options, input: { ids: ids.join(",") } }),
    signedUrl: (src, options) => client.data(calls.documents.signedUrl, { ...options, input: { src } }),
  };
}

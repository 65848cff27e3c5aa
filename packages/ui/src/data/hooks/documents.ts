// A company's documents and recordings: the list, the uploads that add to it, the re-upload of a
// recording whose compression failed, the polling of recordings still being compressed, and the
// short-lived addresses files are opened at.
import {
  type CompanyDocument,
  type DocumentUploadInput,
  type Id,
  JOURNEY_TIMINGS_MS,
  type PortName,
  type ProgressOptions,
  type TaskDocumentInput,
} from "@pipeline/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { requireMethod, useDataAdapter } from "../AdapterContext";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

/** A document write changes the list, the timeline (its files) and the companies' last update. */
const DOCUMENT_WRITE_INVALIDATES: readonly PortName[] = ["documents", "journey", "companies"];

const documentsByCompanyRead = (companyId: Id) =>
  adapterRead(["documents", "byCompany", companyId], (documents, options) =>
    documents.byCompany(companyId, options),
  );

/** What the documents list reads: the company's documents, then the pending ones again by id. */
export type CompanyDocumentsSlice = SliceOf<typeof documentsByCompanyRead> & PortSlice<"documents", "byIds">;

function isPending(document: CompanyDocument): boolean {
  return document.is_uploaded === "PENDING";
}

/**
 * The company's documents and recordings. While some are PENDING (video compression under way),
 * those are asked for again by id every 45 seconds until none is; a failed poll is only logged and
 * the last answer kept, so the list never turns into an error because of it.
 */
export function useCompanyDocuments(companyId: Id) {
  const list = useAdapterQuery(documentsByCompanyRead(companyId));
  const adapter = useDataAdapter();
  const client = useQueryClient();
  const pending = useMemo(() => (list.data ?? []).filter(isPending), [list.data]);
  const pendingIds = useMemo(() => pending.map((document) => document.id), [pending]);
  const pollKey = ["documents", "byIds", pendingIds] as const;
  const poll = useQuery({
    queryKey: pollKey,
    queryFn: async ({ signal }) => {
      try {
        return await requireMethod(adapter, "documents", "byIds").byIds(pendingIds, { signal });
      } catch (error) {
        console.warn("Recordings in compression could not be checked; asking again later.", error);
        return client.getQueryData<CompanyDocument[]>(pollKey) ?? pending;
      }
    },
    enabled: pendingIds.length > 0,
    // The list's own answer is the first one: the next question is due one interval later.
    initialData: pending,
    initialDataUpdatedAt: list.dataUpdatedAt,
    staleTime: JOURNEY_TIMINGS_MS.recordingPollInterval,
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isPending) ? JOURNEY_TIMINGS_MS.recordingPollInterval : false,
  });
  const documents = useMemo(() => {
    if (!list.data) return undefined;
    const latest = new Map((poll.data ?? []).map((document) => [document.id, document]));
    return list.data.map((document) => latest.get(document.id) ?? document);
  }, [list.data, poll.data]);
  return { ...list, data: documents };
}

/** A write that reports its upload's progress (0 to 1) on the way. */
type WithProgress<Input> = { input: Input; onProgress?: (fraction: number) => void };

function progressOptions(onProgress: ((fraction: number) => void) | undefined): ProgressOptions {
  return onProgress ? { onProgress } : {};
}

export type UploadDocumentsSlice = PortSlice<"documents", "upload">;

/** The Upload Document dialog's write: one or several files of a round. */
export function useUploadDocuments() {
  return useAdapterMutation(
    "documents",
    (
      documents: UploadDocumentsSlice["documents"],
      { input, onProgress }: WithProgress<DocumentUploadInput>,
    ) => documents.upload(input, progressOptions(onProgress)),
    DOCUMENT_WRITE_INVALIDATES,
  );
}

export type AttachDocumentSlice = PortSlice<"documents", "attach">;

/** A DOCUMENT task's write: one file on the company's journey. */
export function useAttachDocument() {
  return useAdapterMutation(
    "documents",
    (documents: AttachDocumentSlice["documents"], { input, onProgress }: WithProgress<TaskDocumentInput>) =>
      documents.attach(input, progressOptions(onProgress)),
    DOCUMENT_WRITE_INVALIDATES,
  );
}

export type ReuploadDocumentSlice = PortSlice<"documents", "reupload">;

/** Upload Again: a new video for a recording whose compression failed. */
export function useReuploadDocument() {
  return useAdapterMutation(
    "documents",
    (
      documents: ReuploadDocumentSlice["documents"],
      { input, onProgress }: WithProgress<{ id: Id; file: Blob }>,
    ) => documents.reupload(input.id, input.file, progressOptions(onProgress)),
    DOCUMENT_WRITE_INVALIDATES,
  );
}

const signedUrlRead = (src: string) =>
  adapterRead(["documents", "signedUrl", src], (documents, options) => documents.signedUrl(src, options));
export type SignedUrlSlice = SliceOf<typeof signedUrlRead>;

/** The short-lived address of a stored file and its MIME type; asked only while `enabled`. */
export function useSignedUrl(src: string, enabled = true) {
  return useAdapterQuery(signedUrlRead(src), { enabled });
}

// What the media viewer and documents stories share: the fixture files (real files of each kind)
// and an adapter slice that opens them.
import type { SignedUrl } from "@pipeline/contract";
import { createTestAdapter, PipelineProvider, type AdapterSlice } from "@pipeline/ui/data";
import type { ReactNode } from "react";
import audioUrl from "./fixtures/call-audio.mp3?url";
import docxUrl from "./fixtures/call-notes.docx?url";
import videoUrl from "./fixtures/call-recording.mp4?url";
import xlsUrl from "./fixtures/financial-model.xls?url";
import xlsxUrl from "./fixtures/financial-model.xlsx?url";
import pdfUrl from "./fixtures/investment-memo.pdf?url";
import docUrl from "./fixtures/legacy-terms.doc?url";
import textUrl from "./fixtures/meeting-transcript.txt?url";
import imageUrl from "./fixtures/team-photo.png?url";

/** Each fixture by its stored address: where it is served and its MIME type. */
export const FIXTURE_FILES: Record<string, SignedUrl> = {
  "documents/memo.pdf": { url: pdfUrl, mime_type: "application/pdf" },
  "documents/notes.docx": {
    url: docxUrl,
    mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  "documents/model.xlsx": {
    url: xlsxUrl,
    mime_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
  "documents/model.xls": { url: xlsUrl, mime_type: "application/vnd.ms-excel" },
  "documents/transcript.txt": { url: textUrl, mime_type: "text/plain" },
  "documents/photo.png": { url: imageUrl, mime_type: "image/png" },
  "documents/call.mp4": { url: videoUrl, mime_type: "video/mp4" },
  "documents/call.mp3": { url: audioUrl, mime_type: "audio/mpeg" },
  "documents/terms.doc": { url: docUrl, mime_type: "application/msword" },
};

/** documents.signedUrl answering the fixtures. */
export async function fixtureSignedUrl(src: string): Promise<SignedUrl> {
  const signed = FIXTURE_FILES[src];
  if (!signed) throw new Error("File not found");
  return signed;
}

/** A provider around an adapter made of the given methods only. */
export function SliceFrame({ slice, children }: { slice: AdapterSlice; children: ReactNode }) {
  return <PipelineProvider adapter={createTestAdapter(slice)}>{children}</PipelineProvider>;
}

import type { SeedDocument } from "../state/MemorySeed";

/** How the adapter stands in for the server's recording compression and meeting service. */
export type MediaSettings = {
  /** How long a recording stays PENDING before it is UPLOADED (or FAILED), in milliseconds. */
  processingMs: number;
  /** Whether processing of the named file fails, so the failure and Upload Again can be shown. */
  processingFails: (fileName: string) => boolean;
  /** The video service the meeting gateway sends visitors to; rooms are paths below it. */
  meetingBaseUrl: string;
};

export const DEFAULT_MEDIA_SETTINGS: MediaSettings = {
  processingMs: 3000,
  processingFails: (fileName) => /broken/i.test(fileName),
  meetingBaseUrl: "https://meet.example.com",
};

/**
 * Stands in for the server's compression job: the recording stays PENDING for a while, then
 * becomes UPLOADED, or FAILED when the settings say its processing fails. A file replaced in the
 * meantime (Upload Again) is left to its own processing. The timer does not keep a Node process alive.
 */
export function startProcessing(document: SeedDocument, settings: MediaSettings): void {
  document.state = "PENDING";
  const blob = document.blob;
  const timer = setTimeout(() => {
    if (document.blob !== blob || document.state !== "PENDING") return;
    document.state = settings.processingFails(document.file_name) ? "FAILED" : "UPLOADED";
  }, settings.processingMs);
  if (typeof timer === "object" && timer !== null && "unref" in timer) timer.unref();
}
